// Where the console keeps every file it writes or serves (design.md §11, docs/operations.md "Stockage des fichiers"):
// one interface, a driver per kind of store. Keys are '/'-separated paths ("files/{siteId}/2026/11/x.jpg"), the same
// for every driver, so a DATA_DIR tree and a bucket hold the same names.
import type { Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  size: number;
  modifiedAt: Date;
}

/** An inclusive byte range, as HTTP's Range names it (services/byteRange.ts). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface ObjectPage {
  objects: StoredObject[];
  /** Pass as `cursor` for the next page (opaque: a key, a continuation token); absent on the last page. */
  next?: string;
}

export interface ObjectStore {
  /** What the console shows of it ("disque local", "S3 …"). */
  readonly label: string;
  /**
   * Writes an object (replacing it, unless `ifAbsent`: then false when one is there already and nothing changes).
   * Concurrent writers of one key never mix their bytes: each one's object is whole.
   */
  put(key: string, body: Readable | Buffer, opts?: { ifAbsent?: boolean }): Promise<{ written: boolean; size: number }>;
  /** The object's bytes (or those of `range`, clipped by the caller to the object's size), or undefined when there is none. */
  get(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | undefined>;
  head(key: string): Promise<StoredObject | undefined>;
  /** Deletes objects; absent ones are no error. */
  delete(keys: string[]): Promise<void>;
  /** Moves an object (archive, restore); false when there is no such object. */
  move(from: string, to: string): Promise<boolean>;
  copy(from: string, to: string): Promise<boolean>;
  /** Objects whose key starts with `prefix`, in key order, a page of at most `limit` from `cursor` (the previous page's `next`). */
  list(prefix: string, opts?: { cursor?: string; limit?: number }): Promise<ObjectPage>;
}

/** Every object under a prefix, page after page (the tools' walks). */
export async function* walk(store: ObjectStore, prefix: string, pageSize = 1000): AsyncGenerator<StoredObject> {
  let cursor: string | undefined;
  do {
    const page = await store.list(prefix, { cursor, limit: pageSize });
    yield* page.objects;
    cursor = page.next;
  } while (cursor);
}

/** How many objects lie under a prefix. */
export async function countObjects(store: ObjectStore, prefix: string): Promise<number> {
  let count = 0;
  for (let page = await store.list(prefix); ; page = await store.list(prefix, { cursor: page.next })) {
    count += page.objects.length;
    if (!page.next) return count;
  }
}

/** Whether a key is one the console could have written: no empty, '.' or '..' segment, no NUL, no backslash. */
export const isSafeKey = (key: string): boolean =>
  key.length > 0 && key.length <= 1024 && !/[\0\\]/.test(key) && key.split('/').every((s) => s !== '' && s !== '.' && s !== '..');

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
