// Storage faults of issue 8: long values under indexes, a schema edit that must never brick the server, accent- and
// typo-tolerant search, and bounded totals. Its own server, so it can restart it and lower the count bound.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { databaseUrlOf, startServer } from '../support/startServer.js';
import { ADMIN, ApiClient } from './client.js';
import { testClient } from '../support/pgConnections.js';

const randomText = (length: number) => crypto.randomBytes(length).toString('base64').slice(0, length);

describe('storage: long values, schema saves, search, bounded totals', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-storage-'));
  const env = { LIST_COUNT_BOUND: '5' };
  let server: Awaited<ReturnType<typeof startServer>>;
  let admin: ApiClient;
  const type = `Note${Date.now()}`;
  const schema = (sortable: boolean) => ({
    _id: type,
    label: 'Notes',
    singular: 'Note',
    section: 'contents',
    storedInInstanceDatabase: true,
    hasAssociatedDBCollection: true,
    propertiesGroups: ['Général'],
    propertiesList: [
      { key: 'label', label: 'Titre', type: 'string', required: true, searchable: true, column: true, sortable: true, filterable: true },
      { key: 'memo', label: 'Mémo', type: 'string', sortable },
    ],
  });

  beforeAll(async () => {
    server = await startServer(env, { dataDir });
    admin = await ApiClient.login(ADMIN.login, ADMIN.password, server.url);
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes a property holding 4,000-character values sortable, saves again, and starts again', async () => {
    expect((await admin.post('/api/global/data/schema', schema(false))).status).toBe(201);
    const long = `z${randomText(3999)}`;
    expect((await admin.post(`/api/demo-prod/data/${type}`, { label: 'long', memo: long })).status).toBe(201);
    expect((await admin.post(`/api/demo-prod/data/${type}`, { label: 'court', memo: 'a' })).status).toBe(201);

    const sortable = await admin.put(`/api/global/data/schema/${type}`, schema(true));
    expect(sortable.status, JSON.stringify(sortable.body)).toBe(200);
    expect((await admin.put(`/api/global/data/schema/${type}`, { ...schema(true), label: 'Notes longues' })).status).toBe(200);
    const sorted = await admin.get(`/api/demo-prod/data/${type}?sortBy=-memo`);
    expect(sorted.body.data.map((r: { label: string }) => r.label)).toEqual(['long', 'court']);

    await server.stop();
    server = await startServer(env, { dataDir });
    admin = await ApiClient.login(ADMIN.login, ADMIN.password, server.url);
    expect((await admin.get(`/api/global/data/schema/${type}`)).body.label).toBe('Notes longues');
  }, 240_000);

  it('starts with every look-alike index back to direct writes: one an import killed on the way left taking a pending list', async () => {
    const trigramIndex = `SELECT c.relname, c.reloptions FROM pg_inherits i JOIN pg_index x ON x.indexrelid = i.inhrelid
      JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'documents_search_trgm'::regclass
      AND x.indrelid = to_regclass(documents_partition_name($1))`;
    const onDatabase = async <T>(query: (db: pg.Client) => Promise<T>): Promise<T> => {
      const db = testClient(databaseUrlOf(server));
      await db.connect();
      try {
        return await query(db);
      } finally {
        await db.end();
      }
    };
    const optionsOf = () => onDatabase(async (db) => (await db.query(trigramIndex, [type])).rows[0] as { relname: string; reloptions: string[] });
    const { relname, reloptions } = await optionsOf();
    expect(reloptions).toContain('fastupdate=off');
    await onDatabase((db) => db.query(`ALTER INDEX ${pg.escapeIdentifier(relname)} SET (fastupdate = on)`));

    await server.stop();
    server = await startServer(env, { dataDir });
    admin = await ApiClient.login(ADMIN.login, ADMIN.password, server.url);
    expect((await optionsOf()).reloptions).toContain('fastupdate=off');
  }, 240_000);

  it('stores a 3,000-character value in an indexed property, and tells apart values sharing a long start', async () => {
    const label = randomText(3000);
    const created = await admin.post(`/api/demo-prod/data/${type}`, { label });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(
      (await admin.get(`/api/demo-prod/data/${type}?sortBy=label&limit=100`)).body.data.some((r: { _id: string }) => r._id === created.body._id),
    ).toBe(true);

    const start = randomText(500);
    const [a, b] = [`${start}a`, `${start}b`];
    for (const value of [a, b]) expect((await admin.post(`/api/demo-prod/data/${type}`, { label: value })).status).toBe(201);
    const found = await admin.get(`/api/demo-prod/data/${type}?adminFilter=${encodeURIComponent(JSON.stringify({ label: b }))}`);
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.data.map((r: { label: string }) => r.label)).toEqual([b]);
  });

  it('finds "Étiquette" without accents, capitals or with a typo', async () => {
    for (let i = 1; i <= 12; i++) {
      const tag = await admin.post('/api/demo-dev/data/Tag', { label: `Étiquette test ${String(i).padStart(2, '0')}`, text: 'étiquette' });
      expect(tag.status, JSON.stringify(tag.body)).toBe(201);
    }
    const total = async (search: string) =>
      (await admin.get(`/api/demo-dev/data/Tag?adminSearch=${encodeURIComponent(search)}&limit=50`)).body.data.filter((r: { label: string }) =>
        r.label.startsWith('Étiquette test'),
      ).length;
    expect(await total('etiquette')).toBe(12);
    expect(await total('Etiq')).toBe(12);
    expect(await total('ÉTIQUETTE')).toBe(12);
    expect(await total('etiqette')).toBe(12);
  });

  it('counts exactly up to the bound, then says "at least"', async () => {
    const exact = await admin.get(`/api/demo-dev/data/Tag?adminSearch=${encodeURIComponent('test 01')}&withCount=true`);
    expect(exact.body).toMatchObject({ count: 1 });
    expect(exact.body.countIsLowerBound).toBeUndefined();
    const many = await admin.get('/api/demo-dev/data/Tag?adminSearch=etiquette&withCount=true&limit=3');
    expect(many.body).toMatchObject({ count: 5, countIsLowerBound: true });
    expect(many.body.data).toHaveLength(3);
  });
});
