// Commerce routes (docs/api.md "Commerce"): thin, the logic is in the domain's services.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/session.js';
import { errorReplies, siteParams, siteRecordParams } from '../../schemas/index.js';
import type { CallContext } from '../../services/access.js';
import { badRequest } from '../../errors.js';
import type { RecordService } from '../../services/records.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';
import type { LoginAsService } from './loginAs.js';
import type { PaymentProvider } from '../../integrations/stripe/index.js';
import { atProvider } from './provider.js';
import { subscriptionsOfCustomer } from './subscriptions.js';

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

const loginAsReply = {
  type: 'object',
  required: ['url', 'expiresAt'],
  properties: { url: { type: 'string' }, expiresAt: { type: 'string' } },
} as const;
const passwordBody = { type: 'object', required: ['password'], properties: { password: { type: 'string', maxLength: 1000 } } } as const;
const tokenBody = { type: 'object', required: ['token'], properties: { token: { type: 'string', maxLength: 2000 } } } as const;
const redeemReply = { type: 'object', required: ['userId', 'login'], properties: { userId: { type: 'string' }, login: { type: 'string' } } } as const;

export interface CommerceRouteDeps {
  provider: PaymentProvider;
  records: RecordService;
  sites: SiteDirectory;
  loginAs: LoginAsService;
}

/** The public site of a site (its domain), where the front's links lead. */
export function siteOrigin(sites: SiteDirectory, siteId: string): string {
  const domain = sites.get(siteId)?.domain;
  if (!domain) throw badRequest('NO_DOMAIN', "Ce site n'a pas de domaine public : renseignez-le dans la fiche du site");
  return `https://${domain}`;
}

type SiteReq = FastifyRequest<{ Params: { siteId: string; id?: string } }>;
type BodyReq<B> = FastifyRequest<{ Params: { siteId: string; id?: string }; Body: B }>;
export const callContext = (req: SiteReq): CallContext => ({ user: currentUser(req), siteId: req.params.siteId, ip: req.ip });

/** Provider data belongs with the users section: its right, not a labels-only read of User. */
const users = { right: 'users' } as const;

export function commerceRoutes(app: FastifyInstance, { provider, records, sites, loginAs }: CommerceRouteDeps): void {
  app.get(
    '/api/:siteId/commerce/provider',
    { config: users, schema: { params: siteParams, response: { 200: providerReply, ...errorReplies } } },
    async (req: SiteReq) => {
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
    async (req: SiteReq) => {
      const { record } = await records.get(callContext(req), 'User', req.params.id!);
      const customerId = typeof record.stripeCustomerId === 'string' && record.stripeCustomerId ? record.stripeCustomerId : undefined;
      const data = await atProvider(() => subscriptionsOfCustomer(provider, customerId, req.params.siteId));
      return { simulated: provider.simulated, customerId: customerId ?? null, data };
    },
  );

  app.post(
    '/api/:siteId/commerce/users/:id/login-as',
    { config: users, schema: { params: siteRecordParams, body: passwordBody, response: { 200: loginAsReply, ...errorReplies } } },
    async (req: BodyReq<{ password: string }>) => {
      const ctx = callContext(req);
      const { record } = await records.get(ctx, 'User', req.params.id!);
      const user = { id: String(record._id), login: String(record.login ?? '') };
      const { url, expiresAt } = await loginAs.issue(ctx.user, req.ip, ctx.siteId, siteOrigin(sites, ctx.siteId), user, req.body.password);
      return { url, expiresAt };
    },
  );

  // Called by the front (server to server) with the token its /login received: no console session.
  app.post(
    '/api/:siteId/commerce/login-as/redeem',
    { config: { right: 'public' }, schema: { params: siteParams, body: tokenBody, response: { 200: redeemReply, ...errorReplies } } },
    async (req: BodyReq<{ token: string }>) => loginAs.redeem(req.params.siteId, req.body.token, req.ip),
  );
}
