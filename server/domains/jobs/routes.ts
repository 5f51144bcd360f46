// The jobs API (docs/api.md "Jobs"): thin, the logic and the rights are in JobService.
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../plugins/session.js';
import { typed } from '../../plugins/typedApp.js';
import { answerObject, answerOf, errorReplies, SITE_ID } from '../../schemas/index.js';
import type { JobService } from '../../jobs/service.js';
import { JOB_STATES, type JobStep, type JobView } from '../../../model/jobs/index.js';

const JOB_ID = { type: 'string', format: 'uuid' } as const;
const KIND = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } as const;

const step = answerOf<JobStep>()({ ts: { type: 'string' }, level: { type: 'string' }, text: { type: 'string' } });

export const jobReply = answerOf<JobView>()({
  id: { type: 'string' },
  kind: { type: 'string' },
  label: { type: 'string' },
  siteId: { type: 'string' },
  startedBy: { type: ['object', 'null'], properties: { id: { type: 'string' }, login: { type: 'string' } } },
  params: { type: 'object', additionalProperties: true },
  state: { type: 'string', enum: JOB_STATES },
  progress: { type: 'number' },
  progressText: { type: 'string' },
  log: { type: 'array', items: step },
  result: {},
  error: { type: ['string', 'null'] },
  attempts: { type: 'integer' },
  createdAt: { type: 'string' },
  startedAt: { type: ['string', 'null'] },
  finishedAt: { type: ['string', 'null'] },
});

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: KIND,
    state: { type: 'string', enum: JOB_STATES },
    siteId: SITE_ID,
    offset: { type: 'integer', minimum: 0, maximum: 100_000, default: 0 },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 30 },
  },
} as const;

const { siteId: _siteId, ...siteListProperties } = listQuery.properties;
const siteListQuery = { ...listQuery, properties: siteListProperties } as const;

const listReply = {
  200: answerObject({ data: { type: 'array', items: jobReply }, count: { type: 'integer' } }),
  ...errorReplies,
} as const;
const byId = { params: { type: 'object', required: ['id'], properties: { id: JOB_ID } }, response: { 200: jobReply, ...errorReplies } } as const;

const session = { right: 'session' } as const;

export function jobRoutes(fastify: FastifyInstance, jobs: JobService): void {
  const app = typed(fastify);
  app.get('/api/jobs', { config: { right: 'superAdmin' }, schema: { querystring: listQuery, response: listReply } }, async (request) =>
    jobs.list(currentUser(request), request.query),
  );

  app.get(
    '/api/:siteId/jobs',
    {
      config: { right: 'session' },
      schema: {
        params: { type: 'object', required: ['siteId'], properties: { siteId: SITE_ID } },
        querystring: siteListQuery,
        response: listReply,
      },
    },
    async (request) => jobs.list(currentUser(request), { ...request.query, siteId: request.params.siteId }),
  );

  app.post(
    '/api/:siteId/jobs/:kind',
    {
      config: { right: 'session' },
      schema: {
        params: { type: 'object', required: ['siteId', 'kind'], properties: { siteId: SITE_ID, kind: KIND } },
        body: { type: ['object', 'null'], additionalProperties: false, properties: { params: { type: 'object' } } },
        response: { 201: jobReply, ...errorReplies },
      },
    },
    async (request, reply) => {
      const job = await jobs.startFor(currentUser(request), request.params.siteId, request.params.kind, request.body?.params);
      return reply.status(201).send(job);
    },
  );

  // Any user: the service shows a job to its starter, to super administrators and to holders of its kind's right.
  // Read again by its screen while it runs (useJob's poll, its events): not a person at work (jobs/writePace.ts).
  app.get('/api/jobs/:id', { config: { ...session, unattended: true }, schema: byId }, async (request) =>
    jobs.getFor(currentUser(request), request.params.id),
  );

  app.post('/api/jobs/:id/cancel', { config: session, schema: byId }, async (request) => jobs.cancel(currentUser(request), request.params.id));
}
