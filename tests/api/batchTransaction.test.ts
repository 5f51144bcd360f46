// One transaction for a batch of record writes (server/storage/batchTransaction.ts, an import's batch): no savepoint
// per write, so a write that fails fails the batch (the import then writes its rows one by one); what a write leaves
// for after its commit waits for the batch's COMMIT, and is dropped with it. On the suite server's PostgreSQL, in a
// table of the test's own.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { afterWriteCommit, inBatchTransaction, inWriteTransaction } from '../../server/storage/batchTransaction.js';
import { readEmbeddedUrl } from '../../server/storage/embeddedPostgres.js';
import { testPool } from '../support/pgConnections.js';

const dataDir = inject('dataDir');
const TABLE = `batch_test_${Date.now()}`;
let pool: pg.Pool;

beforeAll(async () => {
  if (!dataDir) return;
  pool = testPool({ connectionString: readEmbeddedUrl(dataDir)! });
  await pool.query(`CREATE TABLE ${TABLE} (id text PRIMARY KEY, xid bigint DEFAULT txid_current())`);
});

afterAll(async () => {
  await pool?.query(`DROP TABLE IF EXISTS ${TABLE}`);
  await pool?.end();
});

const write = (id: string, after: string[]) =>
  inWriteTransaction(pool, async (client) => {
    await client.query(`INSERT INTO ${TABLE} (id) VALUES ($1)`, [id]);
    await afterWriteCommit(async () => after.push(id));
  });

describe.skipIf(!dataDir)('inBatchTransaction (the suite server’s DATA_DIR is needed)', () => {
  it('commits the writes together, and runs what follows the commit after it', async () => {
    const after: string[] = [];
    await inBatchTransaction(pool, async () => {
      for (const id of ['a', 'b', 'c']) await write(id, after);
      // Nothing yet: the batch has not committed.
      expect(after).toEqual([]);
      expect((await pool.query(`SELECT count(*)::int AS n FROM ${TABLE}`)).rows[0].n).toBe(0);
    });
    expect(after).toEqual(['a', 'b', 'c']);
    const rows = (await pool.query(`SELECT id, xid FROM ${TABLE} ORDER BY id`)).rows;
    expect(rows.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    // One transaction wrote them.
    expect(new Set(rows.map((r) => r.xid)).size).toBe(1);
  });

  it('outside a batch, a write is its own transaction and what follows its commit runs at once', async () => {
    const after: string[] = [];
    await write('seule', after);
    expect(after).toEqual(['seule']);
  });

  it('drops every write, and runs nothing after, when one write fails', async () => {
    const after: string[] = [];
    await expect(
      inBatchTransaction(pool, async () => {
        await write('d', after);
        await write('a', after);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(after).toEqual([]);
    expect((await pool.query(`SELECT count(*)::int AS n FROM ${TABLE} WHERE id = 'd'`)).rows[0].n).toBe(0);
  });
});
