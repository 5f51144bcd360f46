// Outgoing mail as a Fastify plugin: `app.mail`, SMTP_URL or the SMTP stand-in (connectMail).
import fp from 'fastify-plugin';
import { standInSnapshot, type IntegrationOptions } from '../standInPlugin.js';
import { connectMail, type MailConnection } from './connect.js';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailConnection;
  }
}

export const mailPlugin = fp<IntegrationOptions>(
  async (app, { config }) => {
    const mail = await connectMail(config, standInSnapshot(config, 'smtp'));
    app.decorate('mail', mail);
    app.addHook('onClose', async () => mail.close());
  },
  { name: 'mail' },
);
