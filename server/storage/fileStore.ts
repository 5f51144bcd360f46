// Uploaded files on disk under DATA_DIR/files/{siteId}/{yyyy}/{mm}/, and resized images under DATA_DIR/cache/images.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

const PRIVATE_FOLDER = 'private';

export class FileStore {
  readonly root: string;
  readonly cacheRoot: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'files');
    this.cacheRoot = path.join(dataDir, 'cache', 'images');
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
    const base = path.join(this.root, siteId);
    const full = path.resolve(base, relPath);
    return full.startsWith(base + path.sep) ? full : undefined;
  }

  /** The folder of a site's files that only their domain serves (exports), never the generic file route. */
  privateRoot(siteId: string): string {
    return path.join(this.root, siteId, PRIVATE_FOLDER);
  }

  isPrivate(siteId: string, full: string): boolean {
    const root = this.privateRoot(siteId);
    return full === root || full.startsWith(root + path.sep);
  }

  /** Writes a stream at a fixed place of the site's private folder (replacing it); returns its size. */
  async savePrivate(siteId: string, relPath: string, stream: Readable): Promise<number> {
    const full = this.resolve(siteId, path.join(PRIVATE_FOLDER, relPath));
    if (!full || !this.isPrivate(siteId, full)) throw new Error(`chemin privé invalide : ${relPath}`);
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
}
