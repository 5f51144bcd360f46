// The gift codes tool (spec 001 §7): GET {site}/tools/generateGifts answers the CSV of new gift codes (super admin).
import type { FastifyInstance } from 'fastify';
import { callContext } from '../../../plugins/session.js';
import { typed } from '../../../plugins/typedApp.js';
import { errorReplies, siteParams } from '../../../schemas/index.js';
import { sendCsv } from '../../exports/index.js';
import type { SiteDirectory } from '../../../services/siteDirectory.js';
import { generateGiftCodes, MAX_GIFT_CODES, type GiftDeps } from './service.js';
import { siteOrigin } from '../context.js';

const REF = { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9][A-Za-z0-9_.:-]*$' } as const;

const giftQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['productRef', 'count'],
  properties: { productRef: REF, count: { type: 'integer', minimum: 1, maximum: MAX_GIFT_CODES }, masterGiftCodeRef: REF },
} as const;

export interface GiftRouteDeps {
  sites: SiteDirectory;
  gifts: GiftDeps;
}

export function giftRoutes(fastify: FastifyInstance, { sites, gifts }: GiftRouteDeps): void {
  const app = typed(fastify);
  const superAdmin = { right: 'superAdmin' } as const;
  app.get(
    '/api/:siteId/tools/generateGifts',
    { config: superAdmin, schema: { params: siteParams, querystring: giftQuery, response: { 200: { type: 'string' }, ...errorReplies } } },
    async (req, reply) => {
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
