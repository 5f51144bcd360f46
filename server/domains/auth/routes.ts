// POST /api/auth/login, POST /api/auth/logout, GET /api/auth/me: thin, the logic is in AuthService.
import type { FastifyInstance } from 'fastify';
import type { EnvName } from '../../config.js';
import type { AuthService } from './service.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';
import { clearSessionCookie, currentUser, SESSION_COOKIE, setSessionCookie } from '../../plugins/session.js';
import { typed } from '../../plugins/typedApp.js';
import type { SessionUser } from '../../../model/rights.js';
import { answerObject, errorReplies, sessionUserReply } from '../../schemas/index.js';

export interface AuthRoutesDeps {
  auth: AuthService;
  sites: SiteDirectory;
  envName: EnvName;
  sessionMaxMs: number;
}

const loginBody = {
  type: 'object',
  required: ['login', 'password'],
  additionalProperties: false,
  properties: { login: { type: 'string', maxLength: 200 }, password: { type: 'string', maxLength: 1000 } },
} as const;

const sessionUser = { response: { 200: sessionUserReply, ...errorReplies } } as const;

/** 202: the password was right, a second step is needed (server/domains/sign-in-factors); no session yet. */
const secondStepReply = answerObject({
  step: { type: 'string' },
  pendingToken: { type: 'string' },
  methods: { type: 'array', items: { type: 'string' } },
  expiresAt: { type: 'string' },
});

export function authRoutes(fastify: FastifyInstance, deps: AuthRoutesDeps): void {
  const app = typed(fastify);
  const me = (user: SessionUser) => ({ ...user, sites: deps.sites.permittedFor(user), env: deps.envName });

  app.post(
    '/api/auth/login',
    { config: { right: 'public' }, schema: { body: loginBody, response: { 200: sessionUserReply, 202: secondStepReply, ...errorReplies } } },
    async (request, reply) => {
      const result = await deps.auth.login(request.body.login, request.body.password, request.ip, String(request.headers['user-agent'] ?? ''));
      if ('secondStep' in result) return reply.status(202).send(result.secondStep);
      setSessionCookie(request, reply, result.token, deps.sessionMaxMs);
      return me(result.user);
    },
  );

  app.post(
    '/api/auth/logout',
    { config: { right: 'public' }, schema: { response: { 204: { type: 'null' }, ...errorReplies } } },
    async (request, reply) => {
      await deps.auth.logout(request.cookies[SESSION_COOKIE], request.ip);
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );

  app.get('/api/auth/me', { config: { right: 'session' }, schema: sessionUser }, async (request) => me(currentUser(request)));
}
