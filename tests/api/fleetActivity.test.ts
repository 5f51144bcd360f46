// Background writing in a process that serves no request (`npm run worker`) keeps to its budget while staff use a
// server (issue 29 §2; server/jobs/fleetActivity.ts): the suite server marks its staff's requests in PostgreSQL, and a
// pace made here, in the test's own process (which serves nothing, like a worker), reads that mark. Against the suite
// server's embedded PostgreSQL.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readEmbeddedUrl } from '../../server/storage/embeddedPostgres.js';
import { writePace } from '../../server/jobs/writePace.js';
import { staffActivityAgeMs } from '../../server/storage/staffActivity.js';
import { ADMIN, ApiClient } from './client.js';
import { testPool } from '../support/pgConnections.js';

const dataDir = inject('dataDir');
let pool: pg.Pool;
let admin: ApiClient;

beforeAll(async () => {
  if (!dataDir) return;
  pool = testPool({ connectionString: readEmbeddedUrl(dataDir)!, max: 2 });
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
});

afterAll(async () => {
  await pool?.end();
});

describe.skipIf(!dataDir)('staff at work, as a process that serves no request sees them (the suite server’s DATA_DIR is needed)', () => {
  it('marks a staff request in the database, and a worker’s pace then holds its writing to the budget', async () => {
    expect((await admin.get('/api/global/data/schema?limit=1')).status).toBe(200);
    await expect.poll(() => staffActivityAgeMs(pool)).toBeLessThan(5_000);

    let wal = 0;
    const waits: number[] = [];
    // 40 MB a batch, ten seconds' worth at the default 4 MB/s: owed a wait once staff are known to be at work.
    const pace = writePace(pool, undefined, { wait: async (ms) => void waits.push(ms), position: async () => (wal += 40e6) });
    await expect
      .poll(async () => {
        await admin.get('/api/global/data/schema?limit=1');
        await pace();
        return waits.length;
      })
      .toBeGreaterThan(0);
  });
});
