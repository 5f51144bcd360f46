// Statistics (issue 12, design.md §12): events ingested from the public sites, their rollups and jobs, the
// statistics screens' calls and download links. `playStatsRows` is what other domains (exports) read.
import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import type { FailedChecks } from '../auth/index.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';
import { IngestService } from './ingest.js';
import { ensureMonthsAhead, requestRollup, statisticsJobKinds, type JobStarter } from './jobs.js';
import { statisticsRoutes } from './routes.js';
import { StatisticsService } from './service.js';

// The home (domains/home) reads the site's pulse through the same service and rights.
export { StatisticsService } from './service.js';
// The demo domain fills the demo sites' events, then their rollups.
export { ensureEventPartitions } from './storage/events.js';
export { rebuildRollups } from './storage/rollups.js';

export interface StatisticsDomainOptions {
  pool: pg.Pool;
  sites: SiteDirectory;
  /** The job system, which runs the rollups. */
  jobs: JobStarter;
  /** Wrong ingestion keys, counted per address. */
  failedChecks: FailedChecks;
  /** Batches an ingestion key may send per second and in a burst, over every server (INGEST_KEY_RATE). */
  ingestRate: { perSecond: number; burst: number };
}

export const statisticsDomain: FastifyPluginAsync<StatisticsDomainOptions> = async (app, { pool, sites, jobs, failedChecks, ingestRate }) => {
  await ensureMonthsAhead(pool);
  for (const kind of statisticsJobKinds(() => sites.ids())) jobs.define(kind);
  const ingest = new IngestService(pool, sites, () => requestRollup(jobs), ingestRate, failedChecks);
  statisticsRoutes(app, { stats: new StatisticsService(pool, sites), ingest, pool });
};
