// The stand-in's objects, kept in a folder so that they outlive it and that several stand-ins started on one folder
// (the console's and its workers', STORAGE_URL=s3-local) see the same ones: nothing is held in memory. A key's
// segments are folders, its last one a file ending in '~' (so keys "a" and "a/b" live side by side); each segment is
// percent-encoded ('~' too, and '', '.', '..' spelt apart) so no key names a path outside its bucket.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface ObjectInfo {
  key: string;
  size: number;
  modified: Date;
  etag: string;
}

const encodeSegment = (s: string) => (s === '' ? '%' : s === '.' ? '%2E' : s === '..' ? '%2E%2E' : encodeURIComponent(s).replace(/~/g, '%7E'));
const decodeSegment = (s: string) => (s === '%' ? '' : decodeURIComponent(s));
const missing = (err: unknown) => ['ENOENT', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '');
/** Not the content's MD5 (nothing is kept beside the bytes): a tag that changes whenever the object is written again. */
const etagOf = (stat: fs.Stats) => `"${crypto.createHash('md5').update(`${stat.size}-${stat.mtimeMs}-${stat.ino}`).digest('hex')}"`;

export class ObjectFolder {
  constructor(readonly dir: string) {}

  /** A fresh file name for bytes being received (renamed into place once whole). */
  async scratch(): Promise<string> {
    const tmp = path.join(this.dir, '.tmp');
    await fs.promises.mkdir(tmp, { recursive: true });
    return path.join(tmp, crypto.randomBytes(8).toString('hex'));
  }

  /** Puts received bytes in place; `ifAbsent`: only when no object has the key (false then, the bytes dropped). */
  async place(bucket: string, key: string, file: string, ifAbsent = false): Promise<boolean> {
    const target = this.file(bucket, key);
    try {
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      if (!ifAbsent) {
        await fs.promises.rename(file, target);
        return true;
      }
      await fs.promises.link(file, target);
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw err;
    } finally {
      await fs.promises.rm(file, { force: true });
    }
  }

  async info(bucket: string, key: string): Promise<ObjectInfo | undefined> {
    const stat = await fs.promises.stat(this.file(bucket, key)).catch((err: unknown) => {
      if (missing(err)) return undefined;
      throw err;
    });
    return stat?.isFile() ? { key, size: stat.size, modified: stat.mtime, etag: etagOf(stat) } : undefined;
  }

  read(bucket: string, key: string, range?: { start: number; end: number }): Readable {
    return fs.createReadStream(this.file(bucket, key), range);
  }

  async remove(bucket: string, key: string): Promise<void> {
    await fs.promises.rm(this.file(bucket, key), { force: true });
  }

  /** Keys starting with `prefix`, in S3's order (UTF-8 bytes). */
  async keys(bucket: string, prefix: string): Promise<ObjectInfo[]> {
    const folders = prefix.split('/').slice(0, -1);
    const found: ObjectInfo[] = [];
    const walk = async (dir: string, keyPrefix: string): Promise<void> => {
      const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch((err: unknown) => {
        if (missing(err)) return [];
        throw err;
      });
      for (const e of entries) {
        if (e.isDirectory()) await walk(path.join(dir, e.name), `${keyPrefix}${decodeSegment(e.name)}/`);
        else if (e.isFile() && e.name.endsWith('~')) {
          const key = `${keyPrefix}${decodeSegment(e.name.slice(0, -1))}`;
          if (!key.startsWith(prefix)) continue;
          const stat = await fs.promises.stat(path.join(dir, e.name)).catch(() => undefined);
          if (stat) found.push({ key, size: stat.size, modified: stat.mtime, etag: etagOf(stat) });
        }
      }
    };
    await walk(path.join(this.bucketDir(bucket), ...folders.map(encodeSegment)), folders.map((f) => `${f}/`).join(''));
    return found.sort((a, b) => Buffer.compare(Buffer.from(a.key), Buffer.from(b.key)));
  }

  /** Where a multipart upload's parts wait for their completion. */
  uploadDir(uploadId: string): string | undefined {
    return /^[0-9a-f]{32}$/.test(uploadId) ? path.join(this.dir, '.uploads', uploadId) : undefined;
  }

  private bucketDir(bucket: string): string {
    return path.join(this.dir, encodeSegment(bucket));
  }

  private file(bucket: string, key: string): string {
    const segments = key.split('/').map(encodeSegment);
    segments[segments.length - 1] += '~';
    return path.join(this.bucketDir(bucket), ...segments);
  }
}
