// Reads `GET {baseUrl}/status` of one video server. Only the address given is fetched: no redirect is followed (a
// redirect could lead anywhere), only http(s), an answer is read up to 16 kB, and whatever goes wrong is an offline
// server with a French reason, never an exception.
import { statusUrl, type VideoServerStatus } from '../../../model/monitoring/index.js';

export const STATUS_TIMEOUT_MS = 800;
const MAX_BYTES = 16 * 1024;

export type StatusResult = { ok: true; status: VideoServerStatus } | { ok: false; reason: string };

const fail = (reason: string): StatusResult => ({ ok: false, reason });

const finite = (v: unknown, min: number, max: number): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? Math.min(max, Math.max(min, v)) : undefined;

/** The status of a parsed JSON answer, or undefined when it is not one. */
export function parseStatus(body: unknown): VideoServerStatus | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const b = body as Record<string, unknown>;
  const fields = {
    alertLevel: finite(b.alertLevel, 0, 100),
    cpuLoad: finite(b.cpuLoad, 0, 100),
    memoryLoad: finite(b.memoryLoad, 0, 100),
    swapLoad: finite(b.swapLoad, 0, 100),
    outRate: finite(b.outRate, 0, Number.MAX_SAFE_INTEGER),
    connections: finite(b.connections, 0, Number.MAX_SAFE_INTEGER),
    newConnections: finite(b.newConnections, 0, Number.MAX_SAFE_INTEGER),
  };
  if (typeof b.online !== 'boolean' || Object.values(fields).some((v) => v === undefined)) return undefined;
  return {
    ...(fields as Omit<VideoServerStatus, 'online' | 'standIn'>),
    alertLevel: Math.floor(fields.alertLevel!),
    online: b.online,
    ...(b.standIn === true && { standIn: true }),
  };
}

async function readBounded(res: Response): Promise<string | undefined> {
  if (Number(res.headers.get('content-length') ?? 0) > MAX_BYTES) return undefined;
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_BYTES) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function networkReason(err: unknown, timeoutMs: number): string {
  const e = err as { name?: string; cause?: { code?: string } };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return `Pas de réponse en ${timeoutMs} ms`;
  const code = e.cause?.code;
  if (code === 'ECONNREFUSED') return 'Connexion refusée';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'Nom de serveur introuvable';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'Connexion interrompue';
  return 'Serveur injoignable';
}

export async function readStatus(baseUrl: string, timeoutMs = STATUS_TIMEOUT_MS): Promise<StatusResult> {
  const url = statusUrl(baseUrl);
  if (!url) return fail('Adresse refusée : seules les adresses http et https sans identifiants sont permises');
  try {
    const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    if (res.status !== 200) {
      await res.body?.cancel();
      return fail(res.status >= 300 && res.status < 400 ? `Redirection refusée (HTTP ${res.status})` : `Réponse HTTP ${res.status}`);
    }
    const text = await readBounded(res);
    if (text === undefined) return fail('Réponse trop longue (plus de 16 ko)');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return fail('Réponse illisible : du JSON était attendu');
    }
    const status = parseStatus(body);
    return status ? { ok: true, status } : fail('Réponse illisible : statut incomplet ou mal formé');
  } catch (err) {
    return fail(networkReason(err, timeoutMs));
  }
}
