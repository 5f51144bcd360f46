// POST /api/{siteId}/commerce/stripe/webhook (docs/api.md "Commerce", docs/integrations.md "Webhooks Stripe"): Stripe's
// events for one site. No session: the Stripe-Signature proves the sender. The body is kept as it arrived (the
// signature covers its exact text), so this plugin has its own JSON parser, bounded, and no other route is affected.
// Each event is processed once per site (its id kept in the same transaction as its effect); every refusal is audited.
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { PaymentProvider } from '../../../integrations/stripe/index.js';
import { typed } from '../../../plugins/typedApp.js';
import { errorReplies, siteParams } from '../../../schemas/index.js';
import type { AuditService } from '../../../services/audit.js';
import { AppError, notFound } from '../../../errors.js';
import type { SiteDirectory } from '../../../services/siteDirectory.js';
import { insertAudit } from '../../../storage/auditLog.js';
import { inTransaction } from '../../../storage/db.js';
import type { DomainWriter } from '../../../services/domainWriter.js';
import { applyEvent, WEBHOOK_ACTOR } from './effects.js';
import { markEventProcessed } from './storage.js';
import { verifiedEvent } from './verify.js';

/** Stripe's events weigh a few kilobytes; the biggest objects stay well under this. */
export const MAX_EVENT_BYTES = 256 * 1024;

export interface WebhookDeps {
  pool: pg.Pool;
  provider: PaymentProvider;
  sites: SiteDirectory;
  audit: AuditService;
  writer: DomainWriter;
}

const receivedReply = {
  type: 'object',
  required: ['received', 'duplicate'],
  properties: { received: { type: 'boolean' }, duplicate: { type: 'boolean' }, outcome: { type: 'string' } },
} as const;

/** No session: the signature proves the sender. */
const WEBHOOK_ROUTE = { right: 'public' } as const;

const siteOf = (req: FastifyRequest) => String((req.params as { siteId?: unknown } | undefined)?.siteId ?? '').slice(0, 100);

export const stripeWebhookRoutes: FastifyPluginAsync<WebhookDeps> = async (app, { pool, provider, sites, audit, writer }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: MAX_EVENT_BYTES }, (_req, body, done) => done(null, body));

  // Whatever refused the request (this route, the body parser, the path's check), the refusal is kept; the path may
  // not have passed its check here, so its site is read warily.
  app.addHook('onError', async (req, reply, err: FastifyError | AppError) => {
    await audit.record({
      action: 'stripe_webhook_refused',
      ip: req.ip,
      siteId: siteOf(req),
      login: WEBHOOK_ACTOR.login,
      detail: { status: reply.statusCode, error: err.code ?? null, message: err.message.slice(0, 300) },
    });
  });

  typed(app).post(
    '/api/:siteId/commerce/stripe/webhook',
    {
      config: WEBHOOK_ROUTE,
      schema: { params: siteParams, response: { 200: receivedReply, ...errorReplies } },
    },
    async (req) => {
      const { siteId } = req.params;
      if (!sites.has(siteId)) throw notFound('Site inconnu');
      const body = typeof req.body === 'string' ? req.body : '';
      const event = verifiedEvent(provider.stripe, provider.settings.webhookSecrets ?? [], body, req.headers['stripe-signature']);
      const outcome = await inTransaction(pool, async (client) => {
        if (!(await markEventProcessed(client, siteId, event.id, event.type))) return undefined;
        const done = await applyEvent({ client, writer, siteId }, event);
        await insertAudit(client, {
          action: 'stripe_webhook',
          login: WEBHOOK_ACTOR.login,
          ip: req.ip,
          siteId,
          recordId: event.id,
          detail: { type: event.type, outcome: done },
        });
        return done;
      });
      if (outcome === undefined) {
        await audit.record({
          action: 'stripe_webhook_duplicate',
          login: WEBHOOK_ACTOR.login,
          ip: req.ip,
          siteId,
          recordId: event.id,
          detail: { type: event.type },
        });
        return { received: true, duplicate: true };
      }
      return { received: true, duplicate: false, outcome };
    },
  );
};
