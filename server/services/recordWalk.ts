// A walk over every record of a type (the document upgrade, the search re-index, the link index): batches by primary
// key (storage/keyBatches.ts keyBatchEnd), each its own short transaction that also records where the walk stands, so
// that a walk stopped by a restart, a lost worker or 'Annuler' resumes after its last batch, not from the start.
// Any position written means every key before it is done: a walk goes on without a gap from where it started, and
// it starts where one before it stopped, or at the start.
import type pg from 'pg';
import { deleteStateEntry, getState, setStateEntry } from '../storage/appState.js';
import { yieldToRequests } from '../jobs/requestPriority.js';
import { writePace } from '../jobs/writePace.js';
import { inRetriedTransaction } from '../storage/db.js';
import { typeSize, type RecordKey } from '../storage/keyBatches.js';

export const WALK_BATCH = 500;

/** Where a walk of a type stands (app_state, one entry per type, removed when the walk ends). */
export interface WalkPosition {
  target: string;
  after: RecordKey;
  /** Records the walk changed, and keys it went past. */
  done: number;
  walked: number;
}

export interface TypeWalk {
  /** The app_state key of this kind of walk: one entry per type. */
  stateKey: string;
  cls: string;
  /** What the walk brings the records to (versions, search fields): a position kept for another target is not resumed. */
  target: string;
  /** One batch of up to `limit` keys, inside its transaction: how many records it changed, and where the next one starts (none at the end). */
  batch: (client: pg.PoolClient, after: RecordKey, limit: number) => Promise<{ done: number; last?: RecordKey }>;
  /** What the end of the walk records, in its last batch's transaction (that the type is done, for what target). */
  finish?: (client: pg.PoolClient) => Promise<void>;
  signal?: AbortSignal;
  /** After each batch: the share of the type walked so far, and how many records were changed (by this run and before). */
  progress?: (fraction: number, done: number) => Promise<void>;
}

/** Walks a type from where a walk of the same target stopped; answers how many records this run did. */
export async function walkType(pool: pg.Pool, walk: TypeWalk): Promise<number> {
  const kept = ((await getState(pool, walk.stateKey)) as Record<string, WalkPosition> | undefined)?.[walk.cls];
  const resumed = kept?.target === walk.target ? kept : undefined;
  let after: RecordKey | undefined = resumed ? resumed.after : ['', ''];
  let done = resumed?.done ?? 0;
  let walked = resumed?.walked ?? 0;
  let count = 0;
  const total = await typeSize(pool, walk.cls);
  const pace = writePace(pool, walk.signal);
  while (after) {
    walk.signal?.throwIfAborted();
    const from: RecordKey = after;
    // A batch locks hundreds of records that staff saves, tools and other walks lock too: a deadlock's victim runs its
    // batch again (it makes the same rows and the same position) rather than failing the job (the soak's re-index did).
    const step = await inRetriedTransaction(pool, async (client) => {
      const result = await walk.batch(client, from, WALK_BATCH);
      if (result.last) {
        const position: WalkPosition = { target: walk.target, after: result.last, done: done + result.done, walked: walked + WALK_BATCH };
        await setStateEntry(client, walk.stateKey, walk.cls, position);
      } else {
        await deleteStateEntry(client, walk.stateKey, walk.cls);
        await walk.finish?.(client);
      }
      return result;
    });
    after = step.last;
    done += step.done;
    walked += WALK_BATCH;
    count += step.done;
    await walk.progress?.(after && total ? Math.min(1, walked / total) : 1, done);
    await yieldToRequests();
    await pace();
  }
  return count;
}
