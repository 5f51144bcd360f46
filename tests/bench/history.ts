// The records' history at volume (issue 22 §1): BENCH_HISTORY_RECORDS records (1,000,000 by default) of a typical
// text content (~1 KB: title, summary, a rich-text body, tags), each written 10 times (its creation and 9 saves of a
// field or two), every version kept by the storage's triggers (migration 036). Measures the versions' table and
// index sizes against the live documents', and what the triggers add to a write.
import { createPool, inTransaction } from '../../server/storage/db.js';
import { readEmbeddedUrl } from '../../server/storage/embeddedPostgres.js';
import { startServer } from '../support/startServer.js';

export const HISTORY_RECORDS = Number(process.env.BENCH_HISTORY_RECORDS ?? 1_000_000);
export const VERSIONS = 10;
const SITE = 'bench-history';
const BATCH = 50_000;
export const BULK_ROWS = Math.min(20_000, HISTORY_RECORDS);

export interface HistoryBench {
  records: number;
  versions: number;
  documentsMb: number;
  versionsMb: number;
  bytesPerVersion: number;
  /** A save of one record through storage, with and without the triggers (ms, median of 500). */
  saveMs: { with: number; without: number };
  /** One UPDATE statement of BULK_ROWS records, with and without the versions trigger (s). */
  bulkUpdateSeconds: { with: number; without: number };
  loadSeconds: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function runHistoryBench(): Promise<HistoryBench> {
  const server = await startServer({ SEED_DEMO: '0' });
  const pool = createPool(readEmbeddedUrl(server.dataDir)!);
  try {
    const started = performance.now();
    for (let from = 1; from <= HISTORY_RECORDS; from += BATCH) {
      const to = Math.min(from + BATCH - 1, HISTORY_RECORDS);
      await inTransaction(pool, async (db) => {
        await db.query('SET LOCAL statement_timeout = 0');
        await db.query(
          `INSERT INTO documents (site_id, cls, id, doc)
          SELECT $1, 'TextContent', 'tc-' || i, jsonb_build_object(
            'label', 'Article n° ' || i || ' sur la politique culturelle de la ville',
            'summary', repeat('Un résumé de l''article qui tient en quelques phrases. ', 3),
            'body', jsonb_build_object('html', '<p>' || repeat('Le corps de l''article, un paragraphe de texte courant. ', 12) || '</p>'),
            'tags', jsonb_build_array(jsonb_build_object('_id', 'tag-' || (i % 50), '_cls', 'Tag', '_isRef', true)),
            'publishTs', 1700000000 + i, 'isPremium', i % 7 = 0)
          FROM generate_series($2::int, $3::int) i`,
          [SITE, from, to],
        );
        // 9 saves: a title, a summary or a flag changed each time, as editors do.
        for (let v = 2; v <= VERSIONS; v++) {
          await db.query(
            `UPDATE documents SET doc = doc || jsonb_build_object(CASE $4::int % 3 WHEN 0 THEN 'label' WHEN 1 THEN 'summary' ELSE 'isPremium' END,
              CASE $4::int % 3 WHEN 2 THEN to_jsonb($4::int % 2 = 0) ELSE to_jsonb((doc->>'label') || ' (v' || $4::int || ')') END),
              version = version + 1, updated_at = now()
            WHERE site_id = $1 AND cls = 'TextContent' AND id IN (SELECT 'tc-' || i FROM generate_series($2::int, $3::int) i)`,
            [SITE, from, to, v],
          );
        }
      });
    }
    const loadSeconds = (performance.now() - started) / 1000;
    await pool.query('VACUUM ANALYZE record_versions');
    const size = async (sql: string, params: unknown[] = []) => Number((await pool.query(sql, params)).rows[0].n);
    const versions = await size(`SELECT count(*) AS n FROM record_versions WHERE site_id = $1`, [SITE]);
    const versionsBytes = await size(`SELECT pg_total_relation_size('record_versions') AS n`);
    const documentsBytes = await size(
      `SELECT sum(pg_total_relation_size(c.oid)) AS n FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'documents'::regclass AND c.relname = documents_partition_name('TextContent')`,
    );
    const save = async () => {
      const times: number[] = [];
      for (let k = 0; k < 500; k++) {
        const id = `tc-${1 + Math.floor(Math.random() * HISTORY_RECORDS)}`;
        const t = performance.now();
        await pool.query(
          `UPDATE documents SET doc = jsonb_set(doc, '{label}', to_jsonb($3::text)), version = version + 1 WHERE site_id = $1 AND cls = 'TextContent' AND id = $2`,
          [SITE, id, `Titre ${k}`],
        );
        times.push(performance.now() - t);
      }
      return median(times);
    };
    const withTriggers = await save();
    // A set-based update of many records (a tool's or a bulk change's), which cost n² before migration 040.
    const bulkUpdate = async (round: number) => {
      const t = performance.now();
      await inTransaction(pool, async (db) => {
        await db.query('SET LOCAL statement_timeout = 0');
        await db.query(
          `UPDATE documents SET doc = doc || jsonb_build_object('isPremium', $3::int % 2 = 0, 'label', (doc->>'label') || ' (lot ' || $3::int || ')'),
            version = version + 1, updated_at = now()
          WHERE site_id = $1 AND cls = 'TextContent' AND id IN (SELECT 'tc-' || i FROM generate_series(1, $2::int) i)`,
          [SITE, BULK_ROWS, round],
        );
      });
      return (performance.now() - t) / 1000;
    };
    const bulkWith = await bulkUpdate(1);
    await pool.query('ALTER TABLE documents DISABLE TRIGGER documents_versions_update');
    const withoutTriggers = await save();
    const bulkWithout = await bulkUpdate(2);
    await pool.query('ALTER TABLE documents ENABLE TRIGGER documents_versions_update');
    return {
      records: HISTORY_RECORDS,
      versions,
      documentsMb: documentsBytes / 1024 / 1024,
      versionsMb: versionsBytes / 1024 / 1024,
      bytesPerVersion: versionsBytes / versions,
      saveMs: { with: withTriggers, without: withoutTriggers },
      bulkUpdateSeconds: { with: bulkWith, without: bulkWithout },
      loadSeconds,
    };
  } finally {
    await pool.end();
    await server.stop();
  }
}
