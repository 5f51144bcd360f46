// The stand-in's objects, kept in a folder so that they outlive it and that several stand-ins started on one folder
// (the console's and its workers', STORAGE_URL=s3-local) see the same ones. An object is one file named by the
// SHA-256 of its key (.objects/{bucket}/{hash}, objectFile.ts): any key S3 takes fits, '/' being only a character
// ("a/b" and "a/b/c", "a//b", "..", 1 024 bytes), as on S3. Listings go through an index of the keys (keyIndex.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { KeyIndex, noteChange, type ListStart } from './keyIndex.js';
import { appendDescription, openObject, type ObjectDescription, type ObjectInfo, type OpenObject } from './objectFile.js';

const HASH = /^[0-9a-f]{64}$/;
const hashOf = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

export class ObjectFolder {
  private indexes = new Map<string, Promise<KeyIndex>>();

  constructor(readonly dir: string) {}

  /** A fresh file name for bytes being received (renamed into place once whole). */
  async scratch(): Promise<string> {
    const tmp = path.join(this.dir, '.tmp');
    await fs.promises.mkdir(tmp, { recursive: true });
    return path.join(tmp, crypto.randomBytes(8).toString('hex'));
  }

  /** Puts received bytes in place with their description; `ifAbsent`: only when no object has the key (else undefined, the bytes dropped). */
  async place(bucket: string, file: string, description: ObjectDescription, ifAbsent = false): Promise<ObjectInfo | undefined> {
    const target = this.file(bucket, description.key);
    let info: ObjectInfo;
    try {
      info = await appendDescription(file, description);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // link() refuses an existing name: the first conditional writer wins, atomically.
      if (ifAbsent) await fs.promises.link(file, target);
      else await fs.promises.rename(file, target);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') return undefined;
      throw err;
    } finally {
      await fs.promises.rm(file, { force: true });
    }
    await noteChange(this.journal(bucket), description.key);
    return info;
  }

  open(bucket: string, key: string): Promise<OpenObject | undefined> {
    return openObject(this.file(bucket, key));
  }

  async info(bucket: string, key: string): Promise<ObjectInfo | undefined> {
    const found = await this.open(bucket, key);
    await found?.close();
    return found?.info;
  }

  async remove(bucket: string, key: string): Promise<void> {
    const removed = await fs.promises.unlink(this.file(bucket, key)).then(
      () => true,
      (err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return false;
        throw err;
      },
    );
    if (removed) await noteChange(this.journal(bucket), key);
  }

  /** A page of ListObjectsV2 (keyIndex.ts), as of now for every stand-in on this folder. */
  async list(bucket: string, prefix: string, delimiter: string, start: ListStart, max: number) {
    const index = await this.index(bucket);
    await index.refresh();
    return index.list(prefix, delimiter, start, max);
  }

  /** Where a multipart upload's parts wait for their completion. */
  uploadDir(uploadId: string): string | undefined {
    return /^[0-9a-f]{32}$/.test(uploadId) ? path.join(this.dir, '.uploads', uploadId) : undefined;
  }

  private index(bucket: string): Promise<KeyIndex> {
    let index = this.indexes.get(bucket);
    if (!index) {
      index = KeyIndex.build(
        this.journal(bucket),
        () => this.all(bucket),
        (key) => this.info(bucket, key),
      );
      this.indexes.set(bucket, index);
      index.catch(() => this.indexes.delete(bucket));
    }
    return index;
  }

  /** Every object of a bucket, read from its files. */
  private async all(bucket: string): Promise<ObjectInfo[]> {
    const dir = this.bucketDir(bucket);
    const names = await fs.promises.readdir(dir).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [];
      throw err;
    });
    const found: ObjectInfo[] = [];
    for (const name of names.filter((n) => HASH.test(n))) {
      const object = await openObject(path.join(dir, name));
      await object?.close();
      if (object) found.push(object.info);
    }
    return found;
  }

  private bucketDir(bucket: string): string {
    return path.join(this.dir, '.objects', bucket);
  }

  private journal(bucket: string): string {
    return `${this.bucketDir(bucket)}.journal`;
  }

  private file(bucket: string, key: string): string {
    return path.join(this.bucketDir(bucket), hashOf(key));
  }
}
