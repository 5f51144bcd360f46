// Background writes in bulk (the demo's fill, imports, the walks over records, the link index) hold the database's
// write-ahead log to a budget while staff use the console (issue 29 §2). On a fresh start a read that writes nothing
// took 2–3× its time at p95 beside the demo's fill writing 25–40 MB of WAL a second (the kernel writing the dirty pages
// back), 1.6× beside the same fill held to 8 MB a second, and no more than its idle time held to 4
// (docs/performance.md, "Background work beside the staff"). Nobody using this server (no staff request in the last
// ACTIVE_MS: requestPriority.ts, nor on any other server of the database: fleetActivity.ts), the work goes at full
// speed: the budget costs a first start's demo its minutes only while someone waits on the console. A worker process,
// which serves no request, paces its jobs by the servers' mark.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Queryable } from '../storage/db.js';
import { DEFAULT_WRITE_MB_S } from '../settings.js';
import { fleetActivity, type FleetActivity } from './fleetActivity.js';
import { staffActiveWithin } from './requestPriority.js';

/** Staff count as using the console this long after their last request. */
export const ACTIVE_MS = 10_000;
/** The longest a job waits between two batches, however much was written. */
export const MAX_PACE_MS = 10_000;
/**
 * A job's wait is at most this many times what its batch took: the WAL counted is everyone's (staff saves, other
 * servers' jobs), so that others writing past the budget slow a job to a tenth of its pace, never stop it.
 */
export const MAX_WAIT_PER_WORK = 9;

let budgetBytesPerSecond = DEFAULT_WRITE_MB_S * 1e6;
let refusalLogged = false;

/** BACKGROUND_WRITE_MB_S (0: no budget), set once at start. */
export function setWriteBudget(megabytesPerSecond: number): void {
  budgetBytesPerSecond = megabytesPerSecond * 1e6;
}

/** A WAL position ('16/B374D848') as a byte offset: a Number is exact up to 8 PB of WAL. */
export const walOffset = (lsn: string): number => {
  const [high, low] = lsn.split('/');
  return parseInt(high, 16) * 2 ** 32 + parseInt(low, 16);
};

/** The WAL's position; null where PostgreSQL refuses it (a managed server's restricted role, a standby). */
const readWalOffset = async (db: Queryable): Promise<number | null | undefined> => {
  try {
    return walOffset((await db.query<{ at: string }>('SELECT pg_current_wal_lsn()::text AS at')).rows[0].at);
  } catch (err) {
    // A refusal of PostgreSQL's (it has a code): no budget for this job, said once. A pool closing at shutdown: not one.
    if (!(err as { code?: string }).code) return undefined;
    if (!refusalLogged) console.warn(`[console] BACKGROUND_WRITE_MB_S sans effet : ${(err as Error).message}`);
    refusalLogged = true;
    return null;
  }
};

interface Mark {
  at: number;
  time: number;
}

/** The fleet's mark, as read through each pool (one read under way at most per pool, whatever the jobs). */
const fleets = new WeakMap<Queryable, FleetActivity>();
const fleetOf = (db: Queryable): FleetActivity => {
  let fleet = fleets.get(db);
  if (!fleet) fleets.set(db, (fleet = fleetActivity(db)));
  return fleet;
};

/** Staff at work on this server (no query), or else on any server of the database (its mark, read at most each second). */
const staffActive = (db: Queryable) => staffActiveWithin(ACTIVE_MS) || fleetOf(db).within(ACTIVE_MS);

export interface PaceClock {
  now(): number;
  wait(ms: number): Promise<unknown>;
  active(): boolean;
  position(): Promise<number | null | undefined>;
}

/**
 * For a job's loop of write batches: awaited after each, it waits as long as the WAL written since the last call (by
 * anyone) takes at the budget, less the time that went by, while staff are active; at most MAX_PACE_MS, and at most
 * MAX_WAIT_PER_WORK times the time since the last call. `signal`: the job's, which ends a wait at once.
 */
export function writePace(db: Queryable, signal?: AbortSignal, clock: Partial<PaceClock> = {}): () => Promise<void> {
  const {
    now = () => performance.now(),
    wait = (ms: number) => sleep(ms, undefined, { signal }).catch(() => undefined),
    active = () => staffActive(db),
    position = () => readWalOffset(db),
  } = clock;
  let refused = false;
  const enabled = () => budgetBytesPerSecond > 0 && !refused && active();
  const sample = async (): Promise<Mark | undefined> => {
    const time = now();
    const at = await position();
    if (at === null) refused = true;
    return at === null || at === undefined ? undefined : { at, time };
  };
  // From the pacer's making: a job making one per type or per part paces its first batch too.
  let from = enabled() ? sample() : undefined;
  return async () => {
    // Nobody using the console: no query, and the next interval starts when someone does.
    if (!enabled()) {
      from = undefined;
      return;
    }
    const last = await from;
    const mark = refused ? undefined : await sample();
    if (last && mark) {
      const elapsed = mark.time - last.time;
      const owed = ((mark.at - last.at) / budgetBytesPerSecond) * 1000 - elapsed;
      if (owed > 0) {
        await wait(Math.min(owed, MAX_PACE_MS, elapsed * MAX_WAIT_PER_WORK));
        // The wait is this interval's: the next one starts after it.
        mark.time = now();
      }
    }
    from = mark && Promise.resolve(mark);
  };
}
