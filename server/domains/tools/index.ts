// Super-admin tools (spec 000 §2, 001 §2, issue 13): site initialisation from the blank template, test data, empty
// the site and its undo, dump schema, database check, tag de-duplication, counters, collection copy and schema
// comparison between environments: each a job kind started by POST /api/{siteId}/tools/{tool} (or /clear). The dump
// of the schemas is also the route POST /api/{siteId}/dumpSchemaToSource (schemaDumpRoutes, called by
// app.ts beside the other core routes).
import type { FastifyPluginAsync } from 'fastify';
import type { JobService } from '../../jobs/service.js';
import type { ToolDeps } from './context.js';
import { toolJobs } from './jobs.js';
import { toolRoutes } from './routes.js';
import { seedBlankTemplate } from './template.js';

export { schemaDumpRoutes } from './schemaDumpRoutes.js';

export type ToolsDomainOptions = ToolDeps & { jobs: JobService };

export const toolsDomain: FastifyPluginAsync<ToolsDomainOptions> = async (app, opts) => {
  await seedBlankTemplate(opts.pool, opts.registry, opts.catalogueDir);
  for (const kind of toolJobs(opts)) opts.jobs.define(kind);
  toolRoutes(app, opts);
};
