// Encoding commands: one decode of the source feeding every rendition (split filter), H.264/AAC MP4s with a keyframe
// every KEYFRAME_SECONDS so that HLS segments cut cleanly; then HLS segmentation by stream copy (no second encode).
import { fractionOf, ProgressParser } from './progress.js';
import { encoderThreads } from './priority.js';
import { runFfmpeg } from './process.js';

export const KEYFRAME_SECONDS = 2;
export const HLS_SEGMENT_SECONDS = 4;

export interface Rendition {
  /** Picture height in pixels (even); the width follows the source's aspect ratio. */
  height: number;
  videoKbps: number;
  audioKbps: number;
  /** Absolute path of the MP4 to write. */
  file: string;
}

export interface EncodeJob {
  input: string;
  renditions: Rendition[];
  /** Seconds of the source to encode from its start (a trailer); the whole source when undefined. */
  duration?: number;
  /** Seconds of output expected, for the fraction done. */
  expectedSeconds: number;
  hasAudio: boolean;
  signal?: AbortSignal;
  /** fraction 0–1 of this command, and the speed (× real time) when ffmpeg knows it. */
  onProgress?: (fraction: number, speed?: number) => void;
}

/** Pure: ffmpeg's arguments for one EncodeJob, each encoder on at most `threads` threads. */
export function encodeArgs(job: Omit<EncodeJob, 'signal' | 'onProgress'>, threads = encoderThreads()): string[] {
  const n = job.renditions.length;
  const split = `[0:v:0]split=${n}${job.renditions.map((_, i) => `[s${i}]`).join('')}`;
  const scales = job.renditions.map((r, i) => `[s${i}]scale=-2:${r.height}[v${i}]`);
  const args = ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', '-progress', 'pipe:1', '-stats_period', '0.5'];
  // Before -i, -t bounds what is read, hence every output (after it, only the next output).
  if (job.duration !== undefined) args.push('-t', String(job.duration));
  // The decoder's and the filters' threads bounded too (both default to every core).
  args.push('-threads', String(threads), '-i', job.input);
  args.push('-filter_complex_threads', String(threads), '-filter_complex', [split, ...scales].join(';'));
  job.renditions.forEach((r, i) => {
    args.push('-map', `[v${i}]`);
    if (job.hasAudio) args.push('-map', '0:a:0');
    args.push(
      ...['-c:v', 'libx264', '-threads', String(threads), '-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p'],
      ...['-b:v', `${r.videoKbps}k`, '-maxrate', `${Math.round(r.videoKbps * 1.07)}k`, '-bufsize', `${r.videoKbps * 2}k`],
      ...['-force_key_frames', `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`, '-sc_threshold', '0'],
    );
    if (job.hasAudio) args.push('-c:a', 'aac', '-b:a', `${r.audioKbps}k`, '-ac', '2');
    args.push('-movflags', '+faststart', r.file);
  });
  return args;
}

export async function encodeRenditions(ffmpeg: string, job: EncodeJob): Promise<void> {
  const parser = new ProgressParser();
  await runFfmpeg(ffmpeg, encodeArgs(job), {
    signal: job.signal,
    onStdout: (chunk) => {
      for (const block of parser.push(chunk)) job.onProgress?.(fractionOf(block, job.expectedSeconds), block.speed);
    },
  });
}

/** Cuts an MP4 into an HLS VOD playlist `{dir}/{name}.m3u8` with `{name}_000.ts` segments, by stream copy. */
export async function segmentHls(ffmpeg: string, mp4: string, dir: string, name: string, signal?: AbortSignal): Promise<void> {
  await runFfmpeg(
    ffmpeg,
    [
      ...['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', '-i', mp4, '-c', 'copy', '-f', 'hls'],
      ...['-hls_time', String(HLS_SEGMENT_SECONDS), '-hls_playlist_type', 'vod', '-hls_list_size', '0'],
      ...['-hls_segment_filename', `${dir}/${name}_%03d.ts`, `${dir}/${name}.m3u8`],
    ],
    { signal },
  );
}

/** Makes a short test clip (colour bars and a tone): demo sources and tests, no file needed. */
export async function testClip(ffmpeg: string, file: string, opts: { seconds: number; width: number; height: number }): Promise<void> {
  const size = `${opts.width}x${opts.height}`;
  await runFfmpeg(ffmpeg, [
    ...['-nostdin', '-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc=duration=${opts.seconds}:size=${size}:rate=25`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${opts.seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
  ]);
}
