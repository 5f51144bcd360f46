// The audit log table: insert and filtered reads, nothing else (no update, no delete).
import type { AuditLogEntry } from '../../model/audit/index.js';
import type { Queryable } from './db.js';
import { preparedWith } from './preparedStatements.js';
import { Sql } from './sql.js';

export interface AuditEntry {
  action: string;
  userId?: string;
  login?: string;
  ip?: string;
  siteId?: string;
  cls?: string;
  recordId?: string;
  detail?: unknown;
}

export interface AuditQuery {
  action?: string;
  login?: string;
  siteId?: string;
  cls?: string;
  recordId?: string;
  from?: Date;
  to?: Date;
  offset: number;
  limit: number;
}

export async function insertAudit(db: Queryable, e: AuditEntry): Promise<void> {
  const sql = new Sql();
  await db.query(preparedWith(sql, [auditInsertion(sql, [e])]));
}

/**
 * Entries, in their order, as a member of a data-modifying WITH, its values taken by `sql`: a write's other statements
 * may share its round trip (storage/writeTrail.ts).
 */
export function auditInsertion(sql: Sql, entries: AuditEntry[]): string {
  const column = <T>(of: (e: AuditEntry) => T | undefined, type: string) => `${sql.param(entries.map((e) => of(e) ?? null))}::${type}[]`;
  const columns = [
    column((e) => e.action, 'text'),
    column((e) => e.userId, 'text'),
    column((e) => e.login, 'text'),
    column((e) => e.ip, 'text'),
    column((e) => e.siteId, 'text'),
    column((e) => e.cls, 'text'),
    column((e) => e.recordId, 'text'),
    column((e) => (e.detail === undefined ? undefined : JSON.stringify(e.detail)), 'jsonb'),
  ];
  return `audit AS (INSERT INTO audit_log (action, user_id, login, ip, site_id, cls, record_id, detail)
    SELECT action, user_id, login, ip, site_id, cls, record_id, detail FROM unnest(${columns.join(', ')})
    WITH ORDINALITY AS e(action, user_id, login, ip, site_id, cls, record_id, detail, n) ORDER BY n)`;
}

export async function listAudit(db: Queryable, q: AuditQuery): Promise<{ data: AuditLogEntry[]; count: number }> {
  const conds: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    conds.push(sql.replace('?', `$${params.length}`));
  };
  if (q.action) add('action = ?', q.action);
  if (q.login) add('lower(login) = lower(?)', q.login);
  if (q.siteId) add('site_id = ?', q.siteId);
  if (q.cls) add('cls = ?', q.cls);
  if (q.recordId) add('record_id = ?', q.recordId);
  if (q.from) add('at >= ?', q.from);
  if (q.to) add('at <= ?', q.to);
  const where = conds.length ? `WHERE ${conds.join(' AND ')}` : '';
  const count = Number((await db.query(`SELECT count(*) AS n FROM audit_log ${where}`, params)).rows[0].n);
  const rows = (
    await db.query(
      `SELECT id, at, action, user_id, login, ip, site_id, cls, record_id, detail FROM audit_log ${where}
    ORDER BY at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, q.limit, q.offset],
    )
  ).rows;
  return {
    count,
    data: rows.map((r) => ({
      _id: String(r.id),
      at: r.at.toISOString(),
      action: r.action,
      userId: r.user_id,
      login: r.login,
      ip: r.ip,
      siteId: r.site_id,
      cls: r.cls,
      recordId: r.record_id,
      detail: r.detail,
    })),
  };
}
