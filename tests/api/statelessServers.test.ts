// Two servers on one database hold nothing a request needs in their own memory (issue 21 §2): a schema saved through
// one is in force at once on the other (no waiting for its NOTIFY), an ingestion key's pace is one bucket for both,
// and the video-server monitoring polls once for the two servers' dashboards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVideoServerStandIn, type VideoServerStandIn } from '../../stand-ins/video-server/index.js';
import { ApiClient } from './client.js';
import { ADMIN, startTwoServers, type RunningServer } from '../support/startServer.js';

let first: RunningServer;
let second: RunningServer;
let a: ApiClient;
let b: ApiClient;

/** An ingestion key's pace, slow enough that the test's own speed does not matter: a burst of 10, then one batch every 10 s. */
const RATE = { perSecond: 0.1, burst: 10 };
const SITE = `deux-serveurs-${Date.now()}`;

beforeAll(async () => {
  // No demo: its volume and encodes would only slow the two starts.
  ({ first, second } = await startTwoServers({ INGEST_KEY_RATE: `${RATE.perSecond}/${RATE.burst}`, SEED_DEMO: '0' }, { startTimeoutMs: 240_000 }));
  a = await ApiClient.login(ADMIN.login, ADMIN.password, first.url);
  b = await ApiClient.login(ADMIN.login, ADMIN.password, second.url);
  expect((await a.post('/api/global/data/Site', { _id: SITE, label: 'Site des deux serveurs' })).status).toBe(201);
}, 600_000);
afterAll(async () => {
  await second?.stop();
  await first?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the catalogue', () => {
  it('holds on the other server as soon as the save through one has answered', async () => {
    const id = `Fiche${Date.now()}`;
    const label = { key: 'label', label: 'Titre', type: 'string', required: true };
    const created = await a.post('/api/global/data/schema', {
      _id: id,
      label: 'Fiches',
      singular: 'Fiche',
      section: 'contents',
      storedInInstanceDatabase: true,
      hasAssociatedDBCollection: true,
      propertiesList: [label],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // No wait: the type exists on the other server for the very next request.
    expect((await b.post(`/api/${SITE}/data/${id}`, { label: 'Première' })).status).toBe(201);
    // Each save's rule holds there at once, several times over (a race with the NOTIFY would fail one of them).
    for (let i = 0; i < 5; i++) {
      const required = i % 2 === 0;
      const saved = await a.put(`/api/global/data/schema/${id}`, {
        propertiesList: [label, { key: 'code', label: 'Code', type: 'string', required }],
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const res = await b.post(`/api/${SITE}/data/${id}`, { label: `Fiche ${i}` });
      expect(res.status, `save ${i}: ${JSON.stringify(res.body)}`).toBe(required ? 400 : 201);
      if (required) expect(res.body.fields).toEqual({ code: 'Ce champ est requis' });
    }
  });

  it('knows a site created through the other server at once', async () => {
    const site = `site-${Date.now()}`;
    expect((await a.post('/api/global/data/Site', { _id: site, label: 'Site tout neuf' })).status).toBe(201);
    expect((await b.get('/api/auth/me')).body.sites.some((s: { _id: string }) => s._id === site)).toBe(true);
    expect((await b.get(`/api/${site}/data/Video?limit=1`)).status).toBe(200);
  });
});

describe("an ingestion key's pace", () => {
  it('is one bucket for both servers: batches spent on one are refused on the other', async () => {
    const key = (await a.post('/api/global/ingest-keys', { siteId: SITE, label: 'Deux serveurs' })).body.key as string;
    const send = (server: RunningServer) =>
      fetch(`${server.url}/api/${SITE}/ingest/view`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-ingest-key': key, origin: 'https://site-public.example' },
        body: JSON.stringify({ events: [] }),
      }).then((res) => res.status);
    const started = Date.now();
    // Eight batches on each server, one after the other: each server's own bucket would let all sixteen through.
    const statuses: { server: number; status: number }[] = [];
    for (let i = 0; i < 16; i++) statuses.push({ server: i % 2, status: await send(i % 2 ? second : first) });
    const seconds = (Date.now() - started) / 1000;
    expect(statuses.every((s) => s.status === 200 || s.status === 429)).toBe(true);
    const accepted = statuses.filter((s) => s.status === 200).length;
    expect(accepted).toBeGreaterThanOrEqual(RATE.burst);
    expect(accepted).toBeLessThanOrEqual(RATE.burst + Math.ceil(RATE.perSecond * seconds));
    for (const server of [0, 1]) expect(statuses.some((s) => s.server === server && s.status === 429)).toBe(true);
  }, 60_000);
});

describe('video-server monitoring', () => {
  let standIn: VideoServerStandIn;
  let root: string;
  let id: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'stateless-monitoring-'));
    standIn = await startVideoServerStandIn({ root });
    const created = await a.post('/api/global/data/VideoServer', { name: `Deux serveurs ${Date.now()}`, baseUrl: standIn.url, bandwidth: 100 });
    expect(created.status).toBe(201);
    id = created.body._id;
  });
  afterAll(async () => {
    if (id) await a.del(`/api/global/data/VideoServer/${id}`);
    await standIn?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('polls once a second for the dashboards of both servers, and both show the same round', async () => {
    const before = standIn.state().statusRequests;
    const started = Date.now();
    let last: { ts: string; servers: { id: string; online: boolean }[] }[] = [];
    while (Date.now() - started < 4000) {
      const answers = await Promise.all([a.get('/api/global/monitoring/status'), b.get('/api/global/monitoring/status')]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      last = answers.map((r) => r.body);
      await sleep(200);
    }
    const reads = standIn.state().statusRequests - before;
    // One poller per server would read it about eight times in 4 s.
    expect(reads).toBeGreaterThanOrEqual(3);
    expect(reads).toBeLessThanOrEqual(6);
    for (const snapshot of last) expect(snapshot.servers.find((s) => s.id === id)).toMatchObject({ online: true });
  });

  it('is taken over by the other server when the polling one has no watcher any more', async () => {
    // Only the second server is watched now: it takes the lease the first let go (or that expired) and polls.
    await sleep(6000);
    const before = standIn.state().statusRequests;
    const started = Date.now();
    while (Date.now() - started < 3000) {
      expect((await b.get('/api/global/monitoring/status')).status).toBe(200);
      await sleep(250);
    }
    expect(standIn.state().statusRequests - before).toBeGreaterThanOrEqual(2);
  }, 20_000);
});
