// Commerce routes (docs/api.md "Commerce"): thin, the logic is in the domain's services.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/session.js';
import { errorReplies, SITE_ID } from '../../schemas/index.js';
import type { CallContext } from '../../services/access.js';
import type { RecordService } from '../../services/records.js';
import type { PaymentProvider } from '../../integrations/stripe/index.js';
import { atProvider } from './provider.js';
import { subscriptionsOfCustomer } from './subscriptions.js';

const ID = { type: 'string', minLength: 1, maxLength: 128 } as const;
const siteAndId = { type: 'object', required: ['siteId', 'id'], properties: { siteId: SITE_ID, id: ID } } as const;
const siteOnly = { type: 'object', required: ['siteId'], properties: { siteId: SITE_ID } } as const;

const providerReply = {
  type: 'object',
  required: ['simulated', 'label'],
  properties: { simulated: { type: 'boolean' }, label: { type: 'string' }, standInUrl: { type: 'string' } },
} as const;

const subscriptionItem = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    status: { type: 'string' },
    planNickname: { type: ['string', 'null'] },
    currentPeriodStart: { type: ['integer', 'null'] },
    currentPeriodEnd: { type: ['integer', 'null'] },
    start: { type: 'integer' },
    livemode: { type: 'boolean' },
    current: { type: 'boolean' },
  },
} as const;

const subscriptionsReply = {
  type: 'object',
  required: ['simulated', 'data'],
  properties: { simulated: { type: 'boolean' }, customerId: { type: ['string', 'null'] }, data: { type: 'array', items: subscriptionItem } },
} as const;

export interface CommerceRouteDeps {
  provider: PaymentProvider;
  records: RecordService;
}

type SiteReq = FastifyRequest<{ Params: { siteId: string; id?: string } }>;
export const callContext = (req: SiteReq): CallContext => ({ user: currentUser(req), siteId: req.params.siteId, ip: req.ip });

export function commerceRoutes(app: FastifyInstance, { provider, records }: CommerceRouteDeps): void {
  app.get(
    '/api/:siteId/commerce/provider',
    { schema: { params: siteOnly, response: { 200: providerReply, ...errorReplies } } },
    async (req: SiteReq) => {
      // Reading a User is what shows provider data: the same right.
      const ctx = callContext(req);
      await records.count(ctx, 'User', { limit: 1 });
      return {
        simulated: provider.simulated,
        label: provider.simulated ? 'simulateur local' : 'Stripe',
        ...(ctx.user.superAdmin && provider.localStandIn && { standInUrl: provider.localStandIn.url }),
      };
    },
  );

  app.get(
    '/api/:siteId/commerce/users/:id/subscriptions',
    { schema: { params: siteAndId, response: { 200: subscriptionsReply, ...errorReplies } } },
    async (req: SiteReq) => {
      const { record } = await records.get(callContext(req), 'User', req.params.id!);
      const customerId = typeof record.stripeCustomerId === 'string' && record.stripeCustomerId ? record.stripeCustomerId : undefined;
      const data = await atProvider(() => subscriptionsOfCustomer(provider, customerId, req.params.siteId));
      return { simulated: provider.simulated, customerId: customerId ?? null, data };
    },
  );
}
