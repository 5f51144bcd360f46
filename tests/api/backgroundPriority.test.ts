// Background work gives the cores to the staff's requests (issue 29 §2, server/storage/backgroundPool.ts): a job's
// queries run on PostgreSQL backends of a lower CPU priority (BACKGROUND_DB_NICENESS: 10 by default, 1 on the tests'
// servers, which share CI's cores with the browser suite), the requests' on backends of the normal one. Read from the suite server's embedded PostgreSQL and the kernel's view of its processes.
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readEmbeddedUrl } from '../../server/storage/embeddedPostgres.js';
import { TEST_BACKGROUND_DB_NICENESS } from '../support/startServer.js';
import { ADMIN, ApiClient, waitForJob } from './client.js';
import { testPool } from '../support/pgConnections.js';

const dataDir = inject('dataDir');
const SITE = 'priorite-fond';
let pool: pg.Pool;
let admin: ApiClient;

/** The niceness of a process, from /proc/{pid}/stat (its 19th field, after the command's parenthesis). */
const nicenessOf = (pid: number) => Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[16]);

const backends = async (application: string) =>
  (await pool.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [application])).rows.map((r) => r.pid);

beforeAll(async () => {
  if (!dataDir) return;
  pool = testPool({ connectionString: readEmbeddedUrl(dataDir)!, max: 1 });
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
  expect((await admin.post('/api/global/data/Site', { _id: SITE, label: 'Priorité du travail de fond' })).status).toBe(201);
  for (let i = 0; i < 5; i++) expect((await admin.post(`/api/${SITE}/data/Event`, { label: `Salon ${i}`, eventTs: 1767225600 })).status).toBe(201);
});

afterAll(async () => {
  await pool?.end();
});

describe.skipIf(!dataDir)('background work’s PostgreSQL backends (the suite server’s DATA_DIR is needed)', () => {
  it('runs a job’s queries at a lower CPU priority than the requests’', async () => {
    const started = await admin.post(`/api/${SITE}/exports`, { type: 'Event', fields: ['_id', 'label'] });
    expect(started.status).toBe(202);
    expect((await waitForJob(admin, started.body.jobId)).state).toBe('done');
    // The job's connections stay open a few seconds once it ended (the pool's idle time).
    const background = await backends('console-background');
    expect(background.length).toBeGreaterThan(0);
    expect(background.map(nicenessOf)).toEqual(background.map(() => TEST_BACKGROUND_DB_NICENESS));
    const requests = await backends('console');
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.map(nicenessOf)).toEqual(requests.map(() => 0));
  });
});
