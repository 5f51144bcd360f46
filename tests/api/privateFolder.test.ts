// As root, PostgreSQL runs as the 'postgres' user, which cannot enter a folder only root may traverse (a `mktemp -d`
// folder, /root/...): the server must start anyway, from a DATA_DIR or a checkout inside such a folder.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient } from './client.js';
import { startServer } from '../support/startServer.js';

const asRoot = process.getuid?.() === 0;
const cleanups: string[] = [];
afterAll(() => {
  for (const dir of cleanups) fs.rmSync(dir, { recursive: true, force: true });
});

/** A `mktemp -d` folder: mode 700, only root may traverse it. */
function privateFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-private-'));
  expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
  cleanups.push(dir);
  return dir;
}

/** The folder the server says it keeps the cluster in, removed after the test. */
function movedCluster(output: string): string {
  const dir = /la base de ce DATA_DIR est gardée dans (\S+)/.exec(output)?.[1];
  expect(dir).toBeTruthy();
  cleanups.push(path.dirname(dir!));
  return dir!;
}

describe.skipIf(!asRoot)('root in a private folder (skipped: only a server run as root hands PostgreSQL to the postgres user)', () => {
  it('starts with DATA_DIR inside a private folder, and finds its data again at the next start', { timeout: 240_000 }, async () => {
    const dataDir = path.join(privateFolder(), 'data');
    fs.mkdirSync(dataDir);
    const env = { SEED_DEMO: '0', CONSOLE_DIR: path.join(os.tmpdir(), 'no-console-build') };
    const first = await startServer(env, { dataDir });
    movedCluster(first.output());
    const admin = await ApiClient.login(ADMIN.login, ADMIN.password, first.url);
    const created = await admin.post('/api/global/data/AdminUser', { login: 'prive@example.com', password: 'mot-de-passe-prive-1' });
    expect(created.status).toBe(201);
    await first.stop();

    const second = await startServer(env, { dataDir });
    try {
      expect((await ApiClient.login('prive@example.com', 'mot-de-passe-prive-1', second.url)).cookie).toBeTruthy();
    } finally {
      await second.stop();
    }
  });

  it('stops with a French reason rather than start an empty database beside an existing one out of reach', async () => {
    const dataDir = path.join(privateFolder(), 'data');
    fs.mkdirSync(path.join(dataDir, 'pg'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'pg', 'PG_VERSION'), '18\n');
    await expect(startServer({ SEED_DEMO: '0' }, { dataDir })).rejects.toThrow(/n'est pas accessible à l'utilisateur postgres.*chmod o\+x/);
  });

  it('starts from a checkout (node_modules and its PostgreSQL binaries) inside a private folder', { timeout: 240_000 }, async () => {
    const checkout = path.join(privateFolder(), 'console');
    fs.mkdirSync(checkout);
    // Hard links: a copy of the checkout in seconds, whatever its size.
    const entries = fs.readdirSync('.').filter((f) => !['.git', 'data', 'dist', '.test-data', 'test-results'].includes(f));
    execFileSync('cp', ['-al', ...entries, checkout]);
    const server = await startServer({ SEED_DEMO: '0', CONSOLE_DIR: path.join(os.tmpdir(), 'no-console-build') }, { cwd: checkout });
    try {
      expect(server.output()).toMatch(/binaires PostgreSQL utilisés depuis/);
      expect((await ApiClient.login(ADMIN.login, ADMIN.password, server.url)).cookie).toBeTruthy();
    } finally {
      await server.stop();
    }
  });
});
