// A type's records in batches by primary key (site_id, cls, id): how the walks over a type (services/recordWalk.ts:
// the document upgrade, the search re-index, the link index) find and read their batches.
import type { Queryable } from './db.js';
import { Sql } from './sql.js';

export interface DocumentBatchRow {
  siteId: string;
  id: string;
  doc: Record<string, unknown>;
}

const toBatchRow = (r: { site_id: string; id: string; doc: Record<string, unknown> }): DocumentBatchRow => ({
  siteId: r.site_id,
  id: r.id,
  doc: r.doc,
});

/** A record's place in its type's primary key (site_id, id): where a walk over the type stands. */
export type RecordKey = [siteId: string, id: string];

/** Records of a type on every site, archived ones too, from the kept totals: the size of a walk over the type. */
export async function typeSize(db: Queryable, cls: string): Promise<number> {
  return Number((await db.query('SELECT coalesce(sum(n), 0) AS n FROM collection_counts WHERE cls = $1', [cls])).rows[0].n);
}

/**
 * The end of the batch of up to `limit` keys of a type after `after`: the `limit`-th key, found by reading that many
 * entries of the primary key, whatever the records hold; undefined when fewer remain (the batch runs to the end).
 * Walks find their batches with it and apply their own condition to the batch, never use it to find one: a condition
 * that no record meets (none stale among 1,000,000) otherwise makes one statement read the whole type.
 */
export async function keyBatchEnd(db: Queryable, cls: string, after: RecordKey, limit: number): Promise<RecordKey | undefined> {
  const res = await db.query(
    `SELECT site_id, id FROM documents WHERE cls = $1 AND (site_id, cls, id) > ($2, $1, $3)
    ORDER BY site_id, cls, id OFFSET $4 LIMIT 1`,
    [cls, after[0], after[1], limit - 1],
  );
  return res.rows[0] && [res.rows[0].site_id, res.rows[0].id];
}

/** The SQL condition "key in (after, end]" for documents of `cls`, end open when undefined. */
export function inKeyBatch(sql: Sql, cls: string, after: RecordKey, end: RecordKey | undefined): string {
  const c = sql.param(cls);
  const from = `(site_id, cls, id) > (${sql.param(after[0])}, ${c}, ${sql.param(after[1])})`;
  return `cls = ${c} AND ${from}${end ? ` AND (site_id, cls, id) <= (${sql.param(end[0])}, ${c}, ${sql.param(end[1])})` : ''}`;
}

/**
 * The records of the next batch of a type (keyBatchEnd), share-locked, so that a
 * write under way (which holds its row for update) commits first and what a backfill derives from it (its links, its
 * search columns) does not overwrite the write's own with older ones. `last`: where the next batch starts, undefined
 * at the end.
 */
export async function lockDocumentBatch(
  db: Queryable,
  cls: string,
  after: RecordKey,
  limit: number,
): Promise<{ rows: DocumentBatchRow[]; last?: RecordKey }> {
  const last = await keyBatchEnd(db, cls, after, limit);
  const sql = new Sql();
  const res = await db.query(
    `SELECT site_id, id, doc FROM documents WHERE ${inKeyBatch(sql, cls, after, last)} ORDER BY site_id, cls, id FOR SHARE`,
    sql.params,
  );
  return { rows: res.rows.map(toBatchRow), ...(last && { last }) };
}

/**
 * Where a walk over the records changed since a time stands: the last record's update time, as PostgreSQL's text (a
 * Date would cut its microseconds and find the same records again), and its id.
 */
export type ChangeKey = [updatedAt: string, id: string];

/** The (site, archived) parts of a type that hold records, from the kept totals: where its records are, without a scan. */
export async function typeParts(db: Queryable, cls: string): Promise<{ siteId: string; archived: boolean }[]> {
  const res = await db.query<{ site_id: string; archived: boolean }>(
    'SELECT site_id, archived FROM collection_counts WHERE cls = $1 AND n > 0 ORDER BY site_id, archived',
    [cls],
  );
  return res.rows.map((r) => ({ siteId: r.site_id, archived: r.archived }));
}

/**
 * The next `limit` records of one part of a type changed in [since, until), after `after`, in update order, through
 * the update index (site_id, cls, archived, updated_at, id): a walk over what changed reads what changed, not the type.
 * Share-locked, as lockDocumentBatch's are.
 */
export async function lockChangedBatch(
  db: Queryable,
  part: { siteId: string; cls: string; archived: boolean },
  after: ChangeKey,
  until: Date,
  limit: number,
): Promise<{ rows: DocumentBatchRow[]; last?: ChangeKey }> {
  const res = await db.query<{ site_id: string; id: string; doc: Record<string, unknown>; updated_at: string }>(
    `SELECT site_id, id, doc, updated_at::text AS updated_at FROM documents
    WHERE site_id = $1 AND cls = $2 AND archived = $3 AND (updated_at, id) > ($4::timestamptz, $5) AND updated_at < $6
    ORDER BY updated_at, id LIMIT $7 FOR SHARE`,
    [part.siteId, part.cls, part.archived, after[0], after[1], until, limit],
  );
  const end = res.rows.at(-1);
  return { rows: res.rows.map(toBatchRow), ...(res.rows.length === limit && end && { last: [end.updated_at, end.id] as ChangeKey }) };
}
