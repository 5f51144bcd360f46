// Issue 9 §5: a worker killed with -9 in the middle of an encode. Its job is taken back by the reaper of another
// worker (retry) and the video ends done or in error, never "encoding" for ever; its ffmpeg does not outlive it.
// Own server (JOB_WORKERS=0: it runs no job) and `npm run worker` processes on its data folder.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startServer, type RunningServer } from '../support/startServer.js';
import { makeClip } from '../support/clips.js';
import { startServerWorker } from '../support/serverWorker.js';
import { ApiClient, uploadFile } from './client.js';

let server: RunningServer;
let admin: ApiClient;
const workers: ChildProcess[] = [];
const SITE = 'crash';

const startWorker = async () => {
  const worker = await startServerWorker(server.dataDir);
  workers.push(worker);
  return worker;
};

/** ffmpeg processes working in this server's data folder. */
const ffmpegsOfServer = () => {
  try {
    return execFileSync('pgrep', ['-f', `ffmpeg.*${server.dataDir}`])
      .toString()
      .trim()
      .split('\n')
      .filter(Boolean);
  } catch {
    return [];
  }
};

beforeAll(async () => {
  server = await startServer({ JOB_WORKERS: '0', SEED_DEMO: '0' });
  admin = await ApiClient.login(ADMIN.login, ADMIN.password, server.url);
  expect((await admin.post('/api/global/data/Site', { _id: SITE, label: 'Encodage interrompu' })).status).toBe(201);
  const profile = { label: 'Un rendu', resolutions: [360], videoBitrate: 800, hls: true, progressive: true, trailerDuration: 1, isDefault: true };
  expect((await admin.post(`/api/${SITE}/data/EncodingProfile`, profile)).status).toBe(201);
}, 180_000);

afterAll(async () => {
  for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL');
  await server?.stop();
});

describe('a worker killed during an encode', () => {
  it('ends in a retried or failed job, the video done or in error, never stuck encoding', async () => {
    const first = await startWorker();
    const uploaded = await uploadFile(admin, SITE, 'long.mp4', await makeClip({ seconds: 40, width: 640, height: 360 }));
    const created = await admin.post(`/api/${SITE}/data/Video`, { label: 'Interrompue', sourceFile: uploaded.body.path });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const video = async () => (await admin.get(`/api/${SITE}/data/Video/${created.body._id}`)).body;

    let during = await video();
    for (const end = Date.now() + 60_000; !(during.encodingStatus === 'encoding' && during.encodingProgress > 0);) {
      if (Date.now() > end || during.encodingStatus === 'done') throw new Error(`not caught encoding: ${JSON.stringify(during)}`);
      await new Promise((r) => setTimeout(r, 100));
      during = await video();
    }
    first.kill('SIGKILL');
    // Its ffmpeg dies with it (parent-death signal), rather than encoding on for nothing.
    await expect.poll(ffmpegsOfServer, { timeout: 10_000 }).toEqual([]);

    await startWorker();
    let after = await video();
    for (const end = Date.now() + 150_000; after.encodingStatus === 'encoding' || after.encodingStatus === 'pending';) {
      if (Date.now() > end) throw new Error(`still ${after.encodingStatus}: ${after.encodingProgressText}`);
      await new Promise((r) => setTimeout(r, 500));
      after = await video();
    }
    expect(['done', 'error']).toContain(after.encodingStatus);
    const job = (await admin.get(`/api/jobs/${during.encodingJobId}`)).body;
    expect(job.attempts === 2 || job.state === 'failed', JSON.stringify(job)).toBe(true);
    if (after.encodingStatus === 'done') expect(job.state).toBe('done');
    // Every write of the video names who made it: none is the system's, even the end of a job whose worker died.
    const versions = (await admin.get(`/api/${SITE}/history/Video/${created.body._id}`)).body.data as { via: string; jobId?: string }[];
    expect(versions.filter((v) => v.via === 'system')).toEqual([]);
  }, 300_000);
});
