// Record routes (design.md §3): parse, call RecordService, reply. Served under /data/{Type} and under a schema's customApiPath.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { listQuerySchema } from '../../model/listQuery.js';
import { callContext as ctx } from '../plugins/session.js';
import { typed } from '../plugins/typedApp.js';
import { notFound } from '../errors.js';
import type { RecordService } from '../services/records.js';
import type { Saved } from '../services/recordView.js';
import type { SchemaRegistry } from '../services/schemaRegistry.js';
import { countReply, countsReply, errorReplies, recordListReply, recordReply, SITE_ID } from '../schemas/index.js';
const TYPE = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,99}$' } as const;
const CUSTOM_PATH = { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 100 } as const;
const ID = { type: 'string', minLength: 1, maxLength: 128 } as const;

const recordBody = { type: 'object', maxProperties: 500 } as const;
/** A count's key: a type, or a type and one of its named sub-filters (model/listQuery.ts `filter`). */
const COUNT_KEY = '[A-Za-z][A-Za-z0-9_]{0,99}(:[a-z0-9]+(-[a-z0-9]+)*)?';
const MAX_COUNTS = 500;

/** Any of the routes below: the helpers read only what every one of them has. */
type Req = FastifyRequest & { params: { siteId: string; type?: string; customPath?: string } };

/** The type named by the URL: /data/{Type}, or a schema's customApiPath. */
export function recordTypeOf(registry: SchemaRegistry, params: { type?: string; customPath?: string }): string {
  if (params.type) return params.type;
  const schema = registry.byCustomApiPath(params.customPath ?? '');
  if (!schema) throw notFound('Ressource inconnue');
  return schema._id;
}

export function dataRoutes(fastify: FastifyInstance, records: RecordService, registry: SchemaRegistry): void {
  const app = typed(fastify);
  const typeOf = (req: Req): string => recordTypeOf(registry, req.params);
  const sendSaved = (reply: FastifyReply, saved: Saved, status = 200) => reply.status(status).header('ETag', saved.etag).send(saved.record);
  const ifMatch = (req: Req) => req.headers['if-match'];

  // The sidebar's counts in one request, not one per entry; each type's right is the service's (a type not readable is left out).
  app.get(
    '/api/:siteId/counts',
    {
      config: { right: 'session', globalRight: 'session' },
      schema: {
        params: { type: 'object', required: ['siteId'], properties: { siteId: SITE_ID } },
        querystring: {
          type: 'object',
          required: ['types'],
          additionalProperties: false,
          properties: { types: { type: 'string', maxLength: MAX_COUNTS * 162, pattern: `^${COUNT_KEY}(,${COUNT_KEY}){0,${MAX_COUNTS - 1}}$` } },
        },
        response: { 200: countsReply, ...errorReplies },
      },
    },
    (req) => records.counts(ctx(req), req.query.types.split(',')),
  );

  for (const base of ['/api/:siteId/data/:type', '/api/:siteId/:customPath']) {
    const params = { type: 'object', required: ['siteId'], properties: { siteId: SITE_ID, type: TYPE, customPath: CUSTOM_PATH, id: ID } } as const;
    const one = { 200: recordReply, ...errorReplies } as const;
    const config = { right: 'record' } as const;
    app.get(base, { config, schema: { params, querystring: listQuerySchema, response: { 200: recordListReply, ...errorReplies } } }, (req) =>
      records.list(ctx(req), typeOf(req), req.query),
    );
    app.get(`${base}/count`, { config, schema: { params, querystring: listQuerySchema, response: { 200: countReply, ...errorReplies } } }, (req) =>
      records.count(ctx(req), typeOf(req), req.query),
    );
    app.get(`${base}/:id`, { config, schema: { params, querystring: listQuerySchema, response: one } }, async (req, reply) =>
      sendSaved(reply, await records.get(ctx(req), typeOf(req), req.params.id!, req.query)),
    );
    app.post(base, { config, schema: { params, body: recordBody, response: { 201: recordReply, ...errorReplies } } }, async (req, reply) =>
      sendSaved(reply, await records.create(ctx(req), typeOf(req), req.body), 201),
    );
    app.put(`${base}/:id`, { config, schema: { params, body: recordBody, response: one } }, async (req, reply) =>
      sendSaved(reply, await records.update(ctx(req), typeOf(req), req.params.id!, req.body, ifMatch(req))),
    );
    app.delete(`${base}/:id`, { config, schema: { params, response: one } }, async (req, reply) =>
      sendSaved(reply, await records.archive(ctx(req), typeOf(req), req.params.id!, ifMatch(req))),
    );
    app.post(`${base}/:id/restore`, { config, schema: { params, response: one } }, async (req, reply) =>
      sendSaved(reply, await records.restore(ctx(req), typeOf(req), req.params.id!)),
    );
  }
}
