// Every /api call but the public ones (and every route declaring a right) needs a live session; the session user is attached to the request.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COPIED_FROM_HEADER, parseCopiedFrom } from '../../model/history/index.js';
import type { SessionUser } from '../../model/rights.js';
import type { CallContext } from '../services/access.js';
import { AppError } from '../errors.js';
import { openReadScope } from '../storage/readReplica.js';

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

/** A session the cookie names: its user, when it last wrote, and the catalogue version its lookup read. */
export interface OpenSession {
  user: SessionUser;
  wroteAt: Date | null;
  catalogueVersion: number;
}

/** The sessions the cookie names (the auth domain's AuthService, handed down by app.ts). */
export interface SessionStore {
  sessionOf(token: string | undefined): Promise<OpenSession | undefined>;
  /** The session wrote: its next reads wait for a replica that has the write. */
  markWrite(token: string): Promise<void>;
}

/** Brings this server's schema and site caches to the catalogue version a session lookup read (the events domain's ChangeFeed). */
export type CatalogueCatchUp = (version: number) => Promise<void>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * On request, before any body is read: the session user (or the user an API token stands for), 401 without one. Routes
 * declaring `right: 'public'` (server/plugins/routeRights.ts) need none; the right itself is checked next. A session's
 * request also brings this server's catalogue to the version the database holds (a change made through another
 * server holds at once here), and says how recent the read replica must be for it (storage/readReplica.ts); a
 * session's write marks it before its answer leaves. Token calls and public routes read the primary only.
 */
export function registerSession(app: FastifyInstance, auth: SessionStore, bearer: BearerAuth, catchUp: CatalogueCatchUp): void {
  app.decorateRequest('user', undefined);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const reads = openReadScope();
    const right = request.routeOptions.config?.right;
    // Any /api call, known or not, and the download links declaring a right under /admin/.
    if (right === 'public' || !(request.url.startsWith('/api/') || right)) return;
    const authorization = request.headers.authorization;
    if (authorization?.startsWith('Bearer ')) {
      request.user = await bearer.authenticate(request, authorization.slice('Bearer '.length).trim());
      return;
    }
    const session = await auth.sessionOf(request.cookies[SESSION_COOKIE]);
    if (!session) throw new AppError(401, 'UNAUTHENTICATED', 'Session absente ou expirée : reconnectez-vous');
    request.user = session.user;
    Object.assign(reads, { since: session.wroteAt, replicaAllowed: true });
    await catchUp(session.catalogueVersion);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const token = request.cookies[SESSION_COOKIE];
    if (request.user && token && !SAFE_METHODS.has(request.method) && !request.headers.authorization) await auth.markWrite(token);
    return payload;
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
  ...copiedFromOf(request),
});

/** A peer copying a record here names the copy's source (environments/transfer.ts); a malformed name is refused. */
export function copiedFromOf(request: FastifyRequest): Pick<CallContext, 'copiedFrom'> {
  const header = request.headers[COPIED_FROM_HEADER];
  if (header === undefined) return {};
  const copiedFrom = typeof header === 'string' ? parseCopiedFrom(header) : undefined;
  if (!copiedFrom)
    throw new AppError(
      400,
      'BAD_COPY_SOURCE',
      `En-tête ${COPIED_FROM_HEADER} illisible : attendu « environnement/site » (par exemple « staging/demo »)`,
    );
  return { copiedFrom };
}
