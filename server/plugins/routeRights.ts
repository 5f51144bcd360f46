// Every API route (and download link under /admin/) declares the right it needs (`config: { right }`, design.md §5), checked here
// before the body is read or validated: 401 without a session, then the route's site (`:siteId`), then 403 without the right. The
// start refuses a route that declares none (server/schemas/declared.ts); GET /api/global/routes lists them all.
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { hasAnyRight, hasRight, type RightName, type SessionUser } from '../../model/rights.js';
import { checkSite, type RecordNeed } from '../services/access.js';
import { forbidden } from '../errors.js';
import { GLOBAL_SITE } from '../services/schemaRegistry.js';
import type { SiteDirectory } from '../services/siteDirectory.js';
import { answerOf, declaresRight, errorReplies } from '../schemas/index.js';
import { currentUser } from './session.js';
import { typed } from './typedApp.js';

/**
 * `public`: no session (the caller proves itself otherwise: a password, a key, a signed token); `session`: any logged-in
 * user, the service narrows further; a right of model/rights.ts; `developer`: developers and super administrators;
 * `developerSuperAdmin`: both at once; `record`: the right of the record type the route names (`:type`, a schema's
 * customApiPath, or `config.recordType`), to read for GET, to write otherwise; `recordWrite`: to write it, whatever the
 * method; `recordRead`: to read its records themselves (not only their labels through a reference), whatever the method (presence on a record); `apiToken`: another server's API token only. A token (on a route declaring `config.apiToken`, checked by
 * environments/tokens.ts) passes for what it was issued, never on the global space.
 */
export type RouteRight =
  'public' | 'session' | RightName | 'developer' | 'developerSuperAdmin' | 'record' | 'recordWrite' | 'recordRead' | 'upload' | 'apiToken';

declare module 'fastify' {
  interface FastifyContextConfig {
    right?: RouteRight;
    /** The right on the global space (`:siteId` = global) where it is not super administrators' (the files of logos). */
    globalRight?: RouteRight;
    /** The record type of a `record` route whose URL does not name it. */
    recordType?: string;
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  right: RouteRight;
  recordType?: string;
  /** Routes with `:siteId`: the right when it is `global`. */
  globalRight?: RouteRight;
  /**
   * Routes an API token may call: the scope it needs (`write`: a read-write token) and the right the user it stands for
   * (every section right, developer, never super administrator) must hold off the global space; on it, `globalRight`.
   */
  apiToken?: { scope: 'read' | 'write'; right: RouteRight };
}

/** What a token needs to call a route (environments/tokens.ts); undefined: tokens refused. */
export type TokenAccessOf = (method: string, url: string, config: FastifyContextConfig | undefined) => 'read' | 'write' | undefined;

/**
 * The right a token's user needs off the global space: the servers' own exchanges (`config.apiToken`) need no more than
 * the token; the generic routes a peer calls (records, files) keep their right.
 */
const rightForToken = (config: FastifyContextConfig | undefined, right: RouteRight): RouteRight => (config?.apiToken ? 'session' : right);

/** The rights checked on the record type the route names. */
export const isRecordRight = (right: RouteRight): right is 'record' | 'recordWrite' | 'recordRead' =>
  right === 'record' || right === 'recordWrite' || right === 'recordRead';

/**
 * The global space is the super administrators' unless a route says otherwise; record routes follow the global type's
 * own rights (read by its section's right, written by super administrators).
 */
const rightOnGlobal = (right: RouteRight, globalRight: RouteRight | undefined): RouteRight =>
  globalRight ?? (isRecordRight(right) || right === 'public' ? right : 'superAdmin');

export interface RouteRightDeps {
  sites: SiteDirectory;
  /** Throws 403/404 unless the user may do what `need` says of the record type the route names. */
  checkRecordType: (request: FastifyRequest, user: SessionUser, need: RecordNeed) => void;
  /** The rights of an `upload` route (SchemaRegistry.uploadRights). */
  uploadRights: () => ReadonlySet<RightName>;
}

const ROLE_CHECKS: Record<'session' | 'developer' | 'developerSuperAdmin', (user: SessionUser) => boolean> = {
  session: () => true,
  developer: (user) => user.isDeveloper === true || user.superAdmin === true,
  developerSuperAdmin: (user) => user.isDeveloper === true && user.superAdmin === true,
};

export const declaredRight = (request: FastifyRequest): RouteRight | undefined => request.routeOptions.config?.right;

/** The route table as declared (HEAD routes follow their GET), for the super administrators and the generated rights test. */
export function collectRouteTable(app: FastifyInstance, tokenAccessOf: TokenAccessOf): readonly RouteEntry[] {
  const table: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    const right = route.config?.right;
    if (!declaresRight(route.url) || !right) return;
    const recordType = route.config?.recordType;
    const globalRight = route.url.includes('/:siteId') ? rightOnGlobal(right, route.config?.globalRight) : undefined;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const scope = tokenAccessOf(method, route.url, route.config);
      const apiToken = scope && { scope, right: rightForToken(route.config, right) };
      table.push({
        method,
        url: route.url,
        right,
        ...(globalRight && { globalRight }),
        ...(recordType && { recordType }),
        ...(apiToken && { apiToken }),
      });
    }
  });
  return table;
}

