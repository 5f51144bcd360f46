// The walks over a type's records (services/recordWalk.ts): the document upgrade, the search re-index and the link
// index read a type in batches by primary key, each batch statement reading at most its batch however few records
// need the work (one scan of a whole type of 1,000,000 current records hit the 15 s statement timeout at start), and
// a walk stopped midway (a restart, a lost worker, 'Annuler') resumes after its last batch.
import { beforeAll, describe, expect, it } from 'vitest';
import { useEmbeddedDatabase } from '../support/embeddedDatabase.js';
import { scanCountingPool } from '../support/scanCounter.js';
import type { DataSchema } from '../../model/metaSchema.js';
import { currentVersions } from '../../model/migrations/index.js';
import { migrate } from '../../server/storage/migrate.js';
import { ensurePartitions } from '../../server/storage/partitions.js';
import { insertDocument } from '../../server/storage/documentWrites.js';
import { setState } from '../../server/storage/appState.js';
import { upgradeStoredDocuments } from '../../server/services/documentMigrations.js';
import { reindexStaleSearch } from '../../server/services/searchReindex.js';
import { backfillLinks } from '../../server/services/linkIndex.js';
import { WALK_BATCH } from '../../server/services/recordWalk.js';
import { SchemaRegistry } from '../../server/services/schemaRegistry.js';

const RECORDS = 20_000;
const schema = {
  label: 'Articles',
  section: 'contents',
  propertiesList: [
    { key: 'label', type: 'string', searchable: true },
    { key: 'body', type: 'richtext' },
    { key: 'cover', type: 'file' },
  ],
} as unknown as DataSchema;

