// Background writes in bulk (the demo's fill, imports, the walks over records, the link index) hold the database's
// write-ahead log to a budget while staff use the console (issue 29 §2). On a fresh start a read that writes nothing
// took 2–3× its time at p95 beside the demo's fill writing 25–40 MB of WAL a second (the kernel writing the dirty pages
// back), 1.6× beside the same fill held to 8 MB a second, and no more than its idle time held to 4
// (docs/performance.md, "Background work beside the staff"). Nobody using the console (no request in the last
// ACTIVE_MS, or a worker process, which serves none), the work goes at full speed: the budget costs a first start's
// demo its minutes only while someone waits on the console.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Queryable } from '../storage/db.js';
import { DEFAULT_WRITE_MB_S } from '../settings.js';
import { staffActiveWithin } from './requestPriority.js';

/** Staff count as using the console this long after their last request. */
export const ACTIVE_MS = 10_000;
/** The longest a job waits between two batches: however much one batch wrote, or the staff write, it goes on. */
export const MAX_PACE_MS = 10_000;

let budgetBytesPerSecond = DEFAULT_WRITE_MB_S * 1e6;

/** BACKGROUND_WRITE_MB_S (0: no budget), set once at start. */
export function setWriteBudget(megabytesPerSecond: number): void {
  budgetBytesPerSecond = megabytesPerSecond * 1e6;
}

/** A WAL position ('16/B374D848') as a byte offset: a Number is exact up to 8 PB of WAL. */
export const walOffset = (lsn: string): number => {
  const [high, low] = lsn.split('/');
  return parseInt(high, 16) * 2 ** 32 + parseInt(low, 16);
};

const readWalOffset = async (db: Queryable): Promise<number | undefined> => {
  // A database where the function is refused (a managed server's restricted role) gets no budget rather than a failed job.
  const row = await db.query<{ at: string }>('SELECT pg_current_wal_lsn()::text AS at').then(
    (r) => r.rows[0],
    () => undefined,
  );
  return row && walOffset(row.at);
};

export interface PaceClock {
  now(): number;
  wait(ms: number): Promise<unknown>;
  active(): boolean;
  position(): Promise<number | undefined>;
}

/**
 * For a job's loop of write batches: awaited after each, it waits as long as the WAL written since the last call (by
 * anyone) takes at the budget, less the time that went by, while staff are active; at most MAX_PACE_MS.
 */
export function writePace(db: Queryable, clock: Partial<PaceClock> = {}): () => Promise<void> {
  const { now = () => performance.now(), wait = sleep, active = () => staffActiveWithin(ACTIVE_MS), position = () => readWalOffset(db) } = clock;
  let from: { at: number; time: number } | undefined;
  return async () => {
    if (budgetBytesPerSecond <= 0) return;
    const at = await position();
    if (at === undefined) return;
    if (from && active()) {
      const owed = ((at - from.at) / budgetBytesPerSecond) * 1000 - (now() - from.time);
      if (owed > 0) await wait(Math.min(owed, MAX_PACE_MS));
    }
    from = { at, time: now() };
  };
}