/** After the session hook: the site of the URL, then the route's right. */
export function registerRouteRights(app: FastifyInstance, deps: RouteRightDeps): void {
  app.addHook('onRequest', async (request) => {
    const declared = declaredRight(request);
    const siteId = (request.params as { siteId?: unknown } | undefined)?.siteId;
    const config = request.routeOptions.config;
    if (!declared || declared === 'public') return;
    const right =
      siteId === GLOBAL_SITE ? rightOnGlobal(declared, config.globalRight) : request.apiToken ? rightForToken(config, declared) : declared;
    const user = currentUser(request);
    if (typeof siteId === 'string') checkSite(deps.sites, { user, siteId });
    if (right === 'apiToken') throw forbidden('Réservé aux échanges entre serveurs');
    if (isRecordRight(right)) {
      const need = right === 'recordRead' ? 'records' : right === 'recordWrite' || request.method !== 'GET' ? 'write' : 'read';
      return deps.checkRecordType(request, user, need);
    }
    const allowed =
      right === 'upload'
        ? hasAnyRight(user, deps.uploadRights())
        : right in ROLE_CHECKS
          ? ROLE_CHECKS[right as keyof typeof ROLE_CHECKS](user)
          : hasRight(user, right as RightName);
    if (!allowed) throw forbidden(REFUSALS[right] ?? "Vous n'avez pas le droit d'accéder à cette section");
  });
}

const REFUSALS: Partial<Record<RouteRight, string>> = {
  superAdmin: 'Réservé aux super administrateurs',
  developer: 'Réservé aux développeurs et aux super administrateurs',
  developerSuperAdmin: 'Réservé aux développeurs super administrateurs',
  upload: "Envoi de fichiers refusé : vous n'avez le droit d'écrire aucun type qui en contient",
};

const routeReply = {
  ...answerOf<RouteEntry>()({
    method: { type: 'string' },
    url: { type: 'string' },
    right: { type: 'string' },
    globalRight: { type: 'string' },
    recordType: { type: 'string' },
    apiToken: answerOf<NonNullable<RouteEntry['apiToken']>>()({ scope: { type: 'string' }, right: { type: 'string' } }),
  }),
  required: ['method', 'url', 'right'],
} as const;

/** GET /api/global/routes: every API route with its declared right (super administrators). */
export function routeTableRoute(app: FastifyInstance, table: readonly RouteEntry[]): void {
  typed(app).get(
    '/api/global/routes',
    { config: { right: 'superAdmin' }, schema: { response: { 200: { type: 'array', items: routeReply }, ...errorReplies } } },
    async () => [...table].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method)),
  );
}
