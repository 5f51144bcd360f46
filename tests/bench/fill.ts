// Fills one collection with generated records in a few set-based statements (the bench's data, not a test).
import type pg from 'pg';
import { rebuildFacetCounts } from '../../server/storage/facets.js';

const WORDS = [
  'politique',
  'culture',
  'économie',
  'sport',
  'science',
  'cinéma',
  'musique',
  'europe',
  'climat',
  'santé',
  'éducation',
  'justice',
  'numérique',
  'agriculture',
  'transport',
  'énergie',
  'littérature',
  'théâtre',
  'histoire',
  'société',
];

/** Distinct rare words of a fill of `count` records: each is in about 1,000 of them, whatever the size. */
export const rareWords = (count: number) => Math.max(1, Math.round(count / 1000));
/** The i-th rare word a bench asks for among a fill of `count` records. */
export const rareWord = (i: number, count: number) => `mot${(100 + i * 37) % rareWords(count)}`;

/** `from`: the first record's number (a fill stopped after its batch `from - 1` goes on from there). */
export async function fillCollection(pool: pg.Pool, siteId: string, cls: string, count: number, from = 1): Promise<void> {
  const db = await pool.connect();
  await db.query('SET statement_timeout = 0');
  // The totals' trigger off for the bulk load; the totals they keep are rebuilt once at the end.
  await db.query('ALTER TABLE documents DISABLE TRIGGER documents_totals_insert');
  try {
    const batch = 100_000;
    for (let start = from; start <= count; start += batch) {
      const end = Math.min(count, start + batch - 1);
      // Each record: a label with a rare token (mot{g % rareWords}) and two common words, a status, a publish date.
      await db.query(
        `
        WITH g AS (
          SELECT g, $3::text[] AS words FROM generate_series($1::int, $2::int) g
        ), r AS (
          SELECT g, 'Article ' || g || ' ' || words[1 + g % 20] || ' ' || words[1 + (g / 20) % 20] || ' mot' || (g % $6) AS label,
                 (ARRAY['prepub','published','archived'])[1 + g % 3] AS status
          FROM g
        )
        INSERT INTO documents (site_id, cls, id, doc, search, search_text, created_at, updated_at)
        SELECT $4, $5, 'bench-' || g,
          jsonb_build_object('label', label, 'status', status, 'publishTs', 1600000000 + g::bigint * 60, 'chapo', 'Chapô de ' || label),
          setweight(to_tsvector('french_unaccent', label), 'A'),
          lower(immutable_unaccent('bench-' || g || ' ' || label)),
          timestamptz '2020-01-01' + g * interval '1 minute',
          timestamptz '2020-01-01' + g * interval '1 minute'
        FROM r`,
        [start, end, WORDS, siteId, cls, rareWords(count)],
      );
      process.stdout.write(`\r  ${end.toLocaleString('fr-FR')} / ${count.toLocaleString('fr-FR')} enregistrements`);
    }
    process.stdout.write('\n');
  } finally {
    await db.query('ALTER TABLE documents ENABLE TRIGGER documents_totals_insert');
  }
  for (const { key } of (await db.query('SELECT key FROM facet_keys WHERE cls = $1', [cls])).rows) {
    await rebuildFacetCounts(db, cls, key, siteId);
  }
  await db.query(
    `INSERT INTO collection_counts (site_id, cls, archived, n)
    SELECT site_id, cls, archived, count(*) FROM documents WHERE site_id = $1 AND cls = $2 GROUP BY site_id, cls, archived
    ON CONFLICT (site_id, cls, archived) DO UPDATE SET n = excluded.n`,
    [siteId, cls],
  );
  await db.query('VACUUM ANALYZE documents');
  db.release();
}
