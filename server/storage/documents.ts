// Every SQL statement on records lives here. Each one is scoped by site_id (design.md §4).
import type { Queryable } from './db.js';
import { facetCount } from './facets.js';
import { jsonPathExpr, Sql } from './sql.js';

export interface StoredDocument {
  id: string;
  doc: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
  archived: boolean;
  version: number;
}

export interface SearchColumns {
  /** Texts by full-text weight class A (heaviest) to D. */
  weighted: [string, string, string, string];
  /** Lower-cased text for substring search. */
  plain: string;
}

export type SortKey = { path: string[] | 'createdAt' | 'updatedAt' | '_id'; desc: boolean };

export interface ListQuery {
  siteId: string;
  cls: string;
  archived: boolean;
  /** SQL condition built with the same Sql instance (see filterSql.ts). */
  where?: string;
  search?: string;
  /** Case-insensitive substring of the label only. */
  labelSearch?: string;
  /** Set when the filter is exactly "key = value" on a facet (a filterable enum or bool): its total is kept. */
  facet?: { key: string; value: string | number | boolean };
  sort: SortKey[];
  offset: number;
  limit: number;
}

const COLUMNS = 'id, doc, created_at, updated_at, archived, version';

const toStored = (row: Record<string, unknown>): StoredDocument => ({
  id: row.id as string,
  doc: row.doc as Record<string, unknown>,
  createdAt: row.created_at as Date,
  updatedAt: row.updated_at as Date,
  archived: row.archived as boolean,
  version: row.version as number,
});

/** The search columns from SQL text expressions: the one place that says how text becomes searchable. */
export function searchColumnsSql(weighted: [string, string, string, string], plain: string): { vector: string; text: string } {
  const [a, b, c, d] = weighted;
  return {
    vector: `setweight(to_tsvector('french', ${a}), 'A') || setweight(to_tsvector('french', ${b}), 'B')
      || setweight(to_tsvector('french', ${c}), 'C') || setweight(to_tsvector('french', ${d}), 'D')`,
    text: `lower(${plain})`,
  };
}

function searchSql(sql: Sql, search: SearchColumns): { vector: string; text: string } {
  const [a, b, c, d] = search.weighted.map((t) => sql.param(t));
  return searchColumnsSql([a, b, c, d], sql.param(search.plain));
}

function orderBy(sort: SortKey[]): string {
  const keys = sort.map(({ path, desc }) => {
    const expr = path === 'createdAt' ? 'created_at' : path === 'updatedAt' ? 'updated_at' : path === '_id' ? 'id' : jsonPathExpr(path);
    return `${expr} ${desc ? 'DESC' : 'ASC'}`;
  });
  const last = sort[sort.length - 1];
  if (!last || last.path !== '_id') keys.push(`id ${last?.desc ? 'DESC' : 'ASC'}`);
  return keys.join(', ');
}

/** What names a record (recordView.labelOf says the same in TypeScript). */
const LABEL_SQL = `coalesce(doc->>'label', doc->>'name', doc->>'login', doc->>'title', id)`;

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listWhere(q: ListQuery, sql: Sql): string {
  const parts = [`site_id = ${sql.param(q.siteId)}`, `cls = ${sql.param(q.cls)}`, `archived = ${sql.param(q.archived)}`];
  if (q.where) parts.push(q.where);
  if (q.labelSearch) parts.push(`lower(${LABEL_SQL}) LIKE ${sql.param(likePattern(q.labelSearch))}`);
  if (q.search) {
    const words = sql.param(q.search);
    const like = sql.param(likePattern(q.search));
    parts.push(`(search @@ websearch_to_tsquery('french', ${words}) OR search_text LIKE ${like})`);
  }
  return parts.join(' AND ');
}

export async function listDocuments(db: Queryable, q: ListQuery, sql: Sql): Promise<StoredDocument[]> {
  const where = listWhere(q, sql);
  const text = `SELECT ${COLUMNS} FROM documents WHERE ${where} ORDER BY ${orderBy(q.sort)}
    LIMIT ${sql.param(q.limit)} OFFSET ${sql.param(q.offset)}`;
  return (await db.query(text, sql.params)).rows.map(toStored);
}

