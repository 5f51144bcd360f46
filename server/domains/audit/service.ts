// The audit log (issue: security hardening): sign-ins, refusals and account actions written, and the log read by
// super administrators. A record write's entry is the record engine's (services/writeAudit.ts), in the write's transaction.
import type pg from 'pg';
import { insertAudit, listAudit, type AuditEntry, type AuditQuery } from '../../storage/auditLog.js';
import { badRequest } from '../../errors.js';

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
