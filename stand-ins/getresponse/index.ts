// GetResponse stand-in (design.md §11): a real HTTP server on a loopback port speaking the subset of the API v3 the
// console uses, under /v3: GET /campaigns, GET /campaigns/{id}, GET|POST /custom-fields, GET|POST /contacts,
// GET|POST /contacts/{id}. Same authentication (X-Auth-Token: api-key …), error shapes and pagination headers as
// the API; its state (`state.snapshot()`) is what tests and the super-admin simulator screen read.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SnapshotFile } from '../shared/snapshotFile.js';
import { apiError, GetResponseState, type Answer, type GetResponseDump, type GetResponseSeed } from './state.js';

export type { GetResponseSeed } from './state.js';

const MAX_BODY = 1024 * 1024;

export interface GetResponseStandInOptions {
  host?: string;
  port?: number;
  /** The key clients must send; a random one by default. */
  apiKey?: string;
  seed?: GetResponseSeed;
  /** Where its state is kept from one run to the next (then the seed only fills a first run). */
  snapshotFile?: string;
}

export class GetResponseStandIn {
  /** Requests received, by "METHOD /path" (tests count the calls the console made). */
  readonly calls: string[] = [];

  private constructor(
    private readonly server: http.Server,
    readonly apiKey: string,
    readonly state: GetResponseState,
    readonly baseUrl: string,
    private readonly snapshot?: SnapshotFile<GetResponseDump>,
  ) {}

  static async start(options: GetResponseStandInOptions = {}): Promise<GetResponseStandIn> {
    const host = options.host ?? '127.0.0.1';
    const apiKey = options.apiKey ?? randomBytes(16).toString('hex');
    let standIn: GetResponseStandIn | undefined;
    const server = http.createServer((req, res) => void standIn?.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => resolve());
    });
    const baseUrl = `http://${host}:${(server.address() as AddressInfo).port}/v3`;
    const state = new GetResponseState(baseUrl, options.seed);
    const snapshot = options.snapshotFile ? new SnapshotFile(options.snapshotFile, () => state.dump()) : undefined;
    const saved = snapshot?.read();
    if (saved) state.restore(saved);
    standIn = new GetResponseStandIn(server, apiKey, state, baseUrl, snapshot);
    return standIn;
  }

  async stop(): Promise<void> {
    await this.snapshot?.flush();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    this.calls.push(`${req.method} ${url.pathname}`);
    let answer: Answer;
    if (req.headers['x-auth-token'] !== `api-key ${this.apiKey}`) {
      answer = apiError(401, 1014, 'Unable to authenticate request. Check credentials or authentication method details', {
        authenticationType: 'auth_token',
      });
    } else {
      const body = req.method === 'POST' ? await readJson(req) : {};
      answer = body === undefined ? apiError(400, 1000, 'Request body is not a valid JSON') : this.route(req.method ?? 'GET', url, body);
    }
    if (req.method === 'POST' && answer.status < 300) this.snapshot?.changed();
    res.writeHead(answer.status, { ...(answer.body !== undefined && { 'Content-Type': 'application/json' }), ...answer.headers });
    res.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
  }

  private route(method: string, url: URL, body: Record<string, unknown>): Answer {
    const [, version, resource, id, ...rest] = url.pathname.split('/');
    if (version !== 'v3' || rest.length > 0) return apiError(404, 1013, 'Resource not found');
    const q = url.searchParams;
    const s = this.state;
    const key = `${method} ${resource}${id === undefined ? '' : '/:id'}`;
    switch (key) {
      case 'GET campaigns':
        return s.listCampaigns(q);
      case 'GET campaigns/:id':
        return s.getCampaign(id);
      case 'GET custom-fields':
        return s.listCustomFields(q);
      case 'POST custom-fields':
        return s.createCustomField(body);
      case 'GET contacts':
        return s.listContacts(q);
      case 'POST contacts':
        return s.createContact(body);
      case 'GET contacts/:id':
        return s.getContact(id);
      case 'POST contacts/:id':
        return s.updateContact(id, body);
      default:
        return apiError(404, 1013, 'Resource not found');
    }
  }
}

async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown> | undefined> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return undefined;
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return {};
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
