// Exact per-value totals of filterable enum and bool properties (migration 002), so "key = value" counts are O(1).
import type pg from 'pg';
import { inTransaction, type Queryable } from './db.js';

export interface FacetKey {
  cls: string;
  key: string;
}

/** Makes facet_keys match the schemas; a new key gets its totals computed from the stored records. */
export async function syncFacetKeys(pool: pg.Pool, wanted: FacetKey[]): Promise<void> {
  const id = (f: FacetKey) => `${f.cls}/${f.key}`;
  const existing = (await pool.query('SELECT cls, key FROM facet_keys')).rows as FacetKey[];
  const wantedIds = new Set(wanted.map(id));
  const existingIds = new Set(existing.map(id));
  const removed = existing.filter((f) => !wantedIds.has(id(f)));
  const added = wanted.filter((f) => !existingIds.has(id(f)));
  if (!removed.length && !added.length) return;
  await inTransaction(pool, async (db) => {
    await db.query('SET LOCAL statement_timeout = 0');
    // Writers wait while totals are rebuilt, so no record is counted twice or missed.
    await db.query('LOCK TABLE documents IN SHARE MODE');
    for (const f of removed) {
      await db.query('DELETE FROM facet_keys WHERE cls = $1 AND key = $2', [f.cls, f.key]);
      await db.query('DELETE FROM facet_counts WHERE cls = $1 AND key = $2', [f.cls, f.key]);
    }
    for (const f of added) {
      await db.query('INSERT INTO facet_keys (cls, key) VALUES ($1, $2) ON CONFLICT DO NOTHING', [f.cls, f.key]);
      await rebuildFacetCounts(db, f.cls, f.key);
    }
  });
}

export async function rebuildFacetCounts(db: Queryable, cls: string, key: string, siteId?: string): Promise<void> {
  await db.query('DELETE FROM facet_counts WHERE cls = $1 AND key = $2 AND ($3::text IS NULL OR site_id = $3)', [cls, key, siteId ?? null]);
  await db.query(
    `INSERT INTO facet_counts (site_id, cls, key, value, archived, n)
    SELECT site_id, cls, $2, COALESCE(doc -> $2, 'null'::jsonb), archived, count(*) FROM documents
    WHERE cls = $1 AND ($3::text IS NULL OR site_id = $3) GROUP BY site_id, cls, COALESCE(doc -> $2, 'null'::jsonb), archived`,
    [cls, key, siteId ?? null],
  );
}

export async function facetCount(db: Queryable, siteId: string, cls: string, key: string, value: unknown, archived: boolean): Promise<number> {
  const res = await db.query('SELECT n FROM facet_counts WHERE site_id = $1 AND cls = $2 AND key = $3 AND value = $4::jsonb AND archived = $5', [
    siteId,
    cls,
    key,
    JSON.stringify(value),
    archived,
  ]);
  return Number(res.rows[0]?.n ?? 0);
}
