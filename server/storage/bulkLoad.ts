// Set-based loads of many records: the triggers that keep the totals (collection_counts, facet_counts, migration 040)
// and forget cached sales days (row by row) are off during the load; the totals of the loaded sites are rebuilt once
// and their cached sales days dropped. The versions trigger (036) stays on: a loaded record has its first version.
import type { Queryable } from './db.js';
import { rebuildFacetCounts } from './facets.js';

const LOAD_TRIGGERS = ['documents_totals_insert', 'stats_sales_insert'];

/**
 * Runs `load` inside the caller's transaction (ALTER TABLE locks documents until it ends: for first-start seeding
 * and offline loads, not for a serving database), then rebuilds the totals of `siteIds`.
 */
export async function withTotalsRebuilt<T>(db: Queryable, siteIds: string[], load: () => Promise<T>): Promise<T> {
  // A large DEMO_VOLUME writes more rows in one statement than a request is allowed to take.
  await db.query('SET LOCAL statement_timeout = 0');
  for (const trigger of LOAD_TRIGGERS) await db.query(`ALTER TABLE documents DISABLE TRIGGER ${trigger}`);
  const result = await load();
  for (const trigger of LOAD_TRIGGERS) await db.query(`ALTER TABLE documents ENABLE TRIGGER ${trigger}`);
  await db.query(
    `INSERT INTO collection_counts (site_id, cls, archived, n)
    SELECT site_id, cls, archived, count(*) FROM documents WHERE site_id = ANY($1) GROUP BY site_id, cls, archived
    ON CONFLICT (site_id, cls, archived) DO UPDATE SET n = excluded.n`,
    [siteIds],
  );
  await db.query('DELETE FROM stats_sales_days WHERE site_id = ANY($1)', [siteIds]);
  const keys = (await db.query('SELECT cls, key FROM facet_keys ORDER BY cls, key')).rows as { cls: string; key: string }[];
  for (const siteId of siteIds) for (const { cls, key } of keys) await rebuildFacetCounts(db, cls, key, siteId);
  return result;
}
