// One video's encode: probe the source, then per stream (full, then trailer) one ffmpeg run for every rendition,
// HLS cut by stream copy, master playlist and SMIL; the files are built in this worker's scratch folder (the source
// copied there from the file store) and stored as the encode's own folder at the end (new addresses: see plan.ts);
// once the video points at it, the previous encodes' folders go (keepOnly). A failed or cancelled encode leaves the
// previous files as they were.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { encodeRenditions, FfmpegError, probe, segmentHls, type Binaries } from '../../integrations/ffmpeg/index.js';
import type { EncodedStream } from '../../../model/encoding/index.js';
import type { FileStore } from '../../storage/fileStore.js';
import { frenchNumber } from '../../../model/frenchFormat.js';
import { masterPlaylist, smil, type EncodedRendition } from './manifests.js';
import {
  ENCODE_FOLDER,
  encodeFolder,
  outputsOf,
  renditionsFor,
  streamPaths,
  trailerSeconds,
  videoDir,
  type EncodingProfile,
  type StreamName,
} from './plan.js';

export interface EncodeResult {
  /** The encode's folder under the video's (plan.ts ENCODE_FOLDER). */
  encode: string;
  full: EncodedStream;
  trailer?: EncodedStream;
  srcInfo: { modified: number; size: number; duration: number };
}

export interface EncodeRequest {
  siteId: string;
  videoId: string;
  title: string;
  /** The video's sourceFile (a store path). */
  sourceFile: string;
  profile: EncodingProfile;
  signal: AbortSignal;
  /** Overall fraction 0–1 and a French line. */
  onProgress: (fraction: number, text: string) => void;
}

const STREAM_LABELS: Record<StreamName, string> = { full: 'Vidéo intégrale', trailer: 'Bande-annonce' };
const WORK_PREFIX = '.encodage-';
/** The share of the bar left for HLS cuts and manifests once the encodes are done. */
const ENCODE_SHARE = 0.95;

const percent = (f: number) => `${Math.floor(f * 100)} %`;
const speedText = (speed?: number) => (speed ? ` (× ${frenchNumber(speed, 1)})` : '');

const sourceMissing = (sourceFile: string) => new FfmpegError(`Fichier source introuvable (${sourceFile.slice(0, 200)})`, '', 'BAD_SOURCE');

export async function encodeVideo(bin: Binaries, store: FileStore, req: EncodeRequest): Promise<EncodeResult> {
  const stat = await store.stat(req.siteId, req.sourceFile);
  if (!stat) throw sourceMissing(req.sourceFile);
  // One scratch folder per video (a crashed encode's is removed by the next), on this worker's disk.
  const name = `${WORK_PREFIX}${req.siteId}-${req.videoId}-`;
  await removeWorkFolders(store.scratchDir, name);
  const hex = crypto.randomBytes(6).toString('hex');
  const scratch = path.join(store.scratchDir, `${name}${hex}`);
  await fs.promises.mkdir(scratch, { recursive: true });
  try {
    const source = path.join(scratch, `source${path.extname(req.sourceFile).toLowerCase()}`);
    if (!(await store.download(req.siteId, req.sourceFile, source))) throw sourceMissing(req.sourceFile);
    return await encodeFrom(bin, store, req, { source, stat, scratch, encode: encodeFolder(hex) });
  } finally {
    await fs.promises.rm(scratch, { recursive: true, force: true });
  }
}

async function encodeFrom(
  bin: Binaries,
  store: FileStore,
  req: EncodeRequest,
  { source, stat, scratch, encode }: { source: string; stat: { size: number; modifiedAt: Date }; scratch: string; encode: string },
): Promise<EncodeResult> {
  req.onProgress(0, 'Analyse du fichier source');
  const info = await probe(bin.ffprobe, source, { signal: req.signal });
  if (!info.hasVideo || !info.height) throw new FfmpegError('Le fichier source ne contient aucune piste vidéo', '', 'BAD_SOURCE');
  if (!(info.duration > 0)) throw new FfmpegError('Le fichier source ne dure pas (durée nulle ou inconnue)', '', 'BAD_SOURCE');

  const renditions = renditionsFor(req.profile, info.height);
  const outputs = outputsOf(req.profile);
  const trailer = trailerSeconds(req.profile, info.duration);
  const streams: { name: StreamName; seconds: number; limit?: number }[] = [
    { name: 'full', seconds: info.duration },
    ...(trailer > 0 ? [{ name: 'trailer' as const, seconds: trailer, limit: trailer }] : []),
  ];
  const total = streams.reduce((sum, s) => sum + s.seconds, 0);
  const work = path.join(scratch, 'out');
  const result: Partial<Record<StreamName, EncodedStream>> = {};
  let done = 0;
  for (const stream of streams) {
    const dir = path.join(work, stream.name);
    await fs.promises.mkdir(path.join(dir, 'hls'), { recursive: true });
    const heights = renditions.map((r) => `${r.height}p`).join(', ');
    await encodeRenditions(bin.ffmpeg, {
      input: source,
      renditions: renditions.map((r) => ({ ...r, file: path.join(dir, `${r.height}p.mp4`) })),
      duration: stream.limit,
      expectedSeconds: stream.seconds,
      hasAudio: info.hasAudio,
      signal: req.signal,
      onProgress: (f, speed) =>
        req.onProgress(
          (ENCODE_SHARE * (done + f * stream.seconds)) / total,
          `${STREAM_LABELS[stream.name]} : encodage ${heights} — ${percent(f)}${speedText(speed)}`,
        ),
    });
    done += stream.seconds;
    req.onProgress((ENCODE_SHARE * done) / total, `${STREAM_LABELS[stream.name]} : ${outputs.hls ? 'découpage HLS et ' : ''}manifestes`);
    result[stream.name] = await finishStream(bin, req, streamPaths(req.videoId, encode, stream.name), dir, renditions, outputs);
  }
  const stored = `${videoDir(req.videoId)}/${encode}`;
  // A store that fails midway leaves no half of the encode behind.
  await store.upload(req.siteId, stored, work).catch(async (err: unknown) => {
    await store.removeFolder(req.siteId, stored);
    throw err;
  });
  return {
    encode,
    full: result.full!,
    ...(result.trailer && { trailer: result.trailer }),
    srcInfo: { modified: Math.floor(stat.modifiedAt.getTime() / 1000), size: stat.size, duration: Math.round(info.duration * 100) / 100 },
  };
}

