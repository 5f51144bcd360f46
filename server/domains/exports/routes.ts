// Routes of exports and of the Execute tab (docs/api.md "Exports", "Execute"): thin, the logic is in the services.
import type { FastifyInstance } from 'fastify';
import { callContext as ctx } from '../../plugins/session.js';
import { typed } from '../../plugins/typedApp.js';
import { sendCsv } from './csv.js';
import type { AccountingService } from './accounting.js';
import type { ExecuteService } from './execute.js';
import { executeRequestSchema, exportRequestSchema } from '../../../model/exports/index.js';
import { EXPORT_ID, jobStarted, PAYOUT_ID, payoutsReply, previewReply, siteAnd, streamed, subscriptionsQuery, TYPE } from './schemas.js';
import type { ExportService } from './service.js';

/** An export of a list: the service checks the exported type's right (its records are what the file holds). */
const session = { right: 'session' } as const;
/** The subscriptions download and the accounting lines: the users and payments sections' right. */
const users = { right: 'users' } as const;
const developerSuperAdmin = { right: 'developerSuperAdmin' } as const;

export function exportRoutes(fastify: FastifyInstance, exportsService: ExportService, execute: ExecuteService, accounting: AccountingService): void {
  const app = typed(fastify);
  app.post(
    '/api/:siteId/exports',
    { config: session, schema: { params: siteAnd(), body: exportRequestSchema, response: jobStarted } },
    async (req, reply) => reply.status(202).send(await exportsService.start(ctx(req), req.body)),
  );

  app.get(
    '/api/:siteId/exports/:id/download',
    { config: session, schema: { params: siteAnd({ id: EXPORT_ID }), response: streamed } },
    async (req, reply) => {
      const { stream, size, fileName } = await exportsService.download(ctx(req), req.params.id);
      return sendCsv(reply, fileName, stream, size);
    },
  );

  // Spec 001 §7: a download link opened directly, `__admin=true` as the console always sends it.
  app.get(
    '/api/:siteId/data/exportSubscriptions',
    { config: users, schema: { params: siteAnd(), querystring: subscriptionsQuery, response: streamed } },
    async (req, reply) => {
      const { stream, fileName } = exportsService.subscriptions(ctx(req));
      return sendCsv(reply, fileName, stream);
    },
  );

  const typeParams = siteAnd({ type: TYPE });
  app.post(
    '/api/:siteId/execute/:type/preview',
    { config: developerSuperAdmin, schema: { params: typeParams, body: executeRequestSchema, response: previewReply } },
    (req) => execute.preview(ctx(req), req.params.type, { filter: req.body.filter ?? '', command: req.body.command }),
  );
  app.post(
    '/api/:siteId/execute/:type',
    { config: developerSuperAdmin, schema: { params: typeParams, body: executeRequestSchema, response: jobStarted } },
    async (req, reply) => {
      const job = await execute.start(ctx(req), req.params.type, { filter: req.body.filter ?? '', command: req.body.command });
      return reply.status(202).send({ jobId: job.id });
    },
  );
  app.post(
    '/api/:siteId/executions/:id/undo',
    { config: developerSuperAdmin, schema: { params: siteAnd({ id: { type: 'string', format: 'uuid' } }), response: jobStarted } },
    async (req, reply) => {
      const job = await execute.undo(ctx(req), req.params.id);
      return reply.status(202).send({ jobId: job.id });
    },
  );

  app.get('/api/:siteId/accounting/payouts', { config: users, schema: { params: siteAnd(), response: payoutsReply } }, (req) =>
    accounting.payouts(ctx(req)),
  );
  const payoutParams = siteAnd({ payoutId: PAYOUT_ID });
  app.post(
    '/api/:siteId/accounting/payouts/:payoutId/export',
    { config: users, schema: { params: payoutParams, response: jobStarted } },
    async (req, reply) => reply.status(202).send(await accounting.start(ctx(req), req.params.payoutId)),
  );
}
