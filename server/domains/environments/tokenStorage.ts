// SQL of the API tokens (migration 013): only their hashes are stored.
import type { ApiToken } from '../../../model/environments/index.js';
import type { Queryable } from '../../storage/db.js';

/** A stored token, without the secret shown once at its creation. */
export type TokenRow = Omit<ApiToken, 'token'>;

const COLUMNS = 'id, name, scope, site_ids, created_by, created_by_login, created_at, expires_at, revoked_at, last_used_at';

/** A row of `api_tokens` as COLUMNS selects it. */
interface ApiTokenRow {
  id: string;
  name: string;
  scope: TokenRow['scope'];
  site_ids: string[];
  created_by: string | null;
  created_by_login: string | null;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
}

const toRow = (r: ApiTokenRow): TokenRow => ({
  id: r.id,
  name: r.name,
  scope: r.scope,
  siteIds: r.site_ids,
  createdBy: r.created_by,
  createdByLogin: r.created_by_login,
  createdAt: r.created_at.toISOString(),
  expiresAt: r.expires_at.toISOString(),
  revokedAt: r.revoked_at?.toISOString() ?? null,
  lastUsedAt: r.last_used_at?.toISOString() ?? null,
});

export async function insertToken(
  db: Queryable,
  t: { id: string; name: string; hash: Buffer; scope: string; siteIds: string[]; createdBy: string; createdByLogin: string; expiresAt: Date },
): Promise<TokenRow> {
  const { rows } = await db.query<ApiTokenRow>(
    `INSERT INTO api_tokens (id, name, hash, scope, site_ids, created_by, created_by_login, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
    [t.id, t.name, t.hash, t.scope, t.siteIds, t.createdBy, t.createdByLogin, t.expiresAt],
  );
  return toRow(rows[0]);
}

export async function listTokens(db: Queryable): Promise<TokenRow[]> {
  const { rows } = await db.query<ApiTokenRow>(`SELECT ${COLUMNS} FROM api_tokens ORDER BY created_at DESC LIMIT 500`);
  return rows.map(toRow);
}

/** The live token of that hash (not revoked, not expired), its last use noted. */
export async function liveTokenOf(db: Queryable, hash: Buffer): Promise<TokenRow | undefined> {
  const { rows } = await db.query<ApiTokenRow>(
    `UPDATE api_tokens SET last_used_at = now()
     WHERE hash = $1 AND revoked_at IS NULL AND expires_at > now() RETURNING ${COLUMNS}`,
    [hash],
  );
  return rows[0] ? toRow(rows[0]) : undefined;
}

export async function revokeToken(db: Queryable, id: string): Promise<TokenRow | undefined> {
  const { rows } = await db.query<ApiTokenRow>(`UPDATE api_tokens SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 RETURNING ${COLUMNS}`, [
    id,
  ]);
  return rows[0] ? toRow(rows[0]) : undefined;
}
