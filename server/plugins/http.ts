// What every request goes through, before any route: its count while under way (jobs give way to it), the start's checks of each route's declarations (answers, right),
// the route table (`app.routeTable`), errors, cookies, security headers, text guard, uploads, the session and its Server-Timing, then the route's right.
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { trackRequests } from '../jobs/requestPriority.js';
import { requireDeclaredSchemas } from '../schemas/index.js';
import { MAX_UPLOAD_BYTES } from '../../model/files/index.js';
import { registerErrorHandler, type AuditLog } from './errors.js';
import { collectRouteTable, registerRouteRights, type RouteEntry, type RouteRightDeps, type TokenAccessOf } from './routeRights.js';
import { registerSecurity } from './security.js';
import { registerServerTiming } from './serverTiming.js';
import { registerSession, SESSION_COOKIE, type BearerAuth, type CatalogueCatchUp, type SessionStore } from './session.js';
import { registerTextGuard } from './textGuard.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route declaring a right, as it is added (GET /api/global/routes). */
    routeTable: readonly RouteEntry[];
  }
}

/** The console's session cookie in a request's header (parsed later, by the cookie plugin). */
const SESSION_COOKIE_SENT = new RegExp(`(^|;\\s*)${SESSION_COOKIE}=`);

export interface HttpOptions extends RouteRightDeps {
  audit: AuditLog;
  auth: SessionStore;
  /** API tokens (server/domains/environments): who a bearer token stands for, and which routes it may call. */
  tokens: BearerAuth;
  tokenAccessOf: TokenAccessOf;
  catchUp: CatalogueCatchUp;
  /** Told of each request of a person at work (server/jobs/fleetActivity.ts). */
  onStaffRequest?: () => void;
}

export const httpPlugin = fp<HttpOptions>(
  async (app, { audit, auth, tokens, tokenAccessOf, sites, checkRecordType, uploadRights, catchUp, onStaffRequest }) => {
    requireDeclaredSchemas(app);
    trackRequests(app, (request) => SESSION_COOKIE_SENT.test(request.headers.cookie ?? ''), onStaffRequest);
    app.decorate('routeTable', collectRouteTable(app, tokenAccessOf));
    registerErrorHandler(app, audit);
    // Cookies first: a refusal by any later hook still runs the hooks that read them (the session's onSend).
    await app.register(cookie);
    registerSecurity(app);
    registerTextGuard(app);
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1000 },
      throwFileSizeLimit: false,
    });
    registerSession(app, auth, tokens, catchUp);
    registerServerTiming(app);
    registerRouteRights(app, { sites, checkRecordType, uploadRights });
  },
  { name: 'http', dependencies: ['openapi-document'] },
);
