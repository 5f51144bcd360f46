// The first start of a fresh data directory (issue 23): the build, then the server on an empty embedded PostgreSQL
// with the full demo: when GET /api/health first answers, when it says the demo is complete, and the start's steps
// as its progress line prints them.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, spawnServer } from '../support/startServer.js';

export interface FirstStart {
  buildSeconds: number;
  /** From the spawn of the server to its first answer. */
  healthSeconds: number;
  /** From the spawn to `demoComplete: true`. */
  demoSeconds: number;
  /** The progress line's steps: [label, seconds since the server's code started]. */
  steps: [string, number][];
}

/** `[2/5 · 3,1 s] Migrations appliquées : …`: the step's words before its details. */
const STEP = /\[(\d+)\/\d+ · (\d+),(\d) s\] (.+?)(?: sur | :| \(|$)/gm;

async function health(url: string): Promise<{ demoComplete?: boolean } | undefined> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) });
    return res.ok ? ((await res.json()) as { demoComplete?: boolean }) : undefined;
  } catch {
    return undefined;
  }
}

export async function runFirstStartBench(): Promise<FirstStart> {
  let started = performance.now();
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
  const buildSeconds = (performance.now() - started) / 1000;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-start-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  started = performance.now();
  // What `npm start` runs once the build is there, with its default demo volume.
  const server = spawnServer(dataDir, port, { DEMO_VOLUME: 'full', LOG_LEVEL: 'warn' });
  let output = '';
  server.stdout.on('data', (c: Buffer) => (output += c.toString()));
  server.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  try {
    let healthSeconds = 0;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`server exited:\n${output}`);
      const answer = await health(url);
      const seconds = (performance.now() - started) / 1000;
      if (answer && !healthSeconds) healthSeconds = seconds;
      if (answer?.demoComplete) {
        const steps = [...output.matchAll(STEP)].map((m): [string, number] => [m[4].trim(), Number(`${m[2]}.${m[3]}`)]);
        return { buildSeconds, healthSeconds, demoSeconds: seconds, steps };
      }
      if (seconds > 1800) throw new Error(`no complete demo after 30 minutes:\n${output}`);
      await new Promise((r) => setTimeout(r, healthSeconds ? 1_000 : 100));
    }
  } finally {
    server.kill('SIGINT');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
