// Sign-in through an OpenID provider (docs/api.md "Authentification unique"): thin, the logic is in service.ts.
// start and callback are browser navigations: they answer redirects (303), a refusal included (back to the login page
// with `?ssoError=CODE`, which the page shows in French, model/sso/index.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { clearSessionCookie, currentUser, SESSION_COOKIE, setSessionCookie } from '../../plugins/session.js';
import { typed } from '../../plugins/typedApp.js';
import { answerOf, errorReplies } from '../../schemas/index.js';
import type { SsoIdentity } from '../../../model/sso/index.js';
import type { SsoService } from './service.js';

export interface SsoRoutesDeps {
  sso: SsoService;
  sessionMaxMs: number;
  /** PUBLIC_URL: the console's address as browsers reach it; without it, the request's own. */
  publicUrl?: string;
}

const FLOW_COOKIE = 'sso_flow';
const FLOW_COOKIE_PATH = '/api/auth/sso';

const providerParams = {
  type: 'object',
  required: ['providerId'],
  properties: { providerId: { type: 'string', minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' } },
} as const;
const identityParams = {
  type: 'object',
  required: ['providerId', 'subject'],
  properties: { ...providerParams.properties, subject: { type: 'string', minLength: 1, maxLength: 255 } },
} as const;
const accountParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 128 } } } as const;
const accountIdentityParams = {
  type: 'object',
  required: ['id', 'providerId', 'subject'],
  properties: { ...accountParams.properties, ...identityParams.properties },
} as const;
const identitiesReply = {
  type: 'array',
  maxItems: 50,
  items: answerOf<SsoIdentity>()({
    providerId: { type: 'string' },
    providerLabel: { type: 'string' },
    subject: { type: 'string' },
    linkedAt: { type: 'string' },
    lastSignInAt: { type: 'string' },
  }),
} as const;
const startQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { returnTo: { type: 'string', maxLength: 500 } },
} as const;
// The provider's answer: code, state and iss, or error and error_description; others (session_state) pass, bounded.
const callbackQuery = { type: 'object', maxProperties: 20, additionalProperties: { type: 'string', maxLength: 4000 } } as const;
const redirect = { response: { 303: { type: 'null' }, ...errorReplies } } as const;

/**
 * An address past the login throttle: a 429 with its French message, as a page for a browser (the provider sent it
 * here), as JSON otherwise. Not a redirect to the login page, which would only invite another try.
 */
