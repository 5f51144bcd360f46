import { describe, expect, it } from 'vitest';
import { canCancel, canReencode, queueQuery, sourceName, streamSummary } from './queue';

describe('encoding queue', () => {
  it('lists encoding and pending videos by priority, 100 at most', () => {
    expect(queueQuery('encoding', 'priority')).toEqual({
      adminFilter: '{"encodingStatus":{"$in":["encoding","pending"]}}',
      sortBy: '-encodingPriority,-createTs',
      limit: 100,
    });
    expect(queueQuery('all', 'date')).toEqual({ sortBy: '-createTs,-encodingPriority', limit: 100 });
    expect(JSON.parse(String(queueQuery('error', 'date').adminFilter))).toEqual({ encodingStatus: { $in: ['error'] } });
  });

  it('sums a stream up: resolutions, progressive and HLS flags', () => {
    expect(streamSummary({ res: [360, 720], mp4: '/v/full/720p.mp4', hls: '/v/full/hls/master.m3u8' })).toEqual({
      resolutions: '360p, 720p',
      progressive: true,
      hls: true,
    });
    expect(streamSummary({ res: [1080], hls: '/m.m3u8' })).toEqual({ resolutions: '1080p', progressive: false, hls: true });
    expect(streamSummary({ res: [] })).toBeUndefined();
    expect(streamSummary(undefined)).toBeUndefined();
  });

  it('names the source file without its storage prefix', () => {
    expect(sourceName('/2026/11/0123456789ab-reportage-vin.mp4')).toBe('reportage-vin.mp4');
    expect(sourceName('/videos/source/meteo-s05.mp4')).toBe('meteo-s05.mp4');
    expect(sourceName(undefined)).toBe('(aucun fichier source)');
  });

  it('offers cancel while waiting or encoding, re-encode otherwise', () => {
    expect([canCancel('pending'), canCancel('encoding'), canCancel('done'), canCancel('error')]).toEqual([true, true, false, false]);
    expect(canReencode({ id: 'v', sourceFile: '/a.mp4', encodingStatus: 'error' })).toBe(true);
    expect(canReencode({ id: 'v', sourceFile: '/a.mp4', encodingStatus: 'encoding' })).toBe(false);
    expect(canReencode({ id: 'v', encodingStatus: 'done' })).toBe(false);
  });
});
