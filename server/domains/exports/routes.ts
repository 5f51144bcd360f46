// Routes of exports and of the Execute tab (docs/api.md "Exports", "Execute"): thin, the logic is in the services.
import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/session.js';
import { errorReplies, SITE_ID } from '../../schemas/index.js';
import { AppError } from '../../services/errors.js';
import type { AccountingService } from './accounting.js';
import type { ExecuteInput, ExecuteService } from './execute.js';
import type { ExportRequest } from './exportPlan.js';
import type { ExportService } from './service.js';

const TYPE = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,99}$' } as const;
const ID = { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$' } as const;
const SECONDS = { type: 'integer', minimum: -62135596800, maximum: 253402300799 } as const;

const exportBody = {
  type: 'object',
  required: ['type'],
  additionalProperties: false,
  properties: {
    type: TYPE,
    preset: { type: 'string', maxLength: 100 },
    fields: { type: 'array', maxItems: 300, items: { type: 'string', maxLength: 300 } },
    adminFilter: { type: 'string', maxLength: 10000 },
    adminSearch: { type: 'string', maxLength: 1000 },
    min: SECONDS,
    max: SECONDS,
  },
} as const;
const jobStarted = { type: 'object', properties: { jobId: { type: 'string' }, exportId: { type: 'string' } } } as const;
const executeBody = {
  type: 'object',
  required: ['command'],
  additionalProperties: false,
  properties: { filter: { type: 'string', maxLength: 10000 }, command: { type: 'string', maxLength: 10000 } },
} as const;
const json = {} as const;
const previewReply = {
  type: 'object',
  properties: {
    count: { type: 'integer' },
    countIsLowerBound: { type: 'boolean' },
    samples: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          _id: { type: 'string' },
          label: { type: 'string' },
          error: { type: 'string' },
          diff: { type: 'array', items: { type: 'object', properties: { key: { type: 'string' }, before: json, after: json } } },
        },
      },
    },
  },
} as const;
/** A file answers a stream, which Fastify sends as it is: only its errors are serialised. */
const streamed = { response: errorReplies };
const siteAnd = (extra: Record<string, unknown>) => ({ type: 'object', properties: { siteId: SITE_ID, ...extra } });

type Req<P = object, B = unknown, Q = unknown> = FastifyRequest<{ Params: { siteId: string } & P; Body: B; Querystring: Q }>;
const ctx = (req: Req) => ({ user: currentUser(req), siteId: req.params.siteId, ip: req.ip });
/** RFC 6266: an ASCII fallback name and the UTF-8 one. */
const attachment = (name: string) => `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export function exportRoutes(app: FastifyInstance, exportsService: ExportService, execute: ExecuteService, accounting: AccountingService): void {
  app.post(
    '/api/:siteId/exports',
    { schema: { params: siteAnd({}), body: exportBody, response: { 202: jobStarted, ...errorReplies } } },
    async (req: Req<object, ExportRequest>, reply) => reply.status(202).send(await exportsService.start(ctx(req), req.body)),
  );

  app.get('/api/:siteId/exports/:id/download', { schema: { params: siteAnd({ id: ID }), ...streamed } }, async (req: Req<{ id: string }>, reply) => {
    const { full, fileName } = await exportsService.download(ctx(req), req.params.id);
    const stat = await fs.promises.stat(full).catch(() => undefined);
    if (!stat?.isFile()) throw new AppError(404, 'NOT_FOUND', 'Fichier introuvable');
    reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Length', stat.size).header('Content-Disposition', attachment(fileName));
    return reply.header('Cache-Control', 'private, no-store').send(fs.createReadStream(full));
  });

  // Spec 001 §7: a download link opened directly, `__admin=true` as the console always sends it.
  const subscriptionsQuery = { type: 'object', properties: { __admin: { type: 'boolean' } } } as const;
  app.get(
    '/api/:siteId/data/exportSubscriptions',
    { schema: { params: siteAnd({}), querystring: subscriptionsQuery, ...streamed } },
    async (req: Req, reply) => {
      const { stream, fileName } = exportsService.subscriptions(ctx(req));
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', attachment(fileName))
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );

  const typeParams = siteAnd({ type: TYPE });
  app.post(
    '/api/:siteId/execute/:type/preview',
    { schema: { params: typeParams, body: executeBody, response: { 200: previewReply, ...errorReplies } } },
    (req: Req<{ type: string }, ExecuteInput>) =>
      execute.preview(ctx(req), req.params.type, { filter: req.body.filter ?? '', command: req.body.command }),
  );
  app.post(
    '/api/:siteId/execute/:type',
    { schema: { params: typeParams, body: executeBody, response: { 202: jobStarted, ...errorReplies } } },
    async (req: Req<{ type: string }, ExecuteInput>, reply) => {
      const job = await execute.start(ctx(req), req.params.type, { filter: req.body.filter ?? '', command: req.body.command });
      return reply.status(202).send({ jobId: job.id });
    },
  );
  app.post(
    '/api/:siteId/executions/:id/undo',
    { schema: { params: siteAnd({ id: { type: 'string', format: 'uuid' } }), response: { 202: jobStarted, ...errorReplies } } },
    async (req: Req<{ id: string }>, reply) => {
      const job = await execute.undo(ctx(req), req.params.id);
      return reply.status(202).send({ jobId: job.id });
    },
  );

  const payoutsReply = {
    type: 'object',
    properties: {
      simulated: { type: 'boolean' },
      data: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'string' },
            arrivalDate: { type: 'integer' },
            amount: { type: 'integer' },
            currency: { type: 'string' },
            status: { type: 'string' },
            statusLabel: { type: 'string' },
            exportedTs: { type: 'integer' },
          },
        },
      },
    },
  } as const;
  app.get('/api/:siteId/accounting/payouts', { schema: { params: siteAnd({}), response: { 200: payoutsReply, ...errorReplies } } }, (req: Req) =>
    accounting.payouts(ctx(req)),
  );
  const payoutParams = siteAnd({ payoutId: { type: 'string', pattern: '^[A-Za-z0-9_]{1,100}$' } });
  app.post(
    '/api/:siteId/accounting/payouts/:payoutId/export',
    { schema: { params: payoutParams, response: { 202: jobStarted, ...errorReplies } } },
    async (req: Req<{ payoutId: string }>, reply) => reply.status(202).send(await accounting.start(ctx(req), req.params.payoutId)),
  );
}
