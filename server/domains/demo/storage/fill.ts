// The demo's fill, step by step: one server at a time runs a step (two servers started on one database, or a job
// retried while the first run still ends its statement).
import type { Queryable } from '../../../storage/db.js';
import { LOCK } from '../../../storage/advisoryLocks.js';

/** Held until the caller's transaction ends. */
export async function lockDemoFill(db: Queryable): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock($1)', [LOCK.demoFill]);
}