export async function countDocuments(db: Queryable, q: Omit<ListQuery, 'sort' | 'offset' | 'limit'>, sql: Sql): Promise<number> {
  if (q.facet && !q.search && !q.labelSearch) return facetCount(db, q.siteId, q.cls, q.facet.key, q.facet.value, q.archived);
  if (!q.where && !q.search && !q.labelSearch) {
    const res = await db.query('SELECT n FROM collection_counts WHERE site_id = $1 AND cls = $2 AND archived = $3', [q.siteId, q.cls, q.archived]);
    return Number(res.rows[0]?.n ?? 0);
  }
  const res = await db.query(`SELECT count(*) AS n FROM documents WHERE ${listWhere({ ...q, sort: [], offset: 0, limit: 0 }, sql)}`, sql.params);
  return Number(res.rows[0].n);
}

export async function getDocument(db: Queryable, siteId: string, cls: string, id: string, forUpdate = false): Promise<StoredDocument | undefined> {
  const res = await db.query(`SELECT ${COLUMNS} FROM documents WHERE site_id = $1 AND cls = $2 AND id = $3${forUpdate ? ' FOR UPDATE' : ''}`, [siteId, cls, id]);
  return res.rows[0] ? toStored(res.rows[0]) : undefined;
}

/** Inserts unless the id is taken (archived records included); undefined when taken. */
export async function insertDocument(db: Queryable, siteId: string, cls: string, id: string, doc: Record<string, unknown>, search: SearchColumns): Promise<StoredDocument | undefined> {
  const sql = new Sql();
  const [s, c, i, d] = [sql.param(siteId), sql.param(cls), sql.param(id), sql.param(doc)];
  const { vector, text } = searchSql(sql, search);
  const res = await db.query(`INSERT INTO documents (site_id, cls, id, doc, search, search_text) VALUES (${s}, ${c}, ${i}, ${d}, ${vector}, ${text})
    ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`, sql.params);
  return res.rows[0] ? toStored(res.rows[0]) : undefined;
}

export async function replaceDocument(db: Queryable, siteId: string, cls: string, id: string, doc: Record<string, unknown>, search: SearchColumns): Promise<StoredDocument> {
  const sql = new Sql();
  const [s, c, i, d] = [sql.param(siteId), sql.param(cls), sql.param(id), sql.param(doc)];
  const { vector, text } = searchSql(sql, search);
  const res = await db.query(`UPDATE documents SET doc = ${d}, search = ${vector}, search_text = ${text}, updated_at = now(), version = version + 1
    WHERE site_id = ${s} AND cls = ${c} AND id = ${i} RETURNING ${COLUMNS}`, sql.params);
  return toStored(res.rows[0]);
}

export async function setArchived(db: Queryable, siteId: string, cls: string, id: string, archived: boolean): Promise<StoredDocument> {
  const res = await db.query(`UPDATE documents SET archived = $4, updated_at = now(), version = version + 1
    WHERE site_id = $1 AND cls = $2 AND id = $3 RETURNING ${COLUMNS}`, [siteId, cls, id, archived]);
  return toStored(res.rows[0]);
}

/** Labels of referenced records, for `serialize`: one query for a page of records. */
export async function labelsOf(db: Queryable, siteIds: string[], refs: { cls: string; id: string }[]): Promise<Map<string, string>> {
  if (!refs.length) return new Map();
  const res = await db.query(`SELECT cls, id, ${LABEL_SQL} AS label
    FROM documents WHERE site_id = ANY($1) AND (cls, id) IN (SELECT * FROM unnest($2::text[], $3::text[]))`,
    [siteIds, refs.map((r) => r.cls), refs.map((r) => r.id)]);
  return new Map(res.rows.map((r) => [`${r.cls}/${r.id}`, r.label as string]));
}

export async function allDocuments(db: Queryable, siteId: string, cls: string): Promise<StoredDocument[]> {
  return (await db.query(`SELECT ${COLUMNS} FROM documents WHERE site_id = $1 AND cls = $2 AND NOT archived ORDER BY id`, [siteId, cls])).rows.map(toStored);
}

/** Up to `limit` live documents of a type across every site (for checking a schema change against stored data). */
export async function sampleDocuments(db: Queryable, cls: string, limit: number): Promise<StoredDocument[]> {
  return (await db.query(`SELECT ${COLUMNS} FROM documents WHERE cls = $1 AND NOT archived ORDER BY updated_at DESC LIMIT $2`, [cls, limit])).rows.map(toStored);
}
