// Every /api call but the public ones (and every route declaring a right) needs a live session; the session user is attached to the request.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../model/rights.js';
import type { CallContext } from '../services/access.js';
import type { AuthService } from '../services/auth.js';
import { AppError } from '../errors.js';

export const SESSION_COOKIE = 'session';

declare module 'fastify' {
  interface FastifyRequest {
    user?: SessionUser;
  }
}

/** Server-to-server calls (design.md §13): the user an `Authorization: Bearer` token stands for, or a refusal. */
export interface BearerAuth {
  authenticate(request: FastifyRequest, token: string): Promise<SessionUser>;
}

/**
 * On request, before any body is read: the session user (or the user an API token stands for), 401 without one. Routes
 * declaring `right: 'public'` (server/plugins/routeRights.ts) need none; the right itself is checked next.
 */
export function registerSession(app: FastifyInstance, auth: AuthService, bearer: BearerAuth): void {
  app.decorateRequest('user', undefined);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const right = request.routeOptions.config?.right;
    // Any /api call, known or not, and the download links declaring a right under /admin/.
    if (right === 'public' || !(request.url.startsWith('/api/') || right)) return;
    const authorization = request.headers.authorization;
    if (authorization?.startsWith('Bearer ')) {
      request.user = await bearer.authenticate(request, authorization.slice('Bearer '.length).trim());
      return;
    }
    request.user = await auth.userOf(request.cookies[SESSION_COOKIE]);
    if (!request.user) throw new AppError(401, 'UNAUTHENTICATED', 'Session absente ou expirée : reconnectez-vous');
  });
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeMs: number): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export const currentUser = (request: FastifyRequest): SessionUser => {
  if (!request.user) throw new AppError(401, 'UNAUTHENTICATED', 'Session absente ou expirée : reconnectez-vous');
  return request.user;
};

/** What a site's route hands its service: who calls, on which site, from where. */
export const callContext = (request: FastifyRequest & { params: { siteId: string } }): CallContext => ({
  user: currentUser(request),
  siteId: request.params.siteId,
  ip: request.ip,
});
