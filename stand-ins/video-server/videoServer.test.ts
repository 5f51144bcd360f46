import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRange } from '../../model/byteRange.js';
import { startS3StandIn } from '../s3/index.js';
import { startVideoServerStandIn, type VideoServerStandIn } from './index.js';
import { parseMeminfo } from './load.js';
import { LastSecond } from './traffic.js';

let root: string;
let standIn: VideoServerStandIn;
const BODY = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'video-server-'));
  const dir = path.join(root, 'demo-prod', 'videos', 'vid-1');
  fs.mkdirSync(path.join(dir, 'hls'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'full.mp4'), BODY);
  fs.writeFileSync(path.join(dir, 'hls', 'master.m3u8'), '#EXTM3U\n');
  fs.writeFileSync(path.join(dir, 'hls', 'seg0.ts'), 'ts');
  fs.writeFileSync(path.join(root, 'demo-prod', 'secret.txt'), 'secret');
  fs.writeFileSync(path.join(dir, 'notes.txt'), 'not media');
  standIn = await startVideoServerStandIn({ root });
});
afterAll(async () => {
  await standIn.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('video server stand-in', () => {
  it('serves encoded files with their content types', async () => {
    const cases: [string, string][] = [
      ['/demo-prod/videos/vid-1/full.mp4', 'video/mp4'],
      ['/demo-prod/videos/vid-1/hls/master.m3u8', 'application/vnd.apple.mpegurl'],
      ['/demo-prod/videos/vid-1/hls/seg0.ts', 'video/mp2t'],
    ];
    for (const [p, type] of cases) {
      const res = await fetch(standIn.url + p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      await res.arrayBuffer();
    }
  });

  it('answers byte ranges', async () => {
    const res = await fetch(`${standIn.url}/demo-prod/videos/vid-1/full.mp4`, { headers: { range: 'bytes=10-19' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 10-19/1000');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(BODY.subarray(10, 20));
    const past = await fetch(`${standIn.url}/demo-prod/videos/vid-1/full.mp4`, { headers: { range: 'bytes=5000-' } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe('bytes */1000');
  });

  it('serves nothing outside the videos folders, nor files that are not media', async () => {
    // Sent as written (node:http does not normalise paths as fetch does).
    const status = (p: string) =>
      new Promise<number>((resolve, reject) => {
        http
          .get(standIn.url + p, (res) => {
            res.resume();
            resolve(res.statusCode!);
          })
          .on('error', reject);
      });
    expect(await status('/demo-prod/videos/vid-1/full.mp4')).toBe(200);
    for (const p of [
      '/demo-prod/secret.txt',
      '/demo-prod/videos/vid-1/notes.txt',
      '/demo-prod/videos/../secret.txt',
      '/demo-prod/videos/vid-1/../../secret.txt.mp4',
      '/demo-prod/videos/%2e%2e/secret.txt',
      '/demo-prod/videos/vid-1%2f..%2f..%2fsecret.txt',
      '/demo-prod/videos/vid-1/%00.mp4',
      '/demo-prod/videos/vid-1/missing.mp4',
      '/../../etc/passwd',
    ]) {
      expect(await status(p), p).toBe(404);
    }
    expect((await fetch(`${standIn.url}/demo-prod/videos/vid-1/full.mp4`, { method: 'POST' })).status).toBe(405);
  });

  it('serves no symbolic link leading out of the tree', async () => {
    const outside = path.join(os.tmpdir(), `dehors-${process.pid}.mp4`);
    fs.writeFileSync(outside, 'hors du dossier');
    try {
      fs.symlinkSync(outside, path.join(root, 'demo-prod', 'videos', 'vid-1', 'dehors.mp4'));
      expect((await fetch(`${standIn.url}/demo-prod/videos/vid-1/dehors.mp4`)).status).toBe(404);
    } finally {
      fs.rmSync(outside, { force: true });
    }
  });

  it('reports its load, the bytes it sent over the last second and its connections', async () => {
    await (await fetch(`${standIn.url}/demo-prod/videos/vid-1/full.mp4`)).arrayBuffer();
    const status = await (await fetch(`${standIn.url}/status`)).json();
    expect(status).toMatchObject({ online: true, standIn: true });
    expect(status.outRate).toBeGreaterThanOrEqual(1000);
    expect(status.connections).toBeGreaterThanOrEqual(1);
    for (const key of ['cpuLoad', 'memoryLoad', 'swapLoad']) {
      expect(status[key]).toBeGreaterThanOrEqual(0);
      expect(status[key]).toBeLessThanOrEqual(100);
    }
    expect(status.memoryLoad).toBeGreaterThan(0);
    expect(Number.isInteger(status.alertLevel)).toBe(true);
    expect(standIn.state().statusRequests).toBe(1);
  });
});

describe('video server stand-in on the S3 stand-in (a fleet)', () => {
  it("serves the encoded files of the bucket's files/{siteId}/videos/, with ranges, and nothing else", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'video-server-s3-'));
    const s3 = await startS3StandIn({ dir });
    const video = await startVideoServerStandIn({ root: { s3Folder: dir, bucket: 'flotte' } });
    try {
      for (const [key, body] of [
        ['files/demo-prod/videos/vid-2/full.mp4', BODY],
        ['files/demo-prod/videos/vid-2/hls/master.m3u8', Buffer.from('#EXTM3U\n')],
        ['files/demo-prod/secret.txt', Buffer.from('secret')],
      ] as const)
        expect((await fetch(`${s3.url}/flotte/${key}`, { method: 'PUT', body })).status).toBe(200);
      const part = await fetch(`${video.url}/demo-prod/videos/vid-2/full.mp4`, { headers: { range: 'bytes=10-19' } });
      expect([part.status, part.headers.get('content-range'), part.headers.get('content-type')]).toEqual([206, 'bytes 10-19/1000', 'video/mp4']);
      expect(Buffer.from(await part.arrayBuffer())).toEqual(BODY.subarray(10, 20));
      expect(await (await fetch(`${video.url}/demo-prod/videos/vid-2/hls/master.m3u8`)).text()).toBe('#EXTM3U\n');
      for (const p of ['/demo-prod/secret.txt', '/demo-prod/videos/vid-2/absent.mp4', '/demo-prod/videos/../secret.txt'])
        expect((await fetch(video.url + p)).status, p).toBe(404);
    } finally {
      await video.close();
      await s3.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('parts of the stand-in', () => {
  it('parses ranges', () => {
    expect(parseRange('bytes=0-', 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseRange('bytes=2-100', 10)).toEqual({ start: 2, end: 9 });
    expect(parseRange('bytes=5-2', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,4-5', 10)).toBeUndefined();
    expect(parseRange(undefined, 10)).toBeUndefined();
  });

  it('reads memory and swap from /proc/meminfo', () => {
    const text = 'MemTotal: 1000 kB\nMemFree: 100 kB\nMemAvailable: 250 kB\nSwapTotal: 200 kB\nSwapFree: 150 kB\n';
    expect(parseMeminfo(text)).toEqual({ memoryLoad: 75, swapLoad: 25 });
    expect(parseMeminfo('MemTotal: 1000 kB\nMemAvailable: 1000 kB\nSwapTotal: 0 kB\nSwapFree: 0 kB')).toEqual({ memoryLoad: 0, swapLoad: 0 });
  });

  it('forgets what is older than a second', () => {
    let now = 10_000;
    const w = new LastSecond(() => now);
    w.add(5);
    now += 500;
    w.add(7);
    expect(w.total()).toBe(12);
    now += 600;
    expect(w.total()).toBe(7);
    now += 1000;
    expect(w.total()).toBe(0);
  });
});
