// SQL of the environments domain beyond the tokens: fingerprints of a collection, for comparing two servers.
import { COMPUTED_KEYS } from '../../../model/validation/index.js';
import type { Queryable } from '../../storage/db.js';
import { perTypeBranches } from '../../storage/documents.js';
import { Sql } from '../../storage/sql.js';

export interface Digest {
  _id: string;
  label: string;
  /** md5 of the stored document without what each server computes: equal documents, equal hashes, whatever the server. */
  hash: string;
}

/** Largest collection compared at once. */
export const MAX_DIGESTS = 50_000;

export async function collectionDigests(db: Queryable, siteId: string, cls: string): Promise<Digest[]> {
  const { rows } = await db.query<{ id: string; label: string; hash: string }>(
    `SELECT id, coalesce(doc->>'label', doc->>'name', doc->>'title', doc->>'text', id) AS label, md5((doc - $4::text[])::text) AS hash
     FROM documents WHERE site_id = $1 AND cls = $2 AND NOT archived ORDER BY id LIMIT $3`,
    [siteId, cls, MAX_DIGESTS, [...COMPUTED_KEYS]],
  );
  return rows.map((r) => ({ _id: r.id, label: r.label.slice(0, 200), hash: r.hash }));
}

/** The refs of that list that have no live record on the site. */
export async function missingRecords(db: Queryable, siteId: string, refs: { _cls: string; _id: string }[]): Promise<{ _cls: string; _id: string }[]> {
  if (!refs.length) return [];
  const sql = new Sql();
  const site = sql.param(siteId);
  const text = perTypeBranches(
    refs.map((r) => ({ cls: r._cls, id: r._id })),
    sql,
    (cls, ids) => `SELECT cls, id FROM documents WHERE site_id = ${site} AND NOT archived AND cls = ${cls} AND id = ANY(${ids})`,
  );
  const { rows } = await db.query(text, sql.params);
  const found = new Set(rows.map((r) => `${r.cls}/${r.id}`));
  return refs.filter((r) => !found.has(`${r._cls}/${r._id}`));
}
