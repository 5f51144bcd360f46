// Maintenance calls of spec 001 §7 ({instance}/...); each checks its own rights in its service.
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EnvName } from '../config.js';
import { currentUser } from '../plugins/session.js';
import { checkSite } from '../services/access.js';
import { dumpSchemas } from '../services/schemaDump.js';
import type { SchemaRegistry } from '../services/schemaRegistry.js';
import type { SiteDirectory } from '../services/siteDirectory.js';
import { errorReplies, siteParams } from '../schemas/index.js';

const response = { 200: { type: 'object', properties: { written: { type: 'integer' }, dir: { type: 'string' } } }, ...errorReplies };

export function toolRoutes(
  app: FastifyInstance,
  deps: { registry: SchemaRegistry; sites: SiteDirectory; envName: EnvName; catalogueDir: string },
): void {
  app.post(
    '/api/:siteId/dumpSchemaToSource',
    { schema: { params: siteParams, response } },
    async (req: FastifyRequest<{ Params: { siteId: string } }>) => {
      const user = currentUser(req);
      checkSite(deps.sites, { user, siteId: req.params.siteId });
      return dumpSchemas(user, deps.envName, deps.registry, path.join(deps.catalogueDir, 'schemas'));
    },
  );
}