/** Widths as encoded, HLS variants and master, SMIL; the MP4s go when the profile is not progressive. */
async function finishStream(
  bin: Binaries,
  req: EncodeRequest,
  paths: ReturnType<typeof streamPaths>,
  dir: string,
  renditions: ReturnType<typeof renditionsFor>,
  outputs: { hls: boolean; progressive: boolean },
): Promise<EncodedStream> {
  const name = paths.stream;
  const encoded: EncodedRendition[] = [];
  let duration = 0;
  for (const r of renditions) {
    const mp4 = path.join(dir, `${r.height}p.mp4`);
    const out = await probe(bin.ffprobe, mp4, { signal: req.signal });
    duration = Math.max(duration, out.duration);
    if (outputs.hls) await segmentHls(bin.ffmpeg, mp4, path.join(dir, 'hls'), `${r.height}p`, req.signal);
    if (!outputs.progressive) await fs.promises.rm(mp4);
    encoded.push({
      ...r,
      width: out.width ?? 0,
      ...(outputs.progressive && { mp4: `${r.height}p.mp4` }),
      ...(outputs.hls && { playlist: `hls/${r.height}p.m3u8` }),
    });
  }
  if (outputs.hls) {
    const variants = encoded.map((r) => ({ ...r, playlist: `${r.height}p.m3u8` }));
    await fs.promises.writeFile(path.join(dir, 'hls', 'master.m3u8'), masterPlaylist(variants));
  } else await fs.promises.rm(path.join(dir, 'hls'), { recursive: true });
  await fs.promises.writeFile(path.join(dir, `${name}.smil`), smil(`${req.title} — ${STREAM_LABELS[name]}`, encoded));
  const top = renditions[renditions.length - 1].height;
  return {
    res: renditions.map((r) => r.height),
    ...(outputs.progressive && { mp4: paths.mp4(top) }),
    smil: paths.smil,
    ...(outputs.hls && { hls: paths.master }),
    duration: Math.round(duration * 100) / 100,
    files: encoded.map((r) => ({
      res: r.height,
      width: r.width,
      bitrate: r.videoKbps + r.audioKbps,
      ...(r.mp4 && { mp4: paths.mp4(r.height) }),
      ...(r.playlist && { playlist: paths.playlist(r.height) }),
    })),
  };
}

/** Removes the video's encode folders but `kept`, and the streams of the layout before encodes had folders (videos/{id}/full). */
export async function keepOnly(store: FileStore, siteId: string, videoId: string, kept: string): Promise<void> {
  const base = videoDir(videoId);
  for (const name of await store.entries(siteId, base)) {
    // Work folders of the versions that encoded inside the video's folder go too.
    if (name !== kept && (ENCODE_FOLDER.test(name) || name === 'full' || name === 'trailer' || name.startsWith(WORK_PREFIX))) {
      await store.removeFolder(siteId, `${base}/${name}`);
    }
  }
}

/** Removes one encode's folder (its video never pointed at it). */
export async function dropEncode(store: FileStore, siteId: string, videoId: string, encode: string): Promise<void> {
  await store.removeFolder(siteId, `${videoDir(videoId)}/${encode}`);
}

/** Scratch folders a crashed encode of the same video left behind. */
async function removeWorkFolders(dir: string, prefix: string): Promise<void> {
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  for (const name of names) if (name.startsWith(prefix)) await fs.promises.rm(path.join(dir, name), { recursive: true, force: true });
}
