// The history's retention (HISTORY_KEEP_DAYS, HISTORY_KEEP_VERSIONS): versions past the age go, except the newest of
// each record, and the records' own rows are untouched. Run on a server's database, the versions aged by SQL. And the
// retention of the files of imports never run (a week), on the same server.
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEmbeddedUrl } from '../../server/storage/embeddedPostgres.js';
import { pruneVersions } from '../../server/storage/recordVersions.js';
import { expireStaleUploads, FILE_EXPIRED } from '../../server/domains/imports/index.js';
import { sourceFile } from '../../server/domains/imports/service.js';
import { FileStore } from '../../server/storage/fileStore.js';
import { LocalObjectStore } from '../../server/storage/files/local.js';
import { startServer } from '../support/startServer.js';
import { ADMIN, ApiClient } from './client.js';
import { testPool } from '../support/pgConnections.js';

let server: Awaited<ReturnType<typeof startServer>>;
let pool: pg.Pool;
let admin: ApiClient;
const SITE = 'retention';

beforeAll(async () => {
  server = await startServer({ SEED_DEMO: '0' });
  pool = testPool({ connectionString: readEmbeddedUrl(server.dataDir)! });
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

describe('the files of imports never run', () => {
  const upload = async (name: string) => {
    const form = new FormData();
    form.append('file', new Blob(['\ufeffTexte;Libellé affiché\r\nUn;Un\r\n']), name);
    const res = await fetch(`${admin.base}/api/${SITE}/imports/new/Tag`, {
      method: 'POST',
      body: form,
      headers: { cookie: admin.cookie, 'x-console-upload': '1' },
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { import: { id: string } }).import.id;
  };

  it('removes the file of an import sent over a week ago and never run, its page saying why; a recent one stays', async () => {
    const [old, recent] = [await upload('ancien.csv'), await upload('recent.csv')];
    await pool.query(`UPDATE imports SET created_at = now() - interval '8 days' WHERE id = $1`, [old]);
    const store = new FileStore(new LocalObjectStore(server.dataDir), path.join(server.dataDir, 'scratch'));
    expect(await store.sample(SITE, sourceFile(old))).toBeDefined();

    expect(await expireStaleUploads(pool, store)).toBe(1);
    expect(await expireStaleUploads(pool, store)).toBe(0);
    expect(await store.sample(SITE, sourceFile(old))).toBeUndefined();
    expect(await store.sample(SITE, sourceFile(recent))).toBeDefined();
    expect((await admin.get(`/api/${SITE}/imports/${old}`)).body).toMatchObject({ state: 'expired', fileError: FILE_EXPIRED });
    const check = await admin.post(`/api/${SITE}/imports/${old}/check`, {});
    expect(check.status).toBe(409);
    expect(check.body.message).toBe(`Le fichier de cet import ${FILE_EXPIRED}`);
    expect((await admin.get(`/api/${SITE}/imports/${recent}`)).body).toMatchObject({ state: 'uploaded' });
  });
});
