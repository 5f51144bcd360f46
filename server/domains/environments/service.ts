// Environments (design.md §13, spec 001 §6): which targets this server offers, and the Side of a site on this server
// or on a peer named in ENVIRONMENTS. Outbound calls go only to those peers.
import type pg from 'pg';
import type { Environment } from '../../../model/constants.js';
import { COPIED_FROM_HEADER, copiedFromHeader } from '../../../model/history/index.js';
import type { ServerChoice } from '../../../model/environments/index.js';
import type { SessionUser } from '../../../model/rights.js';
import type { CallContext } from '../../services/access.js';
import { AppError, badRequest, forbidden } from '../../errors.js';
import type { RecordService } from '../../services/records.js';
import { GLOBAL_SITE, type SchemaRegistry } from '../../services/schemaRegistry.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';
import type { FileStore } from '../../storage/fileStore.js';
import { PeerClient } from './peerClient.js';
import type { PeerDirectory } from './peers.js';
import type { SiteSummary } from '../../../model/sites/index.js';
import { LocalSide, RemoteSide, type Side } from './sides.js';
import { content, type Comparison } from './transfer.js';
import { fieldDiff } from './fieldDiff.js';
import { NOT_COPIED_GLOBAL_TYPES } from '../../../model/environments/index.js';
import type { ApiRecord } from '../../services/recordView.js';

/** Copy-to-environment targets by current environment (spec 001 §6): others offer none. */
/** Where a peer reads and writes a global record copied from here. */
export const globalPath = (type: string, id: string) => `/api/environments/global/${encodeURIComponent(type)}/${encodeURIComponent(id)}`;

const COPY_TARGETS: Partial<Record<Environment, Environment[]>> = {
  dev: ['dev', 'staging'],
  staging: ['staging', 'prod'],
  prod: ['staging', 'prod'],
};

export interface EnvironmentDeps {
  envName: Environment;
  peers: PeerDirectory;
  peerTimeoutMs: number;
  records: RecordService;
  registry: SchemaRegistry;
  pool: pg.Pool;
  store: FileStore;
  sites: SiteDirectory;
}

export class EnvironmentService {
  constructor(readonly deps: EnvironmentDeps) {}

  private self(): ServerChoice {
    return { name: this.deps.envName, label: `Ce serveur (${this.deps.envName})`, self: true };
  }

  /** This server and every configured peer: the servers the comparison page offers. */
  servers(): ServerChoice[] {
    return [this.self(), ...this.deps.peers.all().map((p) => ({ name: p.name, label: p.label, self: false }))];
  }

  /** The copy targets of spec 001 §6 that this server can reach (itself, or a configured peer). */
  copyTargets(): ServerChoice[] {
    const names = COPY_TARGETS[this.deps.envName] ?? [];
    return this.servers().filter((s) => names.includes(s.name as Environment));
  }

  checkCopyTarget(env: string): void {
    if (!this.copyTargets().some((t) => t.name === env)) {
      throw badRequest('BAD_TARGET', `Copie impossible de l'environnement ${this.deps.envName} vers « ${env.slice(0, 40)} »`);
    }
  }

  /** A site of this server (env = ENV_NAME) or of a peer. */
  side(ctx: CallContext, env: string, siteId: string): Side {
    if (env === this.deps.envName) return new LocalSide(env, siteId, ctx, this.deps);
    return new RemoteSide(this.client(env), siteId);
  }

  /** The sites of a server that the caller (here) or the token (on a peer) may open. */
  async sitesOf(user: SessionUser, env: string): Promise<Pick<SiteSummary, '_id' | 'label'>[]> {
    if (env === this.deps.envName) return this.deps.sites.permittedFor(user).map(({ _id, label }) => ({ _id, label }));
    const me = await this.client(env).json<{ sites?: SiteSummary[] }>('GET', '/api/auth/me');
    if (!Array.isArray(me?.sites)) throw badRequest('PEER_GARBAGE', `Le serveur « ${env} » n'a pas donné sa liste de sites`);
    return me.sites.map(({ _id, label }) => ({ _id: String(_id), label: String(label ?? _id) }));
  }

  /** The global record `type`/`id` of this server (schemas, sites, video servers: every site's), for a copy. */
  private async globalRecord(ctx: CallContext, env: string, type: string, id: string): Promise<ApiRecord> {
    this.checkCopyTarget(env);
    if (env === this.deps.envName) throw badRequest('SAME_TARGET', 'Cette ressource est déjà sur ce serveur : choisissez un autre environnement');
    const refusal = NOT_COPIED_GLOBAL_TYPES[type];
    if (refusal) throw badRequest('NOT_COPIED', refusal);
    if (!ctx.user.superAdmin) throw forbidden('Seul un super administrateur peut copier cette ressource');
    return (await this.deps.records.get({ ...ctx, siteId: GLOBAL_SITE }, type, id)).record;
  }

  /** Compare of a global record with the peer's (spec 001 §4): read there through GET /api/environments/global/{Type}/{id}. */
  async compareGlobal(ctx: CallContext, env: string, type: string, id: string, link: string): Promise<Comparison> {
    const record = await this.globalRecord(ctx, env, type, id);
    const target = await this.client(env)
      .json<ApiRecord>('GET', globalPath(type, id))
      .catch((err: unknown) => {
        if (err instanceof AppError && err.status === 404) return null;
        throw err;
      });
    return { found: !!target, target, changes: fieldDiff(target ?? undefined, record), references: [], link };
  }

  /**
   * Copies a global record of this server to a copy target: the peer writes it through its own validation and hooks
   * (PUT /api/environments/global/{Type}/{id}, a token for every site), audited under the token.
   */
  async copyGlobal(
    ctx: CallContext,
    env: string,
    type: string,
    id: string,
  ): Promise<{ _id: string; env: string; created: boolean; resource: ApiRecord }> {
    const record = await this.globalRecord(ctx, env, type, id);
    // The peer's version of the record says where it was copied from.
    const copiedFrom = copiedFromHeader({ env: this.deps.envName, siteId: GLOBAL_SITE });
    return this.client(env)
      .withHeaders({ [COPIED_FROM_HEADER]: copiedFrom })
      .json('PUT', globalPath(type, id), { body: content(record) });
  }

  /** The console's address on a server: '' here, the peer's URL there. */
  consoleUrl(env: string): string {
    return env === this.deps.envName ? '' : this.deps.peers.get(env).url;
  }

  private client(env: string): PeerClient {
    return new PeerClient(this.deps.peers.get(env), this.deps.peerTimeoutMs);
  }
}
