import { describe, expect, it } from 'vitest';
import { masterPlaylist, smil } from './manifests.js';

const renditions = [
  { height: 360, width: 640, videoKbps: 800, audioKbps: 128, mp4: '360p.mp4', playlist: '360p.m3u8' },
  { height: 720, width: 1280, videoKbps: 2500, audioKbps: 128, mp4: '720p.mp4', playlist: '720p.m3u8' },
];

describe('manifests', () => {
  it('lists the HLS variants, best first, with bandwidth and resolution', () => {
    expect(masterPlaylist(renditions)).toBe(
      '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-STREAM-INF:BANDWIDTH=2890800,RESOLUTION=1280x720\n720p.m3u8\n' +
        '#EXT-X-STREAM-INF:BANDWIDTH=1020800,RESOLUTION=640x360\n360p.m3u8\n',
    );
  });

  it('writes a SMIL switch of the renditions, the title escaped', () => {
    const text = smil('Météo <&> "direct"', renditions);
    expect(text).toContain('<smil title="Météo &lt;&amp;&gt; &quot;direct&quot;">');
    expect(text.match(/<video /g)).toHaveLength(2);
    expect(text.indexOf('720p.mp4')).toBeLessThan(text.indexOf('360p.mp4'));
    expect(text).toContain('<param name="videoBitrate" value="800000" valuetype="data"/>');
    expect(smil('t', [{ ...renditions[0], mp4: undefined }])).toContain('src="360p.m3u8"');
  });
});
