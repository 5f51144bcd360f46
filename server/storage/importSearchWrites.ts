// A type's look-alike (trigram) index takes each write directly (migration 029): a save pays for its own entries and a
// search never reads a pending list. An import writing many records lets them gather in GIN's pending list instead,
// merged in sorted passes rather than one descent of the index per trigram of each row (100,000 News on a quiet
// machine: 25.3 s → 14.4 s, docs/performance.md "CSV import"), then merges what is left and puts the index back. A start
// puts back an index that an import killed on the way left in that mode (restoreDirectSearchWrites; an import another
// server is running then goes on writing directly, only slower).
import pg from 'pg';
import { isDatabaseBusy, withShapeLock, type ShapeSession } from './shapeChanges.js';

/** Switching takes the index's exclusive lock (every read of the type queues behind it): asked briefly, retried this long. */
const SWITCH_BUDGET_MS = 10_000;
/** Putting it back is waited for longer: until then every save of the type feeds the list. */
const RESTORE_BUDGET_MS = 60_000;

const TRIGRAM_INDEXES = `SELECT c.relname AS name FROM pg_inherits i JOIN pg_index x ON x.indexrelid = i.inhrelid
  JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'documents_search_trgm'::regclass`;

async function setPendingList(s: ShapeSession, index: string, on: boolean): Promise<void> {
  await s.retry(() => s.client.query(`ALTER INDEX ${pg.escapeIdentifier(index)} SET (fastupdate = ${on ? 'on' : 'off'})`));
  // Off: what the list holds goes into the index (searches read the list until then).
  if (!on) await s.client.query('SELECT gin_clean_pending_list($1::regclass)', [pg.escapeIdentifier(index)]);
}

/** Whether the switch was made: a database too busy for it leaves the import to write directly, as saves do. */
async function switched(pool: pg.Pool, index: string, on: boolean): Promise<boolean> {
  try {
    await withShapeLock(pool, on ? SWITCH_BUDGET_MS : RESTORE_BUDGET_MS, "le mode d'écriture de l'index de recherche", (s) =>
      setPendingList(s, index, on),
    );
    return true;
  } catch (err) {
    if (isDatabaseBusy(err)) return false;
    throw err;
  }
}

/** Runs an import's writes of `cls` with its trigram index in pending-list mode, put back once they end, however. */
export async function withImportSearchWrites<T>(pool: pg.Pool, cls: string, writes: () => Promise<T>): Promise<T> {
  const index: string | undefined = (await pool.query(`${TRIGRAM_INDEXES} AND x.indrelid = to_regclass(documents_partition_name($1))`, [cls])).rows[0]
    ?.name;
  const pending = !!index && (await switched(pool, index, true));
  try {
    return await writes();
  } finally {
    // Still left on when busy all along: the next start puts it back.
    if (pending) await switched(pool, index, false);
  }
}

/**
 * At a start, every trigram index an import left in pending-list mode (a kill on the way) back to direct writes; a
 * database too busy for it is left for the next start. Not at each catalogue load: a schema saved during an import
 * would take its pending list away.
 */
export async function restoreDirectSearchWrites(pool: pg.Pool): Promise<void> {
  const left = (await pool.query(`${TRIGRAM_INDEXES} AND 'fastupdate=on' = ANY (c.reloptions)`)).rows as { name: string }[];
  for (const { name } of left) await switched(pool, name, false);
}
