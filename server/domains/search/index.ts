// The console's search palette (issue 22 §3): one endpoint searching every type the user may read on a site.
import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import type { RecordService } from '../../services/records.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';
import { searchRoutes } from './routes.js';
import { openSearchPool } from '../../storage/searchMatches.js';
import { CONCURRENCY, SearchService } from './service.js';

export interface SearchDomainOptions {
  pool: pg.Pool;
  registry: SchemaRegistry;
  sites: SiteDirectory;
  records: RecordService;
  /** SEARCH_BUDGET_MS: how long a search may run, each of its statements too. */
  budgetMs: number;
}

export const searchDomain: FastifyPluginAsync<SearchDomainOptions> = async (app, options) => {
  const searchPool = openSearchPool(options.pool, CONCURRENCY, options.budgetMs);
  app.addHook('onClose', () => searchPool.pool.end());
  searchRoutes(app, new SearchService({ ...options, searchPool }));
};
