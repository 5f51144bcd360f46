// The peers of this server (design.md §13): ENVIRONMENTS as JSON, or a JSON file read again when it changes.
// Outbound calls go only to the URLs listed here: a peer is always named, never given as an address by a request.
import fs from 'node:fs';
import { badRequest } from '../../errors.js';

export interface Peer {
  /** Key in ENVIRONMENTS: 'staging', 'prod', 'prod-2'... */
  name: string;
  /** What the console shows; the name when unset. */
  label: string;
  /** Base URL of the peer console (its API is under /api). */
  url: string;
  token: string;
}

const NAME = /^[a-z0-9][a-z0-9_-]{0,39}$/;

/** Parses the JSON of ENVIRONMENTS; throws an Error naming what is wrong (the server refuses to start). */
export function parsePeers(json: string): Map<string, Peer> {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new Error('ENVIRONMENTS : JSON illisible');
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw new Error('ENVIRONMENTS : un objet {"nom": {"url": "...", "token": "..."}} est attendu');
  const peers = new Map<string, Peer>();
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    const v = (value ?? {}) as Record<string, unknown>;
    if (!NAME.test(name)) throw new Error(`ENVIRONMENTS : nom d'environnement invalide « ${name.slice(0, 40)} »`);
    let url: URL;
    try {
      url = new URL(String(v.url));
    } catch {
      throw new Error(`ENVIRONMENTS.${name} : url invalide`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`ENVIRONMENTS.${name} : url en http ou https attendue`);
    if (typeof v.token !== 'string' || !v.token) throw new Error(`ENVIRONMENTS.${name} : token manquant`);
    const label = typeof v.label === 'string' && v.label.trim() ? v.label.trim().slice(0, 80) : name;
    peers.set(name, { name, label, url: url.origin + url.pathname.replace(/\/+$/, ''), token: v.token });
  }
  return peers;
}

/** ENVIRONMENTS holds JSON, or (starting with / or .) the path of a JSON file. */
const isFile = (setting: string) => !setting.startsWith('{');

export class PeerDirectory {
  private cached: { mtimeMs: number; peers: Map<string, Peer> } | undefined;

  constructor(private setting: string | undefined) {
    // A wrong setting stops the start rather than failing at the first copy.
    this.all();
  }

  all(): Peer[] {
    return [...this.load().values()];
  }

  /** The peer named `name`; 400 when ENVIRONMENTS does not list it. */
  get(name: string): Peer {
    const peer = this.load().get(name);
    if (!peer) throw badRequest('UNKNOWN_ENVIRONMENT', `Environnement inconnu : « ${name.slice(0, 40)} » (absent de ENVIRONMENTS)`);
    return peer;
  }

  private load(): Map<string, Peer> {
    if (!this.setting) return new Map();
    if (!isFile(this.setting)) return (this.cached ??= { mtimeMs: 0, peers: parsePeers(this.setting) }).peers;
    try {
      const { mtimeMs } = fs.statSync(this.setting);
      if (this.cached?.mtimeMs !== mtimeMs) this.cached = { mtimeMs, peers: parsePeers(fs.readFileSync(this.setting, 'utf8')) };
    } catch (err) {
      // At start a wrong file stops the server; later, a file being rewritten keeps the peers last read.
      if (!this.cached)
        throw err instanceof Error && err.message.startsWith('ENVIRONMENTS') ? err : new Error(`ENVIRONMENTS : fichier illisible (${this.setting})`);
    }
    return this.cached.peers;
  }
}
