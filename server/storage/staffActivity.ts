// The fleet's mark of staff at work (migration 053; server/jobs/fleetActivity.ts). The database's clock on both sides:
// the servers' and the workers' own clocks need not agree. clock_timestamp(), not now(): a statement's time, whatever
// transaction it runs in.
import type { Queryable } from './db.js';
import { prepared } from './preparedStatements.js';

/** Someone works on this server now. */
export async function markStaffActivity(db: Queryable): Promise<void> {
  await db.query(prepared('UPDATE staff_activity SET at = clock_timestamp() WHERE id = 1', []));
}

/** Milliseconds since staff last worked on any server; Infinity when never. */
export async function staffActivityAgeMs(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ ago: number | null }>(
    prepared(`SELECT (extract(epoch FROM clock_timestamp() - at) * 1000)::float8 AS ago FROM staff_activity WHERE id = 1 AND at > '-infinity'`, []),
  );
  return rows[0]?.ago ?? Number.POSITIVE_INFINITY;
}
