// One object, one file: its bytes, then what S3 keeps beside them (key, size, ETag, content type, user metadata) as
// JSON, then that JSON's length and a mark. Bytes and description are renamed into place together, so a reader never
// sees the bytes of one write with the description of another, and the object's key is read back from its file.
import fs from 'node:fs';
import { Readable } from 'node:stream';

export interface ObjectInfo {
  key: string;
  size: number;
  modified: Date;
  etag: string;
  contentType: string;
  /** x-amz-meta-* headers, their names lower-cased without the prefix. */
  metadata: Record<string, string>;
}

/** What a write says of its object besides its bytes (its size and date are measured). */
export type ObjectDescription = Pick<ObjectInfo, 'key' | 'etag' | 'contentType' | 'metadata'>;

const MARK = Buffer.from('S3SI');
const TAIL = 4 + MARK.length;

/** Appends the description to a file holding the object's bytes; returns all that the object says of itself. */
export async function appendDescription(file: string, description: ObjectDescription): Promise<ObjectInfo> {
  const info = { ...description, size: (await fs.promises.stat(file)).size, modified: new Date() };
  const json = Buffer.from(JSON.stringify(info));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  await fs.promises.appendFile(file, Buffer.concat([json, length, MARK]));
  return info;
}

/** An object file opened for reading: its description, then either its bytes from the same open file (a later write replaces the name, not these) or close. */
export interface OpenObject {
  info: ObjectInfo;
  /** The bytes (of an inclusive range): the stream closes the file when it ends. */
  stream(range?: { start: number; end: number }): Readable;
  close(): Promise<void>;
}

/** Opens an object file; undefined when there is none (or it is not one). */
export async function openObject(file: string): Promise<OpenObject | undefined> {
  const handle = await fs.promises.open(file, 'r').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return undefined;
    throw err;
  });
  if (!handle) return undefined;
  try {
    const info = await readInfo(handle);
    if (!info) {
      await handle.close();
      return undefined;
    }
    return {
      info,
      stream: (range) => {
        // An empty object has no byte range to read.
        if (!info.size) {
          void handle.close();
          return Readable.from([]);
        }
        return handle.createReadStream({ start: range?.start ?? 0, end: range?.end ?? info.size - 1 });
      },
      close: () => handle.close(),
    };
  } catch (err) {
    await handle.close();
    throw err;
  }
}

async function readInfo(handle: fs.promises.FileHandle): Promise<ObjectInfo | undefined> {
  const { size: total } = await handle.stat();
  if (total < TAIL) return undefined;
  const tail = Buffer.alloc(TAIL);
  await handle.read(tail, 0, TAIL, total - TAIL);
  const length = tail.readUInt32BE(0);
  if (!tail.subarray(4).equals(MARK) || length > total - TAIL) return undefined;
  const json = Buffer.alloc(length);
  await handle.read(json, 0, length, total - TAIL - length);
  const info = JSON.parse(json.toString('utf8')) as Omit<ObjectInfo, 'modified'> & { modified: string };
  if (info.size !== total - TAIL - length) return undefined;
  return { ...info, modified: new Date(info.modified) };
}
