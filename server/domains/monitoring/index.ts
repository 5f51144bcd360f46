// Video-server monitoring (issue 9 §3, spec 000 §2): the poller of the VideoServer records' status, its history,
// the job that keeps it to a day, the routes of the dashboard, and the check that a VideoServer's address is one the poller may fetch.
import crypto from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { statusUrl } from '../../../model/monitoring/index.js';
import { readStatus } from '../../integrations/video-servers/index.js';
import { invalidRecord } from '../../errors.js';
import type { JobService } from '../../jobs/index.js';
import type { RecordHookRegistry } from '../../services/recordHooks.js';
import { MonitoringPoller } from './poller.js';
import { monitoringRoutes } from './routes.js';
import { MonitoringService } from './service.js';
import { historyPurgeJob } from './jobs.js';
import { enabledVideoServers, insertHistory, latestRound, releasePollLease, saveLatestRound, takePollLease, VIDEO_SERVER_TYPE } from './storage.js';

// The demo domain points the demo VideoServer records at its local stand-ins.
export { demoServerAddress, pointDemoServerAt } from './storage.js';
// The home (domains/home) tells super administrators how many servers there are and what the last round said.
export { enabledVideoServers, latestRound } from './storage.js';

/** VideoServer records a round reads at most. */
const MAX_SERVERS = 100;
/**
 * How long the polling lease lasts without renewal (renewed each second), and how old a shared round may be: a killed
 * holder's watchers elsewhere see its last round for at most this long before another server takes over.
 */
const LEASE_SECONDS = 5;

export interface MonitoringDomainOptions {
  hooks: RecordHookRegistry;
  pool: pg.Pool;
  jobs: JobService;
  /** Base URLs of the video-server stand-ins the process runs (demo mode, server/main.ts). */
  standIns?: readonly string[];
}

export const monitoringDomain: FastifyPluginAsync<MonitoringDomainOptions> = async (app, { hooks, pool, jobs, standIns = [] }) => {
  jobs.define(historyPurgeJob);
  hooks.register(VIDEO_SERVER_TYPE, {
    validate: (doc, { schema }) => {
      if (typeof doc.baseUrl === 'string' && !statusUrl(doc.baseUrl)) {
        throw invalidRecord(schema, { baseUrl: 'Adresse http ou https attendue, sans identifiants (https://video1.exemple.fr)' });
      }
    },
  });
  const holder = crypto.randomUUID();
  const poller = new MonitoringPoller({
    servers: () => enabledVideoServers(pool, MAX_SERVERS),
    read: (baseUrl) => readStatus(baseUrl),
    saveHistory: (ts, servers) => insertHistory(pool, ts, servers),
    onError: (err) => app.log.error(err, 'suivi des serveurs vidéo'),
    fleet: {
      lead: () => takePollLease(pool, holder, LEASE_SECONDS),
      release: () => releasePollLease(pool, holder),
      share: (snapshot) => saveLatestRound(pool, holder, snapshot),
      shared: () => latestRound(pool, LEASE_SECONDS),
    },
    standIns,
  });
  app.addHook('onClose', async () => poller.stop());
  monitoringRoutes(app, new MonitoringService(pool, poller, standIns));
};
