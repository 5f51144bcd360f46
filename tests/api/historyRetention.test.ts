// The history's retention (HISTORY_KEEP_DAYS, HISTORY_KEEP_VERSIONS): versions past the age go, except the newest of
// each record, and the records' own rows are untouched. Run on a server's database, the versions aged by SQL.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEmbeddedUrl } from '../../server/storage/embeddedPostgres.js';
import { pruneVersions } from '../../server/storage/recordVersions.js';
import { startServer } from '../support/startServer.js';
import { ADMIN, ApiClient } from './client.js';

let server: Awaited<ReturnType<typeof startServer>>;
let pool: pg.Pool;
let admin: ApiClient;
const SITE = 'retention';

beforeAll(async () => {
  server = await startServer({ SEED_DEMO: '0' });
  pool = new pg.Pool({ connectionString: readEmbeddedUrl(server.dataDir)! });
  admin = await ApiClient.login(ADMIN.login, ADMIN.password, server.url);
  expect((await admin.post('/api/global/data/Site', { _id: SITE, label: 'Rétention' })).status).toBe(201);
});

afterAll(async () => {
  await pool?.end();
  await server?.stop();
});

const count = async (id: string) =>
  Number((await pool.query(`SELECT count(*) AS n FROM record_versions WHERE site_id = $1 AND id = $2`, [SITE, id])).rows[0].n);

describe('retention', () => {
  it('forgets versions past the age beyond the newest ones of each record, and keeps every young one', async () => {
    for (const id of ['ancien', 'court', 'recent']) await admin.post(`/api/${SITE}/data/Author`, { _id: id, label: id });
    for (let i = 1; i <= 7; i++) {
      for (const id of ['ancien', 'recent']) expect((await admin.put(`/api/${SITE}/data/Author/${id}`, { label: `${id} ${i}` })).status).toBe(200);
    }
    // Three years old: every version of 'ancien' and 'court'.
    await pool.query(`UPDATE record_versions SET at = now() - interval '3 years' WHERE site_id = $1 AND id IN ('ancien', 'court')`, [SITE]);
    const twoYearsAgo = new Date(Date.now() - 730 * 86_400_000);
    expect(await pruneVersions(pool, twoYearsAgo, 5, 2)).toBe(2);
    expect(await pruneVersions(pool, twoYearsAgo, 5, 2)).toBe(1);
    expect(await pruneVersions(pool, twoYearsAgo, 5, 2)).toBe(0);
    expect(await count('ancien')).toBe(5);
    expect(await count('court')).toBe(1);
    expect(await count('recent')).toBe(8);
    // The newest kept versions are the record's latest: its history still ends at its current version.
    const [newest] = (await admin.get(`/api/${SITE}/history/Author/ancien`)).body.data;
    expect(newest.version).toBe(8);
    expect((await admin.get(`/api/${SITE}/data/Author/ancien`)).body.label).toBe('ancien 7');
  });
});

describe('settings', () => {
  it('refuse a retention that is not a positive integer at start, in French', async () => {
    await expect(startServer({ SEED_DEMO: '0', HISTORY_KEEP_DAYS: '0' }, { startTimeoutMs: 60_000 })).rejects.toThrow(
      // One French line naming the setting, as every setting is checked at start (server/config.ts).
      /HISTORY_KEEP_DAYS doit être >= 1 \(reçu : "0"\)/,
    );
  });
});
