// Migration 030 on a database that already keeps per-value totals: they stay right, are now keyed on a hash of the
// value, and a value of any length gets its total (the key overflowed at 2,704 bytes before).
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useEmbeddedDatabase } from '../support/embeddedDatabase.js';
import { facetCount } from '../../server/storage/facets.js';
import { migrate } from '../../server/storage/migrate.js';
import { ensurePartitions } from '../../server/storage/partitions.js';

describe('per-value totals keyed on a hash (migration 030)', () => {
  const database = useEmbeddedDatabase('console-facets-');
  let n = 0;
  const insert = (v: unknown) =>
    database.pool.query(`INSERT INTO documents (site_id, cls, id, doc) VALUES ('s1', 'Tag', $1, jsonb_build_object('v', $2::jsonb))`, [
      `t${n++}`,
      JSON.stringify(v),
    ]);
  const count = (v: unknown) => facetCount(database.pool, 's1', 'Tag', 'v', v, false);

  it('keeps the totals kept before, merges equal values, and counts values of any length', async () => {
    await migrate(database.pool, '029_search_index_direct_writes.sql');
    await ensurePartitions(database.pool, ['Tag']);
    await database.pool.query(`INSERT INTO facet_keys (cls, key) VALUES ('Tag', 'v')`);
    for (const v of ['a', 'a', 1, 'b']) await insert(v);
    await database.pool.query(`INSERT INTO documents (site_id, cls, id, doc) VALUES ('s1', 'Tag', 'dec', '{"v": 1.0}')`);

    expect(await migrate(database.pool)).toContain('030_facet_counts_hashed.sql');
    expect([await count('a'), await count(1), await count('b'), await count('absent')]).toEqual([2, 2, 1, 0]);

    const long = crypto.randomBytes(3000).toString('base64');
    for (let i = 0; i < 2; i++) await insert(long);
    await database.pool.query(`INSERT INTO documents (site_id, cls, id, doc) VALUES ('s1', 'Tag', 'dec2', '{"v": 1.00}')`);
    await database.pool.query(`DELETE FROM documents WHERE id = 't0'`);
    expect([await count(long), await count(1), await count('a')]).toEqual([2, 3, 1]);
    // A property whose totals are not kept: no total, the caller counts the records.
    expect(await facetCount(database.pool, 's1', 'Tag', 'w', 'a', false)).toBeUndefined();
  });
});
