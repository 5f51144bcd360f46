// Expression indexes follow the schemas (design.md §4): one per sortable or filterable property, on its type's
// partition. Strings are indexed on a bounded prefix, so no stored value can make an index row too large.
import crypto from 'node:crypto';
import type pg from 'pg';
import type { ShapeSession } from './shapeChanges.js';
import { jsonPathExpr, textPrefixExpr } from './sql.js';

/** `json`: numbers, booleans and dates, indexed as they are; `text`: everything else, on its first characters. */
export type IndexKind = 'json' | 'text';
export interface IndexedProperty {
  cls: string;
  key: string;
  kind: IndexKind;
}
/** A stored record whose value refuses a build. */
export interface RefusingRecord {
  siteId: string;
  id: string;
}
export interface IndexFailure {
  prop: IndexedProperty;
  /** PostgreSQL's error code and text, for the log. */
  code?: string;
  message: string;
  record?: RefusingRecord;
}

const indexName = ({ cls, key, kind }: IndexedProperty): string =>
  `doc_${crypto.createHash('sha1').update(`${cls}/${key}/${kind}`).digest('hex').slice(0, 16)}`;

export const indexExpr = ({ key, kind }: Pick<IndexedProperty, 'key' | 'kind'>): string =>
  kind === 'text' ? textPrefixExpr(key) : jsonPathExpr([key]);

const PROPERTY_INDEXES = `SELECT c.relname AS name, i.indisvalid AS valid FROM pg_index i
  JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_inherits h ON h.inhrelid = i.indrelid
  WHERE h.inhparent = 'documents'::regclass`;

/** A stored value PostgreSQL refused to index (too large, the only refusal an expression of ours can meet). */
const DATA_REFUSALS = new Set(['54000']);

/** The record whose value is the largest of the expression: the one that did not fit. */
async function largestValue(db: pg.PoolClient, table: string, prop: IndexedProperty): Promise<RefusingRecord | undefined> {
  const { rows } = await db.query(`SELECT site_id, id FROM ${table} ORDER BY pg_column_size(${indexExpr(prop)}) DESC NULLS LAST LIMIT 1`);
  return rows[0] && { siteId: rows[0].site_id as string, id: rows[0].id as string };
}

/** Records of a type under which its index is built plainly rather than CONCURRENTLY. */
const SMALL_TYPE = 10_000;

/**
 * Creates the missing indexes; idempotent, so it runs at every schema load. Built CONCURRENTLY: writes of the type go
 * on meanwhile. A build that a stored value refuses is returned with that record; a busy database is retried, then
 * thrown as BUSY; an interrupted or failed build is dropped before the next try, so no invalid index stays.
 */
export async function ensurePropertyIndexes(s: ShapeSession, props: IndexedProperty[]): Promise<IndexFailure[]> {
  const db = s.client;
  const rows = (await s.retry(() => db.query(PROPERTY_INDEXES))).rows as { name: string; valid: boolean }[];
  const valid = new Set(rows.filter((r) => r.valid).map((r) => r.name));
  const broken = new Set(rows.filter((r) => !r.valid).map((r) => r.name));
  const failures: IndexFailure[] = [];
  const indexed = new Set<string>();
  for (const prop of props) {
    const name = indexName(prop);
    if (valid.has(name)) continue;
    const table = (await db.query('SELECT documents_partition_name($1) AS t', [prop.cls])).rows[0].t as string;
    const drop = `DROP INDEX CONCURRENTLY IF EXISTS ${name}`;
    const columns = `${table} (site_id, archived, (${indexExpr(prop)}), id)`;
    try {
      await s.retry(async () => {
        try {
          if (broken.has(name)) await s.patiently(() => db.query(drop));
          // A small type (a new one) is indexed plainly: its writes wait the few milliseconds of the build (and the
          // lock is asked for half a second at most), where a concurrent build waits for every older transaction of
          // the database (a long job's, the demo's fill) before it may end.
          const small = await db.query(`SELECT count(*) < ${SMALL_TYPE} AS small FROM (SELECT FROM ${table} LIMIT ${SMALL_TYPE}) r`);
          if (small.rows[0].small) await db.query(`CREATE INDEX IF NOT EXISTS ${name} ON ${columns}`);
          else await s.patiently(() => db.query(`CREATE INDEX CONCURRENTLY IF NOT EXISTS ${name} ON ${columns}`));
        } catch (err) {
          broken.add(name);
          throw err;
        }
      });
      indexed.add(table);
    } catch (err) {
      const { code, message } = err as { code?: string; message: string };
      await s.tidy(drop);
      if (!DATA_REFUSALS.has(code ?? '')) throw err;
      failures.push({ prop, code, message, record: await largestValue(db, table, prop) });
    }
  }
  // Statistics of the new expressions at once: without them the planner guesses 0.5 % for any value of a filter.
  for (const table of indexed) await s.retry(() => db.query(`ANALYZE ${table}`));
  return failures;
}

/** Our property indexes follow one naming pattern: any other index of a partition is left alone. */
const PROPERTY_INDEX = /^doc_[0-9a-f]{16}$/;

/**
 * Drops the property indexes no property asks for any more (the flag, the property or the schema gone, or the
 * property's kind changed): they cost every write and the planner's time. `props` is the whole catalogue's list.
 */
export async function dropUnusedPropertyIndexes(s: ShapeSession, props: IndexedProperty[]): Promise<string[]> {
  const wanted = new Set(props.map(indexName));
  const rows = (await s.retry(() => s.client.query(PROPERTY_INDEXES))).rows as { name: string }[];
  const unused = rows.map((r) => r.name).filter((name) => PROPERTY_INDEX.test(name) && !wanted.has(name));
  // CONCURRENTLY: a write to the type does not wait for the drop. The names are ours (checked above), not input.
  for (const name of unused) await s.retry(() => s.patiently(() => s.client.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`)));
  return unused;
}
