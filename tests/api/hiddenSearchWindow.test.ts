// A value just hidden from search finds nothing from the moment the schema is saved, not once the re-index of the
// stored records ends (issue 29 §3): while a type's columns lag its schema, a search's matches are checked again in
// the properties it now searches. Here no job runs until a worker is started (JOB_WORKERS=0): the window stays open
// as long as the test wants, and the list's search and the palette alike find nothing by the hidden value.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerWorker } from '../support/serverWorker.js';
import { ADMIN, startServer, type RunningServer } from '../support/startServer.js';
import { ApiClient, waitForJob } from './client.js';

const SITE = 'fenetre-recherche';
const TYPE = 'Coffret';
let server: RunningServer;
let admin: ApiClient;
let worker: ChildProcess | undefined;

const props = (secret: Record<string, unknown>) => [
  { key: 'label', label: 'Nom', type: 'string', required: true, searchable: true },
  { key: 'visible', label: 'Visible', type: 'string', searchable: true },
  { key: 'notes', label: 'Notes', type: 'richtext', searchable: true },
  { key: 'secret', label: 'Code secret', type: 'string', ...secret },
];
const schema = {
  _id: TYPE,
  label: 'Coffrets',
  singular: 'Coffret',
  section: 'products',
  storedInInstanceDatabase: true,
  hasAssociatedDBCollection: true,
};

beforeAll(async () => {
  server = await startServer({ JOB_WORKERS: '0', SEED_DEMO: '0' });
  admin = await ApiClient.login(ADMIN.login, ADMIN.password, server.url);
  const site = await admin.post('/api/global/data/Site', { _id: SITE, label: 'Fenêtre de recherche' });
  expect(site.status, JSON.stringify(site.body)).toBe(201);
}, 180_000);

afterAll(async () => {
  worker?.kill('SIGTERM');
  await server?.stop();
});

const palette = async (q: string) => {
  const res = await admin.get(`/api/${SITE}/search?q=${encodeURIComponent(q)}&budgetMs=5000`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.groups as { type: string; records: { _id: string }[] }[]).find((g) => g.type === TYPE)?.records.map((r) => r._id) ?? [];
};
const list = async (q: string) => {
  const res = await admin.get(`/api/${SITE}/data/${TYPE}?withCount=true&adminSearch=${encodeURIComponent(q)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const ids = (res.body.data as { _id: string }[]).map((r) => r._id);
  expect(res.body.count).toBe(ids.length);
  return ids;
};
const found = async (q: string) => ({ palette: await palette(q), list: await list(q) });

describe('a value hidden from search', () => {
  it('finds nothing from the save on, while the re-index has not run; the visible values still find the record', { timeout: 240_000 }, async () => {
    const created = await admin.post('/api/global/data/schema', { ...schema, propertiesList: props({ searchable: true }) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const record = await admin.post(`/api/${SITE}/data/${TYPE}`, {
      label: 'Coffret bleu',
      visible: 'turquoise',
      notes: { html: '<p>Porcelaine ancienne</p>' },
      secret: 'zanzibar',
    });
    expect(record.status, JSON.stringify(record.body)).toBe(201);
    const id = record.body._id as string;
    expect(await found('zanzibar')).toEqual({ palette: [id], list: [id] });

    const saved = await admin.put(`/api/global/data/schema/${TYPE}`, { propertiesList: props({ writeOnly: true }) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // The re-index is queued, and nothing runs it: the stored columns still hold the value.
    const reindex = (await admin.get('/api/jobs?kind=SEARCH_REINDEX')).body.data as { id: string; state: string }[];
    expect(reindex.some((j) => j.state === 'waiting')).toBe(true);
    for (const q of ['zanzibar', 'zanzi', 'zanzibra']) expect(await found(q)).toEqual({ palette: [], list: [] });
    for (const q of ['turquoise', 'porcelaine', 'coffret bleu', 'turq']) expect(await found(q)).toEqual({ palette: [id], list: [id] });

    // Once the re-index has run, the same answers, from the columns alone.
    worker = await startServerWorker(server.dataDir);
    await Promise.all(reindex.map((j) => waitForJob(admin, j.id)));
    expect(await found('zanzibar')).toEqual({ palette: [], list: [] });
    expect(await found('turquoise')).toEqual({ palette: [id], list: [id] });
  });
});
