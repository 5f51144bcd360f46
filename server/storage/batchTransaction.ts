// Many record writes in one transaction (an import's batch, issue 31 §3): the records service's own save path runs
// for each (its checks, history version, audit, links), but its transaction is a savepoint of the batch's, so that a
// write refused at the last moment (an id taken meanwhile) undoes only itself, and one COMMIT pays for hundreds of
// rows. What a write does after its commit (caches, jobs, mails) waits for the batch's COMMIT, and is dropped with it.
import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { inRetriedTransaction, inTransaction } from './db.js';

interface Batch {
  pool: pg.Pool;
  client: pg.PoolClient;
  afterCommit: (() => Promise<unknown>)[];
  savepoints: number;
}

const batches = new AsyncLocalStorage<Batch>();

/**
 * Runs `fn` in one transaction in which every record write made through `inWriteTransaction` on the same pool takes
 * part; then, once committed, what those writes left to do after their commit.
 */
export async function inBatchTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const afterCommit: Batch['afterCommit'] = [];
  const result = await inTransaction(pool, (client) => batches.run({ pool, client, afterCommit, savepoints: 0 }, () => fn(client)));
  // Outside the batch: what these run (a job started, a cache refreshed) is no part of it.
  await batches.exit(async () => {
    for (const after of afterCommit) await after();
  });
  return result;
}

/** A write's transaction: its own, or a savepoint of the batch under way on the same pool. */
export async function inWriteTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const batch = batches.getStore();
  if (batch?.pool !== pool) return inRetriedTransaction(pool, fn);
  const name = `write_${++batch.savepoints}`;
  const queued = batch.afterCommit.length;
  await batch.client.query(`SAVEPOINT ${name}`);
  try {
    const result = await fn(batch.client);
    await batch.client.query(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (err) {
    await batch.client.query(`ROLLBACK TO SAVEPOINT ${name}`);
    // What the writes undone here left for after the commit is undone with them.
    batch.afterCommit.length = queued;
    throw err;
  }
}

/** Runs `after` once the write's transaction is committed: now, or when the batch under way commits. */
export async function afterWriteCommit<T>(after: () => Promise<T>): Promise<T | undefined> {
  const batch = batches.getStore();
  if (!batch) return after();
  batch.afterCommit.push(after);
  return undefined;
}
