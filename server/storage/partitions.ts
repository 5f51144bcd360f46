// One partition of documents per type (migration 004), made when its schema is loaded or saved.
import pg from 'pg';
import { inTransaction } from './db.js';

/** Creates the missing partitions. Rows that waited in the DEFAULT partition move into theirs, set-based. */
export async function ensurePartitions(pool: pg.Pool, classes: string[]): Promise<void> {
  const missing = (
    await pool.query(
      `SELECT x AS cls, documents_partition_name(x) AS name FROM unnest($1::text[]) x
    WHERE to_regclass(documents_partition_name(x)) IS NULL`,
      [classes],
    )
  ).rows as { cls: string; name: string }[];
  for (const { cls, name } of missing) {
    await inTransaction(pool, async (db) => {
      await db.query('SET LOCAL statement_timeout = 0');
      // Two servers, or two saves, making the same partition: the second finds it made.
      await db.query('SELECT pg_advisory_xact_lock(727002, hashtext($1))', [cls]);
      if ((await db.query('SELECT to_regclass($1) AS t', [name])).rows[0].t) return;
      await db.query('LOCK TABLE documents_default IN EXCLUSIVE MODE');
      const table = pg.escapeIdentifier(name);
      await db.query(`CREATE TABLE ${table} (LIKE documents INCLUDING DEFAULTS)`);
      const moved = await db.query(`INSERT INTO ${table} SELECT * FROM documents_default WHERE cls = $1`, [cls]);
      if (moved.rowCount) {
        // The rows stay counted (totals are per site and type, not per partition): no row trigger on the way out.
        await db.query('ALTER TABLE documents_default DISABLE TRIGGER USER');
        await db.query('DELETE FROM documents_default WHERE cls = $1', [cls]);
        await db.query('ALTER TABLE documents_default ENABLE TRIGGER USER');
      }
      // Attaching builds the parent's indexes on the new partition and gives it the parent's triggers.
      await db.query(`ALTER TABLE documents ATTACH PARTITION ${table} FOR VALUES IN (${pg.escapeLiteral(cls)})`);
      await db.query('SELECT documents_search_direct_writes($1::regclass)', [name]);
    });
  }
}
