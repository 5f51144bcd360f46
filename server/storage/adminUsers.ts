// Admin accounts are AdminUser records of the global space; login is matched case- and space-insensitively.
import type { Queryable } from './db.js';

export interface AdminUserRow {
  id: string;
  doc: Record<string, unknown>;
}

export async function findAdminUserByLogin(db: Queryable, login: string): Promise<AdminUserRow | undefined> {
  const res = await db.query(
    `SELECT id, doc FROM documents WHERE site_id = 'global' AND cls = 'AdminUser' AND NOT archived
    AND lower(btrim(doc->>'login')) = lower(btrim($1)) LIMIT 1`,
    [login],
  );
  return res.rows[0];
}

export async function findAdminUserById(db: Queryable, id: string): Promise<AdminUserRow | undefined> {
  const res = await db.query(`SELECT id, doc FROM documents WHERE site_id = 'global' AND cls = 'AdminUser' AND id = $1 AND NOT archived`, [id]);
  return res.rows[0];
}

export async function countAdminUsers(db: Queryable): Promise<number> {
  return Number((await db.query(`SELECT count(*) AS n FROM documents WHERE site_id = 'global' AND cls = 'AdminUser'`)).rows[0].n);
}
