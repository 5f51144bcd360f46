// Statistics routes (spec 001 §7): thin, each calls the service with the session user.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type pg from 'pg';
import { currentUser } from '../../plugins/session.js';
import { typed } from '../../plugins/typedApp.js';
import { sendCsv } from '../exports/index.js';
import { errorReplies, siteParams, siteRecordParams } from '../../schemas/index.js';
import { participantsCsv, playExportCsv } from './downloads.js';
import type { IngestService } from './ingest.js';
import * as S from './schemas.js';
import type { StatisticsService } from './service.js';

/** Routes that authenticate by an ingestion key instead of a session (see plugins/session.ts and security.ts). */
export const INGEST_ROUTE = '/api/:siteId/ingest/:kind';
/** 1,000 events of a few hundred bytes each. */
const INGEST_BODY_LIMIT = 512 * 1024;

const listOf = <T extends string>(value: string | undefined) => (value === undefined ? undefined : (value.split(',').filter(Boolean) as T[]));

export interface StatisticsRouteDeps {
  stats: StatisticsService;
  ingest: IngestService;
  pool: pg.Pool;
}

/** The data section's right (the service checks it too). */
const dataSection = { right: 'hasDataSectionAccess' } as const;
const superAdmin = { right: 'superAdmin' } as const;

export function statisticsRoutes(fastify: FastifyInstance, { stats, ingest, pool }: StatisticsRouteDeps): void {
  const app = typed(fastify);
  app.get(
    '/api/:siteId/statistics/play',
    { config: dataSection, schema: { params: siteParams, querystring: S.playQuery, response: S.playReply } },
    (req) => {
      const q = req.query;
      return stats.play(currentUser(req), req.params.siteId, {
        offset: q.offset,
        limit: q.limit,
        statuses: listOf(q.userStatus),
        pages: listOf(q.page),
        kinds: listOf(q.kind),
      });
    },
  );
  app.get('/api/:siteId/statistics/status', { config: dataSection, schema: { params: siteParams, response: S.statusReply } }, (req) =>
    stats.status(currentUser(req), req.params.siteId),
  );
  app.get(
    '/api/:siteId/statistics/views',
    { config: dataSection, schema: { params: siteParams, querystring: S.rangeQuery, response: S.viewsReply } },
    (req) => stats.views(currentUser(req), req.params.siteId, req.query),
  );
  app.get(
    '/api/:siteId/statistics/sales/summary',
    { config: dataSection, schema: { params: siteParams, querystring: S.salesQuery, response: S.salesReply } },
    (req) => stats.sales(currentUser(req), req.params.siteId, { startTs: req.query.startTs, endTs: req.query.endTs }),
  );
  app.get(
    '/api/:siteId/statistics/sales/per-formula',
    { config: dataSection, schema: { params: siteParams, querystring: S.perFormulaQuery, response: S.salesReply } },
    (req) => stats.sales(currentUser(req), req.params.siteId, req.query),
  );
  app.get(
    '/api/:siteId/statistics/timeline',
    { config: dataSection, schema: { params: siteParams, querystring: S.timelineQuery, response: S.timelineReply } },
    (req) => stats.timeline(currentUser(req), req.params.siteId, req.query),
  );
  app.get(
    '/api/:siteId/statistics/tournaments/:id',
    { config: dataSection, schema: { params: siteRecordParams, response: S.tournamentReply } },
    (req) => stats.tournament(currentUser(req), req.params.siteId, req.params.id),
  );

  // The public sites' ingestion: any origin (no cookie is read), a key instead of a session.
  const cors = (reply: FastifyReply) =>
    reply
      .header('Access-Control-Allow-Origin', '*')
      .header('Access-Control-Allow-Headers', 'content-type, x-ingest-key, authorization')
      .header('Access-Control-Max-Age', '86400');
  app.options(
    INGEST_ROUTE,
    { config: { right: 'public' }, schema: { params: S.ingestParams, response: { 204: { type: 'null' } } } },
    (_req, reply) => {
      cors(reply).header('Access-Control-Allow-Methods', 'POST').status(204).send();
    },
  );
  app.post(
    INGEST_ROUTE,
    { config: { right: 'public' }, bodyLimit: INGEST_BODY_LIMIT, schema: { params: S.ingestParams, body: S.ingestBody, response: S.ingestReply } },
    (req, reply) => {
      cors(reply);
      const header = req.headers['x-ingest-key'] ?? req.headers.authorization?.replace(/^Bearer\s+/i, '');
      const events = Array.isArray(req.body) ? req.body : req.body.events;
      return ingest.ingest(req.params.siteId, req.params.kind, typeof header === 'string' ? header : undefined, events, req.ip);
    },
  );

  app.get('/api/global/ingest-keys', { config: superAdmin, schema: { querystring: S.keyListQuery, response: S.keyListReply } }, (req) =>
    ingest.listKeys(req.query.siteId),
  );
  app.post('/api/global/ingest-keys', { config: superAdmin, schema: { body: S.keyBody, response: S.keyCreatedReply } }, async (req, reply) =>
    reply.status(201).send(await ingest.createKey(currentUser(req), req.body.siteId, req.body.label)),
  );
  app.post('/api/global/ingest-keys/:id/revoke', { config: superAdmin, schema: { params: S.keyParams, response: S.keyReply } }, (req) =>
    ingest.revokeKey(req.params.id),
  );

  // Download links of spec 001 §7, opened by the browser under /admin: they declare their right as the API routes do.
  app.get(
    '/admin/:siteId/custom-exports/play',
    { config: dataSection, schema: { params: siteParams, querystring: S.playExportQuery, response: errorReplies } },
    async (req, reply) => {
      const { offset, limit } = req.query;
      const body = await playExportCsv(stats, pool, currentUser(req), req.params.siteId, offset, limit);
      return sendCsv(reply, `stats-lecture_${req.params.siteId}_${offset + 1}-${offset + limit}.csv`, body);
    },
  );
  app.get(
    '/admin/:siteId/tournaments/:id/participants-csv',
    { config: dataSection, schema: { params: siteRecordParams, querystring: S.participantsQuery, response: errorReplies } },
    async (req, reply) => {
      const body = await participantsCsv(stats, pool, currentUser(req), req.params.siteId, req.params.id, req.query.createdOnly);
      const name = `participants_${req.params.id.replace(/[^A-Za-z0-9_-]/g, '_')}${req.query.createdOnly ? '_inscrits' : ''}.csv`;
      return sendCsv(reply, name, body);
    },
  );
}
