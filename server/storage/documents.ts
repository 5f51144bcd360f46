// Every SQL statement reading records lives here (their writes: documentWrites.ts; what a search matches:
// documentSearch.ts; a list's total: documentCounts.ts; the walks' batches by key: keyBatches.ts). Each one is scoped by site_id (design.md §4).
import { NAMING_KEYS } from '../../model/recordName.js';
import type { Queryable } from './db.js';
import { prepared, typeLiteral } from './preparedStatements.js';
import {
  likePattern,
  plainSql,
  recheckedCondition,
  recheckedMatches,
  searchCondition,
  searchModes,
  type RecheckedPage,
  type SearchMode,
  type SearchRecheck,
} from './documentSearch.js';
import { jsonPathExpr, Sql, textPrefixExpr, textValueExpr } from './sql.js';

export interface StoredDocument {
  id: string;
  doc: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
  archived: boolean;
  version: number;
}

/** `text`: a string-like top-level property, ordered on its indexed prefix then its full value. */
export type SortKey = { path: string[] | 'createdAt' | 'updatedAt' | '_id'; desc: boolean; text?: boolean };

export interface ListQuery {
  siteId: string;
  cls: string;
  archived: boolean;
  /** SQL condition built with the same Sql instance (see filterSql.ts). */
  where?: string;
  search?: string;
  /** Case-insensitive substring of the label only. */
  labelSearch?: string;
  /**
   * Set while the type's stored search columns lag its schema (its re-index under way): a match past the walk's
   * position must also be found in the record itself, so that a value just hidden from search finds nothing meanwhile.
   */
  searchRecheck?: SearchRecheck;
  /** Set when the filter is exactly "key = value" on a facet (a filterable enum or bool): its total is kept. */
  facet?: { key: string; value: string | number | boolean };
  sort: SortKey[];
  offset: number;
  limit: number;
}

/** The columns `toStored` reads. */
export const COLUMNS = 'id, doc, created_at, updated_at, archived, version';

/** A row of `documents` as COLUMNS selects it. */
export interface DocumentRow {
  id: string;
  doc: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  archived: boolean;
  version: number;
}

export const toStored = (row: DocumentRow): StoredDocument => ({
  id: row.id,
  doc: row.doc,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  archived: row.archived,
  version: row.version,
});

const SORT_COLUMNS = { createdAt: 'created_at', updatedAt: 'updated_at', _id: 'id' } as const;

export function orderBy(sort: SortKey[]): string {
  const keys = sort.flatMap(({ path, desc, text }) => {
    const dir = desc ? 'DESC' : 'ASC';
    if (typeof path === 'string') return [`${SORT_COLUMNS[path]} ${dir}`];
    return text ? [`${textPrefixExpr(path[0])} ${dir}`, `${textValueExpr(path[0])} ${dir}`] : [`${jsonPathExpr(path)} ${dir}`];
  });
  const last = sort[sort.length - 1];
  if (!last || last.path !== '_id') keys.push(`id ${last?.desc ? 'DESC' : 'ASC'}`);
  return keys.join(', ');
}

/** What names a record (model/recordName.ts says the same in TypeScript); `t`: the documents table's alias and a dot. */
export const labelSql = (t = '') => `coalesce(${NAMING_KEYS.map((key) => `nullif(${t}doc->>'${key}', '')`).join(', ')}, ${t}id)`;
const LABEL_SQL = labelSql();

/** `typeConstant`: the type written in the text (typeLiteral), for a statement run by name (preparedStatements.ts). */
export function listWhere(q: CountQuery, sql: Sql, mode: SearchMode = 'words', typeConstant = false): string {
  const parts = [
    `site_id = ${sql.param(q.siteId)}`,
    `cls = ${typeConstant ? typeLiteral(q.cls) : sql.param(q.cls)}`,
    `archived = ${sql.param(q.archived)}`,
  ];
  if (q.where) parts.push(q.where);
  if (q.labelSearch) parts.push(`${plainSql(LABEL_SQL)} LIKE ${plainSql(sql.param(likePattern(q.labelSearch)))}`);
  if (q.search) parts.push(searchCondition(sql, q.search, mode));
  return parts.join(' AND ');
}

