// Background work's own connections (issue 29 §2): a job's queries run on PostgreSQL backends whose CPU priority is
// lowered (BACKGROUND_DB_NICENESS), so that an export's scan or a re-index's batches take the cores only when the
// staff's requests leave them. Possible only where the backend is a process of this machine that we may renice: the
// connection is local (a Unix socket or the loopback) and its pid names a PostgreSQL process. Elsewhere (a managed
// database) the jobs' queries run on the main pool as before.
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import os from 'node:os';
import type pg from 'pg';
import { createPool } from './db.js';

const background = new AsyncLocalStorage<true>();

/** Runs `fn` (a job's run) with its queries on the background connections. */
export const inBackground = <T>(fn: () => Promise<T>): Promise<T> => background.run(true, fn);

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** The backend's process when it is one of this machine's (its pid, read by the backend itself). */
async function localBackendPid(client: pg.PoolClient): Promise<number | undefined> {
  const { rows } = await client.query<{ pid: number; addr: string | null }>('SELECT pg_backend_pid() AS pid, inet_server_addr()::text AS addr');
  const { pid, addr } = rows[0];
  if (addr !== null && !LOOPBACK.test(addr)) return undefined;
  // Another machine's pid can exist here too (a container's PostgreSQL): only a process that says it is postgres.
  const command = fs.promises.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  return (await command).startsWith('postgres') ? pid : undefined;
}

/** Connections of the background pool: jobs at once per process are few, and each mostly holds one. */
const MAX_CONNECTIONS = 4;

/**
 * Sends the queries of code running in `inBackground` to a pool of its own whose backends run `niceness` lower,
 * when PostgreSQL runs on this machine and lets us lower them; otherwise nothing changes. The main pool keeps its
 * object (every service holds it): its query and connect choose the pool by the caller. Says in the log which applies;
 * resolves with the undo.
 */
export async function attachBackgroundPool(
  main: pg.Pool,
  url: string,
  niceness: number,
  log: (message: string) => void,
): Promise<() => Promise<void>> {
  const nothing = async () => {};
  if (niceness <= 0) return nothing;
  const pool = createPool(url, 'console-background', { max: MAX_CONNECTIONS, min: 0 });
  const lower = async (client: pg.PoolClient) => {
    const pid = await localBackendPid(client);
    if (pid === undefined) return false;
    os.setPriority(pid, niceness);
    return true;
  };
  // A connection is lowered before its first use (a query of its own then, never beside the caller's).
  const lowered = new WeakSet<pg.PoolClient>();
  const probe = await pool.connect();
  const local = await lower(probe).catch(() => false);
  lowered.add(probe);
  probe.release();
  if (!local) {
    await pool.end();
    log('Tâches de fond : leurs requêtes gardent la priorité de PostgreSQL (base distante, ou processus qui ne peut être abaissé)');
    return nothing;
  }
  log(`Tâches de fond : leurs requêtes sur des connexions PostgreSQL abaissées de ${niceness} (BACKGROUND_DB_NICENESS)`);
  const connectLowered = async () => {
    const client = await pool.connect();
    if (!lowered.has(client)) {
      lowered.add(client);
      await lower(client).catch(() => {});
    }
    return client;
  };
  // All its connections taken (a job holding one asks another, or more jobs than connections): the main pool serves,
  // so that background work never waits on a pool of its own, nor deadlocks in it.
  const serves = () => background.getStore() && (pool.idleCount > 0 || pool.totalCount < MAX_CONNECTIONS);
  const query = main.query.bind(main);
  const connect = main.connect.bind(main);
  main.query = (async (...args: Parameters<typeof query>) => {
    if (!serves()) return query(...args);
    const client = await connectLowered();
    try {
      const result = await client.query(...(args as Parameters<pg.PoolClient['query']>));
      client.release();
      return result;
    } catch (err) {
      // As pg's own pool.query: a connection that saw an error is not handed out again.
      client.release(err as Error);
      throw err;
    }
  }) as typeof main.query;
  main.connect = ((...args: Parameters<typeof connect>) => (serves() ? connectLowered() : connect(...args))) as typeof main.connect;
  return async () => {
    main.query = query;
    main.connect = connect;
    await pool.end();
  };
}