function throttled(request: FastifyRequest, reply: FastifyReply, err: AppError) {
  if (!request.headers.accept?.includes('text/html')) return reply.status(429).send({ error: err.code, message: err.message });
  const page = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Connexion refusée</title></head>
<body><h1>Connexion refusée</h1><p>${err.message}.</p><p><a href="/">Revenir à la page de connexion</a></p></body></html>`;
  return reply.status(429).type('text/html; charset=utf-8').send(page);
}

/** A path of the console only (never `//host` nor a full address): where to go once signed in. */
export const safeReturn = (value: string | undefined) => (value && /^\/(?![/\\])[\x21-\x7e]*$/.test(value) ? value : '/');

export function ssoRoutes(fastify: FastifyInstance, { sso, sessionMaxMs, publicUrl }: SsoRoutesDeps): void {
  const app = typed(fastify);
  const base = (request: FastifyRequest) => (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
  const backToLogin = (request: FastifyRequest, reply: FastifyReply, err: unknown) => {
    if (err instanceof AppError && err.status === 429) return throttled(request, reply, err);
    const code = err instanceof AppError ? err.code : 'SSO_FAILED';
    return reply
      .status(303)
      .header('location', `/?ssoError=${encodeURIComponent(code)}`)
      .send(null);
  };

  app.get(
    '/api/auth/sso/providers',
    {
      config: { right: 'public' },
      schema: {
        response: {
          200: {
            type: 'array',
            maxItems: 100,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['id', 'label', 'standIn'],
              properties: { id: { type: 'string' }, label: { type: 'string' }, standIn: { type: 'boolean' } },
            },
          },
          ...errorReplies,
        },
      },
    },
    async () => sso.publicProviders(),
  );

  app.get(
    '/api/auth/sso/:providerId/start',
    { config: { right: 'public' }, schema: { params: providerParams, querystring: startQuery, ...redirect } },
    async (request, reply) => {
      const { providerId } = request.params;
      try {
        const redirectUri = `${base(request)}/api/auth/sso/${providerId}/callback`;
        const { url, browserToken } = await sso.start(providerId, { redirectUri, returnTo: safeReturn(request.query.returnTo) });
        reply.setCookie(FLOW_COOKIE, browserToken, {
          path: FLOW_COOKIE_PATH,
          httpOnly: true,
          // Lax: the provider sends the browser back with a top-level GET from its own site.
          sameSite: 'lax',
          secure: request.protocol === 'https',
          maxAge: 600,
        });
        return reply.status(303).header('location', url).send(null);
      } catch (err) {
        return backToLogin(request, reply, err);
      }
    },
  );

  app.get(
    '/api/auth/sso/:providerId/callback',
    { config: { right: 'public' }, schema: { params: providerParams, querystring: callbackQuery, ...redirect } },
    async (request, reply) => {
      reply.clearCookie(FLOW_COOKIE, { path: FLOW_COOKIE_PATH });
      try {
        const query = new URL(request.url, 'http://console.invalid').searchParams;
        const signedIn = await sso.finish(
          request.params.providerId,
          query,
          request.cookies[FLOW_COOKIE],
          request.ip,
          String(request.headers['user-agent'] ?? ''),
        );
        setSessionCookie(request, reply, signedIn.token, sessionMaxMs);
        return reply.status(303).header('location', signedIn.returnTo).send(null);
      } catch (err) {
        return backToLogin(request, reply, err);
      }
    },
  );

  app.post(
    '/api/auth/sso/logout',
    {
      config: { right: 'public' },
      schema: {
        response: {
          200: { type: 'object', additionalProperties: false, properties: { endSessionUrl: { type: 'string' } } },
          ...errorReplies,
        },
      },
    },
    async (request, reply) => {
      const answer = await sso.logout(request.cookies[SESSION_COOKIE], `${base(request)}/`);
      clearSessionCookie(reply);
      return answer;
    },
  );

  app.get(
    '/api/account/sso-identities',
    {
      config: { right: 'session' },
      schema: { response: { 200: identitiesReply, ...errorReplies } },
    },
    async (request) => sso.identitiesOf(currentUser(request)._id),
  );

  app.delete(
    '/api/account/sso-identities/:providerId/:subject',
    {
      // Changing how one signs in asks for the second factor again, as the factors' own changes do.
      config: { right: 'session', recentFactor: true },
      schema: { params: identityParams, response: { 204: { type: 'null' }, ...errorReplies } },
    },
    async (request, reply) => {
      await sso.unlink(currentUser(request), request.ip, request.params.providerId, request.params.subject);
      return reply.status(204).send(null);
    },
  );

  // Another account's company accounts, for a super administrator (the AdminUser page), as its sessions are.
  app.get(
    '/api/global/admin-users/:id/sso-identities',
    { config: { right: 'superAdmin' }, schema: { params: accountParams, response: { 200: identitiesReply, ...errorReplies } } },
    async (request) => sso.identitiesOf(request.params.id),
  );
  app.delete(
    '/api/global/admin-users/:id/sso-identities/:providerId/:subject',
    {
      config: { right: 'superAdmin', recentFactor: true },
      schema: { params: accountIdentityParams, response: { 204: { type: 'null' }, ...errorReplies } },
    },
    async (request, reply) => {
      const { id, providerId, subject } = request.params;
      await sso.unlinkOf(currentUser(request), request.ip, id, providerId, subject);
      return reply.status(204).send(null);
    },
  );
}
