// ffprobe: what a media file holds (duration, picture size, audio or not), read from its JSON output.
import { FfmpegError } from './errors.js';
import { frenchCause } from './frenchCauses.js';
import { runBinary, type RunOptions } from './process.js';

export interface MediaInfo {
  /** Seconds. */
  duration: number;
  width?: number;
  height?: number;
  hasVideo: boolean;
  hasAudio: boolean;
  /** Container format names ("mov,mp4,m4a,3gp,3g2,mj2", "hls"). */
  format: string;
}

interface ProbeJson {
  format?: { duration?: string; format_name?: string };
  streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[];
}

/** Pure: ffprobe's JSON to MediaInfo. */
export function parseProbe(json: ProbeJson): MediaInfo {
  const streams = json.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video');
  const durations = [json.format?.duration, ...streams.map((s) => s.duration)].map(Number).filter((d) => Number.isFinite(d) && d > 0);
  return {
    duration: durations.length ? Math.max(...durations) : 0,
    ...(video?.width && { width: video.width }),
    ...(video?.height && { height: video.height }),
    hasVideo: !!video,
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
    format: json.format?.format_name ?? '',
  };
}

export async function probe(ffprobe: string, file: string, opts: RunOptions = {}): Promise<MediaInfo> {
  const out = await runBinary(ffprobe, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], opts).catch((err) => {
    if (err instanceof FfmpegError && err.code === 'FAILED')
      throw new FfmpegError(`Fichier source illisible : ${frenchCause(err.reason) ?? 'ffprobe ne le reconnaît pas'}`, err.reason, 'BAD_SOURCE');
    throw err;
  });
  try {
    return parseProbe(JSON.parse(out) as ProbeJson);
  } catch {
    throw new FfmpegError('Réponse de ffprobe illisible', out.slice(0, 200), 'BAD_SOURCE');
  }
}
