// Payment routes (docs/api.md "Commerce"): the provider the console talks to, a user's subscriptions there, and the
// super-admin verification of the payments (spec 001 §7 checkAllPayments, a job). Thin: the logic is in service.ts.
import type { FastifyInstance } from 'fastify';
import { callContext } from '../../../plugins/session.js';
import { typed } from '../../../plugins/typedApp.js';
import type { JobService } from '../../../jobs/index.js';
import { jobReply } from '../../jobs/index.js';
import type { PaymentProviderInfo, SubscriptionView, UserSubscriptions } from '../../../../model/commerce/index.js';
import { answerOf, errorReplies, siteParams, siteRecordParams } from '../../../schemas/index.js';
import type { RecordService } from '../../../services/records.js';
import type { PaymentProvider } from '../../../integrations/stripe/index.js';
import { atProvider } from './provider.js';
import { subscriptionsOfCustomer } from './subscriptions.js';
import { usersRight as users } from '../context.js';
import { paymentCheckQuery } from './checkParams.js';
import { CHECK_PAYMENTS_KIND } from './job.js';

const providerReply = {
  ...answerOf<PaymentProviderInfo>()({ simulated: { type: 'boolean' }, label: { type: 'string' }, standInUrl: { type: 'string' } }),
  required: ['simulated', 'label'],
} as const;

const subscriptionItem = answerOf<SubscriptionView>()({
  id: { type: 'string' },
  status: { type: 'string' },
  planNickname: { type: ['string', 'null'] },
  currentPeriodStart: { type: ['integer', 'null'] },
  currentPeriodEnd: { type: ['integer', 'null'] },
  start: { type: 'integer' },
  livemode: { type: 'boolean' },
  current: { type: 'boolean' },
});

const subscriptionsReply = {
  ...answerOf<UserSubscriptions>()({
    simulated: { type: 'boolean' },
    customerId: { type: ['string', 'null'] },
    data: { type: 'array', items: subscriptionItem },
  }),
  required: ['simulated', 'data'],
} as const;

export interface PaymentRouteDeps {
  provider: PaymentProvider;
  records: RecordService;
  jobs: JobService;
}

export function paymentRoutes(fastify: FastifyInstance, { provider, records, jobs }: PaymentRouteDeps): void {
  const app = typed(fastify);
  app.get(
    '/api/:siteId/commerce/provider',
    { config: users, schema: { params: siteParams, response: { 200: providerReply, ...errorReplies } } },
    async (req) => {
      const ctx = callContext(req);
      return {
        simulated: provider.simulated,
        label: provider.simulated ? 'simulateur local' : 'Stripe',
        ...(ctx.user.superAdmin && provider.localStandIn && { standInUrl: provider.localStandIn.url }),
      };
    },
  );

  app.get(
    '/api/:siteId/commerce/users/:id/subscriptions',
    { config: users, schema: { params: siteRecordParams, response: { 200: subscriptionsReply, ...errorReplies } } },
    async (req) => {
      const { record } = await records.get(callContext(req), 'User', req.params.id);
      const customerId = typeof record.stripeCustomerId === 'string' && record.stripeCustomerId ? record.stripeCustomerId : undefined;
      const data = await atProvider(() => subscriptionsOfCustomer(provider, customerId, req.params.siteId));
      return { simulated: provider.simulated, customerId: customerId ?? null, data };
    },
  );

  app.get(
    '/api/:siteId/tools/checkAllPayments',
    { config: { right: 'superAdmin' }, schema: { params: siteParams, querystring: paymentCheckQuery, response: { 202: jobReply, ...errorReplies } } },
    async (req, reply) => {
      return reply.status(202).send(await jobs.startFor(callContext(req).user, req.params.siteId, CHECK_PAYMENTS_KIND, { ...req.query }));
    },
  );
}
