// The newsletter domain's SQL: the User records a sync covers, read in id order by batches (keyset), never all at
// once. Users side: the users themselves; payments side: the users of the matching payments.
import type { Queryable } from '../../storage/db.js';
import { Sql } from '../../storage/sql.js';

export type SyncFilter =
  | { type: 'all' }
  /** Unix seconds, both included. */
  | { type: 'create_date'; from: number; to: number }
  | { type: 'customer_email'; email: string };

export type SyncSide = 'users' | 'payments';

export interface UserRow {
  id: string;
  doc: Record<string, unknown>;
}

/** A record's creation time: its createTs (unix seconds) when it has one, else when it was stored. */
const CREATED = `COALESCE(CASE WHEN jsonb_typeof(doc->'createTs') = 'number' THEN (doc->>'createTs')::float8 END, extract(epoch FROM created_at))`;

function filterOf(sql: Sql, filter: SyncFilter, emailExpr: string): string {
  if (filter.type === 'create_date') return `AND ${CREATED} BETWEEN ${sql.param(filter.from)} AND ${sql.param(filter.to)}`;
  if (filter.type === 'customer_email') return `AND lower(${emailExpr}) = lower(${sql.param(filter.email)})`;
  return '';
}

/** The WHERE clause of the users a sync covers, on alias-free `documents` rows of type User. */
function usersWhere(sql: Sql, siteId: string, side: SyncSide, filter: SyncFilter): string {
  const site = sql.param(siteId);
  if (side === 'users') return `site_id = ${site} AND cls = 'User' AND NOT archived ${filterOf(sql, filter, `doc->>'login'`)}`;
  const paymentFilter =
    filter.type === 'customer_email'
      ? // The customer's email is their user's login.
        `AND doc->'userId'->>'_id' IN (SELECT id FROM documents WHERE site_id = ${site} AND cls = 'User' AND NOT archived ${filterOf(sql, filter, `doc->>'login'`)})`
      : filterOf(sql, filter, '');
  return `site_id = ${site} AND cls = 'User' AND NOT archived AND id IN (
    SELECT doc->'userId'->>'_id' FROM documents WHERE site_id = ${site} AND cls = 'Payment' AND NOT archived ${paymentFilter})`;
}

export async function countSyncUsers(db: Queryable, siteId: string, side: SyncSide, filter: SyncFilter): Promise<number> {
  const sql = new Sql();
  const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM documents WHERE ${usersWhere(sql, siteId, side, filter)}`, sql.params);
  return Number(rows[0].n);
}

/** The next batch of users after `afterId`, in id order. */
export async function nextSyncUsers(
  db: Queryable,
  siteId: string,
  side: SyncSide,
  filter: SyncFilter,
  afterId: string,
  limit: number,
): Promise<UserRow[]> {
  const sql = new Sql();
  const where = usersWhere(sql, siteId, side, filter);
  const { rows } = await db.query<UserRow>(
    `SELECT id, doc FROM documents WHERE ${where} AND id > ${sql.param(afterId)} ORDER BY id LIMIT ${sql.param(limit)}`,
    sql.params,
  );
  return rows;
}
