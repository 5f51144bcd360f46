// Newsletter domain: the contact sync with GetResponse (spec 000 §2 "Newsletter sync") as the NEWSLETTER_SYNC job,
// and what its tab shows. The API client is server/integrations/getresponse (or its stand-in, without a key).
import type { FastifyPluginAsync } from 'fastify';
import type { GetResponseConnection } from '../../integrations/getresponse/connect.js';
import type { JobService } from '../../jobs/index.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import { DomainWriter } from '../../services/domainWriter.js';
import { newsletterSyncJob } from './jobs.js';
import { newsletterRoutes } from './routes.js';
import { NewsletterService } from './service.js';

export interface NewsletterDomainOptions {
  getresponse: GetResponseConnection;
  jobs: JobService;
  registry: SchemaRegistry;
}

export const newsletterDomain: FastifyPluginAsync<NewsletterDomainOptions> = async (app, { getresponse, jobs, registry }) => {
  jobs.define(newsletterSyncJob(getresponse.client, new DomainWriter(registry)));
  newsletterRoutes(app, new NewsletterService(getresponse));
};
