// The console's search palette (domains/search): statements over several types at once, each type on its list
// query's own search conditions (storage/documents.ts), so that the palette finds exactly what its list search would.
import { createHash } from 'node:crypto';
import pg from 'pg';
import { createPool } from './db.js';
import { COLUMNS, passMatches, toStored, type ListQuery, type StoredDocument } from './documents.js';
import type { SearchMode } from './documentSearch.js';
import { Sql } from './sql.js';

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
 * The palette's own connections: read-only, their session settings changed only when a statement needs others, so
 * that a type costs one round trip instead of three (BEGIN and SET LOCAL, the search, COMMIT). Their own pool: a burst
 * of searches never takes the connections the rest of the console needs.
 */
export interface SearchPool {
  pool: pg.Pool;
  sessions: WeakMap<pg.PoolClient, SearchSession>;
  defaultTimeoutMs: number;
}

/** What a connection of the palette was last told, and the statements it keeps planned. */
interface SearchSession {
  timeoutMs: number;
  genericPlans: boolean;
  prepared: Set<string>;
}

/** Statements a connection keeps planned: past this, it is closed with its plans, and the pool opens a fresh one. */
export const PREPARED_PER_CONNECTION = 200;

export function openSearchPool(primary: pg.Pool, connections: number, timeoutMs: number): SearchPool {
  const url = (primary as unknown as { options: { connectionString: string } }).options.connectionString;
  const pool = createPool(url, 'console-search', {
    max: connections,
    min: connections,
    statement_timeout: timeoutMs,
    options: '-c default_transaction_read_only=on',
  });
  // A fresh backend's first search would spend the budget loading what planning needs (every partition's description,
  // indexes and statistics, the French dictionaries): each connection does that first, and they open at start, so
  // that a server just started answers its first searches instead of naming every type as cut.
  pool.on('connect', (client) => void client.query(WARM_UP).catch(() => {}));
  void fill(pool, connections);
  return { pool, sessions: new WeakMap(), defaultTimeoutMs: timeoutMs };
}

/** Planned, never run: touches every type's partition as a search does. */
const WARM_UP = `EXPLAIN SELECT id FROM documents WHERE site_id = '' AND archived = false
  AND search @@ websearch_to_tsquery('french_unaccent', 'console') AND search_text LIKE '%console%' AND 'console' <% search_text`;

/** Opens the pool's connections ahead of need (an idle one is kept: the pool's `min`). */
const fill = (pool: pg.Pool, connections: number) =>
  Promise.all(Array.from({ length: connections }, () => pool.connect().then((client) => client.release()))).catch(() => {});

/** One type of a search: its list query, and the Sql holding the values its conditions name. */
export interface TypeSearch {
  query: ListQuery;
  sql: Sql;
}

/** A site's live records per type (the kept totals): how the palette tells a large type from a small one. */
export async function typeSizes(search: SearchPool, siteId: string): Promise<Map<string, number>> {
  const res = await search.pool.query<{ cls: string; n: string }>('SELECT cls, n FROM collection_counts WHERE site_id = $1 AND archived = false', [
    siteId,
  ]);
  return new Map(res.rows.map((row) => [row.cls, Number(row.n)]));
}

/**
 * One pass of the search cascade (words, substring or typos) over several types in one statement: each type's own
 * conditions, exactly as its list builds them, up to `bound + 1` matches, then each type's best `take` and its total.
 * Only the types `active` names are searched; the others stay in the text, switched off by a parameter, so that every
 * pass over the same types is the same statement. `genericPlan` (many small types, whose planning costs ten times
 * their running): the statement is prepared on the connection and planned once, for every later search whatever its
 * words; a large type's statement is planned for its words each time (a common and a rare word want other plans).
 * `timeoutMs` bounds the statement (PostgreSQL cancels it past that, error 57014).
 * Answers by index in `types`, only the types that matched.
 */
export async function searchPass(
  search: SearchPool,
  pass: { types: TypeSearch[]; active: boolean[]; mode: SearchMode; genericPlan: boolean },
  take: number,
  bound: number,
  timeoutMs: number,
): Promise<Map<number, TypeMatches>> {
  const { types, active, mode, genericPlan } = pass;
  const s = new Sql();
  const cap = s.param(bound + 1);
  const parts = types.map(({ query, sql }, index) => {
    const own = sql.clone();
    // The type also as a constant: a generic plan keeps only the partitions its constants name. A schema's id, from
    // the registry, never the request.
    const partition = `cls = ${pg.escapeLiteral(query.cls)}`;
    const matches = passMatches(query, own, mode, [`${own.param(active[index])}::boolean`, partition]);
    return `(SELECT ${index} AS type_index, ${COLUMNS}, search FROM ${s.adopt(own, matches)} LIMIT ${cap})`;
  });
  // The words parsed once (an init plan), not once per row, when the plan is generic.
  const rank = `ts_rank(search, (SELECT websearch_to_tsquery('french_unaccent', ${s.param(types[0]?.query.search ?? '')})))`;
  const text = `SELECT type_index, ${COLUMNS}, total FROM (
      SELECT found.*, count(*) OVER (PARTITION BY type_index) AS total,
        row_number() OVER (PARTITION BY type_index ORDER BY ${rank} DESC, updated_at DESC) AS place
      FROM (${parts.join(' UNION ALL ')}) found
    ) ranked WHERE place <= ${s.param(take)} ORDER BY type_index, place`;
  const client = await search.pool.connect();
  let retire = false;
  try {
    const session = search.sessions.get(client) ?? { timeoutMs: search.defaultTimeoutMs, genericPlans: false, prepared: new Set() };
    search.sessions.set(client, session);
    const timeout = Math.max(1, Math.floor(timeoutMs));
    if (session.timeoutMs !== timeout) {
      // The budget is ours, computed: an integer, never text from the request.
      await client.query(`SET statement_timeout = ${timeout}`);
      session.timeoutMs = timeout;
    }
    if (session.genericPlans !== genericPlan) {
      await client.query(`SET plan_cache_mode = ${genericPlan ? 'force_generic_plan' : 'auto'}`);
      session.genericPlans = genericPlan;
    }
    const name = genericPlan ? `palette_${createHash('sha256').update(text).digest('hex').slice(0, 32)}` : undefined;
    if (name) {
      session.prepared.add(name);
      retire = session.prepared.size > PREPARED_PER_CONNECTION;
    }
    const found = new Map<number, TypeMatches>();
    for (const row of (await client.query({ name, text, values: s.params })).rows) {
      const index = Number(row.type_index);
      const total = Number(row.total);
      const matches = found.get(index) ?? { rows: [], count: Math.min(total, bound), countIsLowerBound: total > bound, fuzzy: mode === 'fuzzy' };
      matches.rows.push(toStored(row));
      found.set(index, matches);
    }
    return found;
  } finally {
    client.release(retire);
    if (retire) void fill(search.pool, 1);
  }
}
