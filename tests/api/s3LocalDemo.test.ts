// STORAGE_URL=s3-local in demo mode: the console's files live in the S3 stand-in's bucket, and the demo's video servers
// (local stand-ins) serve the videos from there, as they serve DATA_DIR/files with the local store.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './client.js';
import { ADMIN, startServer, type RunningServer } from '../support/startServer.js';

let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'console-s3-demo-'));
  server = await startServer({ STORAGE_URL: 's3-local' }, { dataDir });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo on the S3 stand-in', () => {
  it("serves a demo video's source through the demo video server, from the bucket", async () => {
    const admin = await ApiClient.login(ADMIN.login, ADMIN.password, server.url);
    const videos = (await admin.get('/api/demo-prod/data/Video?limit=50')).body.data as { sourceFile?: string }[];
    const source = videos.map((v) => v.sourceFile).find((file) => file?.startsWith('/videos/'));
    expect(source).toBeDefined();
    const baseUrl = (await admin.get('/api/global/data/VideoServer/vs-paris-1')).body.baseUrl as string;
    const res = await fetch(`${baseUrl}/demo-prod${source}`);
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
    // Not from the local folder: the store is the bucket.
    expect(fs.existsSync(path.join(dataDir, 'files', 'demo-prod', source!))).toBe(false);
  });
});
