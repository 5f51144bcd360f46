// How records' text is searched: the search columns stored with each record (documentWrites.ts, the demo's bulk
// inserts) and what each pass of a search matches. documents.ts runs the passes for lists, counts and the palette.
import type { RecordKey } from './keyBatches.js';
import type { Sql } from './sql.js';

export interface SearchColumns {
  /** Texts by full-text weight class A (heaviest) to D. */
  weighted: [string, string, string, string];
  /** Lower-cased text for substring and fuzzy search (its accents are removed on write). */
  plain: string;
}

// french_unaccent and immutable_unaccent (migration 004): "etiquette" finds "Étiquette".
export const plainSql = (text: string) => `lower(immutable_unaccent(${text}))`;

/** The search columns from SQL text expressions: the one place that says how text becomes searchable. */
export function searchColumnsSql(weighted: [string, string, string, string], plain: string): { vector: string; text: string } {
  const [a, b, c, d] = weighted;
  return {
    vector: `setweight(to_tsvector('french_unaccent', ${a}), 'A') || setweight(to_tsvector('french_unaccent', ${b}), 'B')
      || setweight(to_tsvector('french_unaccent', ${c}), 'C') || setweight(to_tsvector('french_unaccent', ${d}), 'D')`,
    text: plainSql(plain),
  };
}

export function searchSql(sql: Sql, search: SearchColumns): { vector: string; text: string } {
  const [a, b, c, d] = search.weighted.map((t) => sql.param(t));
  return searchColumnsSql([a, b, c, d], sql.param(search.plain));
}

export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Fuzzy matching (pg_trgm word similarity) applies to terms of at least this many characters. */
const FUZZY_MIN_LENGTH = 3;

/**
 * A search is a cascade of passes, answered by the first that finds anything: its words (the French full-text index),
 * else its text as a substring ("Etiq", a login's start: the trigram index), else, from FUZZY_MIN_LENGTH characters,
 * its typo-tolerant matches. The substring pass costs most (a frequent trigram such as `mot` is in every record: 6 ms
 * at 1,000,000 records against 0.2 ms for the words), so it runs only when no record has the words.
 */
export type SearchMode = 'words' | 'substring' | 'fuzzy';

/** The passes of a query's search, in order (one without a search). */
export const searchModes = ({ search }: { search?: string }): SearchMode[] =>
  !search ? ['words'] : [...search].length >= FUZZY_MIN_LENGTH ? ['words', 'substring', 'fuzzy'] : ['words', 'substring'];

/** What one pass of a search matches, as a condition on the documents table. */
export function searchCondition(sql: Sql, search: string, mode: SearchMode): string {
  if (mode === 'fuzzy') return `${plainSql(sql.param(search))} <% search_text`;
  if (mode === 'substring') return `search_text LIKE ${plainSql(sql.param(likePattern(search)))}`;
  return `search @@ websearch_to_tsquery('french_unaccent', ${sql.param(search)})`;
}

/**
 * While a type's stored search columns lag its schema (its re-index under way after a save): the keys a match must
 * also be found in, read from the record itself, and where the re-index walk stands. The walk goes by primary key and
 * records its position with each batch (services/recordWalk.ts): the records up to it have current columns already.
 */
export interface SearchRecheck {
  keys: string[];
  walked?: RecordKey;
}

/**
 * Records past the walk's position checked again per pass and statement: to_tsvector of each one's values costs, and
 * a word the stale columns hold in a million records otherwise made one statement pass the statement timeout.
 */
export const RECHECK_ROWS = 1000;

/**
 * A pass's match found again in the record's values under `keys` (their JSON text: a rich text's words are in it),
 * not in its stored columns: the columns of a type being re-indexed may still hold a value its schema no longer
 * searches.
 */
