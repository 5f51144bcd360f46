// Exact per-value totals of filterable enum and bool properties (migrations 002 and 030), so "key = value" counts are O(1).
// Keyed on a hash of the value (facet_value_hash): a value of any length has its total.
import { AppError } from '../errors.js';
import type { Queryable } from './db.js';
import { prepared } from './preparedStatements.js';
import { Sql } from './sql.js';
import { isBusyFailure, type ShapeSession } from './shapeChanges.js';

export interface FacetKey {
  cls: string;
  key: string;
}
export interface FacetFailure {
  facet: FacetKey;
  /** PostgreSQL's error code and text, for the log. */
  code?: string;
  message: string;
}

const facetId = (f: FacetKey) => `${f.cls}/${f.key}`;

/**
 * Keeps the totals of the given keys, computed from the stored records for a new one. One transaction per key, with
 * the writers of that type alone waiting while its totals are counted (its partition locked): a save of another type
 * never waits, and no record is counted twice or missed. A key whose totals cannot be computed is returned, not thrown,
 * and leaves the others kept; a busy database is retried, then thrown as BUSY.
 */
export async function addFacetKeys(s: ShapeSession, facets: FacetKey[]): Promise<FacetFailure[]> {
  const existing = new Set(((await s.retry(() => s.client.query('SELECT cls, key FROM facet_keys'))).rows as FacetKey[]).map(facetId));
  const failures: FacetFailure[] = [];
  for (const f of facets.filter((f) => !existing.has(facetId(f)))) {
    await s
      .transaction(async (db) => {
        const partition = (
          await db.query('SELECT COALESCE(to_regclass(documents_partition_name($1)), $2::regclass) AS t', [f.cls, 'documents_default'])
        ).rows[0].t as string;
        await db.query(`LOCK TABLE ${partition} IN SHARE MODE`);
        await db.query('INSERT INTO facet_keys (cls, key) VALUES ($1, $2) ON CONFLICT DO NOTHING', [f.cls, f.key]);
        await rebuildFacetCounts(db, f.cls, f.key);
      })
      .catch((err: Error & { code?: string }) => {
        if (isBusyFailure(err) || err instanceof AppError) throw err;
        failures.push({ facet: f, code: err.code, message: err.message });
      });
  }
  return failures;
}

/**
 * Stops keeping the totals of keys no schema asks for any more; `wanted`: the whole catalogue's list. No lock: a
 * write that still counts a dropped key leaves rows nobody reads, and a key asked for again is counted afresh.
 */
export async function dropUnusedFacetKeys(s: ShapeSession, wanted: FacetKey[]): Promise<void> {
  const wantedIds = new Set(wanted.map(facetId));
  const unused = ((await s.retry(() => s.client.query('SELECT cls, key FROM facet_keys'))).rows as FacetKey[]).filter(
    (f) => !wantedIds.has(facetId(f)),
  );
  if (!unused.length) return;
  await s.transaction(async (db) => {
    for (const f of unused) {
      await db.query('DELETE FROM facet_keys WHERE cls = $1 AND key = $2', [f.cls, f.key]);
      await db.query('DELETE FROM facet_counts WHERE cls = $1 AND key = $2', [f.cls, f.key]);
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

/**
 * The kept total of one value as a scalar subquery of `sql`'s statement: NULL when the property's totals are not kept
 * (their build was skipped), so that a list reads its page and its total in one statement (storage/documents.ts).
 */
export function facetCountSql(sql: Sql, siteId: string, cls: string, key: string, value: unknown, archived: boolean): string {
  const [s, c, k, v, a] = [sql.param(siteId), sql.param(cls), sql.param(key), sql.param(JSON.stringify(value)), sql.param(archived)];
  return `(SELECT coalesce((SELECT n FROM facet_counts
      WHERE site_id = ${s} AND cls = ${c} AND key = ${k} AND value_hash = facet_value_hash(${v}::jsonb) AND archived = ${a}), 0)
    FROM facet_keys WHERE cls = ${c} AND key = ${k})`;
}

/** The kept total of one value; undefined when the property's totals are not kept (their build was skipped). */
export async function facetCount(
  db: Queryable,
  siteId: string,
  cls: string,
  key: string,
  value: unknown,
  archived: boolean,
): Promise<number | undefined> {
  const sql = new Sql();
  const res = await db.query(prepared(`SELECT ${facetCountSql(sql, siteId, cls, key, value, archived)} AS n`, sql.params));
  return res.rows[0].n === null ? undefined : Number(res.rows[0].n);
}
