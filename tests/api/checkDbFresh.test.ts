// 'Vérifier la base' on a fresh demo site, after the console's own output (an export file, gift codes, encoded
// videos): nothing to report (issue 19: it reported 131 issues there, every one of them the console's own doing).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobView } from '../../server/jobs/types.js';
import { startServer } from '../support/startServer.js';
import { ADMIN, ApiClient, waitForJob } from './client.js';

const SITE = 'demo-prod';
let server: Awaited<ReturnType<typeof startServer>>;
let admin: ApiClient;

beforeAll(async () => {
  server = await startServer({ CONSOLE_DIR: path.join(os.tmpdir(), 'no-console-build') });
  admin = await ApiClient.login(ADMIN.login, ADMIN.password, server.url);
}, 180_000);
afterAll(async () => {
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

const waitFor = (id: string) => waitForJob<JobView>(admin, id);

describe('database check of a fresh demo', () => {
  it('finds nothing after an export and gift codes', { timeout: 180_000 }, async () => {
    const exported = await admin.post(`/api/${SITE}/exports`, { type: 'Tag', fields: ['_id', 'text'] });
    expect(exported.status, JSON.stringify(exported.body)).toBeLessThan(300);
    expect((await waitFor(exported.body.jobId)).state).toBe('done');
    const formula = (await admin.get(`/api/${SITE}/data/SubscriptionFormula?limit=1`)).body.data[0];
    const gifts = await admin.get(`/api/${SITE}/tools/generateGifts?productRef=${encodeURIComponent(`SubscriptionFormula:${formula._id}`)}&count=3`);
    expect(gifts.status, JSON.stringify(gifts.body)).toBe(200);
    const started = await admin.post(`/api/${SITE}/tools/checkDb`, {});
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const job = await waitFor(started.body.id);
    expect(job.state).toBe('done');
    const { counts, issues } = job.result as { counts: Record<string, number>; issues: { kind: string; message: string }[] };
    expect(issues.slice(0, 20).map((i) => `${i.kind} ${i.message}`)).toEqual([]);
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
  });
});
