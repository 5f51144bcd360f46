// What one server asks of another during a compare or a copy (design.md §13), beyond the records and files API:
// fingerprints of a collection, which references are missing, and a copied file stored under its own path.
// Open to API tokens (config.apiToken) and to the console's users who may do the same from here.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { callContext, copiedFromOf, currentUser } from '../../plugins/session.js';
import { typed } from '../../plugins/typedApp.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import { NOT_COPIED_GLOBAL_TYPES } from '../../../model/environments/index.js';
import type { RecordService } from '../../services/records.js';
import { GLOBAL_SITE, isGlobalSchema, type SchemaRegistry } from '../../services/schemaRegistry.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';
import type { FileStore } from '../../storage/fileStore.js';
import { errorReplies, recordReply, SITE_ID, siteParams } from '../../schemas/index.js';
import { digestsReply, globalCopyReply, missingReply, refList, TYPE } from './replies.js';
import { LocalSide, MAX_FILE_BYTES } from './sides.js';
import { requestedRefs } from './references.js';
import { upsert } from './transfer.js';

/** Any route of a site. */
type SiteReq = FastifyRequest & { params: { siteId: string } };

export function peerRoutes(
  fastify: FastifyInstance,
  deps: { envName: string; records: RecordService; registry: SchemaRegistry; pool: pg.Pool; store: FileStore; sites: SiteDirectory },
): void {
  const app = typed(fastify);
  const side = (req: SiteReq) => new LocalSide(deps.envName, req.params.siteId, callContext(req), deps);

  app.get(
    '/api/:siteId/environments/digests/:type',
    {
      config: { apiToken: 'read', right: 'superAdmin' },
      schema: {
        params: { type: 'object', required: ['siteId', 'type'], properties: { siteId: SITE_ID, type: TYPE } },
        response: { 200: digestsReply, ...errorReplies },
      },
    },
    async (req) => side(req).digests(req.params.type),
  );

  app.post(
    '/api/:siteId/environments/missing',
    {
      config: { apiToken: 'read', right: 'developer' },
      schema: {
        params: siteParams,
        body: {
          type: 'object',
          required: ['records', 'files'],
          additionalProperties: false,
          properties: {
            records: { ...refList, maxItems: 1000 },
            files: { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 400 } },
          },
        },
        response: { 200: missingReply, ...errorReplies },
      },
    },
    async (req) => side(req).missing(requestedRefs(req.body.records), req.body.files),
  );

  // A global record (a schema, a site, a video server) compared or copied from a peer (compare and copyTo on
  // /api/global/... there): read, or written through this server's validation and hooks as a super administrator would,
  // audited under the token. Global records serve every site: a token for every site only; administrators are not copied.
  const globalParams = {
    type: 'object',
    required: ['type', 'id'],
    properties: { type: TYPE, id: { type: 'string', minLength: 1, maxLength: 128 } },
  } as const;
  const globalTarget = (req: FastifyRequest & { params: { type: string } }) => {
    if (req.apiToken?.siteIds.length) throw forbidden('La copie des ressources globales demande un jeton valable pour tous les sites');
    const schema = deps.registry.get(req.params.type);
    if (!schema || !isGlobalSchema(schema)) throw notFound(`Type global inconnu : ${req.params.type.slice(0, 100)}`);
    const refusal = NOT_COPIED_GLOBAL_TYPES[schema._id];
    if (refusal) throw forbidden(refusal);
    const user = { ...currentUser(req), superAdmin: true };
    return { schema, side: new LocalSide(deps.envName, GLOBAL_SITE, { user, siteId: GLOBAL_SITE, ip: req.ip, ...copiedFromOf(req) }, deps) };
  };
  app.get(
    '/api/environments/global/:type/:id',
    { config: { apiToken: 'read', right: 'apiToken' }, schema: { params: globalParams, response: { 200: recordReply, ...errorReplies } } },
    async (req) => {
      const { schema, side } = globalTarget(req);
      const record = await side.get(schema._id, req.params.id);
      if (!record) throw notFound('Enregistrement introuvable');
      return record;
    },
  );
  app.put(
    '/api/environments/global/:type/:id',
    {
      config: { apiToken: 'write', right: 'apiToken' },
      schema: { params: globalParams, body: { type: 'object', maxProperties: 100 }, response: { 200: globalCopyReply, ...errorReplies } },
    },
    async (req) => {
      const { schema, side } = globalTarget(req);
      const { resource, created } = await upsert(side, schema, req.params.id, req.body);
      return { _id: req.params.id, env: deps.envName, created, resource };
    },
  );

  // A copied file's bytes, raw: only this route reads octet-stream bodies, up to the upload limit.
  app.register(async (plugin) => {
    const scope = typed(plugin);
    scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: MAX_FILE_BYTES }, (_req, body, done) => done(null, body));
    scope.put(
      '/api/:siteId/environments/files/*',
      {
        // The global space's files are the super administrators' (the route rights' rule): no token writes there.
        config: { apiToken: 'write', right: 'developer' },
        bodyLimit: MAX_FILE_BYTES,
        schema: {
          params: { type: 'object', required: ['siteId', '*'], properties: { siteId: SITE_ID, '*': { type: 'string', maxLength: 400 } } },
          response: { 200: { type: 'object', properties: { path: { type: 'string' } } }, ...errorReplies },
        },
      },
      async (req) => {
        if (!Buffer.isBuffer(req.body)) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Envoyez le fichier en application/octet-stream');
        const path = `/${req.params['*']}`;
        await side(req).writeFile(path, req.body);
        return { path };
      },
    );
  });
}