export function searchRecheckCondition(sql: Sql, search: string, mode: SearchMode, keys: string[]): string {
  const values = keys.map((key) => `doc->>${sql.param(key)}`);
  if (mode === 'words')
    return `to_tsvector('french_unaccent', concat_ws(' ', ${values.join(', ') || "''"})) @@ websearch_to_tsquery('french_unaccent', ${sql.param(search)})`;
  const plain = plainSql(`concat_ws(' ', id, ${values.join(', ') || "''"})`);
  if (mode === 'fuzzy') return `${plainSql(sql.param(search))} <% ${plain}`;
  return `${plain} LIKE ${plainSql(sql.param(likePattern(search)))}`;
}

/** The list a recheck serves: one type of one site. */
interface RecheckedList {
  siteId: string;
  cls: string;
  search: string;
  searchRecheck: SearchRecheck;
}

/**
 * "Already walked": the record's key at or before the walk's position (the walk's order is (site_id, cls, id),
 * storage/keyBatches.ts keyBatchEnd). A list reads one site of one type, so its records are all walked, none, or those
 * up to an id: the sites compared as parameters (constants to the planner) leave a condition on the id alone, which its
 * statistics estimate; on the row (site_id, cls, id) the planner took every record for walked, and read a whole type in
 * the list's order looking for a word the walked records no longer hold (0.6 s at 1,000,000, 1.6 s under load).
 */
function walkedCondition(sql: Sql, siteId: string, walked: RecordKey | undefined): string {
  if (!walked) return 'false';
  const [list, at] = [sql.param(siteId), sql.param(walked[0])];
  return `(${list}::text < ${at}::text OR (${list}::text = ${at}::text AND id <= ${sql.param(walked[1])}))`;
}

/**
 * A page read from the matches: the walked ones are taken in its order, at most `take` (its offset and size), as the
 * list without a re-index reads them (its order's index, stopping at the page) rather than all read and sorted (a
 * frequent word: every one of its matches behind the walk).
 */
export interface RecheckedPage {
  orderBy: string;
  /** A placeholder or a number: the page's offset plus its size. */
  take: string;
}

/**
 * The records `where` (a pass's conditions) matches while the type's columns lag its schema, as a FROM item named
 * `documents`: those the walk has passed by their columns alone, and of the others the first RECHECK_ROWS found, each
 * checked again in its values. Never a record found only by a hidden value; the others past those RECHECK_ROWS are
 * left out until the walk reaches them (recheckCut tells a count so). Found in no order: ordered by key, every stale
 * match was read and sorted first (a word the stale columns hold in 950,000 records: 10 s at 1,000,000).
 */
export function recheckedMatches(sql: Sql, where: string, q: RecheckedList, mode: SearchMode, page?: RecheckedPage): string {
  const walked = walkedCondition(sql, q.siteId, q.searchRecheck.walked);
  const recheck = searchRecheckCondition(sql, q.search, mode, q.searchRecheck.keys);
  const walkedPage = page ? ` ORDER BY ${page.orderBy} LIMIT ${page.take}` : '';
  return `(SELECT * FROM (SELECT * FROM documents WHERE ${where} AND ${walked}${walkedPage}) walked
    UNION ALL SELECT * FROM (SELECT * FROM documents WHERE ${where} AND NOT (${walked}) LIMIT ${RECHECK_ROWS}) unwalked
      WHERE ${recheck}) documents`;
}

/** Every match past the walk's position checked again, without a bound: for a list read whole in the background (an export's ids). */
export const recheckedCondition = (sql: Sql, q: RecheckedList, mode: SearchMode): string =>
  `(${walkedCondition(sql, q.siteId, q.searchRecheck.walked)} OR ${searchRecheckCondition(sql, q.search, mode, q.searchRecheck.keys)})`;

/** A statement telling whether more records than RECHECK_ROWS past the walk's position match `where`: some were then not checked. */
export function recheckCut(sql: Sql, where: string, q: Omit<RecheckedList, 'search'>): string {
  return `SELECT count(*) > ${RECHECK_ROWS} AS cut FROM (SELECT 1 FROM documents WHERE ${where}
    AND NOT (${walkedCondition(sql, q.siteId, q.searchRecheck.walked)}) LIMIT ${RECHECK_ROWS + 1}) m`;
}
