// The audit log (issue: security hardening): what each entry says, and its reading by super administrators.
import type pg from 'pg';
import { deepEqual } from '../../model/diff.js';
import type { DataSchema } from '../../model/metaSchema.js';
import type { SessionUser } from '../../model/rights.js';
import { insertAudit, listAudit, type AuditEntry, type AuditQuery } from '../storage/auditLog.js';
import { VERSION_KEY } from '../../model/migrations/index.js';
import { badRequest } from '../errors.js';

export type WriteAction = 'create' | 'update' | 'archive' | 'restore';

export const auditActor = (ctx: { user?: SessionUser; ip?: string }) => ({ userId: ctx.user?._id, login: ctx.user?.login, ip: ctx.ip });

/** The diff of a write: {key: {from, to}}; write-only values (passwords) are never copied, only marked as changed. */
export function writeDetail(
  schema: DataSchema,
  action: WriteAction,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
): unknown {
  if (action === 'archive' || action === 'restore') return null;
  const secret = new Set(schema.propertiesList.filter((p) => p.writeOnly).map((p) => p.key));
  const changes: Record<string, { from?: unknown; to?: unknown }> = {};
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after)])) {
    // The shapes' versions are the storage's bookkeeping, not a change the user made.
    if (key === VERSION_KEY) continue;
    const from = before?.[key];
    const to = after[key];
    if (deepEqual(from, to)) continue;
    changes[key] = secret.has(key) ? { to: '(modifié)' } : { ...(before && { from: from ?? null }), to: to ?? null };
  }
  return { changes };
}

const MAX_LIMIT = 200;

export class AuditService {
  constructor(private pool: pg.Pool) {}

  async record(entry: AuditEntry): Promise<void> {
    await insertAudit(this.pool, entry).catch(() => {
      /* the audit must never turn a refusal into a 500 */
    });
  }

  /** What someone did to a console account (theirs, or another's as a super administrator): naming that account's record. */
  onAdminUser(by: { _id: string; login: string }, ip: string, accountId: string, action: string, detail?: unknown): Promise<void> {
    return this.record({ action, userId: by._id, login: by.login, ip, siteId: 'global', cls: 'AdminUser', recordId: accountId, detail });
  }

  async list(q: Partial<Record<keyof AuditQuery, string | number>>) {
    const date = (v: unknown, name: string) => {
      if (v === undefined || v === '') return undefined;
      const d = new Date(typeof v === 'number' ? v * 1000 : String(v));
      if (Number.isNaN(d.getTime())) throw badRequest('BAD_REQUEST', `Date invalide pour ${name}`);
      return d;
    };
    const text = (v: unknown) => (v === undefined || v === '' ? undefined : String(v).slice(0, 200));
    return listAudit(this.pool, {
      action: text(q.action),
      login: text(q.login),
      siteId: text(q.siteId),
      cls: text(q.cls),
      recordId: text(q.recordId),
      from: date(q.from, 'from'),
      to: date(q.to, 'to'),
      offset: Math.max(0, Math.min(Number(q.offset ?? 0) || 0, 10_000_000)),
      limit: Math.max(1, Math.min(Number(q.limit ?? 50) || 50, MAX_LIMIT)),
    });
  }
}
