// Uploaded files on disk under DATA_DIR/files/{siteId}/{yyyy}/{mm}/, resized images under DATA_DIR/cache/images, and
// deleted files (nothing the console deletes is lost) under DATA_DIR/archive/files/{siteId}/, at the same paths.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

const PRIVATE_FOLDER = 'private';

export interface FoundFile {
  /** The stored path ('/2026/11/ab12-photo.jpg'). */
  path: string;
  size: number;
  modifiedAt: Date;
}

export class FileStore {
  readonly root: string;
  readonly cacheRoot: string;
  readonly archiveRoot: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'files');
    this.cacheRoot = path.join(dataDir, 'cache', 'images');
    this.archiveRoot = path.join(dataDir, 'archive', 'files');
  }

  /** Writes a stream under a fresh name; returns the stored path relative to the site's store ("2026/11/ab12-name.jpg"). */
  async save(siteId: string, baseName: string, ext: string, stream: Readable): Promise<{ relPath: string; size: number }> {
    const now = new Date();
    const dir = path.join(String(now.getUTCFullYear()), String(now.getUTCMonth() + 1).padStart(2, '0'));
    const relPath = path.join(dir, `${crypto.randomBytes(6).toString('hex')}-${baseName}.${ext}`);
    const full = this.resolve(siteId, relPath)!;
    await fs.promises.mkdir(path.dirname(full), { recursive: true });
    try {
      await pipeline(stream, fs.createWriteStream(full, { flags: 'wx' }));
    } catch (err) {
      await fs.promises.rm(full, { force: true });
      throw err;
    }
    return { relPath: relPath.split(path.sep).join('/'), size: (await fs.promises.stat(full)).size };
  }

  /** The absolute path of a stored file, or undefined when the path leaves the site's store. */
  resolve(siteId: string, relPath: string): string | undefined {
    return this.resolveIn(this.root, siteId, relPath);
  }

  /** The folder of a site's files that only their domain serves (exports), never the generic file route. */
  privateRoot(siteId: string): string {
    return path.join(this.root, siteId, PRIVATE_FOLDER);
  }

  isPrivate(siteId: string, full: string): boolean {
    const root = this.privateRoot(siteId);
    return full === root || full.startsWith(root + path.sep);
  }

  /** The stored path ("/private/exports/x.csv") of a file of the private folder, as the site's files are named. */
  privateStoredPath(relPath: string): string {
    return `/${PRIVATE_FOLDER}/${relPath}`;
  }

  /** Where a file of the site's private folder lives; undefined for a path that would leave it. */
  resolvePrivate(siteId: string, relPath: string): string | undefined {
    const full = this.resolve(siteId, path.join(PRIVATE_FOLDER, relPath));
    return full && this.isPrivate(siteId, full) ? full : undefined;
  }

  /** Writes a stream at a fixed place of the site's private folder (replacing it); returns its size. */
  async savePrivate(siteId: string, relPath: string, stream: Readable): Promise<number> {
    const full = this.resolvePrivate(siteId, relPath);
    if (!full) throw new Error(`chemin privé invalide : ${relPath}`);
    await this.writeAtomically(full, (tmp) => pipeline(stream, fs.createWriteStream(tmp, { flags: 'wx' })));
    return (await fs.promises.stat(full)).size;
  }

  async remove(siteId: string, relPath: string): Promise<void> {
    const full = this.resolve(siteId, relPath);
    if (full) await fs.promises.rm(full, { force: true });
  }

  /** Where a rendered variant of a source image is cached: one folder per source, so its variants can be counted. */
  cachePath(sourceKey: string, variantKey: string, ext: string): string {
    return path.join(this.cacheRoot, sourceKey.slice(0, 2), sourceKey, `${variantKey}.${ext}`);
  }

  /** How many variants of a source image are cached. */
  async variantCount(sourceKey: string): Promise<number> {
    const names = await fs.promises.readdir(path.join(this.cacheRoot, sourceKey.slice(0, 2), sourceKey)).catch(() => []);
    return names.filter((n) => !n.endsWith('.tmp')).length;
  }

  /** Writes a file through a temporary name of its own, so concurrent writers of one path never share a file. */
  async writeAtomically(full: string, write: (tmp: string) => Promise<unknown>): Promise<void> {
    await fs.promises.mkdir(path.dirname(full), { recursive: true });
    const tmp = `${full}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    try {
      await write(tmp);
      await fs.promises.rename(tmp, full);
    } finally {
      await fs.promises.rm(tmp, { force: true });
    }
  }

  /**
   * Files of a site (or of its archive) whose name passes `match`, newest first, up to `limit`; the walk stops after
   * `scanBound` entries. `complete`: every entry was seen and every match is in the answer.
   */
  async find(
    siteId: string,
    match: (name: string) => boolean,
    opts: { archived: boolean; limit: number; scanBound: number },
  ): Promise<{ files: FoundFile[]; complete: boolean }> {
    const base = path.join(opts.archived ? this.archiveRoot : this.root, siteId);
    const found: FoundFile[] = [];
    let scanned = 0;
    const walk = async (dir: string): Promise<void> => {
      const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (++scanned > opts.scanBound) return;
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) await walk(full);
        else if (entry.isFile() && !entry.name.endsWith('.tmp') && match(entry.name)) {
          const stat = await fs.promises.stat(full);
          found.push({ path: `/${path.relative(base, full).split(path.sep).join('/')}`, size: stat.size, modifiedAt: stat.mtime });
        }
      }
    };
    await walk(base);
    found.sort((a, b) => b.modifiedAt.getTime() - a.modifiedAt.getTime() || a.path.localeCompare(b.path));
    return { files: found.slice(0, opts.limit), complete: scanned <= opts.scanBound && found.length <= opts.limit };
  }

  /** Moves a stored file into the site's archive (`restore`: back); false when there is no such file to move. */
  async archive(siteId: string, relPath: string, restore = false): Promise<boolean> {
    const live = this.resolve(siteId, relPath);
    const archived = this.resolveIn(this.archiveRoot, siteId, relPath);
    if (!live || !archived) return false;
    const [from, to] = restore ? [archived, live] : [live, archived];
    if (!(await fs.promises.stat(from).catch(() => undefined))?.isFile()) return false;
    await fs.promises.mkdir(path.dirname(to), { recursive: true });
    await fs.promises.rename(from, to);
    return true;
  }

  /** Whether a stored path names a file of the site (or of its archive). */
  async exists(siteId: string, relPath: string, archived = false): Promise<boolean> {
    const full = archived ? this.resolveIn(this.archiveRoot, siteId, relPath) : this.resolve(siteId, relPath);
    return !!full && !!(await fs.promises.stat(full).catch(() => undefined))?.isFile();
  }

  private resolveIn(root: string, siteId: string, relPath: string): string | undefined {
    const base = path.join(root, siteId);
    const full = path.resolve(base, relPath);
    return full.startsWith(base + path.sep) ? full : undefined;
  }
}
