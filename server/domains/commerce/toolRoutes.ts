// The super-admin tools of commerce (spec 001 §7): GET {site}/tools/checkAllPayments starts the verification job,
// GET {site}/tools/generateGifts answers the CSV of new gift codes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JobService } from '../../jobs/index.js';
import { jobReply } from '../../jobs/routes.js';
import { errorReplies, siteParams } from '../../schemas/index.js';
import { sendCsv } from '../../services/csv.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';
import { generateGiftCodes, MAX_GIFT_CODES, type GiftDeps } from './giftCodes.js';
import { CHECK_PAYMENTS_KIND } from './jobs.js';
import type { PaymentCheckParams } from './paymentCheck.js';
import { callContext, siteOrigin } from './routes.js';

const REF = { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9][A-Za-z0-9_.:-]*$' } as const;

const checkQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    afterId: { type: 'string', maxLength: 128 },
    limit: { type: 'integer', minimum: 1, maximum: 100 },
    relink: { type: 'boolean' },
    ignoreMetadata: { type: 'boolean' },
    local: { type: 'boolean' },
  },
} as const;

const giftQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['productRef', 'count'],
  properties: { productRef: REF, count: { type: 'integer', minimum: 1, maximum: MAX_GIFT_CODES }, masterGiftCodeRef: REF },
} as const;

export interface ToolRouteDeps {
  jobs: JobService;
  sites: SiteDirectory;
  gifts: GiftDeps;
}

type ToolReq<Q> = FastifyRequest<{ Params: { siteId: string }; Querystring: Q }>;

export function commerceToolRoutes(app: FastifyInstance, { jobs, sites, gifts }: ToolRouteDeps): void {
  const superAdmin = { right: 'superAdmin' } as const;
  app.get(
    '/api/:siteId/tools/checkAllPayments',
    { config: superAdmin, schema: { params: siteParams, querystring: checkQuery, response: { 202: jobReply, ...errorReplies } } },
    async (req: ToolReq<PaymentCheckParams>, reply) => {
      return reply.status(202).send(await jobs.startFor(callContext(req).user, req.params.siteId, CHECK_PAYMENTS_KIND, { ...req.query }));
    },
  );

  app.get(
    '/api/:siteId/tools/generateGifts',
    { config: superAdmin, schema: { params: siteParams, querystring: giftQuery, response: { 200: { type: 'string' }, ...errorReplies } } },
    async (req: ToolReq<{ productRef: string; count: number; masterGiftCodeRef?: string }>, reply) => {
      const ctx = callContext(req);
      const { csv, product } = await generateGiftCodes(gifts, {
        siteId: ctx.siteId,
        ...req.query,
        origin: siteOrigin(sites, ctx.siteId),
        actor: { userId: ctx.user._id, login: ctx.user.login },
      });
      const name = `codes_cadeaux_${product.replace(/[^A-Za-z0-9_-]/g, '_')}_${new Date().toISOString().slice(0, 10)}.csv`;
      return sendCsv(reply, name, csv);
    },
  );
}
