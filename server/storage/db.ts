// The connection pool and a transaction helper; every query of the app goes through these.
import pg from 'pg';

export type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/** Connections kept open when idle: a fresh one pays for loading PostgreSQL's catalogue caches on its first queries. */
const WARM_CONNECTIONS = 4;
/**
 * How long a connection past those stays open unused: a burst's connections serve the next bursts, rather than a
 * fresh one paying its catalogue caches and its prepared statements again (storage/preparedStatements.ts).
 */
const IDLE_CLOSE_MS = 60_000;

/** `applicationName`: how PostgreSQL's pg_stat_activity names its connections (the read replica's are 'console-read'). */
/** `overrides`: a pool of its own kind (the search palette's: fewer connections, a shorter timeout, read-only). */
export function createPool(url: string, applicationName = 'console', overrides: Partial<pg.PoolConfig> = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    min: WARM_CONNECTIONS,
    idleTimeoutMillis: IDLE_CLOSE_MS,
    statement_timeout: 15_000,
    application_name: applicationName,
    ...overrides,
  } as pg.PoolConfig);
  return withErrorListeners(pool);
}

/**
 * A connection PostgreSQL ends (a dropped idle client, or one in use whose connection dies between two queries:
 * PostgreSQL stopped by the same Ctrl-C) reports it as an 'error' event, which without a listener ends the process:
 * a dropped idle client is replaced on next use, and one in use tells its next query instead.
 */
export function withErrorListeners(pool: pg.Pool): pg.Pool {
  const ignore = () => {};
  pool.on('error', ignore);
  pool.on('connect', (client) => client.on('error', ignore));
  return pool;
}

/**
 * `opening`: a statement without parameters run with BEGIN, in the same round trip (PostgreSQL's simple protocol takes
 * several statements at once): a save sets its write origin there, a round trip fewer.
 */
export async function inTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>, opening?: string): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(opening ? `BEGIN; ${opening}` : 'BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/** A deadlock's victim or a serialization failure: the transaction did nothing and can be run again as it is. */
const RETRIABLE = new Set(['40P01', '40001']);

/**
 * `inTransaction`, run again (up to `attempts` times) when PostgreSQL chose it as a deadlock's victim: a save that
 * met a schema change or a job in the wrong order goes through instead of failing. `fn` must be safe to run again.
 */
export async function inRetriedTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>, attempts = 3, opening?: string): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(pool, fn, opening);
    } catch (err) {
      if (attempt >= attempts || !RETRIABLE.has((err as { code?: string }).code ?? '')) throw err;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt * Math.random()));
    }
  }
}
