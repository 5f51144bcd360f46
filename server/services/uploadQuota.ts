// A per-user upload quota over a sliding hour: one account cannot fill the disk, whatever its rights.
import { AppError } from './errors.js';
import { humanSize } from './fileTypes.js';

export const UPLOAD_QUOTA = { files: 300, bytes: 2 * 1024 * 1024 * 1024, windowMs: 60 * 60 * 1000 } as const;

export class UploadQuota {
  private used = new Map<string, { at: number; size: number }[]>();

  constructor(private limits: { files: number; bytes: number; windowMs: number } = UPLOAD_QUOTA) {}

  private recent(userId: string, now: number) {
    const list = (this.used.get(userId) ?? []).filter((u) => now - u.at < this.limits.windowMs);
    if (list.length) this.used.set(userId, list);
    else this.used.delete(userId);
    return list;
  }

  /** Refuses a new upload once the user's files or bytes of the last hour reach the quota (429). */
  check(userId: string, now = Date.now()): void {
    const list = this.recent(userId, now);
    const bytes = list.reduce((sum, u) => sum + u.size, 0);
    if (list.length >= this.limits.files || bytes >= this.limits.bytes) {
      throw new AppError(
        429,
        'UPLOAD_QUOTA',
        `Quota d’envoi atteint (${this.limits.files} fichiers ou ${humanSize(this.limits.bytes)} par heure) : réessayez plus tard`,
      );
    }
  }

  add(userId: string, size: number, now = Date.now()): void {
    this.used.set(userId, [...this.recent(userId, now), { at: now, size }]);
  }
}
