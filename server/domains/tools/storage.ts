// SQL of the super-admin tools: emptying a site and its undo, server-kept counters, and the reads of a site's
// records that the checks walk. Parameterised only, scoped by site.
import type { Queryable } from '../../storage/db.js';

/** Archives every live record of those types on the site, noting them under the job for its undo. */
export async function archiveSite(db: Queryable, jobId: string, siteId: string, types: string[]): Promise<Record<string, number>> {
  const { rows } = await db.query(
    `WITH archived AS (
       UPDATE documents SET archived = true, version = version + 1, updated_at = now()
       WHERE site_id = $1 AND cls = ANY($2) AND NOT archived RETURNING cls, id),
     noted AS (INSERT INTO site_clears (job_id, site_id, cls, id) SELECT $3, $1, cls, id FROM archived ON CONFLICT DO NOTHING)
     SELECT cls, count(*)::int AS n FROM archived GROUP BY cls`,
    [siteId, types, jobId],
  );
  return Object.fromEntries(rows.map((r) => [r.cls as string, r.n as number]));
}

/** Brings back what a run of "empty the site" archived (those still archived). */
export async function restoreSiteClear(db: Queryable, clearJobId: string, siteId: string): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE documents d SET archived = false, version = d.version + 1, updated_at = now()
     FROM site_clears c WHERE c.job_id = $1 AND c.site_id = $2 AND d.site_id = c.site_id AND d.cls = c.cls AND d.id = c.id AND d.archived`,
    [clearJobId, siteId],
  );
  return rowCount ?? 0;
}

/** Brings back the records of those types archived between the two dates (epoch seconds, both included). */
export async function restoreArchivedBetween(
  db: Queryable,
  siteId: string,
  types: string[],
  beginTs: number,
  endTs: number,
): Promise<Record<string, number>> {
  const { rows } = await db.query(
    `WITH restored AS (
       UPDATE documents SET archived = false, version = version + 1, updated_at = now()
       WHERE site_id = $1 AND cls = ANY($2) AND archived AND updated_at BETWEEN to_timestamp($3) AND to_timestamp($4) RETURNING cls)
     SELECT cls, count(*)::int AS n FROM restored GROUP BY cls`,
    [siteId, types, beginTs, endTs],
  );
  return Object.fromEntries(rows.map((r) => [r.cls as string, r.n as number]));
}

export async function siteClearSize(db: Queryable, clearJobId: string, siteId: string): Promise<number> {
  const { rows } = await db.query('SELECT count(*)::int AS n FROM site_clears WHERE job_id = $1 AND site_id = $2', [clearJobId, siteId]);
  return rows[0].n as number;
}

export interface ReferenceCount {
  siteId: string;
  /** The records counted, and their reference to what they count for. */
  source: string;
  refKey: string;
  /** The types pointed at, whose `_stats.{stat}` is set. */
  targets: string[];
  stat: string;
  /** Only the source records in this status. */
  sourceStatus?: string;
  /** Adds up this number of each source record instead of counting the records. */
  sumKey?: string;
}

/**
 * Sets `_stats.{stat}` on the live records of `targets` to the number of live `source` records whose `refKey`
 * reference points at them (or the sum of their `sumKey`). Answers how many records changed.
 */
export async function rebuildReferenceCounts(db: Queryable, q: ReferenceCount): Promise<number> {
  const { rowCount } = await db.query(
    `WITH counts AS (
       SELECT doc->$3->>'_cls' AS cls, doc->$3->>'_id' AS id,
         sum(CASE WHEN $7::text IS NULL THEN 1 WHEN jsonb_typeof(doc->$7) = 'number' THEN greatest((doc->>$7)::numeric, 0) ELSE 0 END)::bigint AS n
       FROM documents
       WHERE site_id = $1 AND cls = $2 AND NOT archived AND ($6::text IS NULL OR doc->>'status' = $6) GROUP BY 1, 2)
     UPDATE documents d
     SET doc = jsonb_set(d.doc, '{_stats}', coalesce(d.doc->'_stats', '{}'::jsonb) || jsonb_build_object($5::text, coalesce(c.n, 0))),
         version = d.version + 1
     FROM documents t LEFT JOIN counts c ON c.cls = t.cls AND c.id = t.id
     WHERE t.site_id = $1 AND t.cls = ANY($4) AND NOT t.archived
       AND d.site_id = t.site_id AND d.cls = t.cls AND d.id = t.id
       AND (d.doc->'_stats'->$5) IS DISTINCT FROM to_jsonb(coalesce(c.n, 0))`,
    [q.siteId, q.source, q.refKey, q.targets, q.stat, q.sourceStatus ?? null, q.sumKey ?? null],
  );
  return rowCount ?? 0;
}

export interface SiteDoc {
  cls: string;
  id: string;
  doc: Record<string, unknown>;
}

/** The live records of one type of a site, a page at a time in id order (the checks walk whole sites). */
export async function siteDocsPage(db: Queryable, siteId: string, cls: string, afterId: string, limit: number, prefix?: string): Promise<SiteDoc[]> {
  const { rows } = await db.query(
    `SELECT cls, id, doc FROM documents WHERE site_id = $1 AND cls = $2 AND NOT archived AND id > $3
     AND ($5::text IS NULL OR starts_with(id, $5)) ORDER BY id LIMIT $4`,
    [siteId, cls, afterId, limit, prefix ?? null],
  );
  return rows as SiteDoc[];
}

/** Ids of one type that differ only by case (the console and the front treat them as one). */
export async function caseDuplicateIds(db: Queryable, siteId: string, types: string[]): Promise<{ cls: string; ids: string[] }[]> {
  const { rows } = await db.query(
    `SELECT cls, array_agg(id ORDER BY id) AS ids FROM documents WHERE site_id = $1 AND cls = ANY($2) AND NOT archived
     GROUP BY cls, lower(id) HAVING count(*) > 1 LIMIT 500`,
    [siteId, types],
  );
  return rows as { cls: string; ids: string[] }[];
}

/** Live records of the site whose JSON holds one of these ids as a string (candidates for a reference rewrite). */
export async function docsMentioning(db: Queryable, siteId: string, ids: string[], limit: number): Promise<SiteDoc[]> {
  if (!ids.length) return [];
  const patterns = ids.map((id) => `%${JSON.stringify(id).replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const { rows } = await db.query(
    `SELECT cls, id, doc FROM documents WHERE site_id = $1 AND NOT archived AND doc::text LIKE ANY($2) ORDER BY cls, id LIMIT $3`,
    [siteId, patterns, limit],
  );
  return rows as SiteDoc[];
}

/** Live records per type of a site (the collections list of the tools page). */
export async function liveCounts(db: Queryable, siteId: string): Promise<Map<string, number>> {
  const { rows } = await db.query('SELECT cls, count(*)::int AS n FROM documents WHERE site_id = $1 AND NOT archived GROUP BY cls', [siteId]);
  return new Map(rows.map((r) => [r.cls as string, r.n as number]));
}
