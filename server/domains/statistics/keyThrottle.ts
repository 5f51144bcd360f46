// Wrong ingestion keys counted per client address (issue 18 §1.6): an address that sent too many in 15 minutes meets
// a French 429 before any key it sends is looked up, the right one too, as the login does. The counts live in
// PostgreSQL (storage/rateLimits.ts), shared by every server behind the load balancer, as is the pace of a good key's
// batches (ingest.ts).
import { AppError } from '../../errors.js';
import type { Queryable } from '../../storage/db.js';
import { countHits, recordHits } from '../../storage/rateLimits.js';

const WINDOW_MS = 15 * 60_000;
/** Wrong keys an address may send in the window; a site whose key was revoked fails a few times per visitor at most. */
export const MAX_BAD_KEYS = 30;
const BUCKET = 'ingest-key-ip';

export class IngestKeyThrottle {
  constructor(private db: Queryable) {}

  async check(ip: string): Promise<void> {
    const { count } = await countHits(this.db, { bucket: BUCKET, subject: ip }, WINDOW_MS);
    if (count >= MAX_BAD_KEYS) {
      throw new AppError(429, 'TOO_MANY_ATTEMPTS', "Trop de clés d'ingestion refusées depuis cette adresse : réessayez dans 15 minutes");
    }
  }

  fail(ip: string): Promise<void> {
    return recordHits(this.db, [{ bucket: BUCKET, subject: ip }], WINDOW_MS);
  }
}
