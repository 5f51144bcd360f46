// The fleet's PostgreSQL: a primary and a streaming standby, from the embedded binaries a fresh clone has (the
// embedded package ships no pg_basebackup: the standby starts as a copy of the primary stopped cleanly, kept in step
// by a physical replication slot). As root both run as the postgres user (server/storage/embeddedPostgres.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { clusterFolder, embeddedRuntime, INITDB_FLAGS, preloadFlags } from '../../server/storage/embeddedPostgres.js';
import { logOf, spawnDetached, stopPid, waitUntil } from './processes.js';

const PASSWORD = 'console-fleet';
const SLOT = 'fleet_standby';

export const databaseUrl = (port: number, database = 'console') => `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`;

export type ClusterName = 'primary' | 'standby';

export interface Clusters {
  binDir: string;
  dirs: Record<ClusterName, string>;
  ports: Record<ClusterName, number>;
}

const asRoot = () => process.getuid?.() === 0;

const postgresUser = (): { uid?: number; gid?: number } =>
  asRoot() ? { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) } : {};

function flags(clusters: Clusters, name: ClusterName): string[] {
  const common = ['-p', String(clusters.ports[name]), '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=150', ...preloadFlags()];
  if (name === 'primary') return [...common, '-c', 'wal_keep_size=256MB'];
  const primary = `host=127.0.0.1 port=${clusters.ports.primary} user=postgres password=${PASSWORD} application_name=${SLOT}`;
  return [...common, '-c', `primary_conninfo=${primary}`, '-c', `primary_slot_name=${SLOT}`, '-c', 'hot_standby_feedback=on'];
}

/** `fn` on a connection of its own to one cluster of the fleet, closed after it. */
export async function withClient<T>(port: number, fn: (client: pg.Client) => Promise<T>, database = 'console'): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(port, database) });
  client.on('error', () => {});
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

const query = async <T extends pg.QueryResultRow>(port: number, sql: string, database = 'postgres'): Promise<T[]> =>
  withClient(port, async (client) => (await client.query<T>(sql)).rows, database);

/** Starts one cluster detached and waits until it takes connections (the standby: read-only ones). */
export async function startCluster(clusters: Clusters, name: ClusterName, logDir: string): Promise<number> {
  fs.rmSync(path.join(clusters.dirs[name], 'postmaster.pid'), { force: true });
  const pid = spawnDetached(logDir, name, path.join(clusters.binDir, 'postgres'), ['-D', clusters.dirs[name], ...flags(clusters, name)], {
    ...postgresUser(),
    env: { LC_MESSAGES: 'C' },
  });
  await waitUntil(
    `PostgreSQL (${name})`,
    pid,
    async () => (await query(clusters.ports[name], 'SELECT 1')).length === 1,
    () => logOf(logDir, name),
  );
  return pid;
}

/** Fast shutdown (SIGINT): the sessions are cut, what was committed stays. */
export const stopCluster = (pid: number) => stopPid(pid, 'SIGINT', 60_000);

/** The clusters' folders and binaries, both initialised on the first call (the primary with the database `console`). */
export async function prepareClusters(fleetDir: string, ports: Record<ClusterName, number>, log: (m: string) => void): Promise<Clusters> {
  const { Postgres, binDir } = await embeddedRuntime(asRoot(), log);
  const folder = (name: ClusterName) => {
    fs.mkdirSync(path.join(fleetDir, name), { recursive: true });
    return clusterFolder(path.join(fleetDir, name), asRoot(), log);
  };
  const clusters: Clusters = { binDir, ports, dirs: { primary: folder('primary'), standby: folder('standby') } };
  const logDir = path.join(fleetDir, 'logs');
  if (!fs.existsSync(path.join(clusters.dirs.primary, 'PG_VERSION'))) {
    log(`Initialisation du primaire dans ${clusters.dirs.primary}`);
    fs.rmSync(clusters.dirs.standby, { recursive: true, force: true });
    const init = new Postgres({
      databaseDir: clusters.dirs.primary,
      user: 'postgres',
      password: PASSWORD,
      persistent: true,
      createPostgresUser: asRoot(),
      initdbFlags: INITDB_FLAGS,
      onLog: () => {},
    });
    await init.initialise();
  }
  if (!fs.existsSync(path.join(clusters.dirs.standby, 'PG_VERSION'))) {
    log(`Copie du primaire pour le secondaire dans ${clusters.dirs.standby}`);
    const pid = await startCluster(clusters, 'primary', logDir);
    if (!(await query(ports.primary, "SELECT 1 FROM pg_database WHERE datname = 'console'")).length)
      await query(ports.primary, 'CREATE DATABASE console');
    // Reserved now: the primary keeps every WAL segment the standby has not received, from before the copy on.
    if (!(await query(ports.primary, `SELECT 1 FROM pg_replication_slots WHERE slot_name = '${SLOT}'`)).length) {
      await query(ports.primary, `SELECT pg_create_physical_replication_slot('${SLOT}', true)`);
    }
    await stopCluster(pid);
    execFileSync('cp', ['-a', clusters.dirs.primary, clusters.dirs.standby]);
    for (const entry of fs.readdirSync(path.join(clusters.dirs.standby, 'pg_replslot'))) {
      fs.rmSync(path.join(clusters.dirs.standby, 'pg_replslot', entry), { recursive: true, force: true });
    }
    const signal = path.join(clusters.dirs.standby, 'standby.signal');
    fs.writeFileSync(signal, '');
    const { uid, gid } = postgresUser();
    if (uid !== undefined) fs.chownSync(signal, uid, gid!);
  }
  return clusters;
}

/** How far the standby is behind: true once it has replayed everything the primary had written when asked. */
export async function standbyCaughtUp(ports: Record<ClusterName, number>): Promise<boolean> {
  const [{ lsn }] = await query<{ lsn: string }>(ports.primary, 'SELECT pg_current_wal_lsn()::text AS lsn');
  const end = Date.now() + 60_000;
  while (Date.now() < end) {
    const [{ behind }] = await query<{ behind: boolean }>(
      ports.standby,
      `SELECT coalesce(pg_last_wal_replay_lsn() < '${lsn}'::pg_lsn, true) AS behind`,
    );
    if (!behind) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}
