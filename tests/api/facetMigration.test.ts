// Migration 030 on a database that already keeps per-value totals: they stay right, are now keyed on a hash of the
// value, and a value of any length gets its total (the key overflowed at 2,704 bytes before).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../server/storage/db.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../server/storage/embeddedPostgres.js';
import { facetCount } from '../../server/storage/facets.js';
import { migrate } from '../../server/storage/migrate.js';
import { ensurePartitions } from '../../server/storage/partitions.js';

describe('per-value totals keyed on a hash (migration 030)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-facets-'));
  let db: EmbeddedDatabase;
  let pool: pg.Pool;
  let n = 0;
  const insert = (v: unknown) =>
    pool.query(`INSERT INTO documents (site_id, cls, id, doc) VALUES ('s1', 'Tag', $1, jsonb_build_object('v', $2::jsonb))`, [
      `t${n++}`,
      JSON.stringify(v),
    ]);
  const count = (v: unknown) => facetCount(pool, 's1', 'Tag', 'v', v, false);

  beforeAll(async () => {
    db = await startEmbeddedPostgres(dataDir, () => {});
    pool = createPool(db.url);
  }, 120_000);
  afterAll(async () => {
    await pool?.end();
    await db?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the totals kept before, merges equal values, and counts values of any length', async () => {
    await migrate(pool, '029_search_index_direct_writes.sql');
    await ensurePartitions(pool, ['Tag']);
    await pool.query(`INSERT INTO facet_keys (cls, key) VALUES ('Tag', 'v')`);
    for (const v of ['a', 'a', 1, 'b']) await insert(v);
    await pool.query(`INSERT INTO documents (site_id, cls, id, doc) VALUES ('s1', 'Tag', 'dec', '{"v": 1.0}')`);

    expect(await migrate(pool)).toContain('030_facet_counts_hashed.sql');
    expect([await count('a'), await count(1), await count('b'), await count('absent')]).toEqual([2, 2, 1, 0]);

    const long = crypto.randomBytes(3000).toString('base64');
    for (let i = 0; i < 2; i++) await insert(long);
    await pool.query(`INSERT INTO documents (site_id, cls, id, doc) VALUES ('s1', 'Tag', 'dec2', '{"v": 1.00}')`);
    await pool.query(`DELETE FROM documents WHERE id = 't0'`);
    expect([await count(long), await count(1), await count('a')]).toEqual([2, 3, 1]);
    // A property whose totals are not kept: no total, the caller counts the records.
    expect(await facetCount(pool, 's1', 'Tag', 'w', 'a', false)).toBeUndefined();
  });
});
