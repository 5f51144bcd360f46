// Maintenance calls of spec 001 §7 ({instance}/...), for super administrators.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { EnvName } from '../../config.js';
import { typed } from '../../plugins/typedApp.js';
import { dumpSchemas } from './schemaDump.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';
import { errorReplies, siteParams } from '../../schemas/index.js';

const response = { 200: { type: 'object', properties: { written: { type: 'integer' }, dir: { type: 'string' } } }, ...errorReplies } as const;

export function schemaDumpRoutes(
  app: FastifyInstance,
  deps: { registry: SchemaRegistry; sites: SiteDirectory; envName: EnvName; catalogueDir: string },
): void {
  typed(app).post('/api/:siteId/dumpSchemaToSource', { config: { right: 'superAdmin' }, schema: { params: siteParams, response } }, async () =>
    dumpSchemas(deps.envName, deps.registry, path.join(deps.catalogueDir, 'schemas')),
  );
}
