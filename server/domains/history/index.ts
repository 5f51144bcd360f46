// The history of every record (issue 22 §1, the record screen's 'Historique' tab): the versions are written by the
// storage's triggers (migration 036) with their origin (services/writeOrigin.ts); this domain reads them, restores
// one, and forgets the old ones on its retention job.
import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import type { JobService } from '../../jobs/index.js';
import type { RecordHookRegistry } from '../../services/recordHooks.js';
import type { RecordService } from '../../services/records.js';
import { historyRetentionJob, type HistoryRetention } from './jobs.js';
import { historyRoutes } from './routes.js';
import { HistoryService } from './service.js';

export interface HistoryDomainOptions {
  pool: pg.Pool;
  records: RecordService;
  hooks: RecordHookRegistry;
  jobs: JobService;
  retention: HistoryRetention;
}

export const historyDomain: FastifyPluginAsync<HistoryDomainOptions> = async (app, { pool, records, hooks, jobs, retention }) => {
  jobs.define(historyRetentionJob(retention));
  const jobLabel = async (id: string) => (await jobs.get(id, false))?.label;
  historyRoutes(app, new HistoryService(pool, records, hooks, jobLabel));
};
