// The record engine the domains and routes are handed, built once and in order: the schema registry and the site
// directory loaded, the record machinery (hooks, link index, records), the job queue and the engine's own job kinds.
// server/app.ts composes them with the plugins and domains (the sessions, the audit log and the live feed among them).
import type pg from 'pg';
import type { ServerConfig } from '../config.js';
import { JobService } from '../jobs/service.js';
import { catalogueVersion } from '../storage/notifications.js';
import { documentUpgradeJob } from './documentMigrations.js';
import { LinkIndex, linkIndexJob } from './linkIndex.js';
import { RecordHookRegistry } from './recordHooks.js';
import { RecordService } from './records.js';
import { SchemaRegistry } from './schemaRegistry.js';
import { searchReindexJob } from './searchReindex.js';
import { SiteDirectory } from './siteDirectory.js';
import { restoreDirectSearchWrites } from '../storage/importSearchWrites.js';

export async function buildCoreServices(pool: pg.Pool, config: Pick<ServerConfig, 'jobWorkers' | 'listCountBound'>) {
  const registry = new SchemaRegistry();
  const sites = new SiteDirectory();
  // Read before the caches: a change made meanwhile is newer than what they hold, and the next request reloads them
  // (the live feed starts from this version).
  const loadedVersion = await catalogueVersion(pool);
  await registry.load(pool, { reshape: true });
  await restoreDirectSearchWrites(pool);
  await sites.load(pool);
  const hooks = new RecordHookRegistry();
  const links = new LinkIndex(pool, registry, sites, hooks);
  const records = new RecordService(pool, registry, sites, hooks, links, config.listCountBound);
  const jobs = new JobService(pool, { workers: config.jobWorkers });
  jobs.define(linkIndexJob(registry));
  jobs.define(searchReindexJob);
  jobs.define(documentUpgradeJob);
  return { registry, sites, loadedVersion, hooks, links, records, jobs };
}
