// Mail domain: the test email of EmailTemplate records (GET .../EmailTemplate/{id}/test) and the local SMTP
// simulator screen. Sending goes through server/integrations/mail (nodemailer).
import type { FastifyPluginAsync } from 'fastify';
import type { MailConnection } from '../../integrations/mail/connect.js';
import type { RecordService } from '../../services/records.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';
import { mailRoutes } from './routes.js';
import { MailService } from './service.js';
import { MailSimulator } from './simulator.js';

// The address check the newsletter sync applies too.
export { isEmailAddress } from './service.js';

export interface MailDomainOptions {
  mail: MailConnection;
  records: RecordService;
  registry: SchemaRegistry;
  sites: SiteDirectory;
}

export const mailDomain: FastifyPluginAsync<MailDomainOptions> = async (app, { mail, records, registry, sites }) => {
  mailRoutes(app, new MailService({ mailer: mail.mailer, records, registry, sites }), new MailSimulator(mail.standIn), registry);
};
