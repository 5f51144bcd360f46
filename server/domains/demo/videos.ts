// Demo Videos name their source and encoded files; the first start writes each one, so that opening a demo Video does
// not ask for a missing file. Sources are a short real clip when ffmpeg is there (the demo queue then encodes them),
// else, like the other files, a tiny MP4 / QuickTime container (a movie header, no track).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testClip, type Binaries } from '../../integrations/ffmpeg/index.js';
import type { FileStore } from '../../storage/fileStore.js';
import { pathsMatching, writeMissingFiles } from './images.js';

const VIDEO = /^\/[A-Za-z0-9/_.-]+\.(mp4|mov)$/;

/** Video file paths found anywhere in some demo records. */
export const videoPathsOf = (records: unknown[]): string[] => pathsMatching(records, VIDEO);

const box = (type: string, ...parts: Buffer[]): Buffer => {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

const u32 = (...values: number[]) => {
  const buffer = Buffer.alloc(4 * values.length);
  values.forEach((value, i) => buffer.writeUInt32BE(value >>> 0, 4 * i));
  return buffer;
};

/** An ISO base media file: `ftyp`, then a `moov` holding only its `mvhd` (timescale 1000, duration 0, one next track). */
export function emptyMovie(brand: 'isom' | 'qt  '): Buffer {
  const ftyp = box('ftyp', Buffer.from(brand, 'latin1'), u32(0x200), Buffer.from(brand === 'isom' ? 'isommp41' : 'qt  ', 'latin1'));
  const identity = u32(0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000);
  const mvhd = box('mvhd', u32(0, 0, 0, 1000, 0, 0x10000), Buffer.from([0x01, 0x00, 0, 0]), u32(0, 0), identity, Buffer.alloc(24), u32(1));
  return Buffer.concat([ftyp, box('moov', mvhd)]);
}

const SOURCE = /^\/videos\/source\//;

/** The demo's source clip (3 s of colour bars and a tone, 320×180: cheap to encode at every first start), made once per seed; undefined without ffmpeg. */
export async function demoSourceClip(bin: Binaries): Promise<Buffer | undefined> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'demo-clip-'));
  try {
    const file = path.join(dir, 'clip.mp4');
    await testClip(bin.ffmpeg, file, { seconds: 3, width: 320, height: 180 });
    return await fs.promises.readFile(file);
  } catch {
    return undefined;
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/** The source files among some video paths (the ones an encode reads). */
export const videoSourcesOf = (paths: string[]): string[] => paths.filter((p) => SOURCE.test(p));

/** `sourceClip`: the clip, or how to make it (asked only when a source is missing). */
export const writeDemoVideos = (
  store: FileStore,
  siteId: string,
  paths: string[],
  sourceClip?: Buffer | (() => Promise<Buffer | undefined>),
): Promise<void> =>
  writeMissingFiles(store, siteId, paths, async (p) => {
    const clip = SOURCE.test(p) && (typeof sourceClip === 'function' ? await sourceClip() : sourceClip);
    return clip || emptyMovie(p.endsWith('.mov') ? 'qt  ' : 'isom');
  });
