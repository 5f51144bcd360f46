// SQL of the super-admin tools: emptying a site and its undo, server-kept counters, and the reads of a site's
// records that the checks walk. Parameterised only, scoped by site.
import type { Queryable } from '../../storage/db.js';
import { idsByType } from '../../storage/documents.js';
import { Sql } from '../../storage/sql.js';

/** Records a batch of the site's tools reads or writes at most: each batch is its own statement and transaction. */
export const TOOL_BATCH = 500;

/** The id ending the batch of up to `limit` records of a type on the site after `afterId` (key order); undefined when fewer remain. */
async function siteBatchEnd(db: Queryable, siteId: string, cls: string, afterId: string, limit: number): Promise<string | undefined> {
  const { rows } = await db.query('SELECT id FROM documents WHERE site_id = $1 AND cls = $2 AND id > $3 ORDER BY id OFFSET $4 LIMIT 1', [
    siteId,
    cls,
    afterId,
    limit - 1,
  ]);
  return rows[0]?.id;
}

/**
 * Archives the live records of a batch of one type of the site (up to TOOL_BATCH keys after `afterId`), noting them
 * under the job for its undo; `last`: where the next batch starts, undefined at the end of the type.
 */
export async function archiveSiteBatch(
  db: Queryable,
  jobId: string,
  siteId: string,
  cls: string,
  afterId: string,
): Promise<{ n: number; last?: string }> {
  const last = await siteBatchEnd(db, siteId, cls, afterId, TOOL_BATCH);
  const { rows } = await db.query(
    `WITH archived AS (
       UPDATE documents SET archived = true, version = version + 1, updated_at = now()
       WHERE site_id = $1 AND cls = $2 AND id > $3 AND ($4::text IS NULL OR id <= $4) AND NOT archived RETURNING id),
     noted AS (INSERT INTO site_clears (job_id, site_id, cls, id) SELECT $5, $1, $2, id FROM archived ON CONFLICT DO NOTHING)
     SELECT count(*)::int AS n FROM archived`,
    [siteId, cls, afterId, last ?? null, jobId],
  );
  return { n: rows[0].n as number, ...(last !== undefined && { last }) };
}

/** Brings back a batch of what a run of "empty the site" archived (those still archived), in its list's key order after `after`. */
export async function restoreSiteClearBatch(
  db: Queryable,
  clearJobId: string,
  siteId: string,
  after: [cls: string, id: string],
): Promise<{ n: number; last?: [string, string] }> {
  const { rows: batch } = await db.query<{ cls: string; id: string }>(
    'SELECT cls, id FROM site_clears WHERE job_id = $1 AND site_id = $2 AND (cls, id) > ($3, $4) ORDER BY cls, id LIMIT $5',
    [clearJobId, siteId, after[0], after[1], TOOL_BATCH],
  );
  if (!batch.length) return { n: 0 };
  // One UPDATE per type, its type a parameter (as storage/documents.ts perTypeBranches reads): joined on the batch's
  // types, the statement was planned against every type's partition.
  const sql = new Sql();
  const site = sql.param(siteId);
  const updates = [...idsByType(batch)].map(
    ([cls, ids], i) => `r${i} AS (UPDATE documents SET archived = false, version = version + 1, updated_at = now()
      WHERE site_id = ${site} AND cls = ${sql.param(cls)} AND id = ANY(${sql.param(ids)}::text[]) AND archived RETURNING 1)`,
  );
  const counted = updates.map((_, i) => `(SELECT count(*) FROM r${i})`).join(' + ');
  const { rows } = await db.query(`WITH ${updates.join(', ')} SELECT (${counted})::int AS n`, sql.params);
  const last = batch[batch.length - 1];
  return { n: rows[0].n as number, ...(batch.length === TOOL_BATCH && { last: [last.cls, last.id] as [string, string] }) };
}

/**
 * Brings back up to TOOL_BATCH records of one type archived between the two dates (epoch seconds, both included),
 * found on the index of their last change; answers how many (fewer than TOOL_BATCH: none left). Restored, they leave
 * the condition: the next batch starts again from the index.
 */
export async function restoreArchivedBatch(db: Queryable, siteId: string, cls: string, beginTs: number, endTs: number): Promise<number> {
  const { rowCount } = await db.query(
    `WITH batch AS (
       SELECT id FROM documents WHERE site_id = $1 AND cls = $2 AND archived AND updated_at BETWEEN to_timestamp($3) AND to_timestamp($4)
       ORDER BY updated_at, id LIMIT $5 FOR UPDATE)
     UPDATE documents d SET archived = false, version = d.version + 1, updated_at = now()
     FROM batch WHERE d.site_id = $1 AND d.cls = $2 AND d.id = batch.id`,
    [siteId, cls, beginTs, endTs, TOOL_BATCH],
  );
  return rowCount ?? 0;
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
       AND d.site_id = t.site_id AND d.cls = ANY($4) AND d.cls = t.cls AND d.id = t.id
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

/**
 * The live records of a batch of one type of the site (up to TOOL_BATCH keys after `afterId`) whose JSON holds one of
 * these ids as a string (candidates for a reference rewrite); `last`: where the next batch starts, undefined at the end.
 */
export async function docsMentioningBatch(
  db: Queryable,
  siteId: string,
  cls: string,
  ids: string[],
  afterId: string,
): Promise<{ docs: SiteDoc[]; last?: string }> {
  const last = await siteBatchEnd(db, siteId, cls, afterId, TOOL_BATCH);
  const patterns = ids.map((id) => `%${JSON.stringify(id).replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const { rows } = await db.query(
    `SELECT cls, id, doc FROM documents WHERE site_id = $1 AND cls = $2 AND id > $3 AND ($4::text IS NULL OR id <= $4) AND NOT archived
     AND doc::text LIKE ANY($5) ORDER BY id`,
    [siteId, cls, afterId, last ?? null, patterns],
  );
  return { docs: rows as SiteDoc[], ...(last !== undefined && { last }) };
}

/** Live records per type of a site (the collections list of the tools page), from the kept totals: no scan of the site. */
export async function liveCounts(db: Queryable, siteId: string): Promise<Map<string, number>> {
  const { rows } = await db.query<{ cls: string; n: number }>('SELECT cls, n::int AS n FROM collection_counts WHERE site_id = $1 AND NOT archived', [
    siteId,
  ]);
  return new Map(rows.map((r) => [r.cls, r.n]));
}
