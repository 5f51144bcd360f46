// A list's total: read with its page where it is kept (collection_counts, facet_counts), counted up to a bound, or
// for a rare word counted with its page in one statement (documents.ts holds the pages and their conditions).
import type { Queryable } from './db.js';
import { recheckCut, searchModes, type SearchMode } from './documentSearch.js';
import {
  COLUMNS,
  listPage,
  listWhere,
  orderBy,
  passAnswers,
  passMatches,
  toStored,
  type CountQuery,
  type DocumentRow,
  type ListQuery,
  type StoredDocument,
} from './documents.js';
import { facetCountSql } from './facets.js';
import { prepared } from './preparedStatements.js';
import { Sql } from './sql.js';

/** A total, or (past the bound a list asked for) a lower bound of it. */
export interface Count {
  count: number;
  countIsLowerBound?: true;
}

/** The planner's estimate of the search's words pass (its word statistics). */
async function fullTextEstimate(db: Queryable, q: CountQuery, sql: Sql): Promise<number> {
  const s = sql.clone();
  const where = listWhere(q, s, 'words');
  const plan = await db.query(`EXPLAIN (FORMAT JSON) SELECT 1 FROM documents WHERE ${where}`, s.params);
  return Number(plan.rows[0]['QUERY PLAN'][0].Plan['Plan Rows']);
}

/**
 * A page and its total bounded by `bound`. A search for a rare word finds its matches once (its index scans are most of
 * its cost) and pages and counts them in one statement; anything else is listed, then counted. `countDb`: where the
 * total is counted when it is not read with the page (a read replica, say).
 */
export async function listAndCountDocuments(
  db: Queryable,
  q: ListQuery,
  sql: Sql,
  bound: number,
  countDb: Queryable = db,
): Promise<{ rows: StoredDocument[] } & Count> {
  // Not while its matches are checked again (searchRecheck): the estimate counts what the stale columns match.
  const estimate = q.search && !q.searchRecheck ? await fullTextEstimate(db, q, sql) : undefined;
  if (estimate !== undefined && estimate <= bound / 2) {
    const s = sql.clone();
    const text = `SELECT ${COLUMNS}, count(*) OVER () AS total
      FROM (SELECT ${COLUMNS} FROM documents WHERE ${listWhere(q, s)} LIMIT ${s.param(bound + 1)}) documents
      ORDER BY ${orderBy(q.sort)} LIMIT ${s.param(q.limit)} OFFSET ${s.param(q.offset)}`;
    const res = await db.query<DocumentRow & { total: string }>(text, s.params);
    const total = Number(res.rows[0]?.total ?? 0);
    // All matches were in hand (else the page could miss some): the page and its total are exact.
    if (total > 0 && total <= bound) return { rows: res.rows.map(toStored), count: total };
  }
  // A total read elsewhere (a read replica past the first page) is not read with the page.
  const withKept = countDb === db ? await listWithKeptTotal(db, q, sql) : undefined;
  if (withKept?.count !== undefined) return { rows: withKept.rows, count: withKept.count };
  const { rows, pass } = withKept ? { rows: withKept.rows, pass: 'words' as const } : await listPage(db, q, sql);
  // A first page shorter than its size holds every match of the pass that answered: its total, without a count (for a
  // word just hidden from search, the count of the records the re-index has passed read the whole type).
  if (q.offset === 0 && rows.length < q.limit)
    return { rows, count: rows.length, ...((await recheckLeftSome(db, q, sql, pass)) && { countIsLowerBound: true }) };
  return { rows, ...(await countDocuments(countDb, q, sql, bound, estimate)) };
}

/**
 * The total a list keeps instead of counting (collection_counts; facet_counts for "key = value" on a facet) as a scalar
 * subquery of `sql`'s statement, NULL when that facet's totals are not kept; undefined when no kept total applies.
 */
function keptTotalSql(q: CountQuery, sql: Sql): string | undefined {
  if (q.search || q.labelSearch) return undefined;
  if (q.facet) return facetCountSql(sql, q.siteId, q.cls, q.facet.key, q.facet.value, q.archived);
  if (q.where) return undefined;
  return `coalesce((SELECT n FROM collection_counts WHERE site_id = ${sql.param(q.siteId)} AND cls = ${sql.param(q.cls)} AND archived = ${sql.param(q.archived)}), 0)`;
}

