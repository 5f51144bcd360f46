// One partition of documents per type (migration 004), made when its schema is loaded or saved.
import pg from 'pg';
import { withShapeLock, type ShapeSession } from './shapeChanges.js';

/** PostgreSQL's refusal to attach while the DEFAULT partition holds a row of the type (one written meanwhile). */
const DEFAULT_HOLDS_ROWS = '23514';

/**
 * Creates the missing partitions. The table is made apart and attached, so that only the attach takes locks others
 * queue behind (the parent's and the DEFAULT partition's), each waited for briefly and asked again. Rows of the type
 * that waited in the DEFAULT partition move into theirs, their totals unchanged (migration 047).
 */
export async function addPartitions(s: ShapeSession, classes: string[]): Promise<void> {
  const missing = (
    await s.retry(() =>
      s.client.query(
        `SELECT x AS cls, documents_partition_name(x) AS name FROM unnest($1::text[]) x
        WHERE to_regclass(documents_partition_name(x)) IS NULL`,
        [classes],
      ),
    )
  ).rows as { cls: string; name: string }[];
  for (const { cls, name } of missing) {
    const table = pg.escapeIdentifier(name);
    const attach = (move: boolean) =>
      s.transaction(async (db) => {
        if ((await db.query('SELECT to_regclass($1) AS t', [name])).rows[0].t) return;
        await db.query(`CREATE TABLE ${table} (LIKE documents INCLUDING DEFAULTS)`);
        if (move) {
          await db.query('LOCK TABLE documents_default IN EXCLUSIVE MODE');
          await db.query(`INSERT INTO ${table} SELECT * FROM documents_default WHERE cls = $1`, [cls]);
          await db.query("SET LOCAL console.moving_rows = 'on'");
          await db.query('DELETE FROM documents_default WHERE cls = $1', [cls]);
        }
        // Attaching builds the parent's indexes on the new partition and gives it the parent's triggers.
        await db.query(`ALTER TABLE documents ATTACH PARTITION ${table} FOR VALUES IN (${pg.escapeLiteral(cls)})`);
        await db.query('SELECT documents_search_direct_writes($1::regclass)', [name]);
      });
    const waiting = (await s.retry(() => s.client.query('SELECT 1 FROM documents_default WHERE cls = $1 LIMIT 1', [cls]))).rowCount;
    // A row of the type may reach the DEFAULT partition after the look: the attach then refuses, and the move is made.
    await attach(!!waiting).catch((err: { code?: string }) => {
      if (err.code !== DEFAULT_HOLDS_ROWS || waiting) throw err;
      return attach(true);
    });
  }
}

/** The same outside a shape change of the caller's (the seed, tests): BUSY when the database stays busy for `budgetMs`. */
export const ensurePartitions = (pool: pg.Pool, classes: string[], budgetMs = 30_000): Promise<void> =>
  withShapeLock(pool, budgetMs, 'la création des partitions', (s) => addPartitions(s, classes));
