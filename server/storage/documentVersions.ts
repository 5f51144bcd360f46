// SQL of the document migration job: batches of records whose stored shapes are older than the current versions,
// locked while they are upgraded. The ETag (version) and updated_at stay: the content a reader sees is the same.
import type { Queryable } from './db.js';

export interface VersionedRow {
  siteId: string;
  id: string;
  doc: Record<string, unknown>;
}

/**
 * Up to `limit` records of `cls` after `after` (site_id, id) whose `_v` does not hold `current`, locked; walks the
 * primary key. `keys`: the top-level keys that can hold a versioned value; a record holding none of them has nothing
 * to upgrade and is left as it is (a bulk load of 1,000,000 records without rich text was otherwise rewritten whole in
 * the background at the next start, each write adding its history version).
 */
export async function lockStaleBatch(
  db: Queryable,
  cls: string,
  current: Record<string, number>,
  after: [string, string],
  limit: number,
  keys?: string[],
): Promise<VersionedRow[]> {
  const res = await db.query(
    `SELECT site_id, id, doc FROM documents
    WHERE cls = $1 AND (site_id, cls, id) > ($2, $1, $3) AND NOT (coalesce(doc->'_v', '{}'::jsonb) @> $4::jsonb)
    ${keys ? 'AND doc ?| $6::text[]' : ''}
    ORDER BY site_id, cls, id LIMIT $5 FOR UPDATE`,
    [cls, after[0], after[1], JSON.stringify(current), limit, ...(keys ? [keys] : [])],
  );
  return res.rows.map((r) => ({ siteId: r.site_id, id: r.id, doc: r.doc }));
}

export async function writeUpgraded(db: Queryable, cls: string, rows: VersionedRow[]): Promise<void> {
  if (!rows.length) return;
  await db.query(
    `UPDATE documents d SET doc = u.doc FROM unnest($2::text[], $3::text[], $4::jsonb[]) AS u(site_id, id, doc)
    WHERE d.cls = $1 AND d.site_id = u.site_id AND d.id = u.id`,
    [cls, rows.map((r) => r.siteId), rows.map((r) => r.id), rows.map((r) => JSON.stringify(r.doc))],
  );
}
