// Environments (design.md §13, spec 001 §6): which targets this server offers, and the Side of a site on this server
// or on a peer named in ENVIRONMENTS. Outbound calls go only to those peers.
import type pg from 'pg';
import type { Environment } from '../../../model/constants.js';
import { COPIED_FROM_HEADER, copiedFromHeader } from '../../../model/history.js';
import type { ServerChoice } from '../../../model/environments.js';
import type { SessionUser } from '../../../model/rights.js';
import type { CallContext } from '../../services/access.js';
import { badRequest } from '../../errors.js';
import type { RecordService } from '../../services/records.js';
import { GLOBAL_SITE, SCHEMA_TYPE } from '../../services/schemaRegistry.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';
import type { FileStore } from '../../storage/fileStore.js';
import { PeerClient } from './peerClient.js';
import type { PeerDirectory } from './peers.js';
import type { SiteSummary } from '../../../model/sites.js';
import { LocalSide, RemoteSide, type Side } from './sides.js';
import { content } from './transfer.js';

/** Copy-to-environment targets by current environment (spec 001 §6): others offer none. */
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

  /**
   * Copies a schema of this server to a copy target (a developer moving a new type from dev to staging): the peer
   * writes it through its own schema validation (PUT /api/environments/schemas/{id}, a token for every site).
   */
  async copySchema(ctx: CallContext, env: string, id: string): Promise<{ _id: string; env: string; created: boolean }> {
    this.checkCopyTarget(env);
    if (env === this.deps.envName) throw badRequest('SAME_TARGET', 'Ce schéma est déjà sur ce serveur : choisissez un autre environnement');
    const { record } = await this.deps.records.get({ ...ctx, siteId: GLOBAL_SITE }, SCHEMA_TYPE, id);
    // The peer's version of the schema says where it was copied from.
    const copiedFrom = copiedFromHeader({ env: this.deps.envName, siteId: GLOBAL_SITE });
    return this.client(env)
      .withHeaders({ [COPIED_FROM_HEADER]: copiedFrom })
      .json('PUT', `/api/environments/schemas/${encodeURIComponent(id)}`, { body: content(record) });
  }

  private client(env: string): PeerClient {
    return new PeerClient(this.deps.peers.get(env), this.deps.peerTimeoutMs);
  }
}
