import { describe, expect, it } from 'vitest';
import {
  ENCODE_FOLDER,
  encodeFolder,
  FALLBACK_PROFILE,
  outputsOf,
  profileFor,
  renditionsFor,
  streamPaths,
  trailerSeconds,
  type EncodingProfile,
} from './plan.js';

const standard: EncodingProfile = { _id: 'ep-standard', resolutions: [720, 360], videoBitrate: 2500, audioBitrate: 128, isDefault: true };
const hd: EncodingProfile = { _id: 'ep-hd', resolutions: [360, 720, 1080], videoBitrate: 6000, hls: true };

describe('profileFor', () => {
  it("takes the video's profile, then the site's default, then its first, then the fallback", () => {
    expect(profileFor([standard, hd], { _id: 'ep-hd', _cls: 'EncodingProfile', _isRef: true })).toBe(hd);
    expect(profileFor([hd, standard], undefined)).toBe(standard);
    expect(profileFor([hd, standard], { _id: 'supprimé' })).toBe(standard);
    expect(profileFor([hd], undefined)).toBe(hd);
    expect(profileFor([], undefined)).toBe(FALLBACK_PROFILE);
  });
});

describe('renditionsFor', () => {
  it('keeps the heights the source fills, lowest first, bitrates in proportion to the profile top', () => {
    expect(renditionsFor(hd, 1080)).toEqual([
      { height: 360, videoKbps: 2000, audioKbps: 128 },
      { height: 720, videoKbps: 4000, audioKbps: 128 },
      { height: 1080, videoKbps: 6000, audioKbps: 128 },
    ]);
    expect(renditionsFor(hd, 720).map((r) => r.height)).toEqual([360, 720]);
    expect(renditionsFor(hd, 400)).toEqual([{ height: 360, videoKbps: 2000, audioKbps: 128 }]);
  });

  it('never enlarges: a smaller source keeps its own (even) height', () => {
    expect(renditionsFor(standard, 91).map((r) => r.height)).toEqual([90]);
    expect(renditionsFor({ _id: 'x', resolutions: [91, 91, 0, 2.5] }, 1080).map((r) => r.height)).toEqual([90]);
  });
});

describe('outputs and trailer', () => {
  it('makes what the profile asks, both when it asks for neither', () => {
    expect(outputsOf(hd)).toEqual({ hls: true, progressive: false });
    expect(outputsOf({ _id: 'p', progressive: true })).toEqual({ hls: false, progressive: true });
    expect(outputsOf(standard)).toEqual({ hls: true, progressive: true });
  });

  it('cuts a 30 s trailer by default, never past the source, none at 0', () => {
    expect(trailerSeconds(hd, 600)).toBe(30);
    expect(trailerSeconds({ _id: 'p', trailerDuration: 10 }, 4)).toBe(4);
    expect(trailerSeconds({ _id: 'p', trailerDuration: 0 }, 600)).toBe(0);
  });

  it('lays the files out as the video servers serve them', () => {
    const paths = streamPaths('vid-1', 'enc-0123456789ab', 'trailer');
    expect([paths.mp4(360), paths.playlist(360), paths.master, paths.smil]).toEqual([
      '/videos/vid-1/enc-0123456789ab/trailer/360p.mp4',
      '/videos/vid-1/enc-0123456789ab/trailer/hls/360p.m3u8',
      '/videos/vid-1/enc-0123456789ab/trailer/hls/master.m3u8',
      '/videos/vid-1/enc-0123456789ab/trailer/trailer.smil',
    ]);
    expect(ENCODE_FOLDER.test(encodeFolder('0123456789ab'))).toBe(true);
  });
});
