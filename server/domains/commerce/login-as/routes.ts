// Login-as routes (docs/api.md "Commerce"): thin, the logic is in service.ts.
import type { FastifyInstance } from 'fastify';
import { callContext } from '../../../plugins/session.js';
import { typed } from '../../../plugins/typedApp.js';
import type { LoginAsLink } from '../../../../model/commerce/index.js';
import { answerOf, errorReplies, siteParams, siteRecordParams } from '../../../schemas/index.js';
import type { RecordService } from '../../../services/records.js';
import type { SiteDirectory } from '../../../services/siteDirectory.js';
import { siteOrigin, usersRight as users } from '../context.js';
import type { LoginAsService } from './service.js';

const loginAsReply = {
  ...answerOf<LoginAsLink>()({ url: { type: 'string' }, expiresAt: { type: 'string' } }),
  required: ['url', 'expiresAt'],
} as const;
const passwordBody = { type: 'object', required: ['password'], properties: { password: { type: 'string', maxLength: 1000 } } } as const;
const tokenBody = { type: 'object', required: ['token'], properties: { token: { type: 'string', maxLength: 2000 } } } as const;
const redeemReply = { type: 'object', required: ['userId', 'login'], properties: { userId: { type: 'string' }, login: { type: 'string' } } } as const;

export interface LoginAsRouteDeps {
  records: RecordService;
  sites: SiteDirectory;
  loginAs: LoginAsService;
}

export function loginAsRoutes(fastify: FastifyInstance, { records, sites, loginAs }: LoginAsRouteDeps): void {
  const app = typed(fastify);
  app.post(
    '/api/:siteId/commerce/users/:id/login-as',
    // The second factor too, given lately on this session, when the administrator has one (sign-in-factors domain).
    {
      config: { ...users, recentFactor: true },
      schema: { params: siteRecordParams, body: passwordBody, response: { 200: loginAsReply, ...errorReplies } },
    },
    async (req) => {
      const ctx = callContext(req);
      const { record } = await records.get(ctx, 'User', req.params.id);
      const user = { id: String(record._id), login: String(record.login ?? '') };
      const { url, expiresAt } = await loginAs.issue(ctx.user, req.ip, ctx.siteId, siteOrigin(sites, ctx.siteId), user, req.body.password);
      return { url, expiresAt };
    },
  );

  // Called by the front (server to server) with the token its /login received: no console session.
  app.post(
    '/api/:siteId/commerce/login-as/redeem',
    { config: { right: 'public' }, schema: { params: siteParams, body: tokenBody, response: { 200: redeemReply, ...errorReplies } } },
    async (req) => loginAs.redeem(req.params.siteId, req.body.token, req.ip),
  );
}
