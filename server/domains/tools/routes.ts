// The tools calls of spec 001 §7 ({instance}/tools/{tool}, {instance}/clear): each starts its job and answers it;
// the console follows it live (GET /api/jobs/{id}, events). And the collections list of an instance.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { jobReply } from '../jobs/index.js';
import type { JobService } from '../../jobs/service.js';
import { currentUser } from '../../plugins/session.js';
import { typed } from '../../plugins/typedApp.js';
import { notFound } from '../../errors.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import { errorReplies, SITE_ID, siteParams } from '../../schemas/index.js';
import { checkClear } from './clearSite.js';
import { siteTypes } from './context.js';
import { checkRestoreWindow, restoreWindowParams } from './restoreWindow.js';
import { liveCounts } from './storage.js';

/** The tools started by name; their kinds check their own params. */
export const TOOLS = [
  'initSite',
  'createTestData',
  'deleteTestData',
  'undoClearSite',
  'dumpSchema',
  'checkDb',
  'dedupTags',
  'rebuildLikes',
  'rebuildPurchaseCount',
  'copyCollection',
  'compareSchemas',
  'copyFilesToStore',
] as const;

export function toolRoutes(fastify: FastifyInstance, deps: { jobs: JobService; pool: pg.Pool; registry: SchemaRegistry }): void {
  // The tools are the super administrators' (their jobs act as one).
  const app = typed(fastify);
  const config = { right: 'superAdmin' } as const;
  const start = async (req: FastifyRequest & { params: { siteId: string } }, kind: string, params: object | null | undefined) =>
    deps.jobs.startFor(currentUser(req), req.params.siteId, kind, { ...params });
  const response = { 201: jobReply, ...errorReplies } as const;

  app.post(
    '/api/:siteId/tools/:tool',
    {
      config,
      schema: {
        params: {
          type: 'object',
          required: ['siteId', 'tool'],
          properties: { siteId: SITE_ID, tool: { type: 'string', pattern: '^[A-Za-z]{1,40}$' } },
        },
        body: { type: ['object', 'null'], maxProperties: 20 },
        response,
      },
    },
    async (req, reply) => {
      const tool = TOOLS.find((t) => t === req.params.tool);
      if (!tool) throw notFound(`Outil inconnu : ${req.params.tool}`);
      return reply.status(201).send(await start(req, tool, req.body));
    },
  );

  // The collections of an instance (spec 001 §7 GET {instance}/collections): every per-site type, with its live records.
  app.get(
    '/api/:siteId/collections',
    {
      config,
      schema: {
        params: siteParams,
        response: {
          200: {
            type: 'array',
            items: { type: 'object', properties: { _id: { type: 'string' }, label: { type: 'string' }, count: { type: 'integer' } } },
          },
          ...errorReplies,
        },
      },
    },
    async (req) => {
      const counts = await liveCounts(deps.pool, req.params.siteId);
      return siteTypes(deps.registry).map((_id) => ({ _id, label: deps.registry.get(_id)?.label ?? _id, count: counts.get(_id) ?? 0 }));
    },
  );

  // Spec 001 §7 lists this restore as a GET; the session cookie is SameSite=Strict, so no other site can trigger it.
  app.get(
    '/api/:siteId/temp_restore_ovh',
    {
      config,
      schema: {
        params: siteParams,
        querystring: restoreWindowParams,
        response: { 200: jobReply, ...errorReplies },
      },
    },
    async (req) => {
      checkRestoreWindow(req.params.siteId, req.query);
      return deps.jobs.startFor(currentUser(req), req.params.siteId, 'restoreArchivedWindow', { ...req.query });
    },
  );

  app.post(
    '/api/:siteId/clear',
    {
      config,
      schema: {
        params: siteParams,
        body: {
          type: ['object', 'null'],
          additionalProperties: false,
          properties: { confirmSiteId: { type: 'string', maxLength: 100 } },
        },
        response,
      },
    },
    async (req, reply) => {
      checkClear(req.params.siteId, req.body?.confirmSiteId);
      return reply.status(201).send(await start(req, 'clearSite', req.body));
    },
  );
}
