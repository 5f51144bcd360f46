// Starts the real server (embedded PostgreSQL in a fresh data dir, demo seed with a small volume) for a test suite.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/storage/freePort.js';

export { freePort };

export const ADMIN = { login: 'admin', password: 'admin-test-2026' };
/** BACKGROUND_DB_NICENESS of the tests' servers. */
export const TEST_BACKGROUND_DB_NICENESS = 1;
/**
 * A first start's limit: on CI's 2 cores the browser suites and two vitest processes run beside it (npm test's lanes,
 * scripts/test.mjs), and a start with its demo then takes well over a quiet machine's twenty seconds.
 */
const START_TIMEOUT_MS = 200_000;

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The server's process (benches read its CPU time). */
  pid?: number;
  /** Stops it as Ctrl-C does (SIGINT), or as a service manager does (SIGTERM), and waits for its exit. */
  stop: (signal?: 'SIGINT' | 'SIGTERM') => Promise<void>;
}

export interface StartOptions {
  /** Reuse this data folder (and keep it at stop) instead of a fresh one. */
  dataDir?: string;
  /** Run the server of another checkout (a copy in a private folder, say). */
  cwd?: string;
  /** How long the start may take (200 s by default; the full demo volume takes longer on a loaded machine). */
  startTimeoutMs?: number;
  /** Answer as soon as the console answers, while a first start's demo still fills (as a newcomer meets it). */
  beforeDemoFilled?: boolean;
}

/** The suites read the demo's records: a first start fills the demo after the server answers (DEMO_FILL), so wait for it. */
async function demoComplete(url: string, timeoutMs: number): Promise<void> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) {
    const health = (await (await fetch(`${url}/api/health`)).json()) as { demoComplete?: boolean };
    if (health.demoComplete !== false) return;
  }
  throw new Error('demo not complete in time');
}

export function spawnServer(dataDir: string, port: number, env: Record<string, string> = {}, cwd?: string) {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_LOGIN: ADMIN.login,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'error',
      // A small demo volume keeps the suites' start fast; tests/api/demoVolume.test.ts starts one with the full volume.
      DEMO_VOLUME: 'small',
      // ffmpeg at the tests' own priority: on CI's 2 cores, busy with the other suites, an encode at nice 10 got so
      // little of them that the encoding tests ran out of time (the priority itself: ffmpeg/priority.test.ts).
      FFMPEG_NICENESS: '0',
      FFMPEG_CORES_LEFT: '0',
      // Jobs' PostgreSQL backends barely lower, for the same reason: tests/api/backgroundPriority.test.ts reads it.
      BACKGROUND_DB_NICENESS: String(TEST_BACKGROUND_DB_NICENESS),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export async function startServer(env: Record<string, string> = {}, opts: StartOptions = {}): Promise<RunningServer & { output: () => string }> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'console-test-'));
  const port = await freePort();
  const server = spawnServer(dataDir, port, env, opts.cwd);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      // A server that did not start in time must not stay behind: SIGTERM, so that it stops its PostgreSQL too.
      server.kill('SIGTERM');
      reject(new Error(`server did not start:\n${output}`));
    }, opts.startTimeoutMs ?? START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Console prête')) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', onData);
    server.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${output}`));
    });
  });
  const url = `http://127.0.0.1:${port}`;
  if (!opts.beforeDemoFilled)
    await demoComplete(url, opts.startTimeoutMs ?? START_TIMEOUT_MS).catch((err: Error) => {
      server.kill('SIGTERM');
      throw new Error(`${err.message}:\n${output}`);
    });
  return {
    url,
    dataDir,
    pid: server.pid,
    output: () => output,
    stop: async (signal = 'SIGINT') => {
      if (server.exitCode === null)
        await new Promise<void>((resolve) => {
          server.once('exit', () => resolve());
          server.kill(signal);
        });
      if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The DATABASE_URL of a server's embedded PostgreSQL, for a second server on the same database. */
export function databaseUrlOf(server: Pick<RunningServer, 'dataDir'>): string {
  const port = fs
    .readFileSync(path.join(server.dataDir, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    .trim();
  return `postgres://postgres:console-local@127.0.0.1:${port}/console`;
}

/** Two servers on one database: the first on its embedded PostgreSQL, the second on it through DATABASE_URL. */
export async function startTwoServers(
  env: Record<string, string> = {},
  opts: StartOptions = {},
): Promise<{ first: RunningServer; second: RunningServer; databaseUrl: string }> {
  const first = await startServer(env, opts);
  const databaseUrl = databaseUrlOf(first);
  try {
    return { first, second: await startServer({ ...env, DATABASE_URL: databaseUrl }, opts), databaseUrl };
  } catch (err) {
    await first.stop();
    throw err;
  }
}
