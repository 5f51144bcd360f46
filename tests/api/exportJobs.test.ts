// Export jobs on a server that runs none itself (JOB_WORKERS=0): a `npm run worker` process is started when the test
// wants them run. A job acts with its starter's rights as they are when it runs (design.md §5), not as they were
// when it was asked; an export that fails once is tried again (docs/api.md "Jobs": export retries, Execute does not).
import fs from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerWorker } from '../support/serverWorker.js';
import { ADMIN, startServer, type RunningServer } from '../support/startServer.js';
import { ApiClient, userWith, waitForJob } from './client.js';

const SITE = 'exports-jobs';
let server: RunningServer;
let admin: ApiClient;
let worker: ChildProcess | undefined;

beforeAll(async () => {
  server = await startServer({ JOB_WORKERS: '0', SEED_DEMO: '0' });
  admin = await ApiClient.login(ADMIN.login, ADMIN.password, server.url);
  expect((await admin.post('/api/global/data/Site', { _id: SITE, label: 'Exports en tâche' })).status).toBe(201);
  for (let i = 0; i < 20; i++) {
    expect((await admin.post(`/api/${SITE}/data/Event`, { _id: `e${i}`, label: `Salon ${i}`, eventTs: 1767225600 })).status).toBe(201);
  }
}, 180_000);

afterAll(async () => {
  worker?.kill('SIGTERM');
  await server?.stop();
});

const exportOf = (client: ApiClient) => client.post(`/api/${SITE}/exports`, { type: 'Event', fields: ['_id', 'label'] });
const exportRecord = async (id: string) => (await admin.get(`/api/${SITE}/data/Export/${id}`)).body;

describe('export jobs', () => {
  it('run with their starter’s rights as they are when the job runs: a right removed meanwhile stops it, in French', async () => {
    const editor = await userWith(admin, { rights: { products: true } });
    const me = (await editor.get('/api/auth/me')).body;
    const disabledLater = await userWith(admin, { rights: { products: true } });
    const other = (await disabledLater.get('/api/auth/me')).body;
    // Asked while they held the right; nothing runs the jobs yet.
    const asked = await exportOf(editor);
    expect(asked.status).toBe(202);
    const askedByOther = await exportOf(disabledLater);
    expect(askedByOther.status).toBe(202);
    expect((await admin.put(`/api/global/data/AdminUser/${me._id}`, { rights: { products: false } })).status).toBe(200);
    expect((await admin.put(`/api/global/data/AdminUser/${other._id}`, { disabled: true })).status).toBe(200);

    worker = await startServerWorker(server.dataDir);
    const job = await waitForJob(admin, asked.body.jobId);
    expect(job).toMatchObject({
      state: 'failed',
      attempts: 1,
      error: `Tâche arrêtée : ${me.login} a perdu le droit de la poursuivre (Vous n'avez pas le droit d'accéder à cette section)`,
    });
    const record = await exportRecord(asked.body.exportId);
    expect(record.status).toBe('error');
    expect(record.result.issues.errors[0].message).toBe(job.error);
    expect(await waitForJob(admin, askedByOther.body.jobId)).toMatchObject({
      state: 'failed',
      error: `Tâche arrêtée : ${other.login} a perdu le droit de la poursuivre (compte désactivé ou archivé)`,
    });
  }, 120_000);

  it('are tried once more after a failure: the file could not be written, then it could', async () => {
    worker ??= await startServerWorker(server.dataDir);
    // A file where the exports folder goes: the first attempt cannot write its CSV.
    const folder = path.join(server.dataDir, 'files', SITE, 'private', 'exports');
    fs.rmSync(folder, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(folder), { recursive: true });
    fs.writeFileSync(folder, 'pas un dossier');
    const started = await exportOf(admin);
    expect(started.status).toBe(202);
    for (let end = Date.now() + 30_000; ;) {
      const job = (await admin.get(`/api/jobs/${started.body.jobId}`)).body;
      if (job.log.some((l: { text: string }) => l.text.startsWith('Échec, nouvelle tentative'))) break;
      expect(job.state).not.toBe('done');
      expect(Date.now()).toBeLessThan(end);
      await new Promise((r) => setTimeout(r, 50));
    }
    fs.rmSync(folder);
    const job = await waitForJob(admin, started.body.jobId);
    expect(job).toMatchObject({ state: 'done', attempts: 2, error: null });
    expect((await exportRecord(started.body.exportId)).status).toBe('success');
    const file = await fetch(`${server.url}/api/${SITE}/exports/${started.body.exportId}/download`, { headers: { cookie: admin.cookie } });
    expect((await file.text()).split('\n').filter(Boolean)).toHaveLength(21);
  }, 120_000);
});
