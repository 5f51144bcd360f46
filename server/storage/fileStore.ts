// The console's files, by site, in the object store (server/storage/files/): uploads under files/{siteId}/{yyyy}/{mm}/,
// a site's private folder (exports) under files/{siteId}/private/, resized images under cache/images/, and deleted
// files (nothing the console deletes is lost) under archive/files/{siteId}/, at the same paths. Callers name files by
// their stored path ("/2026/11/ab12-photo.jpg"); a path that would leave its site's files names nothing.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { countObjects, isSafeKey, readAll, walk, type ByteRange, type ObjectStore, type StoredObject } from './files/objectStore.js';

const PRIVATE_FOLDER = 'private';
const LIVE = 'files';
const ARCHIVE = 'archive/files';
const CACHE = 'cache/images';

export interface FoundFile {
  /** The stored path ('/2026/11/ab12-photo.jpg'). */
  path: string;
  size: number;
  modifiedAt: Date;
}

export class FileStore {
  /** `scratchDir`: this process's own working folder on its disk (ffmpeg's outputs before they are stored). */
  constructor(
    readonly objects: ObjectStore,
    readonly scratchDir: string,
  ) {}

  /** Writes a stream under a fresh name; returns the stored path relative to the site's store ("2026/11/ab12-name.jpg"). */
  async save(siteId: string, baseName: string, ext: string, stream: Readable): Promise<{ relPath: string; size: number }> {
    const now = new Date();
    const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const relPath = `${month}/${crypto.randomBytes(6).toString('hex')}-${baseName}.${ext}`;
    const { size } = await this.objects.put(this.key(siteId, relPath)!, stream);
    return { relPath, size };
  }

  /** A stored file's size and date, or undefined when there is none (`archived`: in the site's archive). */
  stat(siteId: string, relPath: string, archived = false): Promise<StoredObject | undefined> {
    const key = this.key(siteId, relPath, archived ? ARCHIVE : LIVE);
    return key ? this.objects.head(key) : Promise.resolve(undefined);
  }

  async exists(siteId: string, relPath: string, archived = false): Promise<boolean> {
    return !!(await this.stat(siteId, relPath, archived));
  }