/**
 * A list's first page without conditions (a type, its sort and page size: the list as a sidebar click opens it) runs
 * by name: PostgreSQL planned it at every call, 0.25 ms of its CPU against 0.1 for the whole statement run by name
 * (issue 30). Its page size is a constant of the text, since under a parameter PostgreSQL costs a generic plan as if
 * it read a tenth of the type and keeps planning each call; a later page (its offset) and a condition (whose best plan
 * depends on its values) stay unnamed.
 */
const isFirstPlainPage = (q: ListQuery): boolean => !q.where && !q.search && !q.labelSearch && q.offset === 0 && Number.isSafeInteger(q.limit);

/** First pages named at most while fewer statements than this are: the other statements keep a quarter of the room. */
const NAMED_PAGES_ROOM = 1_500;

/**
 * A page and its kept total read in one statement (issue 30: a statement fewer for most lists); the total is
 * undefined when the page is empty or the facet's totals are not kept. Undefined when the list has no kept total.
 */
async function listWithKeptTotal(db: Queryable, q: ListQuery, sql: Sql): Promise<{ rows: StoredDocument[]; count?: number } | undefined> {
  const s = sql.clone();
  const kept = keptTotalSql(q, s);
  if (!kept) return undefined;
  const named = isFirstPlainPage(q);
  const where = listWhere(q, s, 'words', named);
  const page = named ? `LIMIT ${q.limit}` : `LIMIT ${s.param(q.limit)} OFFSET ${s.param(q.offset)}`;
  const text = `SELECT ${COLUMNS}, ${kept} AS kept_total FROM documents WHERE ${where} ORDER BY ${orderBy(q.sort)} ${page}`;
  const res = await db.query<DocumentRow & { kept_total: string | null }>(
    named ? prepared(text, s.params, NAMED_PAGES_ROOM) : { text, values: s.params },
  );
  const total = res.rows[0]?.kept_total;
  return { rows: res.rows.map(toStored), ...(total !== undefined && total !== null && { count: Number(total) }) };
}

/**
 * Counts exactly up to `bound`; past it, answers the bound flagged as a lower bound (a common word stays cheap).
 * `estimate`: the planner's count of the search's full-text matches, when the caller already asked for it.
 */
export async function countDocuments(db: Queryable, q: CountQuery, sql: Sql, bound = Number.MAX_SAFE_INTEGER, estimate?: number): Promise<Count> {
  const totals = new Sql();
  const kept = keptTotalSql(q, totals);
  if (kept) {
    const { n } = (await db.query(prepared(`SELECT ${kept} AS n`, totals.params))).rows[0];
    if (n !== null) return { count: Number(n) };
  }
  const bounded = bound < Number.MAX_SAFE_INTEGER;
  const count = async (mode: SearchMode) => {
    const s = sql.clone();
    const limit = bounded ? ` LIMIT ${s.param(bound + 1)}` : '';
    return Number((await db.query(`SELECT count(*) AS n FROM (SELECT 1 FROM ${passMatches(q, s, mode)}${limit}) m`, s.params)).rows[0].n);
  };
  // Not while its matches are checked again (searchRecheck): the estimate counts what the stale columns match.
  if (bounded && q.search && !q.searchRecheck) {
    const expected = estimate ?? (await fullTextEstimate(db, q, sql));
    // A word the statistics put far past the bound (97,500 of 1,000,000 for "politique") is not counted at all: the
    // answer is the bound, flagged as a lower bound, which the list shows as "plus de 10 000".
    if (expected > bound * 3) return { count: bound, countIsLowerBound: true };
  }
  let n = 0;
  let pass: SearchMode = 'words';
  for (pass of searchModes(q)) if ((n = await count(pass)) || (q.searchRecheck && (await passAnswers(db, q, sql, pass)))) break;
  if (n > bound) return { count: bound, countIsLowerBound: true };
  return (await recheckLeftSome(db, q, sql, pass)) ? { count: n, countIsLowerBound: true } : { count: n };
}

/** Whether a pass's recheck left records past the walk's position unchecked (recheckedMatches): its count is then a lower bound. */
async function recheckLeftSome(db: Queryable, q: CountQuery, sql: Sql, mode: SearchMode): Promise<boolean> {
  if (!q.search || !q.searchRecheck) return false;
  const s = sql.clone();
  return (
    (await db.query(recheckCut(s, listWhere(q, s, mode), { siteId: q.siteId, cls: q.cls, searchRecheck: q.searchRecheck }), s.params)).rows[0].cut ===
    true
  );
}
