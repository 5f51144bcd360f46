// The read replica (issue 21 §3): DATABASE_READ_URL adds a pool on a streaming standby. Only the reads that tolerate
// a few seconds of lag ask for it (`lagTolerant(pool)`: statistics, exports' cursors, the tools' walks, list counts
// past the first page), and they get it only when the standby has replayed past the caller's last write — a
// session's `wrote_at` (read your writes, whichever server the next request reaches), a job's queue time — and lags
// less than the tolerated maximum; otherwise the primary answers, as it does every other read.
import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { createPool } from './db.js';

/** Who is reading: the replica only once `since` (their last write, or null) is replayed there. */
export interface ReadScope {
  since: Date | null;
  replicaAllowed: boolean;
}

const scopes = new AsyncLocalStorage<ReadScope>();

/**
 * Opens the scope of a request, primary only until the session says who reads. Called synchronously at the start
 * of the request's first hook: the rest of the request runs in it.
 */
export function openReadScope(): ReadScope {
  const scope: ReadScope = { since: null, replicaAllowed: false };
  scopes.enterWith(scope);
  return scope;
}

/** Runs `fn` (a job) as someone whose last write was at `since`. */
export function withReadsSince<T>(since: Date | null, fn: () => T): T {
  return scopes.run({ since, replicaAllowed: true }, fn);
}

/** How often each process asks the standby how far it has replayed. */
const SAMPLE_EVERY_MS = 500;
/** Clock differences between the primary (wrote_at) and the standby (its replay time). */
const CLOCK_MARGIN_MS = 250;

/** Everything committed on the primary before `upTo` is on the standby; `behindMs` is how far it lagged when asked. */
interface Sample {
  takenAt: number;
  upTo: number;
  behindMs: number;
}

class Replica {
  private sample?: Sample;
  private readonly timer: NodeJS.Timeout;

  constructor(
    readonly pool: pg.Pool,
    private readonly maxLagMs: number,
  ) {
    this.timer = setInterval(() => void this.measure(), SAMPLE_EVERY_MS);
    this.timer.unref();
  }

  /** The standby's time when a sample last found it caught up: it holds everything committed before, for good. */
  private caughtUpAt = -Infinity;

  /**
   * A standby that has replayed everything it received is as recent as its clock, and stays at least that recent;
   * one with more to replay is as recent as the last transaction it replayed, or as the last time it was caught up
   * (the primary may have committed nothing for a while before). A standby cut off from its primary is never caught
   * up: its lag grows until the reads go back to the primary. Not a standby (no recovery): as recent as now.
   */
  async measure(): Promise<void> {
    try {
      const { rows } = await this.pool.query(
        `SELECT extract(epoch FROM now())::float8 * 1000 AS now, extract(epoch FROM pg_last_xact_replay_timestamp())::float8 * 1000 AS replayed,
          NOT pg_is_in_recovery() OR (pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn()
            AND EXISTS (SELECT 1 FROM pg_stat_wal_receiver WHERE status = 'streaming')) AS caught_up`,
      );
      const { now, replayed, caught_up: caughtUp } = rows[0] as { now: number; replayed: number | null; caught_up: boolean | null };
      if (caughtUp) this.caughtUpAt = now;
      const upTo = Math.max(replayed ?? -Infinity, this.caughtUpAt);
      this.sample = Number.isFinite(upTo) ? { takenAt: Date.now(), upTo, behindMs: Math.max(0, now - upTo) } : undefined;
    } catch {
      // Unreachable: every read goes to the primary until it answers again.
      this.sample = undefined;
    }
  }

  /** How far behind the standby may be now (its last sample's lag plus the sample's age); undefined when unknown. */
  lagMs(): number | undefined {
    return this.sample && this.sample.behindMs + (Date.now() - this.sample.takenAt);
  }

  serves(scope: ReadScope): boolean {
    const lag = this.lagMs();
    if (lag === undefined || lag > this.maxLagMs) return false;
    return !scope.since || this.sample!.upTo >= scope.since.getTime() + CLOCK_MARGIN_MS;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.pool.end();
  }
}

const replicas = new WeakMap<pg.Pool, Replica>();

/** Gives `primary` a read replica; answers the function that closes it. */
export async function attachReadReplica(primary: pg.Pool, url: string, maxLagMs: number): Promise<() => Promise<void>> {
  const replica = new Replica(createPool(url, 'console-read'), maxLagMs);
  await replica.measure();
  replicas.set(primary, replica);
  return () => {
    replicas.delete(primary);
    return replica.close();
  };
}

/** The pool for a read that tolerates some lag: the replica when it serves the current reader, else `primary`. */
export function lagTolerant(primary: pg.Pool): pg.Pool {
  const replica = replicas.get(primary);
  const scope = scopes.getStore();
  return replica && scope?.replicaAllowed && replica.serves(scope) ? replica.pool : primary;
}

/** Whether `primary` has a read replica (DATABASE_READ_URL, the same on every server): else nothing reads behind. */
export const hasReadReplica = (primary: pg.Pool): boolean => replicas.has(primary);
