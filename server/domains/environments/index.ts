// Environments (design.md §13, issue 13): API tokens, peers from ENVIRONMENTS, copy to environment and content
// comparison. Offered: ApiTokenService (the session plugin's Bearer check), PeerDirectory, EnvironmentService.
import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import type { RecordService } from '../../services/records.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';
import type { FileStore } from '../../storage/fileStore.js';
import { peerRoutes } from './peerRoutes.js';
import { environmentRoutes } from './routes.js';
import type { EnvironmentService } from './service.js';
import { tokenRoutes } from './tokenRoutes.js';
import type { ApiTokenService } from './tokens.js';

export { ApiTokenService, tokenAccessOf } from './tokens.js';
export { EnvironmentService } from './service.js';
export { PeerClient } from './peerClient.js';
export { PeerDirectory } from './peers.js';
export { LocalSide } from './sides.js';
// What the tools domain builds on (check database, schema comparison, copy collection, site init).
export { fieldDiff } from './fieldDiff.js';
export { referencesOf } from './references.js';
export { ENV, place, TYPE } from './replies.js';
export { missingRecords } from './storage.js';
export { Transfer, upsert } from './transfer.js';

export interface EnvironmentsDomainOptions {
  environments: EnvironmentService;
  tokens: ApiTokenService;
  records: RecordService;
  registry: SchemaRegistry;
  sites: SiteDirectory;
  store: FileStore;
  pool: pg.Pool;
}

export const environmentsDomain: FastifyPluginAsync<EnvironmentsDomainOptions> = async (app, opts) => {
  tokenRoutes(app, opts);
  peerRoutes(app, { ...opts, envName: opts.environments.deps.envName });
  environmentRoutes(app, opts);
};
