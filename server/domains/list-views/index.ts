// Saved list views (issue 22 §4): a list's filters, sort, columns and page size kept under a name.
import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import type { RecordService } from '../../services/records.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import { listViewRoutes } from './routes.js';
import { ListViewService } from './service.js';

export interface ListViewsDomainOptions {
  pool: pg.Pool;
  registry: SchemaRegistry;
  records: RecordService;
}

export const listViewsDomain: FastifyPluginAsync<ListViewsDomainOptions> = async (app, { pool, registry, records }) => {
  listViewRoutes(app, new ListViewService({ pool, registry, records }));
};
