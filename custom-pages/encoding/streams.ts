// The files of an encoded stream as the 'Flux vidéo' tab lists them (pure).
import type { VideoStream } from './queue';
import { frenchNumber } from '../../model/frenchFormat';

export interface StreamFileRow {
  kind: string;
  detail: string;
  path: string;
}

const kbps = (n: number | undefined) => (n ? `${frenchNumber(n)} kb/s` : '');

/** HLS master first, then each rendition's MP4 and playlist (highest first), then the SMIL. */
export function streamFiles(stream: VideoStream): StreamFileRow[] {
  const rows: StreamFileRow[] = [];
  if (stream.hls) rows.push({ kind: 'Playlist HLS (master)', detail: (stream.res ?? []).map((h) => `${h}p`).join(', '), path: stream.hls });
  for (const f of [...(stream.files ?? [])].sort((a, b) => b.res - a.res)) {
    const size = [f.width ? `${f.width}×${f.res}` : `${f.res}p`, kbps(f.bitrate)].filter(Boolean).join(', ');
    if (f.mp4) rows.push({ kind: `MP4 ${f.res}p`, detail: size, path: f.mp4 });
    if (f.playlist) rows.push({ kind: `Playlist HLS ${f.res}p`, detail: size, path: f.playlist });
  }
  if (stream.smil) rows.push({ kind: 'SMIL', detail: stream.duration ? `${String(stream.duration).replace('.', ',')} s` : '', path: stream.smil });
  return rows;
}
