// The objects of one bucket in S3's order (their keys' UTF-8 bytes), held in memory for ListObjectsV2. Built from the
// bucket's object files on its first listing, so it outlives a restart. Stand-ins of several processes share one
// folder (the console's and its workers', STORAGE_URL=s3-local): each one appends to the bucket's journal the key of
// every object it writes or deletes, and each listing first reads what was appended since, then that key's file.
import fs from 'node:fs';
import type { ObjectInfo } from './objectFile.js';

/** A listing's entry: an object, or the common prefix that rolls up the keys holding the delimiter past the prefix. */
export type Listed = { object: ObjectInfo } | { commonPrefix: string };

/** Where a page starts: after a key, or (a continuation) after every key under a common prefix. */
export type ListStart = { afterKey: string } | { afterPrefix: string };

interface Entry {
  bytes: Buffer;
  info: ObjectInfo;
}

const startsWith = (bytes: Buffer, prefix: Buffer) => bytes.length >= prefix.length && bytes.subarray(0, prefix.length).equals(prefix);

/** Tells the other stand-ins on this folder that an object changed (one line: its key as JSON, which escapes line breaks). */
export const noteChange = (journal: string, key: string) => fs.promises.appendFile(journal, `${JSON.stringify(key)}\n`);

export class KeyIndex {
  private entries: Entry[] = [];
  /** How much of the journal this index reflects. */
  private journalRead = 0;
  private refreshing = Promise.resolve();

  private constructor(
    private journal: string,
    private load: (key: string) => Promise<ObjectInfo | undefined>,
  ) {}

  /** `all` reads every object of the bucket; `load` one, by key. */
  static async build(journal: string, all: () => Promise<ObjectInfo[]>, load: (key: string) => Promise<ObjectInfo | undefined>): Promise<KeyIndex> {
    const index = new KeyIndex(journal, load);
    // The journal's length first: a change noted later is read again by the next refresh, none is missed.
    index.journalRead = await journalSize(journal);
    index.entries = (await all()).map((info) => ({ bytes: Buffer.from(info.key), info })).sort((a, b) => Buffer.compare(a.bytes, b.bytes));
    return index;
  }

  /** Takes in the changes noted in the journal since the last refresh (by this process or another). */
  refresh(): Promise<void> {
    // One refresh at a time, each after the previous one whatever its outcome.
    this.refreshing = this.refreshing
      .catch(() => undefined)
      .then(async () => {
        const size = await journalSize(this.journal);
        if (size <= this.journalRead) return;
        const handle = await fs.promises.open(this.journal, 'r');
        const text = Buffer.alloc(size - this.journalRead);
        try {
          await handle.read(text, 0, text.length, this.journalRead);
        } finally {
          await handle.close();
        }
        // A line being appended right now is left for the next refresh.
        const whole = text.lastIndexOf('\n') + 1;
        this.journalRead += whole;
        const lines = new Set(text.subarray(0, whole).toString('utf8').split('\n').filter(Boolean));
        for (const key of [...lines].map((line) => JSON.parse(line) as string)) this.set(key, await this.load(key));
      });
    return this.refreshing;
  }

  /** At most `max` entries in key order: keys starting with `prefix`, from `start`, rolled up by `delimiter` when given. */
  list(prefix: string, delimiter: string, start: ListStart, max: number): { listed: Listed[]; truncated: boolean } {
    const prefixBytes = Buffer.from(prefix);
    let i = Math.max(
      this.first((e) => Buffer.compare(e.bytes, prefixBytes) >= 0),
      'afterKey' in start ? this.first((e) => Buffer.compare(e.bytes, Buffer.from(start.afterKey)) > 0) : this.beyond(start.afterPrefix),
    );
    const listed: Listed[] = [];
    while (i < this.entries.length && startsWith(this.entries[i].bytes, prefixBytes)) {
      if (listed.length === max) return { listed, truncated: true };
      const { info } = this.entries[i];
      const cut = delimiter ? info.key.indexOf(delimiter, prefix.length) : -1;
      if (cut < 0) {
        listed.push({ object: info });
        i++;
      } else {
        const commonPrefix = info.key.slice(0, cut + delimiter.length);
        listed.push({ commonPrefix });
        i = this.beyond(commonPrefix);
      }
    }
    return { listed, truncated: false };
  }

  private set(key: string, info: ObjectInfo | undefined): void {
    const bytes = Buffer.from(key);
    const i = this.first((e) => Buffer.compare(e.bytes, bytes) >= 0);
    const present = i < this.entries.length && this.entries[i].bytes.equals(bytes);
    if (info) this.entries.splice(i, present ? 1 : 0, { bytes, info });
    else if (present) this.entries.splice(i, 1);
  }

  /** The first entry past every key starting with `prefix`. */
  private beyond(prefix: string): number {
    const bytes = Buffer.from(prefix);
    return this.first((e) => Buffer.compare(e.bytes.subarray(0, bytes.length), bytes) > 0);
  }

  /** The first entry for which `test` holds (it holds for every later one). */
  private first(test: (e: Entry) => boolean): number {
    let [low, high] = [0, this.entries.length];
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (test(this.entries[mid])) high = mid;
      else low = mid + 1;
    }
    return low;
  }
}

async function journalSize(journal: string): Promise<number> {
  const stat = await fs.promises.stat(journal).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return undefined;
    throw err;
  });
  return stat?.size ?? 0;
}
