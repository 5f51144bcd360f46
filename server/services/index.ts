// The core services the domains and routes are handed, built once and in order: the schema registry and the site
// directory loaded, the record machinery (hooks, link index, records), the change feed started and relaying the jobs,
// and the core job kinds defined. server/app.ts only composes them with the plugins and domains.
import type pg from 'pg';
import type { ServerConfig } from '../config.js';
import { sessionPurgeJob } from '../jobs/purgeSessions.js';
import { JobService } from '../jobs/service.js';
import { catalogueVersion } from '../storage/notifications.js';
import { AuditService } from './audit.js';
import { FailedChecks } from './failedChecks.js';
import { AuthService } from './auth.js';
import { ChangeFeed } from './changeFeed.js';
import { documentUpgradeJob } from './documentMigrations.js';
import { LinkIndex, linkIndexJob } from './linkIndex.js';
import { RecordHookRegistry } from './recordHooks.js';
import { RecordService } from './records.js';
import { SchemaRegistry } from './schemaRegistry.js';
import { searchReindexJob } from './searchReindex.js';
import { SiteDirectory } from './siteDirectory.js';

export type CoreServices = Awaited<ReturnType<typeof buildCoreServices>>;

export async function buildCoreServices(
  pool: pg.Pool,
  config: Pick<ServerConfig, 'sessionIdleMs' | 'sessionMaxMs' | 'jobWorkers' | 'listCountBound'>,
) {
  const registry = new SchemaRegistry();
  const sites = new SiteDirectory();
  // Read before the caches: a change made meanwhile is newer than what they hold, and the next request reloads them.
  const loadedVersion = await catalogueVersion(pool);
  await registry.load(pool, { reshape: true });
  await sites.load(pool);
  const audit = new AuditService(pool);
  const auth = new AuthService(pool, audit, config.sessionIdleMs, config.sessionMaxMs);
  const failedChecks = new FailedChecks(pool, audit);
  const hooks = new RecordHookRegistry();
  const links = new LinkIndex(pool, registry, sites, hooks);
  const records = new RecordService(pool, registry, sites, hooks, links, config.listCountBound);
  const feed = new ChangeFeed(pool, registry, sites, loadedVersion, (keys) => auth.liveSessions(keys));
  await feed.start();
  const jobs = new JobService(pool, { workers: config.jobWorkers });
  feed.onJobChanged = (id) => void jobs.relay(id).catch(() => {});
  jobs.onChange = (job) => feed.broadcastJob(job);
  jobs.define(sessionPurgeJob(config.sessionIdleMs));
  jobs.define(linkIndexJob(registry));
  jobs.define(searchReindexJob);
  jobs.define(documentUpgradeJob);
  return { registry, sites, audit, failedChecks, auth, hooks, links, records, feed, jobs };
}
