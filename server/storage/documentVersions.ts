// SQL of the document migration job: batches of records whose stored shapes are older than the current versions,
// locked while they are upgraded. The ETag (version) and updated_at stay: the content a reader sees is the same.
import type { Queryable } from './db.js';
import { inKeyBatch, keyBatchEnd, type RecordKey } from './keyBatches.js';
import { Sql } from './sql.js';

export interface VersionedRow {
  siteId: string;
  id: string;
  doc: Record<string, unknown>;
}

/**
 * The records of the next batch of `cls` (keyBatchEnd: up to `limit` keys after `after`) whose `_v` does not hold
 * `current`, locked; `last`: where the next batch starts, undefined at the end. The stale condition is applied to the
 * batch: a type whose records are all current costs one index read of `limit` keys per batch, never a scan of the
 * type for stale ones. `keys`: the top-level keys that can hold a versioned value; a record holding none of them has
 * nothing to upgrade and is left as it is (a bulk load of 1,000,000 records without rich text was otherwise rewritten
 * whole in the background at the next start, each write adding its history version).
 */
export async function lockStaleBatch(
  db: Queryable,
  cls: string,
  current: Record<string, number>,
  after: RecordKey,
  limit: number,
  keys?: string[],
): Promise<{ rows: VersionedRow[]; last?: RecordKey }> {
  const last = await keyBatchEnd(db, cls, after, limit);
  const sql = new Sql();
  const res = await db.query(
    `SELECT site_id, id, doc FROM documents WHERE ${inKeyBatch(sql, cls, after, last)}
    AND NOT (coalesce(doc->'_v', '{}'::jsonb) @> ${sql.param(JSON.stringify(current))}::jsonb)
    ${keys ? `AND doc ?| ${sql.param(keys)}::text[]` : ''}
    ORDER BY site_id, cls, id FOR UPDATE`,
    sql.params,
  );
  return { rows: res.rows.map((r) => ({ siteId: r.site_id, id: r.id, doc: r.doc })), ...(last && { last }) };
}

export async function writeUpgraded(db: Queryable, cls: string, rows: VersionedRow[]): Promise<void> {
  if (!rows.length) return;
  await db.query(
    `UPDATE documents d SET doc = u.doc FROM unnest($2::text[], $3::text[], $4::jsonb[]) AS u(site_id, id, doc)
    WHERE d.cls = $1 AND d.site_id = u.site_id AND d.id = u.id`,
    [cls, rows.map((r) => r.siteId), rows.map((r) => r.id), rows.map((r) => JSON.stringify(r.doc))],
  );
}
