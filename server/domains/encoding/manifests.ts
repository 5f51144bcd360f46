// The text files beside the renditions (pure): the HLS master playlist and the SMIL file that media servers
// (Wowza-style) read to offer adaptive streaming of the MP4 renditions.

export interface EncodedRendition {
  height: number;
  width: number;
  videoKbps: number;
  audioKbps: number;
  /** File names relative to the manifest's folder. */
  mp4?: string;
  playlist?: string;
}

/** BANDWIDTH is the peak bits per second of a variant: its video and audio rates with the muxing overhead. */
const bandwidth = (r: EncodedRendition) => Math.round((r.videoKbps + r.audioKbps) * 1000 * 1.1);

export function masterPlaylist(renditions: EncodedRendition[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3'];
  for (const r of [...renditions].sort((a, b) => b.height - a.height)) {
    if (!r.playlist) continue;
    lines.push(`#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth(r)},RESOLUTION=${r.width}x${r.height}`, r.playlist);
  }
  return `${lines.join('\n')}\n`;
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One `<video>` per rendition in a `<switch>`: its MP4 when progressive, else its HLS playlist. */
export function smil(title: string, renditions: EncodedRendition[]): string {
  const videos = [...renditions]
    .sort((a, b) => b.height - a.height)
    .map((r) => {
      const src = r.mp4 ?? r.playlist ?? '';
      return [
        `      <video src="${xml(src)}" width="${r.width}" height="${r.height}" system-bitrate="${bandwidth(r)}">`,
        `        <param name="videoBitrate" value="${r.videoKbps * 1000}" valuetype="data"/>`,
        `        <param name="audioBitrate" value="${r.audioKbps * 1000}" valuetype="data"/>`,
        `      </video>`,
      ].join('\n');
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<smil title="${xml(title)}">`,
    '  <body>',
    '    <switch>',
    ...videos,
    '    </switch>',
    '  </body>',
    '</smil>',
    '',
  ].join('\n');
}
