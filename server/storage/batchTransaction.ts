// Many record writes in one transaction (an import's batch, issue 31 §3): the records service's own save path runs
// for each (its checks, history version, audit, links) on the batch's connection, and one COMMIT pays for hundreds of
// rows. No savepoint per write: hundreds of subtransactions in one transaction overflow PostgreSQL's per-backend cache
// of them and slow every other session's snapshots; a write refused at the last moment fails the whole batch, which
// its caller writes again row by row. What a write does after its commit (caches, jobs, mails) waits for the batch's
// COMMIT, and is dropped with it.
import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { inRetriedTransaction } from './db.js';

interface Batch {
  pool: pg.Pool;
  client: pg.PoolClient;
  afterCommit: (() => Promise<unknown>)[];
}

const batches = new AsyncLocalStorage<Batch>();

/**
 * Runs `fn` in one transaction in which every record write made through `inWriteTransaction` on the same pool takes
 * part; then, once committed, what those writes left to do after their commit.
 */
export async function inBatchTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const afterCommit: Batch['afterCommit'] = [];
  // A deadlock's victim (two batches at once forgetting the same sales days, say) did nothing: run again, as a save is.
  const result = await inRetriedTransaction(pool, (client) => {
    afterCommit.length = 0;
    return batches.run({ pool, client, afterCommit }, () => fn(client));
  });
  // Outside the batch: what these run (a job started, a cache refreshed) is no part of it.
  await batches.exit(async () => {
    for (const after of afterCommit) await after();
  });
  return result;
}

/**
 * A write's transaction: its own, or the batch's under way on the same pool (a failure there fails the batch).
 * `opening`: a statement without parameters run first (with its own BEGIN: storage/db.ts inTransaction).
 */
export async function inWriteTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>, opening?: string): Promise<T> {
  const batch = batches.getStore();
  if (batch?.pool !== pool) return inRetriedTransaction(pool, fn, undefined, opening);
  if (opening) await batch.client.query(opening);
  return fn(batch.client);
}

/** Runs `after` once the write's transaction is committed: now, or when the batch under way commits. */
export async function afterWriteCommit<T>(after: () => Promise<T>): Promise<T | undefined> {
  const batch = batches.getStore();
  if (!batch) return after();
  batch.afterCommit.push(after);
  return undefined;
}
