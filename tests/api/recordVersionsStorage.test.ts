// The versions kept by storage, on a bare database. Set-based writes of many records in one statement (a tool's change,
// emptying a site, a bulk load): each record keeps its version and the totals stay exact. Before migration 040 the totals' row triggers made such a statement cost n²
// (20,000 inserted records: 144 s), so this suite did not finish within its time; it asserts the results, the bench
// (tests/bench/history.ts) the times.
import { describe, expect, it } from 'vitest';
import { migrate } from '../../server/storage/migrate.js';
import { keepBaseline, listVersions } from '../../server/storage/recordVersions.js';
import { useEmbeddedDatabase } from '../support/embeddedDatabase.js';

const SITE = 'bulk';
const ROWS = 20_000;
const STATUSES = ['draft', 'published', 'archived'];

describe('versions kept by storage', () => {
  const database = useEmbeddedDatabase('console-bulk-');
  const q = async (sql: string, params: unknown[] = []) => (await database.pool.query(sql, params)).rows;
  /** A bulk statement gets a minute (the pool's limit is a request's 15 s); the n² totals took 144 s for the insert. */
  const bulk = async (sql: string, params: unknown[]) => {
    const db = await database.pool.connect();
    try {
      await db.query("SET statement_timeout = '60s'");
      await db.query(sql, params);
    } finally {
      await db.query('RESET statement_timeout');
      db.release();
    }
  };

  /** The kept totals and the ones recomputed from the rows: they must be equal. */
  const totals = async () => ({
    kept: {
      counts: await q(`SELECT archived, n::int FROM collection_counts WHERE site_id = $1 AND cls = 'Bulk' AND n <> 0 ORDER BY archived`, [SITE]),
      facets: await q(
        `SELECT value, archived, n::int FROM facet_counts WHERE site_id = $1 AND cls = 'Bulk' AND key = 'status' AND n <> 0 ORDER BY value, archived`,
        [SITE],
      ),
    },
    computed: {
      counts: await q(`SELECT archived, count(*)::int AS n FROM documents WHERE site_id = $1 AND cls = 'Bulk' GROUP BY archived ORDER BY archived`, [
        SITE,
      ]),
      facets: await q(
        `SELECT doc -> 'status' AS value, archived, count(*)::int AS n FROM documents WHERE site_id = $1 AND cls = 'Bulk'
        GROUP BY 1, 2 ORDER BY 1, 2`,
        [SITE],
      ),
    },
  });
  const actions = async () =>
    Object.fromEntries(
      (await q(`SELECT action, count(*)::int AS n FROM record_versions WHERE site_id = $1 AND cls = 'Bulk' GROUP BY action`, [SITE])).map((r) => [
        r.action,
        r.n,
      ]),
    );

  it('keeps one version per record and exact totals through an insert, an update and a delete of them all', { timeout: 240_000 }, async () => {
    await migrate(database.pool);
    await q(`INSERT INTO facet_keys (cls, key) VALUES ('Bulk', 'status')`);

    await bulk(
      `INSERT INTO documents (site_id, cls, id, doc) SELECT $1, 'Bulk', 'b-' || i, jsonb_build_object('label', 'Lot ' || i, 'status', ($3::text[])[1 + i % 3])
      FROM generate_series(1, $2::int) i`,
      [SITE, ROWS, STATUSES],
    );
    let t = await totals();
    expect(t.kept).toEqual(t.computed);
    expect(t.kept.counts).toEqual([{ archived: false, n: ROWS }]);
    expect(await actions()).toEqual({ create: ROWS });

    // Every record changes status; a third of them is archived in the same statement.
    await bulk(
      `UPDATE documents SET doc = doc || jsonb_build_object('status', ($2::text[])[1 + (substr(id, 3)::int + 1) % 3]),
        archived = substr(id, 3)::int % 3 = 0, version = version + 1 WHERE site_id = $1 AND cls = 'Bulk'`,
      [SITE, STATUSES],
    );
    t = await totals();
    expect(t.kept).toEqual(t.computed);
    expect(t.kept.counts).toEqual([
      { archived: false, n: ROWS - Math.floor(ROWS / 3) },
      { archived: true, n: Math.floor(ROWS / 3) },
    ]);
    expect(await actions()).toEqual({ create: ROWS, update: ROWS - Math.floor(ROWS / 3), archive: Math.floor(ROWS / 3) });

    // A statement that moves no record to another total writes none, and its versions are still kept.
    await bulk(`UPDATE documents SET doc = doc || '{"note": "vu"}', version = version + 1 WHERE site_id = $1 AND cls = 'Bulk'`, [SITE]);
    expect((await totals()).kept).toEqual(t.kept);
    expect((await actions()).update).toBe(2 * ROWS - Math.floor(ROWS / 3));

    await bulk(`DELETE FROM documents WHERE site_id = $1 AND cls = 'Bulk'`, [SITE]);
    t = await totals();
    expect(t.kept).toEqual({ counts: [], facets: [] });
    expect(t.computed).toEqual({ counts: [], facets: [] });
    // Deleted records keep their history.
    expect((await q(`SELECT count(*)::int AS n FROM record_versions WHERE site_id = $1`, [SITE]))[0].n).toBe(3 * ROWS);
  });

  it('keeps the current state of a record written before the versions as its first version, once', async () => {
    const key = { siteId: SITE, cls: 'Ancien', id: 'a1' };
    // As before migration 036: the record without any version.
    await q('ALTER TABLE documents DISABLE TRIGGER documents_versions_insert');
    await q(
      `INSERT INTO documents (site_id, cls, id, doc, version, updated_at) VALUES ($1, 'Ancien', 'a1', '{"label": "Écrit avant"}', 4, '2025-01-02')`,
      [SITE],
    );
    await q('ALTER TABLE documents ENABLE TRIGGER documents_versions_insert');
    expect(await listVersions(database.pool, key, { limit: 10 })).toEqual([]);

    await Promise.all([keepBaseline(database.pool, key), keepBaseline(database.pool, key)]);
    await keepBaseline(database.pool, key);
    const [baseline, ...others] = await listVersions(database.pool, key, { limit: 10 });
    expect(others).toEqual([]);
    expect(baseline).toMatchObject({ version: 4, action: 'baseline', via: 'system', changed: [], at: new Date('2025-01-02') });

    await q(`UPDATE documents SET doc = '{"label": "Écrit après"}', version = 5 WHERE site_id = $1 AND cls = 'Ancien'`, [SITE]);
    const versions = await listVersions(database.pool, key, { limit: 10 });
    expect(versions.map((v) => [v.version, v.action, v.changed])).toEqual([
      [5, 'update', ['label']],
      [4, 'baseline', []],
    ]);
  });
});
