// Commerce (design.md §9): purchases, renewals, payments and gift codes. Registers the Purchase list's named filters,
// the payment provider's routes, and (demo mode without STRIPE_SECRET_KEY) fills the local stand-in.
import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import type { PaymentProvider } from '../../integrations/stripe/index.js';
import type { AuditService } from '../../services/audit.js';
import type { RecordHookRegistry } from '../../services/recordHooks.js';
import type { RecordService } from '../../services/records.js';
import { commerceRoutes } from './routes.js';
import { seedStandIn } from './standInSeed.js';
import { PURCHASE_FILTERS } from './storage.js';

export const PURCHASE_TYPE = 'Purchase';

export interface CommerceDomainOptions {
  hooks: RecordHookRegistry;
  pool: pg.Pool;
  records: RecordService;
  provider: PaymentProvider;
  audit: AuditService;
  log: (message: string) => void;
}

export const commerceDomain: FastifyPluginAsync<CommerceDomainOptions> = async (app, { hooks, pool, records, provider, log }) => {
  hooks.register(PURCHASE_TYPE, { listFilters: PURCHASE_FILTERS });
  commerceRoutes(app, { provider, records });
  const standIn = provider.localStandIn;
  if (standIn) {
    const seeded = await seedStandIn(pool, standIn.state);
    log(
      `Paiements : simulateur Stripe local sur ${standIn.url} (${seeded.customers} clients, ${seeded.payments} paiements, ${seeded.subscriptions} abonnements, ${seeded.payouts} virements)`,
    );
  }
};
