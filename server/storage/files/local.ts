// The default store: files on this machine's disk under DATA_DIR, a key being the path below it, so trees written
// before the store had drivers are read as they are. Writes go through a temporary name (".tmp", never listed).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../errors.js';
import { isSafeKey, type ByteRange, type ObjectPage, type ObjectStore, type StoredObject } from './objectStore.js';

const TMP = /\.tmp$/;
const codeOf = (err: unknown) => (err as NodeJS.ErrnoException).code ?? '';
/** A name no file can have here: a part of it is a file, or it is too long for the disk. */
const missing = (err: unknown) => ['ENOENT', 'ENOTDIR', 'ENAMETOOLONG'].includes(codeOf(err));

/**
 * A write refused by the disk for its name (a folder where a file goes, a file where a folder goes, a name too long):
 * a French answer, not a 500 — keys come from requests (the images tool's paths, uploads' names).
 */
function nameFault(err: unknown): unknown {
  const code = codeOf(err);
  if (code === 'ENAMETOOLONG') return new AppError(400, 'PATH_TOO_LONG', 'Nom de fichier trop long pour le disque');
  if (['ENOTDIR', 'EISDIR', 'EEXIST', 'ENOTEMPTY'].includes(code))
    return new AppError(409, 'PATH_TAKEN', 'Ce chemin est déjà pris par un autre fichier ou dossier');
  return err;
}

export class LocalObjectStore implements ObjectStore {
  readonly label = 'disque local';

  constructor(readonly root: string) {}

  async put(key: string, body: Readable | Buffer, opts: { ifAbsent?: boolean } = {}): Promise<{ written: boolean; size: number }> {
    const full = this.full(key);
    const tmp = `${full}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    try {
      await fs.promises.mkdir(path.dirname(full), { recursive: true });
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, fs.createWriteStream(tmp, { flags: 'wx' }));
      const { size } = await fs.promises.stat(tmp);
      if (!opts.ifAbsent) {
        await fs.promises.rename(tmp, full);
        return { written: true, size };
      }
      // link() refuses an existing name: the first writer wins, atomically.
      const written = await fs.promises.link(tmp, full).then(
        () => true,
        (err: NodeJS.ErrnoException) => {
          if (err.code === 'EEXIST') return false;
          throw err;
        },
      );
      return { written, size };
    } catch (err) {
      throw nameFault(err);
    } finally {
      await fs.promises.rm(tmp, { force: true }).catch(() => undefined);
    }
  }

  async get(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | undefined> {
    const found = await this.head(key);
    if (!found) return undefined;
    const stream = fs.createReadStream(this.full(key), range && { start: range.start, end: range.end });
    return { stream, size: found.size };
  }

  async head(key: string): Promise<StoredObject | undefined> {
    if (!isSafeKey(key) || TMP.test(key)) return undefined;
    const stat = await fs.promises.stat(this.full(key)).catch((err: unknown) => {
      if (missing(err)) return undefined;
      throw err;
    });
    return stat?.isFile() ? { key, size: stat.size, modifiedAt: stat.mtime } : undefined;
  }

  async delete(keys: string[]): Promise<void> {
    for (const key of keys) if (isSafeKey(key)) await fs.promises.rm(this.full(key), { force: true });
  }

  async move(from: string, to: string): Promise<boolean> {
    if (!(await this.head(from))) return false;
    const target = this.full(to);
    try {
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.rename(this.full(from), target);
    } catch (err) {
      throw nameFault(err);
    }
    return true;
  }

  async copy(from: string, to: string): Promise<boolean> {
    const source = await this.get(from);
    if (!source) return false;
    await this.put(to, source.stream);
    return true;
  }

  async list(prefix: string, opts: { cursor?: string; limit?: number } = {}): Promise<ObjectPage> {
    const limit = opts.limit ?? 1000;
    const objects: StoredObject[] = [];
    // The cursor is the last key of the previous page.
    const after = opts.cursor ?? '';
    // Entries in key order: a folder's keys sort as its name followed by '/'.
    const walkDir = async (dirKey: string): Promise<boolean> => {
      const entries = await fs.promises.readdir(path.join(this.root, dirKey), { withFileTypes: true }).catch((err: unknown) => {
        if (missing(err)) return [];
        throw err;
      });
      const named = entries
        .filter((e) => e.isDirectory() || (e.isFile() && !TMP.test(e.name)))
        .map((e) => ({ key: `${dirKey}${e.name}${e.isDirectory() ? '/' : ''}`, dir: e.isDirectory() }))
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      for (const { key, dir } of named) {
        if (!key.startsWith(prefix) && !(dir && prefix.startsWith(key))) continue;
        if (dir) {
          if (key < after && !after.startsWith(key)) continue;
          if (await walkDir(key)) return true;
        } else if (key > after) {
          if (objects.length === limit) return true;
          const stat = await fs.promises.stat(path.join(this.root, key)).catch(() => undefined);
          if (stat) objects.push({ key, size: stat.size, modifiedAt: stat.mtime });
        }
      }
      return false;
    };
    const more = await walkDir(prefix.slice(0, prefix.lastIndexOf('/') + 1));
    return { objects, ...(more && { next: objects[objects.length - 1].key }) };
  }

  private full(key: string): string {
    if (!isSafeKey(key)) throw new Error(`clé de fichier invalide : ${key.slice(0, 200)}`);
    return path.join(this.root, key);
  }
}
