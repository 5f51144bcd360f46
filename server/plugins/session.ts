// Every /api call but login needs a live session; the session user is attached to the request.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../model/rights.js';
import type { AuthService } from '../services/auth.js';
import { AppError } from '../services/errors.js';

export const SESSION_COOKIE = 'session';

declare module 'fastify' {
  interface FastifyRequest {
    user?: SessionUser;
  }
  interface FastifyContextConfig {
    /** The caller proves itself otherwise than by a session (a signed one-time token). */
    publicRoute?: boolean;
  }
}

/** Routes (as declared, so a look-alike URL of another route cannot borrow this) that need no session. */
const PUBLIC_ROUTES = new Set(['POST /api/auth/login', 'POST /api/auth/logout', 'GET /api/health']);

/** A route whose caller proves itself otherwise (a signed one-time token) declares `config: { publicRoute: true }`. */
export const PUBLIC_ROUTE = { publicRoute: true } as const;
const declaredPublic = (request: FastifyRequest) => request.routeOptions.config?.publicRoute === true;

export function registerSession(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('user', undefined);
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const path = request.url.split('?')[0];
    if (!path.startsWith('/api/') || PUBLIC_ROUTES.has(`${request.method} ${request.routeOptions.url}`) || declaredPublic(request)) return;
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
