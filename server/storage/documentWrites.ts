// The writes of one record's row (documents.ts holds the reads and their conditions, documentSearch.ts the search columns' SQL).
import type { Queryable } from './db.js';
import { searchColumnsSql, searchSql, type SearchColumns } from './documentSearch.js';
import { COLUMNS, toStored, type DocumentRow, type StoredDocument } from './documents.js';
import { prepared, typeLiteral } from './preparedStatements.js';
import { Sql } from './sql.js';

/** Inserts unless the id is taken (archived records included); undefined when taken. */
export async function insertDocument(
  db: Queryable,
  siteId: string,
  cls: string,
  id: string,
  doc: Record<string, unknown>,
  search: SearchColumns,
): Promise<StoredDocument | undefined> {
  return (await insertDocuments(db, siteId, cls, [{ id, doc, search }]))[0];
}

/**
 * Inserts records of one type in one statement (an import's batch: one round trip instead of hundreds); those whose id
 * is taken (archived records included, or an earlier row of the same call) are left out of the answer.
 */
export async function insertDocuments(
  db: Queryable,
  siteId: string,
  cls: string,
  rows: { id: string; doc: Record<string, unknown>; search: SearchColumns }[],
): Promise<StoredDocument[]> {
  if (!rows.length) return [];
  const sql = new Sql();
  const [s, c] = [sql.param(siteId), sql.param(cls)];
  const values = rows.map(({ id, doc, search }) => {
    const [i, d] = [sql.param(id), sql.param(doc)];
    const { vector, text } = searchSql(sql, search);
    return `(${s}, ${c}, ${i}, ${d}, ${vector}, ${text})`;
  });
  const res = await db.query<DocumentRow>(
    `INSERT INTO documents (site_id, cls, id, doc, search, search_text) VALUES ${values.join(', ')}
    ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
    sql.params,
  );
  return res.rows.map(toStored);
}

export async function replaceDocument(
  db: Queryable,
  siteId: string,
  cls: string,
  id: string,
  doc: Record<string, unknown>,
  search: SearchColumns,
): Promise<StoredDocument> {
  const sql = new Sql();
  const [s, i, d] = [sql.param(siteId), sql.param(id), sql.param(doc)];
  const { vector, text } = searchSql(sql, search);
  const res = await db.query<DocumentRow>(
    prepared(
      `UPDATE documents SET doc = ${d}, search = ${vector}, search_text = ${text}, updated_at = now(), version = version + 1
    WHERE site_id = ${s} AND cls = ${typeLiteral(cls)} AND id = ${i} RETURNING ${COLUMNS}`,
      sql.params,
    ),
  );
  return toStored(res.rows[0]);
}

/**
 * The search columns of some records of `cls`, made again (services/searchReindex.ts): their content, ETag (version)
 * and updated_at stay, so no history version is written.
 */
export async function setSearchColumns(db: Queryable, cls: string, rows: { siteId: string; id: string; search: SearchColumns }[]): Promise<void> {
  if (!rows.length) return;
  const { vector, text } = searchColumnsSql(['u.w0', 'u.w1', 'u.w2', 'u.w3'], 'u.plain');
  const column = (i: number) => rows.map((r) => r.search.weighted[i]);
  await db.query(
    `UPDATE documents d SET search = ${vector}, search_text = ${text}
    FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[]) AS u(site_id, id, w0, w1, w2, w3, plain)
    WHERE d.cls = $1 AND d.site_id = u.site_id AND d.id = u.id`,
    [cls, rows.map((r) => r.siteId), rows.map((r) => r.id), column(0), column(1), column(2), column(3), rows.map((r) => r.search.plain)],
  );
}

export async function setArchived(db: Queryable, siteId: string, cls: string, id: string, archived: boolean): Promise<StoredDocument> {
  const res = await db.query<DocumentRow>(
    `UPDATE documents SET archived = $4, updated_at = now(), version = version + 1
    WHERE site_id = $1 AND cls = $2 AND id = $3 RETURNING ${COLUMNS}`,
    [siteId, cls, id, archived],
  );
  return toStored(res.rows[0]);
}

/** Removes one row: only for an archived copy whose content went back under its own id (RecordService.restore). */
export async function deleteDocument(db: Queryable, siteId: string, cls: string, id: string): Promise<void> {
  await db.query('DELETE FROM documents WHERE site_id = $1 AND cls = $2 AND id = $3', [siteId, cls, id]);
}
