// Failed checks of what an anonymous caller presents instead of a session (an API token, a webhook's signature, an
// ingestion key), counted per client address in PostgreSQL (storage/rateLimits.ts) as passwords are (loginThrottle.ts):
// every server of the database applies the same limit, and an address past it meets a French 429 before what it sends
// is even looked at. Their audit is bounded: an address's first failure in the window is kept, and the one that stops
// it with the count; those between are only counted, and refusals once stopped are not kept at all.
import { AppError } from '../../errors.js';
import type { AuditEntry } from '../../storage/auditLog.js';
import type { Queryable } from '../../storage/db.js';
import { countHits, recordHits } from '../../storage/rateLimits.js';
import type { AuditService } from '../audit/index.js';

const WINDOW_MS = 15 * 60_000;

export interface CheckKind {
  /** The counter's name (rate_hits.bucket). */
  bucket: string;
  /** Failures an address may have in 15 minutes. */
  max: number;
  /** The 429's French message, which says what was refused too often. */
  refusal: string;
  /** The audit action of a kept failure. */
  action: string;
}

export class FailedChecks {
  constructor(
    private db: Queryable,
    private audit: AuditService,
  ) {}

  /** Refuses an address that failed too often in the window. */
  async check(kind: CheckKind, ip: string): Promise<void> {
    const { count } = await countHits(this.db, { bucket: kind.bucket, subject: ip }, WINDOW_MS);
    if (count >= kind.max) throw new AppError(429, 'TOO_MANY_ATTEMPTS', kind.refusal);
  }

  /** Counts a failure; audits it when it is the address's first in the window or the one that stops it. */
  async fail(kind: CheckKind, ip: string, entry: Omit<AuditEntry, 'action' | 'ip'> & { detail?: Record<string, unknown> }): Promise<void> {
    await recordHits(this.db, [{ bucket: kind.bucket, subject: ip }], WINDOW_MS);
    const { count } = await countHits(this.db, { bucket: kind.bucket, subject: ip }, WINDOW_MS);
    if (count !== 1 && count !== kind.max) return;
    await this.audit.record({ ...entry, action: kind.action, ip, detail: { ...entry.detail, failures: count, stopped: count === kind.max } });
  }
}
