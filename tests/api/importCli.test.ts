// `npm run import` (issue 31 §5): the same engine from a terminal, beside the suite's running server (its embedded
// PostgreSQL and files, through DATA_DIR): the same report, an exit code of 1 when rows were refused.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN, ApiClient } from './client.js';

const SITE = `import-cli-${Date.now()}`;
const dataDir = inject('dataDir');
let admin: ApiClient;

function importCommand(args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/import.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_LOGIN: ADMIN.login, LOG_LEVEL: 'error' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, out }));
  });
}

const file = (name: string, content: string) => {
  const full = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'import-cli-')), name);
  fs.writeFileSync(full, content);
  return full;
};

const texts = async () => ((await admin.get(`/api/${SITE}/data/Tag?sortBy=text`)).body.data as { text: string }[]).map((t) => t.text);

beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
  expect((await admin.post('/api/global/data/Site', { _id: SITE, label: 'Site de la commande import' })).status).toBe(201);
});

describe.skipIf(!dataDir)('npm run import (the suite server’s DATA_DIR is needed: API_DATA_DIR with API_URL)', { timeout: 180_000 }, () => {
  it('dry run: prints the report, writes nothing and exits with 1 on a refused row', async () => {
    const users = file('tags.ndjson', '{"text": "Un"}\n{"label": "Sans texte"}\n');
    const { code, out } = await importCommand(['--site', SITE, '--type', 'Tag', '--file', users, '--dry-run']);
    expect(out).toContain("Essai à blanc (rien n'a été écrit) :");
    expect(out).toContain('2 lignes lues ; enregistrements à créer : 1, à mettre à jour : 0, inchangés : 0 ; lignes refusées : 1');
    expect(out).toContain('  1 ligne : « Texte » Ce champ est requis (ligne 2)');
    expect(code).toBe(1);
    expect(await texts()).toEqual([]);
  });

  it('imports, upserting by a unique property, and exits with 0; the same file again changes nothing', async () => {
    const tags = file('tags.csv', 'text,label\nUn,Premier\nDeux,Second\n');
    const args = ['--site', SITE, '--type', 'Tag', '--file', tags, '--mode', 'upsert', '--key', 'text'];
    const first = await importCommand(args);
    expect(first.out).toContain('Import terminé :');
    expect(first.out).toContain('enregistrements créés : 2, mis à jour : 0');
    expect(first.code).toBe(0);
    expect(await texts()).toEqual(['Deux', 'Un']);
    const again = await importCommand(args);
    expect(again.out).toContain('enregistrements créés : 0, mis à jour : 0, inchangés : 2 ; lignes refusées : 0');
    expect(again.code).toBe(0);
  });

  it('imports a dump of several types without --type, each line by its _cls, categories before the news naming them', async () => {
    const dump = file(
      'dump.ndjson',
      '{"_id": "n1", "_cls": "News", "label": "Une", "category": "cat1"}\n{"_id": "cat1", "_cls": "Category", "label": "Culture"}\n',
    );
    const { code, out } = await importCommand(['--site', SITE, '--file', dump]);
    expect(out).toContain("dans les types qu'indique le « _cls » de chaque ligne");
    expect(out.indexOf('1 lignes lues (Category)')).toBeLessThan(out.indexOf('1 lignes lues (News)'));
    expect(out).toContain('enregistrements créés : 2, mis à jour : 0, inchangés : 0 ; lignes refusées : 0');
    expect(code).toBe(0);
    expect((await admin.get(`/api/${SITE}/data/News/n1`)).body.category).toEqual({ _id: 'cat1', _cls: 'Category', _isRef: true });
  });

  it('says in French what it cannot do, with exit code 1', async () => {
    const binary = file('image.csv', '\u0000\u0001');
    const res = await importCommand(['--site', SITE, '--type', 'Tag', '--file', binary]);
    expect(res.out).toContain("Ce fichier n'est pas un texte (CSV ou JSON) : octet binaire à la ligne 1");
    expect(res.code).toBe(1);
    const usage = await importCommand(['--site', SITE]);
    expect(usage.out).toContain('Usage : npm run import -- --site <site> [--type <Type>] --file <fichier>');
    expect(usage.code).toBe(1);
  });
});
