// Set-up as a new user meets it (issue: foundation §1): first start, restart, a second server on the same DATA_DIR.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, startServer } from '../support/startServer.js';

const exitOf = (child: ReturnType<typeof spawnServer>): Promise<{ code: number | null; output: string }> =>
  new Promise((resolve) => {
    let output = '';
    child.stdout.on('data', (c: Buffer) => {
      output += c;
    });
    child.stderr.on('data', (c: Buffer) => {
      output += c;
    });
    child.on('exit', (code) => resolve({ code, output }));
  });

async function loginAndCount(url: string, login: string, password: string): Promise<{ schemas: number; sites: string[]; tags: number }> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers.get('set-cookie')!.split(';')[0];
  const get = async (p: string) => (await fetch(`${url}${p}`, { headers: { cookie } })).json();
  const me = await get('/api/auth/me');
  return {
    schemas: (await get('/api/global/data/schema?withCount=true&limit=1')).count,
    sites: me.sites.map((s: { _id: string }) => s._id),
    tags: await get('/api/demo-prod/data/Tag/count'),
  };
}

describe('first start, restart and the data folder lock', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-startup-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('prints a generated password once, refuses a second server, and keeps everything across a restart', async () => {
    const first = await startServer({ ADMIN_PASSWORD: '', ADMIN_LOGIN: 'premier@example.com' }, { dataDir });
    const password = /mot de passe : (\S+)/.exec(first.output())?.[1];
    expect(password, first.output()).toBeTruthy();
    const before = await loginAndCount(first.url, 'premier@example.com', password!);
    expect(before.sites).toEqual(expect.arrayContaining(['MODELE-DE-SITE-VIERGE', 'demo-prod', 'demo-dev']));
    expect(before.tags).toBeGreaterThan(0);

    const second = await exitOf(spawnServer(dataDir, await freePort()));
    expect(second.code).toBe(1);
    expect(second.output).toMatch(/utilise déjà le dossier de données/);

    await first.stop();
    const again = await startServer({ ADMIN_PASSWORD: '', ADMIN_LOGIN: 'premier@example.com' }, { dataDir });
    expect(again.output()).not.toMatch(/mot de passe :|Sites de démonstration créés|schéma\(s\) du catalogue ajouté/);
    expect(await loginAndCount(again.url, 'premier@example.com', password!)).toEqual(before);
    await again.stop();
    expect(fs.existsSync(path.join(dataDir, 'console.lock'))).toBe(false);
  }, 180_000);
});

describe('a graceful stop', () => {
  // Ctrl-C in a terminal reaches the embedded PostgreSQL too: its connections die while the server closes them.
  it.each([
    ['SIGTERM to the server', false],
    ['Ctrl-C to the server and its PostgreSQL', true],
  ])(
    'on %s closes every connection once, without an error in the log',
    async (_, alsoPostgres) => {
      const server = await startServer({ LOG_LEVEL: 'info', SEED_DEMO: '0' });
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const before = server.output().length;
      if (alsoPostgres) process.kill(Number(fs.readFileSync(path.join(server.dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]), 'SIGINT');
      await server.stop(alsoPostgres ? 'SIGINT' : 'SIGTERM');
      const log = server.output().slice(before);
      expect(log).not.toMatch(/already been released|Unhandled 'error' event|Error:/);
      expect(log).toContain('Arrêt de PostgreSQL');
    },
    180_000,
  );
});