/**
 * What one pass matches, as the text after FROM: `documents WHERE …`, or while the type's re-index runs its matches
 * with the recheck's bounded cost (documentSearch.ts recheckedMatches). `extra`: the caller's own conditions;
 * `page`: the page a list reads from them (RecheckedPage).
 */
export function passMatches(q: CountQuery, sql: Sql, mode: SearchMode, extra: string[] = [], page?: RecheckedPage): string {
  const where = [...extra, listWhere(q, sql, mode)].join(' AND ');
  const { search, searchRecheck } = q;
  return search && searchRecheck
    ? recheckedMatches(sql, where, { siteId: q.siteId, cls: q.cls, search, searchRecheck }, mode, page)
    : `documents WHERE ${where}`;
}

/**
 * The cascade as one statement: `pass(where, mode)` selects one pass's matches, and each pass after the first runs only
 * when those before matched nothing (uncorrelated NOT EXISTS: a one-time filter, evaluated once, first pass first).
 * While the type's re-index runs, every match past the walk's position is checked again, without a bound: the whole
 * list is read once, in the background (an export). Which pass answers is told by the columns (passAnswers).
 */
export function searchCascade(q: CountQuery, sql: Sql, pass: (where: string, mode: SearchMode) => string): string {
  const modes = searchModes(q);
  const { search, searchRecheck } = q;
  const wheres = modes.map((mode) => listWhere(q, sql, mode));
  const rechecked = (where: string, mode: SearchMode) =>
    search && searchRecheck ? `${where} AND ${recheckedCondition(sql, { siteId: q.siteId, cls: q.cls, search, searchRecheck }, mode)}` : where;
  return modes
    .map((mode, i) =>
      pass([rechecked(wheres[i], mode), ...wheres.slice(0, i).map((w) => `NOT EXISTS (SELECT 1 FROM documents WHERE ${w})`)].join(' AND '), mode),
    )
    .join(' UNION ALL ');
}

/**
 * Whether a pass is the one that answers: some record's columns match it. While the type's re-index runs, that is
 * the columns as they are, stale or not: a word they hold past the walk's position (a value just hidden, say) stops
 * the cascade there as it did before the save, showing only what the recheck confirms. Falling through instead, the
 * looser passes found the same stale records and checked each again: the fuzzy pass read every record of the type
 * (24 s at 1,000,000, a 503 BUSY for each search of a word just hidden).
 */
export async function passAnswers(db: Queryable, q: CountQuery, sql: Sql, mode: SearchMode): Promise<boolean> {
  const probe = sql.clone();
  return (await db.query(`SELECT 1 FROM documents WHERE ${listWhere(q, probe, mode)} LIMIT 1`, probe.params)).rowCount! > 0;
}

/** A page and the search pass that answered it (the words pass when the list searches nothing). */
export async function listPage(db: Queryable, q: ListQuery, sql: Sql): Promise<{ rows: StoredDocument[]; pass: SearchMode }> {
  const page = async (mode: SearchMode) => {
    const s = sql.clone();
    const order = orderBy(q.sort);
    // Its placeholder only in a statement that names it (PostgreSQL cannot type one it never sees).
    const rechecked = q.searchRecheck ? { orderBy: order, take: s.param(q.offset + q.limit) } : undefined;
    const text = `SELECT ${COLUMNS} FROM ${passMatches(q, s, mode, [], rechecked)} ORDER BY ${order}
      LIMIT ${s.param(q.limit)} OFFSET ${s.param(q.offset)}`;
    return (await db.query<DocumentRow>(text, s.params)).rows.map(toStored);
  };
  const modes = searchModes(q);
  for (const [i, mode] of modes.entries()) {
    const rows = await page(mode);
    // A page past the end of this pass's matches is empty (as is one whose stale matches the recheck all refused),
    // and the next pass must not answer in its place.
    if (rows.length || i === modes.length - 1 || ((q.offset > 0 || q.searchRecheck) && (await passAnswers(db, q, sql, mode))))
      return { rows, pass: mode };
  }
  return { rows: [], pass: modes[modes.length - 1] };
}

