import { describe, expect, it } from 'vitest';
import { streamFiles } from './streams';

describe("a stream's files", () => {
  it('lists the master playlist, each rendition highest first, then the SMIL', () => {
    const rows = streamFiles({
      res: [360, 720],
      hls: '/videos/v/full/hls/master.m3u8',
      smil: '/videos/v/full/full.smil',
      duration: 2.02,
      files: [
        { res: 360, width: 640, bitrate: 928, mp4: '/videos/v/full/360p.mp4', playlist: '/videos/v/full/hls/360p.m3u8' },
        { res: 720, width: 1280, bitrate: 2628, mp4: '/videos/v/full/720p.mp4' },
      ],
    });
    expect(rows.map((r) => r.kind)).toEqual(['Playlist HLS (master)', 'MP4 720p', 'MP4 360p', 'Playlist HLS 360p', 'SMIL']);
    expect(rows[1].detail).toBe('1280×720, 2 628 kb/s');
    expect(rows[4].detail).toBe('2,02 s');
  });
});
