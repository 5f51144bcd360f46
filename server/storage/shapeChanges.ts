// Changes of the database's shape (partitions, expression indexes, per-value totals) while staff save and jobs run
// (design.md §16). One change at a time over the whole fleet (an advisory lock, tried without waiting inside
// PostgreSQL, so that no session waits on it while holding a snapshot a concurrent index build would wait for in
// turn); every lock that makes others queue behind it is waited for briefly, then let go and asked again after a
// pause; what does not get through in its time answers BUSY, never a data error.
import type pg from 'pg';
import { AppError } from '../errors.js';
import { LOCK } from './advisoryLocks.js';

/** PostgreSQL's refusals that mean "busy", not "wrong data": deadlock, serialization, lock or statement timeout, object in use. */
const BUSY_CODES = new Set(['40P01', '40001', '55P03', '57014', '55006']);
export const isBusyFailure = (err: unknown): boolean => BUSY_CODES.has((err as { code?: string } | undefined)?.code ?? '');

export const databaseBusy = (what = 'La modification') =>
  new AppError(
    503,
    'BUSY',
    `La base est occupée par d'autres travaux (enregistrements, tâches de fond) : ${what} n'a pas pu se faire. Réessayez dans un instant.`,
  );

/** The BUSY answer of a shape change that did not get through in its time. */
export const isDatabaseBusy = (err: unknown): boolean => err instanceof AppError && err.code === 'BUSY';

/** How long a lock that makes others queue (a partition attached, a type's totals counted) is waited for at a time. */
const QUEUEING_LOCK_WAIT_MS = 500;
const TIDY_LOCK_WAIT_MS = 5_000;
const FIRST_PAUSE_MS = 50;
const LONGEST_PAUSE_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Between half and all of `ms`: two servers retrying do not meet again at the same instant. */
const jittered = (ms: number) => ms * (0.5 + Math.random() / 2);

export interface ShapeSession {
  /** A connection of its own: no statement timeout (a build lasts as long as its type is large), short lock waits. */
  readonly client: pg.PoolClient;
  /** Runs `step` again after a busy failure, pausing longer each time, until the budget is spent: then BUSY. */
  retry<T>(step: () => Promise<T>): Promise<T>;
  /** `step` in one transaction on the session's connection, retried as a whole. */
  transaction<T>(step: (db: pg.PoolClient) => Promise<T>): Promise<T>;
  /**
   * Runs `step` with lock waits allowed up to the rest of the budget: for waits that make nobody queue behind them
   * (an index built CONCURRENTLY waits for older transactions to end, and writes go on meanwhile).
   */
  patiently<T>(step: () => Promise<T>): Promise<T>;
  /** Clears up after a step that failed (an invalid index build), once, whatever is left of the budget; what stays is cleared at the next load. */
  tidy(sql: string): Promise<void>;
}

/**
 * Runs `fn` holding the shape lock, within `budgetMs` (the lock's own wait included). `what` names the work in the
 * BUSY message.
 */
export async function withShapeLock<T>(pool: pg.Pool, budgetMs: number, what: string, fn: (s: ShapeSession) => Promise<T>): Promise<T> {
  const deadline = Date.now() + budgetMs;
  const busy = () => databaseBusy(what);
  const client = await pool.connect();
  const pauseOrGiveUp = async (pause: number) => {
    if (Date.now() + pause >= deadline) throw busy();
    await sleep(jittered(pause));
    return Math.min(pause * 2, LONGEST_PAUSE_MS);
  };
  const retry = async <R>(step: () => Promise<R>): Promise<R> => {
    for (let pause = FIRST_PAUSE_MS; ;) {
      try {
        return await step();
      } catch (err) {
        if (!isBusyFailure(err)) throw err;
        pause = await pauseOrGiveUp(pause);
      }
    }
  };
  const session: ShapeSession = {
    client,
    retry,
    transaction: (step) =>
      retry(async () => {
        await client.query('BEGIN');
        try {
          const result = await step(client);
          await client.query('COMMIT');
          return result;
        } catch (err) {
          await client.query('ROLLBACK').catch(() => {});
          throw err;
        }
      }),
    patiently: async (step) => {
      await client.query(`SET lock_timeout = ${Math.max(1, Math.round(deadline - Date.now()))}`);
      try {
        return await step();
      } finally {
        await client.query(`SET lock_timeout = ${QUEUEING_LOCK_WAIT_MS}`);
      }
    },
    tidy: async (sql) => {
      await client.query(`SET lock_timeout = ${TIDY_LOCK_WAIT_MS}`).catch(() => {});
      await client.query(sql).catch(() => {});
      await client.query(`SET lock_timeout = ${QUEUEING_LOCK_WAIT_MS}`).catch(() => {});
    },
  };
  try {
    await client.query(`SET statement_timeout = 0; SET lock_timeout = ${QUEUEING_LOCK_WAIT_MS}`);
    for (let pause = FIRST_PAUSE_MS; !(await client.query('SELECT pg_try_advisory_lock($1) AS ok', [LOCK.shapeChanges])).rows[0].ok;) {
      pause = await pauseOrGiveUp(pause);
    }
    return await fn(session);
  } finally {
    // Destroyed, not given back: its settings and its advisory lock end with it.
    client.release(true);
  }
}
