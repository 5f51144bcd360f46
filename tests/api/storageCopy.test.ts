// The copy tool (issue 21 §1): a console that kept its files in DATA_DIR is started on an S3 store; the tool copies
// the tree into it (uploads, the file archive), which the file route then serves; run again, it skips what is there
// with the same size and copies only what changed. Own server, its DATA_DIR written before it starts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn, type S3StandIn } from '../../stand-ins/s3/index.js';
import { ADMIN, startServer, type RunningServer } from '../support/startServer.js';
import { ApiClient, waitForJob } from './client.js';

const SITE = 'copie';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-copy-'));
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-copy-s3-'));
let standIn: S3StandIn;
let server: RunningServer;
let admin: ApiClient;

const put = (rel: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dataDir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dataDir, rel), content);
};
const LIVE = Array.from({ length: 30 }, (_, i) => `2025/0${(i % 3) + 1}/f${i}-note.txt`);

beforeAll(async () => {
  for (const rel of LIVE) put(`files/${SITE}/${rel}`, `note ${rel}`);
  put(`files/${SITE}/videos/v1/enc-1/full/hls/master.m3u8`, '#EXTM3U\n');
  put(
    `archive/files/${SITE}/2024/12/ancienne-photo.png`,
    await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  // Neither the image cache nor the database are the tool's.
  put('cache/images/ab/abcd/x.png', 'cache');
  standIn = await startS3StandIn({ dir: s3Dir });
  server = await startServer(
    {
      SEED_DEMO: '0',
      STORAGE_URL: `s3://reprise?endpoint=${standIn.url}&region=eu-west-3`,
      AWS_ACCESS_KEY_ID: 'copie',
      AWS_SECRET_ACCESS_KEY: 'copie',
    },
    { dataDir },
  );
  admin = await ApiClient.login(ADMIN.login, ADMIN.password, server.url);
  expect((await admin.post('/api/global/data/Site', { _id: SITE, label: 'Copie des fichiers' })).status).toBe(201);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await standIn?.close();
  for (const dir of [dataDir, s3Dir]) fs.rmSync(dir, { recursive: true, force: true });
});

const run = async () => {
  const started = await admin.post(`/api/${SITE}/tools/copyFilesToStore`, {});
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const job = await waitForJob(admin, started.body.id);
  expect(job.state, job.error).toBe('done');
  return job;
};
const served = async (rel: string) => {
  const res = await fetch(`${server.url}/api/${SITE}/files/${rel}`, { headers: { cookie: admin.cookie } });
  return { status: res.status, text: res.ok ? await res.text() : undefined };
};

describe('copying a DATA_DIR file tree into the object store', () => {
  it('serves nothing of DATA_DIR before the copy, everything after it, archive included', async () => {
    expect((await served(LIVE[0])).status).toBe(404);
    const job = await run();
    expect(job.result).toEqual({ copied: 32, skipped: 0, bytes: expect.any(Number) });
    expect(job.progress).toBe(1);
    expect(job.progressText).toBe('32 / 32 fichiers (32 copiés, 0 déjà là)');
    for (const rel of LIVE) expect(await served(rel)).toEqual({ status: 200, text: `note ${rel}` });
    expect((await served('videos/v1/enc-1/full/hls/master.m3u8')).text).toBe('#EXTM3U\n');
    const archived = await admin.get(`/api/${SITE}/stored-images?name=ancienne&archived=true`);
    expect(archived.body.data.map((f: { path: string }) => f.path)).toEqual(['/2024/12/ancienne-photo.png']);
    expect((await admin.post(`/api/${SITE}/stored-images/restore`, { path: '/2024/12/ancienne-photo.png' })).status).toBe(200);
    expect((await served('2024/12/ancienne-photo.png')).status).toBe(200);
  }, 120_000);

  it('skips on a second run what is there with the same size, and copies again what changed', async () => {
    put(`files/${SITE}/${LIVE[3]}`, 'une note plus longue qu’avant');
    put(`files/${SITE}/2025/04/nouvelle.txt`, 'nouvelle');
    const job = await run();
    // The restored image is in the store's live files now; DATA_DIR's archive still holds it, copied again.
    expect(job.result).toMatchObject({ copied: 3, skipped: 30 });
    expect(await served(LIVE[3])).toEqual({ status: 200, text: 'une note plus longue qu’avant' });
    expect(await served('2025/04/nouvelle.txt')).toEqual({ status: 200, text: 'nouvelle' });
  }, 120_000);

  it('is the super administrators’ tool', async () => {
    const res = await fetch(`${server.url}/api/${SITE}/tools/copyFilesToStore`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(401);
  });
});
