// Shared by the bench parts: percentiles, sequential request timings, and a real server process on a bench database.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { fillDemo, seedDemo } from '../../server/domains/demo/index.js';
import { seed } from '../../server/domains/catalogue/index.js';
import { createPool } from '../../server/storage/db.js';
import { startEmbeddedPostgres } from '../../server/storage/embeddedPostgres.js';
import { migrate } from '../../server/storage/migrate.js';
import { ADMIN, freePort } from '../support/startServer.js';

/** The p-th percentile (0–100) of values already sorted ascending. */
export const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export const sortedCopy = (values: number[]): number[] => [...values].sort((a, b) => a - b);

/** A request answered in full: its body read, an error thrown for any status but 2xx. */
export const answered = (request: () => Promise<Response>) => async (): Promise<void> => {
  const res = await request();
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
};

/** p50 and p95 of `samples` sequential calls after 10 warm-up ones; each answer is read whole and must be a success. */
export async function timeRequests(samples: number, fn: (i: number) => Promise<Response>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 10; i++) await (await fn(i)).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now();
    await answered(() => fn(i))();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

export interface BenchServer {
  base: string;
  /** The super administrator's session cookie. */
  cookie: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** The console's server as its own process on a bench database, logged in as the super administrator. */
export async function startBenchServer(env: Record<string, string>, preload: string[] = [], nodeFlags: string[] = []): Promise<BenchServer> {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [
      ...nodeFlags,
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : []),
      '--import',
      'tsx',
      ...preload.flatMap((p) => ['--import', p]),
      'server/main.ts',
    ],
    {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve) => server.stdout!.on('data', (c: Buffer) => c.toString().includes('Console prête') && resolve()));
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0];
  return {
    base,
    cookie,
    process: server,
    stop: async () => {
      if (server.exitCode !== null) return;
      server.kill('SIGINT');
      await new Promise((resolve) => server.once('exit', resolve));
    },
  };
}

export interface BenchDatabase {
  dataDir: string;
  url: string;
  pool: pg.Pool;
  /** False when a kept database was found already filled: the caller skips its fill. */
  fresh: boolean;
  /** The caller's fill is over: a kept database will be reused as it is. */
  filled(): void;
  /** Closes the pool, stops PostgreSQL and removes its folder (a kept one stays). */
  stop(): Promise<void>;
}

/**
 * A fresh embedded PostgreSQL migrated and seeded with the catalogue and the demo sites (`demoVolume` as DEMO_VOLUME).
 * `keepDir`: a folder where the database is kept after the run, and reused as it is by the next run once filled, so
 * that a long fill is paid once and the measures can be taken again later on a quiet machine.
 */
export async function startBenchDatabase(name: string, demoVolume?: number, keepDir?: string): Promise<BenchDatabase> {
  const dataDir = keepDir ? path.resolve(keepDir) : fs.mkdtempSync(path.join(os.tmpdir(), `console-bench-${name}-`));
  const marker = path.join(dataDir, 'bench-filled');
  const fresh = !fs.existsSync(marker);
  if (fresh && keepDir) fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const db = await startEmbeddedPostgres(dataDir, console.log);
  const pool = createPool(db.url);
  await migrate(pool);
  if (fresh) {
    const catalogueDir = path.resolve('catalogue');
    const log = demoVolume ? console.log : () => {};
    await seed(pool, {
      catalogueDir,
      demo: (db, schemas) => seedDemo(db, schemas, { catalogueDir, volume: demoVolume, log }),
      adminLogin: ADMIN.login,
      adminPassword: ADMIN.password,
      log,
    });
    await fillDemo(pool, { catalogueDir, log });
  } else console.log(`Base de banc d'essai reprise telle quelle : ${dataDir}`);
  let stopped = false;
  return {
    dataDir,
    url: db.url,
    pool,
    fresh,
    filled: () => keepDir && fs.writeFileSync(marker, new Date().toISOString()),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await pool.end().catch(() => {});
      await db.stop();
      if (!keepDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A JSON call to a bench server as its logged-in administrator. */
export const jsonCaller =
  ({ base, cookie }: Pick<BenchServer, 'base' | 'cookie'>) =>
  async (method: string, p: string, body?: unknown) =>
    (
      await fetch(`${base}${p}`, {
        method,
        headers: { cookie, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    ).json();

/** The server's own time of an answer, from its `Server-Timing: app;dur=…` header (server/plugins/serverTiming.ts). */
export const serverTimingMs = (header: string | null | undefined): number => Number(/app;dur=([\d.]+)/.exec(header ?? '')?.[1] ?? NaN);
