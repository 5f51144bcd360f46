// POST /api/{siteId}/commerce/stripe/webhook (docs/api.md "Commerce", docs/integrations.md "Webhooks Stripe"): Stripe's
// events for one site. No session: the Stripe-Signature proves the sender. The body is kept as it arrived (the
// signature covers its exact text), so this plugin has its own JSON parser, bounded, and no other route is affected.
// Each event is processed once per site (its id kept in the same transaction as its effect); a refusal is a failed check
// of the sender's address (domains/auth/failedChecks.ts): counted, audited within bounds, and throttled past its limit.
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import type { PaymentProvider } from '../../../integrations/stripe/index.js';
import { typed } from '../../../plugins/typedApp.js';
import { errorReplies, siteParams } from '../../../schemas/index.js';
import type { AuditService } from '../../audit/index.js';
import type { CheckKind, FailedChecks } from '../../auth/index.js';
import { AppError, notFound } from '../../../errors.js';
import type { SiteDirectory } from '../../../services/siteDirectory.js';
import { insertAudit } from '../../../storage/auditLog.js';
import { inRetriedTransaction } from '../../../storage/db.js';
import type { DomainWriter } from '../../../services/domainWriter.js';
import { applyEvent, WEBHOOK_ACTOR } from './effects.js';
import { markEventProcessed } from './storage.js';
import { checkAccount, verifiedEvent } from './verify.js';

/**
 * Events this process knows processed: one account serves every site, so Stripe sends each event to every site's
 * endpoint: past its first repeat (found in the database and audited), the others (38 of 40 deliveries on forty sites)
 * are answered here without the database. Before, each took a transaction and an audit row: 400 payments made 16,000
 * of them, and an export waiting beside them ran past 90 s.
 */
const KNOWN_EVENTS = 10_000;

/** Stripe's events weigh a few kilobytes; the biggest objects stay well under this. */
export const MAX_EVENT_BYTES = 256 * 1024;

export interface WebhookDeps {
  pool: pg.Pool;
  provider: PaymentProvider;
  sites: SiteDirectory;
  audit: AuditService;
  failedChecks: FailedChecks;
  writer: DomainWriter;
}

const receivedReply = {
  type: 'object',
  required: ['received', 'duplicate'],
  properties: { received: { type: 'boolean' }, duplicate: { type: 'boolean' }, outcome: { type: 'string' } },
} as const;

/** Refused deliveries an address may make in 15 minutes: Stripe's own are signed, so a few at most (a secret renewed). */
export const WEBHOOK_CHECK: CheckKind = {
  bucket: 'stripe-webhook-ip',
  max: 30,
  refusal: 'Trop de webhooks Stripe refusés depuis cette adresse : réessayez dans 15 minutes',
  action: 'stripe_webhook_refused',
};

/** No session: the signature proves the sender. */
const WEBHOOK_ROUTE = { right: 'public' } as const;

const siteOf = (req: FastifyRequest) => String((req.params as { siteId?: unknown } | undefined)?.siteId ?? '').slice(0, 100);

export const stripeWebhookRoutes: FastifyPluginAsync<WebhookDeps> = async (app, { pool, provider, sites, audit, failedChecks, writer }) => {
  const known = new LRUCache<string, true>({ max: KNOWN_EVENTS });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: MAX_EVENT_BYTES }, (_req, body, done) => done(null, body));

  // Before the body is read: an address refused too often is not heard any more.
  app.addHook('onRequest', async (req) => failedChecks.check(WEBHOOK_CHECK, req.ip));
  // Whatever refused the request (this route, the body parser, the path's check), the refusal is counted; the path may
  // not have passed its check here, so its site is read warily.
  app.addHook('onError', async (req, _reply, err: FastifyError | AppError) => {
    if (err.code === 'TOO_MANY_ATTEMPTS') return;
    const status = err instanceof AppError ? err.status : (err.statusCode ?? null);
    await failedChecks.fail(WEBHOOK_CHECK, req.ip, {
      siteId: siteOf(req),
      login: WEBHOOK_ACTOR.login,
      detail: { status, error: err.code ?? null, message: err.message.slice(0, 300) },
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
      await checkAccount(event, provider);
      if (known.has(event.id)) return { received: true, duplicate: true };
      const outcome = await inRetriedTransaction(pool, async (client) => {
        if (!(await markEventProcessed(client, siteId, event.id, event.type))) return undefined;
        const done = await applyEvent({ client, writer, siteId, siteIds: sites.ids() }, event);
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
        // The first repeat this process sees is audited, the next ones answered from memory (above).
        known.set(event.id, true);
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
