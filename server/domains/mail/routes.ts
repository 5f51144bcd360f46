// Mail routes: the test email of an EmailTemplate (under /data/EmailTemplate and under its schema's customApiPath),
// and the local SMTP simulator (super administrators).
import type { FastifyInstance } from 'fastify';
import { callContext as ctx } from '../../plugins/session.js';
import { typed } from '../../plugins/typedApp.js';
import type { CapturedMail, MailSimulatorView, TestMailResult } from '../../../model/mail/index.js';
import { answerOf, errorReplies, siteRecordParams } from '../../schemas/index.js';
import { notFound } from '../../errors.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import { EMAIL_TEMPLATE_TYPE, type MailService } from './service.js';
import type { MailSimulator } from './simulator.js';

const CUSTOM_PATH = { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 100 } as const;

const testReply = {
  ...answerOf<TestMailResult>()({ email: { type: 'string' }, message: { type: 'string' }, simulated: { type: 'boolean' } }),
  required: ['email', 'message', 'simulated'],
} as const;

const capturedMail = answerOf<CapturedMail>()({
  id: { type: 'string' },
  receivedAt: { type: 'string' },
  envelope: answerOf<CapturedMail['envelope']>()({ from: { type: 'string' }, to: { type: 'array', items: { type: 'string' } } }),
  from: { type: 'string' },
  to: { type: 'array', items: { type: 'string' } },
  subject: { type: 'string' },
  text: { type: 'string' },
  html: { type: 'string' },
});

const simulatorReply = answerOf<MailSimulatorView>()({
  running: { type: 'boolean' },
  url: { type: 'string' },
  messages: { type: 'array', items: capturedMail },
});

const customTestParams = {
  ...siteRecordParams,
  required: [...siteRecordParams.required, 'customPath'],
  properties: { ...siteRecordParams.properties, customPath: CUSTOM_PATH },
} as const;

export function mailRoutes(fastify: FastifyInstance, service: MailService, simulator: MailSimulator, registry: SchemaRegistry): void {
  const app = typed(fastify);
  const response = { 200: testReply, ...errorReplies } as const;

  // Sending a test mail is writing the template: its type's right to write.
  app.get(
    '/api/:siteId/data/EmailTemplate/:id/test',
    { config: { right: 'recordWrite', recordType: EMAIL_TEMPLATE_TYPE }, schema: { params: siteRecordParams, response } },
    (req) => service.sendTest(ctx(req), EMAIL_TEMPLATE_TYPE, req.params.id),
  );
  app.get('/api/:siteId/:customPath/:id/test', { config: { right: 'recordWrite' }, schema: { params: customTestParams, response } }, (req) => {
    const schema = registry.byCustomApiPath(req.params.customPath);
    if (!schema) throw notFound('Ressource inconnue');
    return service.sendTest(ctx(req), schema._id, req.params.id);
  });

  app.get('/api/global/mail-simulator', { config: { right: 'superAdmin' }, schema: { response: { 200: simulatorReply, ...errorReplies } } }, () =>
    simulator.view(),
  );
  app.put(
    '/api/global/mail-simulator',
    {
      config: { right: 'superAdmin' },
      schema: {
        body: { type: 'object', required: ['running'], additionalProperties: false, properties: { running: { type: 'boolean' } } },
        response: { 200: simulatorReply, ...errorReplies },
      },
    },
    (req) => simulator.setRunning(req.body.running),
  );
}
