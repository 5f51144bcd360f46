// The jobs of dead workers (kill -9, frozen machine, cut from the database). pg-boss v10 has no heartbeat: its only
// sign of a dead worker is the job's expiry (an hour for an encode), after which it retries the job even if its
// handler still runs. So workers beat in the jobs table (runner.ts), and this takes back, within seconds, the jobs
// whose worker stopped beating; pg-boss still decides whether one runs again, from its own retry count.
import type PgBoss from 'pg-boss';
import type pg from 'pg';
import { HEARTBEAT_MS, notifyEnd } from './runner.js';
import { inTransaction } from '../storage/db.js';
import { lockUnclaimedJobs, settleLost, settleUnclaimed, staleJobs } from './storage.js';
import type { JobKind } from './types.js';

/** A running job whose worker has not beaten for this long is taken back. */
export const STALE_SECONDS = 10 * (HEARTBEAT_MS / 1000);
export const REAP_EVERY_MS = 5_000;
const LOST = 'Le traitement a été interrompu (processus arrêté ou injoignable)';

/**
 * Each stale job: its row written first (waiting while pg-boss's count allows a retry, else failed; cancelled when
 * someone asked), so that the retried delivery finds it waiting; then pg-boss told (fail, which retries it, or cancel).
 * Then the jobs pg-boss gave a worker that never claimed them (reapUnclaimed).
 */
export async function reapLostJobs(pool: pg.Pool, boss: PgBoss, kinds: ReadonlyMap<string, JobKind>, changed: (id: string) => void): Promise<void> {
  // A job taken back is told to every server; one that ended, to its kind's clean-up too.
  const taken = async (id: string, name: string, ended: boolean) => {
    const kind = kinds.get(name);
    if (ended && kind) await notifyEnd(pool, kind, id);
    changed(id);
  };
  for (const { id, kind: name, cancelRequested } of await staleJobs(pool, STALE_SECONDS)) {
    const queued = await boss.getJobById(name, id);
    const willRun = queued?.state === 'created' || queued?.state === 'retry' || (queued?.state === 'active' && queued.retryCount < queued.retryLimit);
    const state = cancelRequested ? 'cancelled' : willRun ? 'waiting' : 'failed';
    // Another reaper took it, or its worker beat again.
    if (!(await settleLost(pool, id, STALE_SECONDS, state, LOST))) continue;
    if (queued?.state === 'active') await (state === 'cancelled' ? boss.cancel(name, id) : boss.fail(name, id, { message: 'worker lost' }));
    await taken(id, name, state !== 'waiting');
  }
  for (const { id, kind, willRun } of await reapUnclaimed(pool, boss)) await taken(id, kind, !willRun);
}

/**
 * A worker killed after pg-boss gave it a job and before it claimed the job's row leaves no heartbeat to miss: pg-boss
 * keeps the job active until its expiry (six hours for an encode) and the row waits as long. Failed in pg-boss in the
 * same transaction as the row's line, it runs again on a worker left; a worker only slow to claim it finds the row
 * taken by then, or takes it first and the retry finds it taken.
 */
const reapUnclaimed = (pool: pg.Pool, boss: PgBoss) =>
  inTransaction(pool, async (client) => {
    const lost = await lockUnclaimedJobs(client, STALE_SECONDS);
    const db = { executeSql: (text: string, values: unknown[]) => client.query(text, values) };
    for (const { id, kind, willRun } of lost) {
      await settleUnclaimed(client, id, willRun, LOST);
      await boss.fail(kind, id, { message: 'worker lost' }, { db });
    }
    return lost;
  });
