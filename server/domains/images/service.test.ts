import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalObjectStore } from '../../storage/files/index.js';
import { FileStore } from '../../storage/fileStore.js';
import { nameMatches } from './service.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-tool-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const put = (rel: string) => {
  const full = path.join(dataDir, 'files', 'site', rel);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, 'x');
};

describe('the images tool on the file store', () => {
  it('matches image names on the slug of the searched words', () => {
    expect(nameMatches('ab12cd-photo-ete.jpg', 'photo-ete')).toBe(true);
    expect(nameMatches('ab12cd-photo-ete.pdf', 'photo-ete')).toBe(false);
    expect(nameMatches('ab12cd-photo-hiver.png', 'photo-ete')).toBe(false);
  });

  it('finds files by name within a bound, archives them out of the live store and restores them', async () => {
    const store = new FileStore(new LocalObjectStore(dataDir), path.join(dataDir, 'scratch'));
    put('2026/10/a-chat.png');
    put('2026/11/b-chat.png');
    put('2026/11/c-chien.png');
    const match = (n: string) => nameMatches(n, 'chat');
    const found = await store.find('site', match, { archived: false, limit: 10, scanBound: 100 });
    expect(found.files.map((f) => f.path).sort()).toEqual(['/2026/10/a-chat.png', '/2026/11/b-chat.png']);
    expect(found.complete).toBe(true);
    expect((await store.find('site', match, { archived: false, limit: 1, scanBound: 100 })).complete).toBe(false);
    expect((await store.find('site', match, { archived: false, limit: 10, scanBound: 2 })).complete).toBe(false);

    expect(await store.archive('site', '2026/11/b-chat.png')).toBe(true);
    expect(await store.exists('site', '2026/11/b-chat.png')).toBe(false);
    expect((await store.find('site', match, { archived: true, limit: 10, scanBound: 100 })).files.map((f) => f.path)).toEqual([
      '/2026/11/b-chat.png',
    ]);
    expect(await store.archive('site', '2026/11/b-chat.png', true)).toBe(true);
    expect(await store.exists('site', '2026/11/b-chat.png')).toBe(true);
    expect(await store.archive('site', '../../escape.png')).toBe(false);
  });
});
