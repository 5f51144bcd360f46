// One video's encode: probe the source, then per stream (full, then trailer) one ffmpeg run for every rendition,
// HLS cut by stream copy, master playlist and SMIL; the files are built in a work folder beside the video's and
// swapped in at the end, so a failed or cancelled encode leaves the previous files as they were.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { encodeRenditions, FfmpegError, probe, segmentHls, type Binaries } from '../../integrations/ffmpeg/index.js';
import type { FileStore } from '../../storage/fileStore.js';
import { masterPlaylist, smil, type EncodedRendition } from './manifests.js';
import { outputsOf, renditionsFor, streamPaths, trailerSeconds, videoDir, type EncodingProfile, type StreamName } from './plan.js';

export interface StreamInfo {
  res: number[];
  mp4?: string;
  smil: string;
  hls?: string;
  duration: number;
  files: { res: number; width: number; bitrate: number; mp4?: string; playlist?: string }[];
}

export interface EncodeResult {
  full: StreamInfo;
  trailer?: StreamInfo;
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
const speedText = (speed?: number) => (speed ? ` (× ${speed.toFixed(1).replace('.', ',')})` : '');

async function sourceOf(store: FileStore, siteId: string, sourceFile: string): Promise<{ file: string; stat: fs.Stats }> {
  const file = store.resolve(siteId, sourceFile.replace(/^\/+/, ''));
  const stat = file ? await fs.promises.stat(file).catch(() => undefined) : undefined;
  if (!file || !stat?.isFile()) throw new FfmpegError(`Fichier source introuvable (${sourceFile.slice(0, 200)})`, '', 'BAD_SOURCE');
  return { file, stat };
}

export async function encodeVideo(bin: Binaries, store: FileStore, req: EncodeRequest): Promise<EncodeResult> {
  const { file: source, stat } = await sourceOf(store, req.siteId, req.sourceFile);
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
  const base = store.resolve(req.siteId, videoDir(req.videoId))!;
  await removeWorkFolders(base);
  const work = path.join(base, `${WORK_PREFIX}${crypto.randomBytes(6).toString('hex')}`);
  const result: Partial<Record<StreamName, StreamInfo>> = {};
  try {
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
      result[stream.name] = await finishStream(bin, req, stream.name, dir, renditions, outputs);
    }
    await swapIn(
      base,
      work,
      streams.map((s) => s.name),
    );
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
  return {
    full: result.full!,
    ...(result.trailer && { trailer: result.trailer }),
    srcInfo: { modified: Math.floor(stat.mtimeMs / 1000), size: stat.size, duration: Math.round(info.duration * 100) / 100 },
  };
}

/** Widths as encoded, HLS variants and master, SMIL; the MP4s go when the profile is not progressive. */
async function finishStream(
  bin: Binaries,
  req: EncodeRequest,
  name: StreamName,
  dir: string,
  renditions: ReturnType<typeof renditionsFor>,
  outputs: { hls: boolean; progressive: boolean },
): Promise<StreamInfo> {
  const paths = streamPaths(req.videoId, name);
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

/** The new streams replace the old ones; a stream the profile no longer makes (no trailer) goes. */
async function swapIn(base: string, work: string, made: StreamName[]): Promise<void> {
  for (const name of ['full', 'trailer'] as StreamName[]) {
    await fs.promises.rm(path.join(base, name), { recursive: true, force: true });
    if (made.includes(name)) await fs.promises.rename(path.join(work, name), path.join(base, name));
  }
}

/** Work folders a crashed encode left behind. */
async function removeWorkFolders(base: string): Promise<void> {
  const names = await fs.promises.readdir(base).catch(() => [] as string[]);
  for (const name of names) if (name.startsWith(WORK_PREFIX)) await fs.promises.rm(path.join(base, name), { recursive: true, force: true });
}