export const listDocuments = async (db: Queryable, q: ListQuery, sql: Sql): Promise<StoredDocument[]> => (await listPage(db, q, sql)).rows;

/** A list query without its order and page: what a total counts. */
export type CountQuery = Omit<ListQuery, 'sort' | 'offset' | 'limit'>;

/** The ids of every match of a list query in its order, without a page (exports keep them in a cursor). */
export const listAllIdsStatement = (q: Omit<ListQuery, 'offset' | 'limit'>, sql: Sql): string =>
  `SELECT id FROM (${searchCascade(q, sql, (where) => `SELECT ${COLUMNS} FROM documents WHERE ${where}`)}) documents ORDER BY ${orderBy(q.sort)}`;

export async function getDocument(db: Queryable, siteId: string, cls: string, id: string, forUpdate = false): Promise<StoredDocument | undefined> {
  const res = await db.query<DocumentRow>(
    prepared(`SELECT ${COLUMNS} FROM documents WHERE site_id = $1 AND cls = ${typeLiteral(cls)} AND id = $2${forUpdate ? ' FOR UPDATE' : ''}`, [
      siteId,
      id,
    ]),
  );
  return res.rows[0] ? toStored(res.rows[0]) : undefined;
}

/**
 * A read of records of several types by type and id, as one statement of one UNION ALL branch per type: `branch` gets
 * the placeholders of a type and of its ids (text[]). Found by their pairs of type and id, the type was not known when
 * the statement was planned, and the planner planned it against every partition of documents (one per type): 50 to
 * 240 ms with 200 types, for a few records. A branch's type is a parameter: it plans and reads that partition only.
 */
export function perTypeBranches(refs: { cls: string; id: string }[], sql: Sql, branch: (cls: string, ids: string) => string): string {
  return [...idsByType(refs)].map(([cls, ids]) => branch(sql.param(cls), `${sql.param(ids)}::text[]`)).join(' UNION ALL ');
}

/** The ids of `refs` by type, for statements written one part per type (perTypeBranches). */
export function idsByType(refs: { cls: string; id: string }[]): Map<string, string[]> {
  const byType = new Map<string, string[]>();
  for (const { cls, id } of refs) {
    const ids = byType.get(cls);
    if (ids) ids.push(id);
    else byType.set(cls, [id]);
  }
  return byType;
}

/** Labels of referenced records (`serialize`, the home's records open now), in one statement. */
export async function labelsOf(db: Queryable, siteIds: string[], refs: { cls: string; id: string }[]): Promise<Map<string, string>> {
  if (!refs.length) return new Map();
  const sql = new Sql();
  const sites = sql.param(siteIds);
  const text = perTypeBranches(
    refs,
    sql,
    (cls, ids) => `SELECT cls, id, ${LABEL_SQL} AS label FROM documents WHERE site_id = ANY(${sites}) AND cls = ${cls} AND id = ANY(${ids})`,
  );
  const res = await db.query<{ cls: string; id: string; label: string }>(text, sql.params);
  return new Map(res.rows.map((r) => [`${r.cls}/${r.id}`, r.label]));
}

export async function allDocuments(db: Queryable, siteId: string, cls: string): Promise<StoredDocument[]> {
  return (
    await db.query<DocumentRow>(`SELECT ${COLUMNS} FROM documents WHERE site_id = $1 AND cls = $2 AND NOT archived ORDER BY id`, [siteId, cls])
  ).rows.map(toStored);
}

/** Up to `limit` live documents of a type across every site (for checking a schema change against stored data). */
export async function sampleDocuments(db: Queryable, cls: string, limit: number): Promise<StoredDocument[]> {
  return (
    await db.query<DocumentRow>(`SELECT ${COLUMNS} FROM documents WHERE cls = $1 AND NOT archived ORDER BY updated_at DESC LIMIT $2`, [cls, limit])
  ).rows.map(toStored);
}
