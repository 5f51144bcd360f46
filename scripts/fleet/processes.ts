// The fleet's processes stand in for machines: each runs detached with its own log file, known by its PID only, so
// `npm run fleet -- down` (another process) stops what `npm run fleet` started.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../server/storage/freePort.js';

export { freePort };

export const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface SpawnOptions {
  env?: Record<string, string>;
  cwd?: string;
  /** As root, PostgreSQL runs as the postgres user. */
  uid?: number;
  gid?: number;
}

/** Starts a detached process writing to logs/{name}.log; returns its PID. */
export function spawnDetached(logDir: string, name: string, command: string, args: string[], opts: SpawnOptions = {}): number {
  fs.mkdirSync(logDir, { recursive: true });
  const out = fs.openSync(path.join(logDir, `${name}.log`), 'a');
  const child = spawn(command, args, {
    detached: true,
    cwd: opts.cwd,
    stdio: ['ignore', out, out],
    env: { ...process.env, ...opts.env },
    ...(opts.uid !== undefined && { uid: opts.uid, gid: opts.gid }),
  });
  fs.closeSync(out);
  child.unref();
  if (!child.pid) throw new Error(`${name} : impossible de lancer ${command}`);
  return child.pid;
}

export const logOf = (logDir: string, name: string): string => {
  try {
    return fs.readFileSync(path.join(logDir, `${name}.log`), 'utf8');
  } catch {
    return '';
  }
};

/** Waits until `ready` says yes; fails with the process's log if it died or took too long. */
export async function waitUntil(what: string, pid: number, ready: () => Promise<boolean>, log: () => string, timeoutMs = 180_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await ready().catch(() => false)) return;
    if (!isAlive(pid)) throw new Error(`${what} s'est arrêté au démarrage :\n${log().slice(-3000)}`);
    if (Date.now() > end) throw new Error(`${what} n'a pas démarré en ${timeoutMs / 1000} s :\n${log().slice(-3000)}`);
    await sleep(250);
  }
}

/** Sends `signal` and waits for the exit; SIGKILL after `timeoutMs`. */
export async function stopPid(pid: number, signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 20_000): Promise<void> {
  try {
    process.kill(pid, signal);
  } catch {
    return;
  }
  const end = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > end) {
      process.kill(pid, 'SIGKILL');
      await sleep(200);
      return;
    }
    await sleep(100);
  }
}
