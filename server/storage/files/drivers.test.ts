// One suite, both drivers (issue 21 §1): what the console asks of its file store, asked of files on disk and of the
// S3 driver talking to the S3 stand-in through the official SDK. A driver that differs from the other fails here.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn, type S3StandIn } from '../../../stand-ins/s3/index.js';
import { FileStore } from '../fileStore.js';
import { LocalObjectStore, readAll, S3ObjectStore, walk, type ObjectStore } from './index.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'object-stores-'));
let standIn: S3StandIn;
const s3 = () =>
  new S3ObjectStore({ bucket: 'console', endpoint: standIn.url, region: 'us-east-1', credentials: { accessKeyId: 'a', secretAccessKey: 'b' } });

beforeAll(async () => {
  standIn = await startS3StandIn({ dir: path.join(root, 's3') });
});
afterAll(async () => {
  await standIn.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const text = async (found: { stream: Readable } | undefined) => found && (await readAll(found.stream)).toString();

// Files on disk, unlike S3's keys, cannot be a file and a folder at once, nor have names past 255 bytes: keys come from
// requests (the images tool's paths), so the local driver refuses such names with a French 4xx (PATH_TAKEN,
// PATH_TOO_LONG); the S3 driver stores them, as S3 does (the stand-in holds any key S3 takes).
describe.each([
  { driver: 'local', open: (): ObjectStore => new LocalObjectStore(path.join(root, 'local')), diskNames: 'refused' },
  { driver: 's3', open: (): ObjectStore => s3(), diskNames: 'held' },
])('the $driver driver', ({ open, diskNames }) => {
  let store: ObjectStore;
  beforeAll(() => {
    store = open();
  });

  it('writes, reads, heads and deletes objects; a missing one is undefined, not an error', async () => {
    expect(await store.put('files/s/2026/11/a.txt', Buffer.from('bonjour le monde'))).toEqual({ written: true, size: 16 });
    expect(await store.put('files/s/2026/11/b.txt', Readable.from([Buffer.from('en '), Buffer.from('flux')]))).toEqual({ written: true, size: 7 });
    expect(await text(await store.get('files/s/2026/11/a.txt'))).toBe('bonjour le monde');
    expect(await text(await store.get('files/s/2026/11/b.txt'))).toBe('en flux');
    const head = await store.head('files/s/2026/11/a.txt');
    expect(head).toMatchObject({ key: 'files/s/2026/11/a.txt', size: 16 });
    expect(Math.abs(head!.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(await store.head('files/s/2026/11/absent.txt')).toBeUndefined();
    expect(await store.get('files/s/absent/x.txt')).toBeUndefined();
    await store.delete(['files/s/2026/11/b.txt', 'files/s/jamais/la.txt']);
    expect(await store.head('files/s/2026/11/b.txt')).toBeUndefined();
  });

  it('answers byte ranges with the whole object size', async () => {
    await store.put('files/s/range.bin', Buffer.from('0123456789'));
    const part = await store.get('files/s/range.bin', { start: 2, end: 5 });
    expect(part?.size).toBe(10);
    expect(await text(part)).toBe('2345');
    expect(await text(await store.get('files/s/range.bin', { start: 9, end: 9 }))).toBe('9');
  });

  it('keeps the first of writers racing on a conditional write, whole, and replaces on a plain one', async () => {
    const writes = await Promise.all(
      ['un', 'deux', 'trois', 'quatre'].map((w) => store.put('cache/images/ab/race.txt', Buffer.from(w), { ifAbsent: true })),
    );
    expect(writes.filter((w) => w.written)).toHaveLength(1);
    const kept = await text(await store.get('cache/images/ab/race.txt'));
    expect(['un', 'deux', 'trois', 'quatre']).toContain(kept);
    expect((await store.put('cache/images/ab/race.txt', Buffer.from('forcé'))).written).toBe(true);
    expect(await text(await store.get('cache/images/ab/race.txt'))).toBe('forcé');
  });

  it('lists a prefix in key order, page after page, every object once', async () => {
    const keys = Array.from({ length: 23 }, (_, i) => `files/liste/${i % 3}/f${String(i).padStart(2, '0')}.txt`);
    for (const key of keys) await store.put(key, Buffer.from(key));
    await store.put('files/listes-voisines/x.txt', Buffer.from('x'));
    const page = await store.list('files/liste/', { limit: 10 });
    expect(page.objects).toHaveLength(10);
    expect(page.next).toBeTruthy();
    const seen: string[] = [];
    for await (const o of walk(store, 'files/liste/', 7)) seen.push(o.key);
    expect(seen).toEqual([...keys].sort());
    // A prefix is a string, not a folder: "files/liste" also finds the neighbouring folder's keys.
    expect((await store.list('files/liste', { limit: 100 })).objects.map((o) => o.key)).toContain('files/listes-voisines/x.txt');
    expect((await store.list('files/rien/')).objects).toEqual([]);
  });

  it('moves and copies objects, and says when there is nothing to move', async () => {
    await store.put('files/s/move/a.txt', Buffer.from('à déplacer'));
    expect(await store.move('files/s/move/a.txt', 'archive/files/s/move/a.txt')).toBe(true);
    expect(await store.head('files/s/move/a.txt')).toBeUndefined();
    expect(await text(await store.get('archive/files/s/move/a.txt'))).toBe('à déplacer');
    expect(await store.move('files/s/move/a.txt', 'archive/files/s/move/b.txt')).toBe(false);
    expect(await store.copy('archive/files/s/move/a.txt', 'files/s/move/copie é.txt')).toBe(true);
    expect(await text(await store.get('files/s/move/copie é.txt'))).toBe('à déplacer');
    expect(await store.head('archive/files/s/move/a.txt')).toBeTruthy();
  });

  it('streams a large upload in and out whole (S3: in parts)', async () => {
    const big = Buffer.alloc(9 * 1024 * 1024 + 123);
    for (let i = 0; i < big.length; i += 4096) big.writeUInt32BE(i, i);
    const size = (await store.put('files/s/big.bin', Readable.from([big.subarray(0, 5_000_000), big.subarray(5_000_000)]))).size;
    expect(size).toBe(big.length);
    expect((await readAll((await store.get('files/s/big.bin'))!.stream)).equals(big)).toBe(true);
  });

  it('serves the console through the file store: save, stat, sample, find, archive and restore, folders', async () => {
    const files = new FileStore(store, path.join(root, 'scratch'));
    const { relPath, size } = await files.save('site', 'photo-ete', 'txt', Readable.from([Buffer.from('contenu')]));
    expect(relPath).toMatch(/^\d{4}\/\d{2}\/[0-9a-f]{12}-photo-ete\.txt$/);
    expect(size).toBe(7);
    expect((await files.sample('site', `/${relPath}`, 3))?.toString()).toBe('con');
    expect(await files.stat('site', '../autre/x.txt')).toBeUndefined();
    expect(files.isValidPath('site', 'a/../../x.txt')).toBe(false);
    const found = await files.find('site', (n) => n.includes('photo-ete'), { archived: false, limit: 10, scanBound: 100 });
    expect(found.files.map((f) => f.path)).toEqual([`/${relPath}`]);
    expect(await files.archive('site', relPath)).toBe(true);
    expect(await files.exists('site', relPath)).toBe(false);
    expect(await files.exists('site', relPath, true)).toBe(true);
    expect(await files.archive('site', relPath, true)).toBe(true);
    expect(await files.read('site', relPath)).toEqual(Buffer.from('contenu'));
    await files.write('site', 'videos/v1/enc-1/full/hls/master.m3u8', Buffer.from('#EXTM3U'));
    await files.write('site', 'videos/v1/enc-2/full/360p.mp4', Buffer.from('mp4'));
    expect((await files.entries('site', 'videos/v1')).sort()).toEqual(['enc-1', 'enc-2']);
    await files.removeFolder('site', 'videos/v1/enc-1');
    expect(await files.entries('site', 'videos/v1')).toEqual(['enc-2']);
    expect(await files.write('site', 'demo/x.txt', Buffer.from('1'), { ifAbsent: true })).toBe(true);
    expect(await files.write('site', 'demo/x.txt', Buffer.from('2'), { ifAbsent: true })).toBe(false);
  });

  it(`${diskNames === 'held' ? 'stores' : 'refuses with a French 4xx'} a name under a file, over a folder or too long for a disk, never with a raw error`, async () => {
    await store.put('files/s/names/photo.jpg', Buffer.from('image'));
    await store.put('files/s/names/dossier/dedans.jpg', Buffer.from('image'));
    const long = `files/s/names/${'n'.repeat(300)}.jpg`;
    const attempts: [string, () => Promise<unknown>][] = [
      ['files/s/names/photo.jpg/dedans.jpg', () => store.put('files/s/names/photo.jpg/dedans.jpg', Buffer.from('sous'))],
      [long, () => store.put(long, Buffer.from('long'))],
      ['files/s/names/dossier', () => store.put('files/s/names/dossier', Buffer.from('sur'))],
      ['files/s/names/dossier', () => store.move('files/s/names/photo.jpg', 'files/s/names/dossier')],
    ];
    for (const [key, attempt] of attempts) {
      const outcome = await attempt().then(
        () => 'held',
        (err: { status?: number; message: string }) => (err.status && err.status < 500 ? 'refused' : `raw: ${err.message}`),
      );
      expect(outcome, key).toBe(diskNames);
      expect(!!(await store.head(key)), key).toBe(diskNames === 'held');
    }
    expect(await text(await store.get('files/s/names/dossier/dedans.jpg'))).toBe('image');
    const listed = (await store.list('files/s/names/')).objects.map((o) => o.key);
    if (diskNames === 'held') {
      expect(await text(await store.get('files/s/names/photo.jpg/dedans.jpg'))).toBe('sous');
      expect(await text(await store.get('files/s/names/dossier'))).toBe('image');
      expect(listed).toEqual(['files/s/names/dossier', 'files/s/names/dossier/dedans.jpg', long, 'files/s/names/photo.jpg/dedans.jpg']);
    } else expect(listed).toEqual(['files/s/names/dossier/dedans.jpg', 'files/s/names/photo.jpg']);
  });
});
