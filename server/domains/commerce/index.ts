// Commerce (design.md §9): purchases, renewals, payments and gift codes, one folder per area, each with its service,
// SQL (storage.ts) and routes: payments/ (the provider, a user's subscriptions there, the CHECK_PAYMENTS verification),
// renewals/ (SUBSCRIPTIONS_RENEWALS and the Purchase list's named filters), gifts/ (gift codes), login-as/, webhooks/
// (Stripe's events). This plugin composes them: the Purchase and Payment hooks, the job kinds, the routes, Stripe's
// webhook, and (without STRIPE_SECRET_KEY) the local stand-in filled by the demo domain and each site's webhook there.
import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import type { PaymentProvider } from '../../integrations/stripe/index.js';
import type { JobService } from '../../jobs/index.js';
import type { AuditService } from '../audit/index.js';
import type { FailedChecks } from '../auth/index.js';
import type { RecordHookRegistry } from '../../services/recordHooks.js';
import type { RecordService } from '../../services/records.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';
import { DomainWriter } from '../../services/domainWriter.js';
import { seedStandIn } from '../demo/index.js';
import { checkPurchaseHolder } from './gifts/purchaseHolder.js';
import { giftRoutes } from './gifts/routes.js';
import { loginAsRoutes } from './login-as/routes.js';
import { LoginAsService } from './login-as/service.js';
import { datePayment } from './payments/date.js';
import { checkPaymentsJob } from './payments/job.js';
import { paymentRoutes } from './payments/routes.js';
import { renewalsJob } from './renewals/job.js';
import { purchaseFilters } from './renewals/storage.js';
import { registerStandInEndpoints } from './webhooks/registration.js';
import { stripeWebhookRoutes } from './webhooks/routes.js';

export const PURCHASE_TYPE = 'Purchase';
export const PAYMENT_TYPE = 'Payment';

export interface CommerceDomainOptions {
  hooks: RecordHookRegistry;
  pool: pg.Pool;
  records: RecordService;
  registry: SchemaRegistry;
  sites: SiteDirectory;
  jobs: JobService;
  provider: PaymentProvider;
  audit: AuditService;
  /** Refused webhooks and forged login-as tokens, counted per address. */
  failedChecks: FailedChecks;
  /** RENEWAL_GRACE_DAYS in seconds: how long after its end a subscription may still be renewed. */
  renewalGraceSeconds: number;
  /** LOGIN_AS_SECRET: the key login-as tokens are signed with; none: one kept in the database. */
  loginAsSecret?: string;
  log: (message: string) => void;
}

export const commerceDomain: FastifyPluginAsync<CommerceDomainOptions> = async (app, opts) => {
  const { hooks, pool, records, registry, sites, jobs, provider, audit, failedChecks, renewalGraceSeconds, loginAsSecret, log } = opts;
  const writer = new DomainWriter(registry);
  hooks.register(PURCHASE_TYPE, {
    listFilters: purchaseFilters(renewalGraceSeconds),
    validate: (doc, { schema }) => checkPurchaseHolder(schema, doc),
  });
  hooks.register(PAYMENT_TYPE, { complete: (doc, write) => datePayment(doc, write.action, Math.floor(Date.now() / 1000)) });
  jobs.define(renewalsJob({ pool, provider, writer, graceSeconds: renewalGraceSeconds }, sites));
  jobs.define(checkPaymentsJob({ pool, provider, writer }, sites));
  paymentRoutes(app, { provider, records, jobs });
  loginAsRoutes(app, { records, sites, loginAs: new LoginAsService(pool, audit, failedChecks, loginAsSecret) });
  const productTypes = () => {
    const product = registry.get(PURCHASE_TYPE)?.propertiesList.find((p) => p.key === 'product')?.objectType;
    return Array.isArray(product) ? product : product ? [product] : [];
  };
  giftRoutes(app, { sites, gifts: { pool, writer, productTypes } });
  await app.register(stripeWebhookRoutes, { pool, provider, sites, audit, failedChecks, writer });
  if (provider.simulated) registerStandInEndpoints({ app, hooks, provider, sites, log });
  const standIn = provider.localStandIn;
  if (standIn) {
    const seeded = await seedStandIn(pool, standIn.state);
    standIn.changed();
    log(
      `Paiements : simulateur Stripe local sur ${standIn.url}${standIn.restored ? ', état du dernier démarrage repris' : ''} (${seeded.customers} clients, ${seeded.payments} paiements, ${seeded.subscriptions} abonnements, ${seeded.payouts} virements)`,
    );
  }
};
