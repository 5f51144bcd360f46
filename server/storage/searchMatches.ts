// The console's search palette (domains/search): one statement per type, built on the list query's own search
// conditions (storage/documents.ts), so that the palette finds exactly what that type's list search would.
import pg from 'pg';
import { createPool } from './db.js';
import { COLUMNS, searchCascade, toStored, type ListQuery, type StoredDocument } from './documents.js';
import type { Sql } from './sql.js';

/** A type's best matches for the console's search palette, and how many there are up to a bound. */
export interface TypeMatches {
  rows: StoredDocument[];
  count: number;
  /** The count reached its bound: there are at least that many. */
  countIsLowerBound: boolean;
  /** Found by the typo-tolerant pass, the words and substring passes having found nothing. */
  fuzzy: boolean;
}

/**
 * The palette's own connections: read-only, their `statement_timeout` set once per session (at connection, then only
 * when a caller asks another budget), so that a type costs one round trip instead of three (BEGIN and SET LOCAL, the
 * search, COMMIT). Their own pool: a burst of searches never takes the connections the rest of the console needs.
 */
export interface SearchPool {
  pool: pg.Pool;
  /** Each connection's current statement_timeout (ms). */
  timeouts: WeakMap<pg.PoolClient, number>;
  defaultTimeoutMs: number;
}

export function openSearchPool(primary: pg.Pool, connections: number, timeoutMs: number): SearchPool {
  const url = (primary as unknown as { options: { connectionString: string } }).options.connectionString;
  const pool = createPool(url, 'console-search', {
    max: connections,
    min: connections,
    statement_timeout: timeoutMs,
    options: '-c default_transaction_read_only=on',
  });
  return { pool, timeouts: new WeakMap(), defaultTimeoutMs: timeoutMs };
}

/**
 * One statement per type: the first pass of the list's search cascade that finds anything (words, substring, typos),
 * up to `bound + 1` matches, the best `take` of those first. `timeoutMs` bounds the statement:
 * PostgreSQL cancels it past that (error 57014), so a slow type never holds a connection past the caller's budget.
 */
export async function searchMatches(
  search: SearchPool,
  q: ListQuery,
  sql: Sql,
  take: number,
  bound: number,
  timeoutMs: number,
): Promise<TypeMatches> {
  const s = sql.clone();
  const query = `websearch_to_tsquery('french_unaccent', ${s.param(q.search ?? '')})`;
  const cap = s.param(bound + 1);
  const found = searchCascade(
    q,
    s,
    (where, mode) => `(SELECT ${COLUMNS}, search, ${mode === 'fuzzy'} AS fuzzy FROM documents WHERE ${where} LIMIT ${cap})`,
  );
  const text = `WITH found AS (${found})
    SELECT ${COLUMNS}, fuzzy, count(*) OVER () AS total FROM found
    ORDER BY ts_rank(search, ${query}) DESC, updated_at DESC LIMIT ${s.param(take)}`;
  const client = await search.pool.connect();
  try {
    const timeout = Math.max(1, Math.floor(timeoutMs));
    if ((search.timeouts.get(client) ?? search.defaultTimeoutMs) !== timeout) {
      // The budget is ours, computed: an integer, never text from the request.
      await client.query(`SET statement_timeout = ${timeout}`);
      search.timeouts.set(client, timeout);
    }
    const res = await client.query(text, s.params);
    const total = Number(res.rows[0]?.total ?? 0);
    return {
      rows: res.rows.map(toStored),
      count: Math.min(total, bound),
      countIsLowerBound: total > bound,
      fuzzy: res.rows[0]?.fuzzy === true,
    };
  } finally {
    client.release();
  }
}