  /** A stored file's bytes as a stream (those of `range` only, when given). */
  open(siteId: string, relPath: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | undefined> {
    const key = this.key(siteId, relPath);
    return key ? this.objects.get(key, range) : Promise.resolve(undefined);
  }

  /** A stored file's whole content (copies between environments, images to resize). */
  async read(siteId: string, relPath: string): Promise<Buffer | undefined> {
    const found = await this.open(siteId, relPath);
    return found && readAll(found.stream);
  }

  /** The first bytes of a stored file: enough to tell its type by its content. */
  async sample(siteId: string, relPath: string, bytes = 64 * 1024): Promise<Buffer | undefined> {
    const found = await this.stat(siteId, relPath);
    if (!found) return undefined;
    if (found.size === 0) return Buffer.alloc(0);
    const part = await this.open(siteId, relPath, { start: 0, end: Math.min(bytes, found.size) - 1 });
    return part && readAll(part.stream);
  }

  /** Writes a file at a given path (`ifAbsent`: unless one is there; false then). */
  async write(siteId: string, relPath: string, content: Buffer | Readable, opts: { ifAbsent?: boolean } = {}): Promise<boolean> {
    const key = this.key(siteId, relPath);
    if (!key) throw new Error(`chemin de fichier invalide : ${relPath.slice(0, 200)}`);
    return (await this.objects.put(key, content, opts)).written;
  }

  async remove(siteId: string, relPath: string): Promise<void> {
    const key = this.key(siteId, relPath);
    if (key) await this.objects.delete([key]);
  }

  /** Whether a stored path lies in the site's private folder, which only its domain serves (exports), never the file route. */
  isPrivate(relPath: string): boolean {
    return relPath.replace(/^\/+/, '').split('/')[0] === PRIVATE_FOLDER;
  }

  /** The stored path ("/private/exports/x.csv") of a file of the private folder, as the site's files are named. */
  privateStoredPath(relPath: string): string {
    return `/${PRIVATE_FOLDER}/${relPath}`;
  }

  /** Writes a stream at a fixed place of the site's private folder (replacing it); returns its size. */
  async savePrivate(siteId: string, relPath: string, stream: Readable): Promise<number> {
    const key = this.key(siteId, `${PRIVATE_FOLDER}/${relPath}`);
    if (!key) throw new Error(`chemin privé invalide : ${relPath}`);
    return (await this.objects.put(key, stream)).size;
  }

  openPrivate(siteId: string, relPath: string): Promise<{ stream: Readable; size: number } | undefined> {
    return this.open(siteId, `${PRIVATE_FOLDER}/${relPath}`);
  }

  /** Stored paths of every file under a folder of the site ('' for all), in key order. */
  async *files(siteId: string, folder = ''): AsyncGenerator<FoundFile> {
    const base = this.key(siteId, '');
    if (!base || (folder && !this.key(siteId, folder))) return;
    const prefix = `${base}${folder.replace(/^\/+|\/+$/g, '')}${folder ? '/' : ''}`;
    for await (const o of walk(this.objects, prefix)) yield { path: o.key.slice(base.length - 1), size: o.size, modifiedAt: o.modifiedAt };
  }

  /** Removes a folder of the site with everything under it. */
  async removeFolder(siteId: string, folder: string): Promise<void> {
    const keys: string[] = [];
    for await (const f of this.files(siteId, folder)) keys.push(this.key(siteId, f.path)!);
    for (let i = 0; i < keys.length; i += 1000) await this.objects.delete(keys.slice(i, i + 1000));
  }

  /** Names of the folders and files directly in a folder of the site. */
  async entries(siteId: string, folder: string): Promise<string[]> {
    const names = new Set<string>();
    const base = `/${folder.replace(/^\/+|\/+$/g, '')}/`;
    for await (const f of this.files(siteId, folder)) names.add(f.path.slice(base.length).split('/')[0]);
    return [...names];
  }

  /** Copies a stored file to a local file (tools that need a path, like ffmpeg); false when there is none. */
  async download(siteId: string, relPath: string, localFile: string): Promise<boolean> {
    const found = await this.open(siteId, relPath);
    if (!found) return false;
    await pipeline(found.stream, fs.createWriteStream(localFile));
    return true;
  }

  /** Stores every file of a local folder under a folder of the site, at the same relative paths. */
  async upload(siteId: string, folder: string, localDir: string): Promise<void> {
    for (const entry of await fs.promises.readdir(localDir, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile()) continue;
      const full = path.join(entry.parentPath, entry.name);
      await this.write(siteId, `${folder}/${path.relative(localDir, full).split(path.sep).join('/')}`, fs.createReadStream(full));
    }
  }

  /** The key of a rendered variant of a source image: one folder per source, so its variants can be counted. */
  cacheKey(sourceKey: string, variantKey: string, ext: string): string {
    return `${CACHE}/${sourceKey.slice(0, 2)}/${sourceKey}/${variantKey}.${ext}`;
  }

  openCached(key: string): Promise<{ stream: Readable; size: number } | undefined> {
    return this.objects.get(key);
  }

  async isCached(key: string): Promise<boolean> {
    return !!(await this.objects.head(key));
  }

  /** Stores a rendered variant; `replace` false: the first of servers rendering it at once is kept (same bytes). */
  async saveCached(key: string, content: Buffer, replace: boolean): Promise<void> {
    await this.objects.put(key, content, { ifAbsent: !replace });
  }

  /** How many variants of a source image are cached. */
  variantCount(sourceKey: string): Promise<number> {
    return countObjects(this.objects, `${CACHE}/${sourceKey.slice(0, 2)}/${sourceKey}/`);
  }

  /**
   * Files of a site (or of its archive) whose name passes `match`, newest first, up to `limit`; the walk stops after
   * `scanBound` files. `complete`: every file was seen and every match is in the answer.
   */
  async find(
    siteId: string,
    match: (name: string) => boolean,
    opts: { archived: boolean; limit: number; scanBound: number },
  ): Promise<{ files: FoundFile[]; complete: boolean }> {
    const base = this.key(siteId, '', opts.archived ? ARCHIVE : LIVE);
    const found: FoundFile[] = [];
    let scanned = 0;
    if (base) {
      for await (const o of walk(this.objects, base)) {
        if (++scanned > opts.scanBound) break;
        if (match(o.key.slice(o.key.lastIndexOf('/') + 1)))
          found.push({ path: o.key.slice(base.length - 1), size: o.size, modifiedAt: o.modifiedAt });
      }
    }
    found.sort((a, b) => b.modifiedAt.getTime() - a.modifiedAt.getTime() || a.path.localeCompare(b.path));
    return { files: found.slice(0, opts.limit), complete: scanned <= opts.scanBound && found.length <= opts.limit };
  }

  /** Moves a stored file into the site's archive (`restore`: back); false when there is no such file to move. */
  async archive(siteId: string, relPath: string, restore = false): Promise<boolean> {
    const live = this.key(siteId, relPath);
    const archived = this.key(siteId, relPath, ARCHIVE);
    if (!live || !archived) return false;
    return restore ? this.objects.move(archived, live) : this.objects.move(live, archived);
  }

  /** Whether a stored path names a file of the site (and not a way out of its folder). */
  isValidPath(siteId: string, relPath: string): boolean {
    return relPath.replace(/^\/+/, '') !== '' && !!this.key(siteId, relPath);
  }

  /** The key of a stored path of a site ('' names the site's folder, ending in '/'); undefined for a path leaving it. */
  private key(siteId: string, relPath: string, area = LIVE): string | undefined {
    const rel = relPath.replace(/^\/+/, '');
    if (!isSafeKey(siteId) || siteId.includes('/')) return undefined;
    if (!rel) return `${area}/${siteId}/`;
    return isSafeKey(rel) ? `${area}/${siteId}/${rel}` : undefined;
  }
}