describe('walks over a type of 20,000 records', () => {
  const database = useEmbeddedDatabase('console-record-walks-');
  const count = async (where: string) =>
    (await database.pool.query(`SELECT count(*)::int AS n FROM documents WHERE cls = 'Article' AND ${where}`)).rows[0].n as number;
  /** Runs `walk` with a signal aborted once a quarter of the type is done; answers the progress it reported. */
  const stoppedAtAQuarter = async (walk: (opts: { signal: AbortSignal; progress: (f: number) => Promise<void> }) => Promise<unknown>) => {
    const controller = new AbortController();
    await expect(
      walk({
        signal: controller.signal,
        progress: async (fraction) => {
          if (fraction >= 0.25) controller.abort();
        },
      }),
    ).rejects.toThrow();
  };

  beforeAll(async () => {
    await migrate(database.pool);
    await ensurePartitions(database.pool, ['schema', 'Article']);
    await insertDocument(database.pool, 'global', 'schema', 'Article', schema as unknown as Record<string, unknown>, {
      weighted: ['', '', '', ''],
      plain: '',
    });
    // Every record current: stamped, its rich text in the current shape.
    await database.pool.query(
      `INSERT INTO documents (site_id, cls, id, doc, search_text)
      SELECT 's' || (i % 3), 'Article', 'a' || lpad(i::text, 6, '0'),
        jsonb_build_object('label', 'Article ' || i, 'body', jsonb_build_object('html', '<p>x</p>'), '_v', $1::jsonb), ''
      FROM generate_series(1, ${RECORDS}) i`,
      [JSON.stringify(currentVersions())],
    );
    await database.pool.query('ANALYZE documents');
  }, 120_000);

  it('reads at most a batch per statement, even when no record needs the work', { timeout: 240_000 }, async () => {
    const counting = scanCountingPool(database.pool);
    // The upgrade, with every record already current.
    await database.pool.query(`DELETE FROM app_state WHERE key LIKE 'documentVersions%'`);
    const upgraded = await upgradeStoredDocuments(counting.pool);
    // The link index, with no record changed since its last run.
    await setState(database.pool, 'recordLinks', { version: 1, since: new Date().toISOString() });
    const registry = new SchemaRegistry();
    await registry.load(database.pool);
    const linked = await backfillLinks(counting.pool, registry);
    // The re-index, every record to do.
    await setState(database.pool, 'searchFields', { Article: 'autre:0' });
    const reindexed = await reindexStaleSearch(counting.pool);

    const walks = counting.statements.filter((s) => /cls = \$1|d\.cls = \$1/.test(s.text));
    expect(walks.length).toBeGreaterThan((3 * RECORDS) / WALK_BATCH);
    const over = walks.filter((s) => s.scanned > WALK_BATCH);
    expect(over.map((s) => `${s.scanned} : ${s.text.slice(0, 160)}`)).toEqual([]);
    expect([upgraded, linked, reindexed]).toEqual([0, 0, RECORDS]);
  });

  it('indexes, after its first run, only the records changed since, reading only those', { timeout: 240_000 }, async () => {
    const registry = new SchemaRegistry();
    await registry.load(database.pool);
    await setState(database.pool, 'recordLinks', { version: 1, since: new Date().toISOString() });
    // Written as a bulk load does, past the records service: three records of three sites are given a cover.
    await database.pool.query(
      `UPDATE documents SET doc = doc || '{"cover": "/2026/12/couverture.jpg"}', updated_at = now()
      WHERE cls = 'Article' AND id IN ('a000001', 'a000002', 'a000003')`,
    );
    const counting = scanCountingPool(database.pool);
    expect(await backfillLinks(counting.pool, registry)).toBe(3);
    const linked = await database.pool.query(
      `SELECT from_id FROM record_links WHERE from_cls = 'Article' AND file_path = '/2026/12/couverture.jpg' ORDER BY from_id`,
    );
    expect(linked.rows.map((r) => r.from_id)).toEqual(['a000001', 'a000002', 'a000003']);
    // The type's 20,000 records are not read: only the three changed ones, found through the update index.
    expect(counting.statements.reduce((sum, s) => sum + s.scanned, 0)).toBeLessThan(20);
    expect(await backfillLinks(database.pool, registry)).toBe(0);
  });

  it('resumes the document upgrade where it stopped', { timeout: 240_000 }, async () => {
    // As an older version stored them: unstamped, the rich text a bare HTML string.
    await database.pool.query(`UPDATE documents SET doc = (doc - '_v') || '{"body": "<p>Ancien</p>"}' WHERE cls = 'Article'`);
    await database.pool.query(`DELETE FROM app_state WHERE key LIKE 'documentVersions%'`);
    await stoppedAtAQuarter((opts) => upgradeStoredDocuments(database.pool, opts));
    const first = await count(`doc ? '_v'`);
    expect(first).toBeGreaterThanOrEqual(RECORDS / 4);
    expect(first).toBeLessThan(RECORDS);

    const fractions: number[] = [];
    const second = await upgradeStoredDocuments(database.pool, { progress: async (f) => void fractions.push(f) });
    expect(second).toBe(RECORDS - first);
    // The bar goes on from where it was, not from 0: the resumed run walked only what was left.
    expect(fractions[0]).toBeGreaterThanOrEqual(first / RECORDS);
    expect(await count(`doc->'body' = '{"html": "<p>Ancien</p>"}' AND doc->'_v' = $$${JSON.stringify(currentVersions())}$$::jsonb`)).toBe(RECORDS);
    expect(await upgradeStoredDocuments(database.pool)).toBe(0);
  });

  it('resumes the search re-index where it stopped, each record indexed once', { timeout: 240_000 }, async () => {
    await database.pool.query(`UPDATE documents SET search_text = '' WHERE cls = 'Article'`);
    await setState(database.pool, 'searchFields', { Article: 'autre:0' });
    await stoppedAtAQuarter((opts) => reindexStaleSearch(database.pool, opts));
    const first = await count(`search_text <> ''`);
    expect(first).toBeGreaterThanOrEqual(RECORDS / 4);
    expect(first).toBeLessThan(RECORDS);

    expect(await reindexStaleSearch(database.pool)).toBe(RECORDS - first);
    expect(await count(`search_text LIKE '%article%'`)).toBe(RECORDS);
    expect(await reindexStaleSearch(database.pool)).toBe(0);
  });
});
