// Commerce (design.md §9): purchases, renewals, payments and gift codes. Registers the Purchase list's named filters,
// the job kinds (SUBSCRIPTIONS_RENEWALS, CHECK_PAYMENTS), the routes, Stripe's webhook, and (without STRIPE_SECRET_KEY)
// fills the local stand-in with the provider's side of the stored records and registers each site's webhook there.
import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import type { PaymentProvider } from '../../integrations/stripe/index.js';
import type { JobService } from '../../jobs/index.js';
import type { AuditService } from '../../services/audit.js';
import type { RecordHookRegistry } from '../../services/recordHooks.js';
import type { RecordService } from '../../services/records.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';
import { checkPaymentsJob, renewalsJob } from './jobs.js';
import { LoginAsService } from './loginAs.js';
import { commerceRoutes } from './routes.js';
import { seedStandIn } from '../demo/index.js';
import { datePayment } from './paymentDate.js';
import { checkPurchaseHolder } from './purchaseHolder.js';
import { PURCHASE_FILTERS } from './storage.js';
import { commerceToolRoutes } from './toolRoutes.js';
import { DomainWriter } from './writes.js';
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
  log: (message: string) => void;
}

export const commerceDomain: FastifyPluginAsync<CommerceDomainOptions> = async (app, opts) => {
  const { hooks, pool, records, registry, sites, jobs, provider, audit, log } = opts;
  const writer = new DomainWriter(registry);
  hooks.register(PURCHASE_TYPE, { listFilters: PURCHASE_FILTERS, validate: (doc, { schema }) => checkPurchaseHolder(schema, doc) });
  hooks.register(PAYMENT_TYPE, { complete: (doc, write) => datePayment(doc, write.action, Math.floor(Date.now() / 1000)) });
  jobs.define(renewalsJob({ pool, provider, writer }, sites));
  jobs.define(checkPaymentsJob({ pool, provider, writer }, sites));
  commerceRoutes(app, { provider, records, sites, loginAs: new LoginAsService(pool, audit) });
  const productTypes = () => {
    const product = registry.get(PURCHASE_TYPE)?.propertiesList.find((p) => p.key === 'product')?.objectType;
    return Array.isArray(product) ? product : product ? [product] : [];
  };
  commerceToolRoutes(app, { jobs, sites, gifts: { pool, writer, productTypes } });
  await app.register(stripeWebhookRoutes, { pool, provider, sites, audit, writer });
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
