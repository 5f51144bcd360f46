// Server-to-server calls to a peer (design.md §13): its token as `Authorization: Bearer`, a time limit, a bounded
// answer. A peer that is down, slow or answers garbage becomes a French AppError, never a hang or a 500.
import { peerHint } from '../../../model/environments/index.js';
import { AppError } from '../../errors.js';
import type { Peer } from './peers.js';

/** Largest answer read from a peer (a file being copied, or a page of records). */
const MAX_ANSWER_BYTES = 60 * 1024 * 1024;

type Query = Record<string, string | number | boolean | undefined>;

export interface PeerRequest {
  query?: Query;
  /** JSON body, or raw bytes sent as application/octet-stream. */
  body?: unknown;
}

export class PeerClient {
  constructor(
    readonly peer: Peer,
    private timeoutMs: number,
    private extraHeaders: Record<string, string> = {},
  ) {}

  /** The same peer, every call also sending these headers. */
  withHeaders(headers: Record<string, string>): PeerClient {
    return new PeerClient(this.peer, this.timeoutMs, { ...this.extraHeaders, ...headers });
  }

  /** A JSON call: the parsed answer; a refusal of the peer as an AppError. */
  async json<T>(method: string, path: string, req: PeerRequest = {}): Promise<T> {
    const answer = await this.send(method, path, req);
    const text = answer.toString('utf8');
    try {
      return (text ? JSON.parse(text) : undefined) as T;
    } catch {
      throw this.garbage();
    }
  }

  /** The raw bytes of an answer (a file). */
  bytes(path: string): Promise<Buffer> {
    return this.send('GET', path, {});
  }

  private async send(method: string, path: string, req: PeerRequest): Promise<Buffer> {
    const url = new URL(`${this.peer.url}${path}`);
    for (const [k, v] of Object.entries(req.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    const raw = Buffer.isBuffer(req.body);
    const headers: Record<string, string> = { ...this.extraHeaders, authorization: `Bearer ${this.peer.token}`, accept: 'application/json' };
    if (req.body !== undefined) headers['content-type'] = raw ? 'application/octet-stream' : 'application/json';
    const signal = AbortSignal.timeout(this.timeoutMs);
    let res: Response;
    let body: Buffer;
    try {
      res = await fetch(url, {
        method,
        headers,
        body: req.body === undefined ? undefined : raw ? new Uint8Array(req.body as Buffer) : JSON.stringify(req.body),
        signal,
        redirect: 'error',
      });
      body = await readBounded(res);
    } catch (err) {
      if (signal.aborted) {
        throw new AppError(
          504,
          'PEER_TIMEOUT',
          `Le serveur « ${this.peer.name} » ne répond pas (plus de ${Math.round(this.timeoutMs / 100) / 10} s). ${peerHint(this.peer.name)}`,
        );
      }
      if (err instanceof AppError) throw err;
      throw new AppError(502, 'PEER_UNREACHABLE', `Le serveur « ${this.peer.name} » est injoignable (${this.peer.url}). ${peerHint(this.peer.name)}`);
    }
    if (res.ok) return body;
    throw this.refusal(res.status, body);
  }

  /** The peer's own refusal, passed on with its French message (its validation's fields included). */
  private refusal(status: number, body: Buffer): AppError {
    let parsed: { error?: unknown; message?: unknown; fields?: unknown } = {};
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      /* not JSON */
    }
    const message = typeof parsed.message === 'string' ? parsed.message.slice(0, 500) : undefined;
    const name = `« ${this.peer.name} »`;
    if (status === 401)
      return new AppError(502, 'PEER_REFUSED_TOKEN', `Le serveur ${name} refuse le jeton (absent, expiré ou révoqué). ${peerHint(this.peer.name)}`);
    if (!message) return status >= 500 ? new AppError(502, 'PEER_ERROR', `Le serveur ${name} a répondu une erreur ${status}.`) : this.garbage();
    const fields = parsed.fields && typeof parsed.fields === 'object' ? (parsed.fields as Record<string, string>) : undefined;
    const code = typeof parsed.error === 'string' ? parsed.error.slice(0, 40) : 'PEER_ERROR';
    if (status === 403) return new AppError(403, code, `${message} (serveur ${name}). ${peerHint(this.peer.name)}`, fields);
    if (status >= 400 && status < 500) return new AppError(status, code, `Serveur ${name} : ${message}`, fields);
    return new AppError(502, 'PEER_ERROR', `Le serveur ${name} a répondu une erreur ${status} : ${message}`);
  }

  private garbage(): AppError {
    return new AppError(502, 'PEER_GARBAGE', `Le serveur « ${this.peer.name} » a répondu une réponse illisible. ${peerHint(this.peer.name)}`);
  }
}

async function readBounded(res: Response): Promise<Buffer> {
  if (!res.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > MAX_ANSWER_BYTES) throw new AppError(502, 'PEER_TOO_LARGE', 'La réponse du serveur distant est trop volumineuse');
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}
