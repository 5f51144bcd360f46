// A per-user upload quota over a sliding hour: one account cannot fill the disk, whatever its rights. Counted in
// PostgreSQL (storage/rateLimits.ts), so every server of the database enforces the same quota.
import type { Queryable } from '../../storage/db.js';
import { countHits, recordHits } from '../../storage/rateLimits.js';
import { AppError } from '../../errors.js';
import { humanSize } from './fileTypes.js';

export const UPLOAD_QUOTA = { files: 300, bytes: 2 * 1024 * 1024 * 1024, windowMs: 60 * 60 * 1000 } as const;
type Limits = { files: number; bytes: number; windowMs: number };

const BUCKET = 'upload';

/** Whether a user who sent `used` in the window may send one more file. */
export const underQuota = (used: { count: number; amount: number }, limits: Limits = UPLOAD_QUOTA): boolean =>
  used.count < limits.files && used.amount < limits.bytes;

export const quotaReached = (limits: Limits = UPLOAD_QUOTA) =>
  new AppError(429, 'UPLOAD_QUOTA', `Quota d’envoi atteint (${limits.files} fichiers ou ${humanSize(limits.bytes)} par heure) : réessayez plus tard`);

export class UploadQuota {
  constructor(
    private db: Queryable,
    private limits: Limits = UPLOAD_QUOTA,
  ) {}

  /** Refuses a new upload once the user's files or bytes of the last hour reach the quota (429). */
  async check(userId: string): Promise<void> {
    if (!underQuota(await countHits(this.db, { bucket: BUCKET, subject: userId }, this.limits.windowMs), this.limits))
      throw quotaReached(this.limits);
  }

  async add(userId: string, size: number): Promise<void> {
    await recordHits(this.db, [{ bucket: BUCKET, subject: userId, amount: size }], this.limits.windowMs);
  }
}
