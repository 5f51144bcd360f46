// Expression indexes follow the schemas (design.md §4): one per sortable or filterable property, on its type's
// partition. Strings are indexed on a bounded prefix, so no stored value can make an index row too large.
import crypto from 'node:crypto';
import type pg from 'pg';
import { jsonPathExpr, textPrefixExpr } from './sql.js';

/** `json`: numbers, booleans and dates, indexed as they are; `text`: everything else, on its first characters. */
export type IndexKind = 'json' | 'text';
export interface IndexedProperty {
  cls: string;
  key: string;
  kind: IndexKind;
}
export interface IndexFailure {
  prop: IndexedProperty;
  /** PostgreSQL's error code and text, for the log. */
  code?: string;
  message: string;
}

const indexName = ({ cls, key, kind }: IndexedProperty): string =>
  `doc_${crypto.createHash('sha1').update(`${cls}/${key}/${kind}`).digest('hex').slice(0, 16)}`;

export const indexExpr = ({ key, kind }: Pick<IndexedProperty, 'key' | 'kind'>): string =>
  kind === 'text' ? textPrefixExpr(key) : jsonPathExpr([key]);

/**
 * Creates the missing indexes; idempotent, so it runs at every schema load. Built CONCURRENTLY and without statement
 * timeout: a schema saved on a large collection must not block its writes. A build that fails is returned, not thrown.
 */
export async function ensurePropertyIndexes(pool: pg.Pool, props: IndexedProperty[]): Promise<IndexFailure[]> {
  const client = await pool.connect();
  const failures: IndexFailure[] = [];
  try {
    await client.query('SET statement_timeout = 0');
    const rows = (
      await client.query(`SELECT c.relname AS name, i.indisvalid AS valid FROM pg_index i
      JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_inherits h ON h.inhrelid = i.indrelid
      WHERE h.inhparent = 'documents'::regclass`)
    ).rows;
    const valid = new Set(rows.filter((r) => r.valid).map((r) => r.name as string));
    const broken = new Set(rows.filter((r) => !r.valid).map((r) => r.name as string));
    const indexed = new Set<string>();
    for (const prop of props) {
      const name = indexName(prop);
      if (valid.has(name)) continue;
      try {
        const table = (await client.query('SELECT documents_partition_name($1) AS t', [prop.cls])).rows[0].t as string;
        // A concurrent build that was interrupted or failed leaves an invalid index behind: rebuild it.
        if (broken.has(name)) await client.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
        await client.query(`CREATE INDEX CONCURRENTLY IF NOT EXISTS ${name} ON ${table} (site_id, archived, (${indexExpr(prop)}), id)`);
        indexed.add(table);
      } catch (err) {
        await client.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`).catch(() => {});
        failures.push({ prop, code: (err as { code?: string }).code, message: (err as Error).message });
      }
    }
    // Statistics of the new expressions at once: without them the planner guesses 0.5 % for any value of a filter.
    for (const table of indexed) await client.query(`ANALYZE ${table}`);
    return failures;
  } finally {
    // Destroyed, not given back: its session-wide `statement_timeout = 0` (CONCURRENTLY cannot run in a transaction,
    // so SET LOCAL cannot hold it) must not reach the pool's next query.
    client.release(true);
  }
}

/** Our property indexes follow one naming pattern: any other index of a partition is left alone. */
const PROPERTY_INDEX = /^doc_[0-9a-f]{16}$/;

/**
 * Drops the property indexes no property asks for any more (the flag, the property or the schema gone, or the
 * property's kind changed): they cost every write and the planner's time. `props` is the whole catalogue's list.
 */
export async function dropUnusedPropertyIndexes(pool: pg.Pool, props: IndexedProperty[]): Promise<string[]> {
  const wanted = new Set(props.map(indexName));
  const { rows } = await pool.query(`SELECT c.relname AS name FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_inherits h ON h.inhrelid = i.indrelid
    WHERE h.inhparent = 'documents'::regclass`);
  const unused = rows.map((r) => r.name as string).filter((name) => PROPERTY_INDEX.test(name) && !wanted.has(name));
  const client = await pool.connect();
  try {
    await client.query('SET statement_timeout = 0');
    // CONCURRENTLY: a write to the type does not wait for the drop. The names are ours (checked above), not input.
    // Another server reloading at the same time may be dropping it too, and one of two such drops can fail (deadlock):
    // trying again waits for the other's drop to end, so that the index is gone when this load returns.
    for (const name of unused) {
      for (let attempt = 1; attempt <= 3; attempt++) {
        const dropped = await client.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`).then(
          () => true,
          () => false,
        );
        if (dropped) break;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
    return unused;
  } finally {
    // Destroyed, not given back: its session-wide `statement_timeout = 0` (CONCURRENTLY cannot run in a transaction,
    // so SET LOCAL cannot hold it) must not reach the pool's next query.
    client.release(true);
  }
}
