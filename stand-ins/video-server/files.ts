// Which file a request names, and which bytes of it: only encoded media under {siteId}/videos/ of the console's files,
// never a path that leaves the folder (.., encoded slashes, symbolic links out), and single byte ranges (RFC 9110 §14).
// The files are read from a folder (DATA_DIR/files) or, in a fleet, from the S3 stand-in's bucket (files/{siteId}/…).
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ObjectFolder } from '../s3/folder.js';

export const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.m4a': 'audio/mp4',
  '.smil': 'application/smil+xml',
};

const MEDIA_PATH = /^\/([A-Za-z0-9][A-Za-z0-9_-]{0,99})\/videos\/([A-Za-z0-9_.\-/]{1,500})$/;

/** Where the served files are: a folder, or a bucket of the S3 stand-in's folder (the fleet's files). */
export type MediaRoot = string | { s3Folder: string; bucket: string };

/** A media file found: its bytes from `start` to `end` (inclusive), or `release` when none are sent. */
export interface MediaFile {
  type: string;
  size: number;
  stream(start: number, end: number): Readable;
  release(): void;
}

/** The media file a URL path names, or undefined when it names none the server may serve. */
export async function mediaFile(root: MediaRoot, urlPath: string): Promise<MediaFile | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const m = MEDIA_PATH.exec(decoded);
  if (!m || m[2].split('/').some((part) => part === '' || part === '.' || part === '..')) return undefined;
  const type = CONTENT_TYPES[path.extname(m[2]).toLowerCase()];
  if (!type) return undefined;
  if (typeof root !== 'string') {
    const object = await new ObjectFolder(root.s3Folder).open(root.bucket, `files/${m[1]}/videos/${m[2]}`);
    return object && { type, size: object.info.size, stream: (start, end) => object.stream({ start, end }), release: () => void object.close() };
  }
  try {
    const realRoot = await fs.promises.realpath(root);
    const file = await fs.promises.realpath(path.join(root, m[1], 'videos', m[2]));
    if (!file.startsWith(realRoot + path.sep)) return undefined;
    const stat = await fs.promises.stat(file);
    return stat.isFile()
      ? { type, size: stat.size, stream: (start, end) => fs.createReadStream(file, { start, end }), release: () => {} }
      : undefined;
  } catch {
    return undefined;
  }
}
