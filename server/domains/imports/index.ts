// Imports (issue 31): a list's records brought in from CSV, JSON, NDJSON or MongoDB exports, with a dry run, grouped
// row errors and undo. One engine for the API and `npm run import` (scripts/import.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { JobService } from '../../jobs/index.js';
import { defineImportJobs } from './jobs.js';
import { importRoutes } from './routes.js';
import { ImportService, type ImportDeps } from './service.js';
import { ImportUndo } from './undo.js';

/** The engine as `npm run import` drives it (scripts/import.ts), without HTTP: the same service and undo. */
export interface ImportEngine {
  imports: ImportService;
  undo: ImportUndo;
}

export type ImportsDomainOptions = Omit<ImportDeps, 'jobs'> & { jobs: JobService; engine?: (engine: ImportEngine) => void };

export { ImportService } from './service.js';
export { ImportUndo } from './undo.js';
export { runHere } from './runHere.js';
export { expireStaleUploads, FILE_EXPIRED } from './retention.js';

export const importsDomain: FastifyPluginAsync<ImportsDomainOptions> = async (app, options) => {
  const imports = new ImportService(options);
  const undo = new ImportUndo(options, imports);
  defineImportJobs(options.jobs, imports, undo, options.store);
  importRoutes(app, imports, undo);
  options.engine?.({ imports, undo });
};
