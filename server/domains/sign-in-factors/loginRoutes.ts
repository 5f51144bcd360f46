// The second step of a sign-in and the passkey sign-in (docs/api.md "Session"): public routes, thin; FactorService
// checks the pending login, the factor and the throttle.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { setSessionCookie } from '../../plugins/session.js';
import { typed } from '../../plugins/typedApp.js';
import type { SessionUser } from '../../../model/rights.js';
import type { ConsoleUser } from '../../../model/session.js';
import { errorReplies, sessionUserReply } from '../../schemas/index.js';
import type { AccountFactors } from './account.js';
import { CODE, credential, PASSKEY_NAME, PENDING_TOKEN, setupDoneReply, totpSetupReply, webauthnOptions } from './schemas.js';
import type { FactorService } from './service.js';

export interface LoginRouteDeps {
  factors: FactorService;
  account: AccountFactors;
  me: (user: SessionUser) => ConsoleUser;
  sessionMaxMs: number;
}

const body = <const P extends Record<string, unknown>, const R extends readonly string[]>(properties: P, required: R) =>
  ({ type: 'object', required, additionalProperties: false, properties }) as const;
const publicRoute = { right: 'public' } as const;
const userAgentOf = (request: FastifyRequest) => String(request.headers['user-agent'] ?? '').slice(0, 500);

export function loginRoutes(fastify: FastifyInstance, { factors, account, me, sessionMaxMs }: LoginRouteDeps): void {
  const app = typed(fastify);
  const signedIn = (request: FastifyRequest, reply: FastifyReply, session: { token: string; user: SessionUser }) => {
    setSessionCookie(request, reply, session.token, sessionMaxMs);
    return me(session.user);
  };

  app.post(
    '/api/auth/login/factor',
    {
      config: publicRoute,
      schema: {
        body: body({ pendingToken: PENDING_TOKEN, code: CODE }, ['pendingToken', 'code']),
        response: { 200: sessionUserReply, ...errorReplies },
      },
    },
    async (req, reply) => signedIn(req, reply, await factors.completeWithCode(req.body.pendingToken, req.body.code, req.ip)),
  );

  app.post(
    '/api/auth/passkey/options',
    { config: publicRoute, schema: { body: body({ pendingToken: PENDING_TOKEN }, []), response: { 200: webauthnOptions, ...errorReplies } } },
    (req) => factors.passkeyOptions(req.body.pendingToken),
  );
  app.post(
    '/api/auth/passkey',
    {
      config: publicRoute,
      schema: { body: body({ pendingToken: PENDING_TOKEN, credential }, ['credential']), response: { 200: sessionUserReply, ...errorReplies } },
    },
    async (req, reply) => {
      const response = req.body.credential as unknown as AuthenticationResponseJSON;
      return signedIn(req, reply, await factors.completeWithPasskey(response, req.ip, userAgentOf(req), req.body.pendingToken));
    },
  );

  // An account that must have a factor and has none sets up TOTP or a passkey before its first session.
  app.post(
    '/api/auth/login/setup/totp',
    {
      config: publicRoute,
      schema: { body: body({ pendingToken: PENDING_TOKEN }, ['pendingToken']), response: { 200: totpSetupReply, ...errorReplies } },
    },
    async (req) => {
      const pending = await factors.pending(req.body.pendingToken, 'setup');
      return account.startTotp({ _id: pending.userId, login: pending.login }, undefined, true);
    },
  );
  app.post(
    '/api/auth/login/setup/totp/confirm',
    {
      config: publicRoute,
      schema: {
        body: body({ pendingToken: PENDING_TOKEN, code: CODE }, ['pendingToken', 'code']),
        response: { 200: setupDoneReply, ...errorReplies },
      },
    },
    async (req, reply) => {
      const pending = await factors.pending(req.body.pendingToken, 'setup');
      const { recoveryCodes } = await account.confirmTotp({ _id: pending.userId, login: pending.login }, req.body.code, req.ip);
      const session = await factors.finish(pending, req.ip, 'password+totp');
      return { user: signedIn(req, reply, session), recoveryCodes };
    },
  );

  app.post(
    '/api/auth/login/setup/passkey/options',
    {
      config: publicRoute,
      schema: { body: body({ pendingToken: PENDING_TOKEN }, ['pendingToken']), response: { 200: webauthnOptions, ...errorReplies } },
    },
    async (req) => {
      const pending = await factors.pending(req.body.pendingToken, 'setup');
      return account.passkeyOptions({ _id: pending.userId, login: pending.login }, undefined, true);
    },
  );
  app.post(
    '/api/auth/login/setup/passkey',
    {
      config: publicRoute,
      schema: {
        body: body({ pendingToken: PENDING_TOKEN, name: PASSKEY_NAME, credential }, ['pendingToken', 'credential']),
        response: { 200: sessionUserReply, ...errorReplies },
      },
    },
    async (req, reply) => {
      const pending = await factors.pending(req.body.pendingToken, 'setup');
      const user = { _id: pending.userId, login: pending.login };
      const response = req.body.credential as unknown as RegistrationResponseJSON;
      await account.addPasskey(user, undefined, req.body.name ?? '', response, req.ip, true);
      return signedIn(req, reply, await factors.finish(pending, req.ip, 'password+passkey'));
    },
  );
}
