// API tokens (design.md §13): created by super administrators, shown once, stored hashed, scoped (read or read-write,
// some sites), expiring and revocable. A token opens only the calls one server makes to another, and every use is
// audited. It stands for a user of its own: every section right, developer fields, never super administrator.
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { RIGHT_FLAGS, type SessionUser } from '../../../model/rights.js';
import type { AuditService } from '../audit/index.js';
import { hashToken, type CheckKind, type FailedChecks } from '../auth/index.js';
import { AppError, badRequest, forbidden, notFound } from '../../errors.js';
import type { FromSchema } from 'json-schema-to-ts';
import type { newTokenBody } from './replies.js';
import { insertToken, listTokens, revokeToken, liveTokenOf, type TokenRow } from './tokenStorage.js';

export type TokenAccess = 'read' | 'write';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a route needs of an API token; routes without it (and outside PEER_ROUTES) refuse tokens. */
    apiToken?: TokenAccess;
  }
  interface FastifyRequest {
    apiToken?: TokenRow;
  }
}

/** The generic routes a peer calls (records and files); the environments domain marks its own with `config.apiToken`. */
const PEER_ROUTES: Record<string, TokenAccess> = {
  'GET /api/auth/me': 'read',
  'GET /api/:siteId/data/:type': 'read',
  'GET /api/:siteId/data/:type/count': 'read',
  'GET /api/:siteId/data/:type/:id': 'read',
  'POST /api/:siteId/data/:type': 'write',
  'PUT /api/:siteId/data/:type/:id': 'write',
  'DELETE /api/:siteId/data/:type/:id': 'write',
  'POST /api/:siteId/data/:type/:id/restore': 'write',
  'GET /api/:siteId/files/*': 'read',
};

/** What a token needs to call a route: its own `config.apiToken`, or the generic peer route's; undefined: tokens refused. */
export const tokenAccessOf = (method: string, url: string, config: { apiToken?: TokenAccess } | undefined): TokenAccess | undefined =>
  config?.apiToken ?? PEER_ROUTES[`${method} ${url}`];

/** Unknown tokens, or tokens sent from a browser, an address may present in 15 minutes (a peer's own mistakes stay few). */
export const API_TOKEN_CHECK: CheckKind = {
  bucket: 'api-token-ip',
  max: 30,
  refusal: "Trop de jetons d'API refusés depuis cette adresse : réessayez dans 15 minutes",
  action: 'api_token_refused',
};

const MAX_DAYS = 730;
const PREFIX = 'cst_';

export type NewToken = FromSchema<typeof newTokenBody>;

export class ApiTokenService {
  constructor(
    private pool: pg.Pool,
    private audit: AuditService,
    private failedChecks: FailedChecks,
  ) {}

  async create(admin: SessionUser, input: NewToken, siteExists: (id: string) => boolean): Promise<TokenRow & { token: string }> {
    const name = input.name.trim();
    if (!name) throw badRequest('VALIDATION', 'Donnez un nom au jeton', { name: 'Nom requis' });
    const siteIds = input.siteIds ?? [];
    const unknown = siteIds.filter((s) => !siteExists(s));
    if (unknown.length) throw badRequest('VALIDATION', `Site inconnu : ${unknown.join(', ').slice(0, 200)}`, { siteIds: 'Site inconnu' });
    const expiresAt = new Date(input.expiresAt);
    const ms = expiresAt.getTime() - Date.now();
    if (!(ms > 0 && ms <= MAX_DAYS * 86_400_000)) {
      throw badRequest('VALIDATION', `Date d'expiration à venir, dans ${MAX_DAYS} jours au plus`, {
        expiresAt: `Date à venir, dans ${MAX_DAYS} jours au plus`,
      });
    }
    const token = PREFIX + crypto.randomBytes(32).toString('base64url');
    const row = await insertToken(this.pool, {
      id: crypto.randomBytes(8).toString('hex'),
      name: name.slice(0, 100),
      hash: hashToken(token),
      scope: input.scope,
      siteIds: [...new Set(siteIds)],
      createdBy: admin._id,
      createdByLogin: admin.login,
      expiresAt,
    });
    await this.audit.record({
      action: 'api_token_created',
      userId: admin._id,
      login: admin.login,
      recordId: row.id,
      detail: { name: row.name, scope: row.scope, siteIds: row.siteIds },
    });
    return { ...row, token };
  }

  async list(): Promise<TokenRow[]> {
    return listTokens(this.pool);
  }

  async revoke(admin: SessionUser, id: string): Promise<TokenRow> {
    const row = await revokeToken(this.pool, id);
    if (!row) throw notFound('Jeton introuvable');
    await this.audit.record({ action: 'api_token_revoked', userId: admin._id, login: admin.login, recordId: id, detail: { name: row.name } });
    return row;
  }

  /**
   * The user a `Bearer` token stands for on this request, or a refusal (401 unknown, expired or revoked; 403 a call
   * tokens may not make, or a write with a read token). Every use of a live token is audited; a token that is none
   * (unknown, or from a browser) is a failed check of its address, counted and throttled (domains/auth/failedChecks.ts).
   */
  async authenticate(request: FastifyRequest, token: string): Promise<SessionUser> {
    const route = `${request.method} ${request.routeOptions.url}`;
    const where = { siteId: (request.params as { siteId?: string } | undefined)?.siteId, detail: { method: request.method, route } };
    const entry = { ip: request.ip, ...where };
    await this.failedChecks.check(API_TOKEN_CHECK, request.ip);
    // Server to server only: a browser sends Origin or Sec-Fetch-Site (and the console's cookie) with its calls.
    if (request.headers.origin || request.headers['sec-fetch-site'] || request.headers.cookie) {
      await this.failedChecks.fail(API_TOKEN_CHECK, request.ip, { ...where, detail: { ...where.detail, reason: 'browser' } });
      throw new AppError(403, 'TOKEN_FROM_BROWSER', "Les jetons d'API servent aux appels entre serveurs, pas depuis un navigateur");
    }
    const row = token.length <= 200 ? await liveTokenOf(this.pool, hashToken(token)) : undefined;
    if (!row) {
      await this.failedChecks.fail(API_TOKEN_CHECK, request.ip, { ...where, detail: { ...where.detail, reason: 'unknown' } });
      throw new AppError(401, 'BAD_TOKEN', "Jeton d'API inconnu, expiré ou révoqué");
    }
    const actor = { userId: `token:${row.id}`, login: `jeton:${row.name}` };
    const needs = tokenAccessOf(request.method, request.routeOptions.url ?? '', request.routeOptions.config);
    const refusal = !needs
      ? 'Ce jeton ne donne pas accès à cet appel (seulement aux échanges entre serveurs)'
      : needs === 'write' && row.scope !== 'read-write'
        ? 'Ce jeton ne permet que la lecture'
        : undefined;
    await this.audit.record({
      action: refusal ? 'api_token_refused' : 'api_token_use',
      ...actor,
      ...entry,
      detail: { ...entry.detail, tokenId: row.id, ...(refusal && { reason: refusal }) },
    });
    if (refusal) throw forbidden(refusal);
    request.apiToken = row;
    return tokenUser(row);
  }
}

export function tokenUser(row: TokenRow): SessionUser {
  return {
    _id: `token:${row.id}`,
    login: `jeton:${row.name}`,
    isDeveloper: true,
    superAdmin: false,
    // Empty means every site, as for a user; the blank template stays with super administrators.
    siteIds: row.siteIds,
    rights: Object.fromEntries(RIGHT_FLAGS.map((f) => [f, true])),
  };
}
