// Video-server monitoring (issue 9 §3, spec 000 §2 "Video server monitoring"): the console polls the VideoServer
// records' status only while someone watches, never an address that is not a registered baseUrl, and answers status
// and history to super administrators.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVideoServerStandIn, type VideoServerStandIn } from '../../stand-ins/video-server/index.js';
import { ADMIN, ApiClient, userWith } from './client.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A listener that counts every request it gets, whatever the path; `answer` decides the reply. */
async function listener(answer: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    hits,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

let admin: ApiClient;
let standIn: VideoServerStandIn;
let root: string;
let elsewhere: Awaited<ReturnType<typeof listener>>;
let redirector: Awaited<ReturnType<typeof listener>>;
let garbage: Awaited<ReturnType<typeof listener>>;
const created: string[] = [];
const ids: Record<string, string> = {};

async function videoServer(key: string, record: Record<string, unknown>): Promise<string> {
  const res = await admin.post('/api/global/data/VideoServer', { name: `Test ${key} ${Date.now()}`, bandwidth: 100, ...record });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  created.push(res.body._id);
  ids[key] = res.body._id;
  return res.body._id;
}

/** Watches as a dashboard does: one status call a second, for `seconds`. */
async function watch(seconds: number, client = admin) {
  let last: any;
  for (let i = 0; i < seconds; i++) {
    const res = await client.get('/api/global/monitoring/status');
    expect(res.status).toBe(200);
    last = res.body;
    await sleep(1000);
  }
  return last;
}

const readingOf = (snapshot: any, key: string) => snapshot.servers.find((s: any) => s.id === ids[key]);

beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'monitoring-api-'));
  standIn = await startVideoServerStandIn({ root });
  elsewhere = await listener((_req, res) => res.end('{}'));
  redirector = await listener((_req, res) => res.writeHead(302, { location: `${elsewhere.url}/status` }).end());
  garbage = await listener((_req, res) => res.end('<html>maintenance</html>'));
  await videoServer('standIn', { baseUrl: standIn.url });
  await videoServer('redirect', { baseUrl: redirector.url });
  await videoServer('garbage', { baseUrl: `${garbage.url}/` });
  await videoServer('disabled', { baseUrl: elsewhere.url, disabled: true });
  await videoServer('archived', { baseUrl: elsewhere.url });
  expect((await admin.del(`/api/global/data/VideoServer/${ids.archived}`)).status).toBe(200);
  const closed = await listener(() => {});
  await closed.close();
  await videoServer('refused', { baseUrl: closed.url });
});

afterAll(async () => {
  for (const id of created) await admin.del(`/api/global/data/VideoServer/${id}`);
  await Promise.all([standIn?.close(), elsewhere?.close(), redirector?.close(), garbage?.close()]);
  fs.rmSync(root, { recursive: true, force: true });
});

describe('video-server monitoring', () => {
  it('refuses a VideoServer address that is not plain http(s)', async () => {
    for (const baseUrl of ['file:///etc/passwd', 'ftp://127.0.0.1/', 'gopher://127.0.0.1:70/', 'http://moi:secret@127.0.0.1/', 'pas une adresse']) {
      const res = await admin.post('/api/global/data/VideoServer', { name: 'Refusé', baseUrl });
      expect(res.status, baseUrl).toBe(400);
      // The URL policy (format: url) or the hook's stricter rule; either way the message names the field by its label.
      expect(res.body.message).toBe('Enregistrement invalide, champ à corriger : URL de base');
      expect(res.body.fields.baseUrl).toMatch(/^(URL invalide|Adresse http ou https attendue)/);
    }
  });

  it('polls the enabled registered servers once a second for all watchers, and nothing else', async () => {
    const other = await ApiClient.login(ADMIN.login, ADMIN.password);
    const before = standIn.state().statusRequests;
    // Two consoles watching, each asking five times a second for 3 s: the stand-in is still read about once a second.
    const started = Date.now();
    while (Date.now() - started < 3000) {
      const answers = await Promise.all([admin.get('/api/global/monitoring/status'), other.get('/api/global/monitoring/status')]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      await sleep(200);
    }
    const reads = standIn.state().statusRequests - before;
    expect(reads).toBeGreaterThanOrEqual(2);
    expect(reads).toBeLessThanOrEqual(5);
    // The disabled and the archived records point at `elsewhere`, and the redirect leads there: never fetched.
    expect(elsewhere.hits).toEqual([]);
    expect(redirector.hits.length).toBeGreaterThan(0);
    const snapshot = (await admin.get('/api/global/monitoring/status')).body;
    expect(readingOf(snapshot, 'disabled')).toBeUndefined();
    expect(readingOf(snapshot, 'archived')).toBeUndefined();
    expect(readingOf(snapshot, 'redirect')).toMatchObject({ online: false, reason: 'Redirection refusée (HTTP 302)' });
  });

  it('answers each server with its status, or offline with a French reason', async () => {
    const snapshot = await watch(2);
    expect(Date.now() - Date.parse(snapshot.ts)).toBeLessThan(3000);
    const live = readingOf(snapshot, 'standIn');
    expect(live).toMatchObject({ online: true, baseUrl: standIn.url, bandwidth: 100, weight: 1 });
    expect(Object.keys(live.status).sort()).toEqual(
      ['alertLevel', 'connections', 'cpuLoad', 'memoryLoad', 'newConnections', 'online', 'outRate', 'standIn', 'swapLoad'].sort(),
    );
    expect(live.status.memoryLoad).toBeGreaterThan(0);
    expect(live.status.connections).toBeGreaterThanOrEqual(1);
    expect(readingOf(snapshot, 'refused')).toMatchObject({ online: false, reason: 'Connexion refusée' });
    expect(readingOf(snapshot, 'refused').status).toBeUndefined();
    expect(readingOf(snapshot, 'garbage')).toMatchObject({ online: false, reason: 'Réponse illisible : du JSON était attendu' });
  });

  it("fetches a record's address once it is enabled", async () => {
    expect((await admin.put(`/api/global/data/VideoServer/${ids.disabled}`, { disabled: false })).status).toBe(200);
    await watch(2);
    expect(elsewhere.hits.length).toBeGreaterThan(0);
    expect(elsewhere.hits.every((h) => h === '/status')).toBe(true);
    expect((await admin.put(`/api/global/data/VideoServer/${ids.disabled}`, { disabled: true })).status).toBe(200);
  });

  it('keeps a history of connections and new connections per server', async () => {
    await watch(2);
    const res = await admin.get('/api/global/monitoring/history?minutes=5');
    expect(res.status).toBe(200);
    expect(res.body.bucketSeconds).toBe(1);
    const points = res.body.data.filter((p: any) => p.servers.some((s: any) => s.id === ids.standIn));
    expect(points.length).toBeGreaterThanOrEqual(3);
    const mine = points.at(-1).servers.find((s: any) => s.id === ids.standIn);
    expect(mine).toEqual({ id: ids.standIn, connections: expect.any(Number), newConnections: expect.any(Number) });
    // Offline servers leave no point.
    expect(res.body.data.some((p: any) => p.servers.some((s: any) => s.id === ids.refused))).toBe(false);
    const day = await admin.get('/api/global/monitoring/history?minutes=1440');
    expect(day.body.bucketSeconds).toBe(144);
    expect((await admin.get('/api/global/monitoring/history?minutes=0')).status).toBe(400);
    expect((await admin.get('/api/global/monitoring/history?minutes=abc')).body.message).toMatch(/minutes/);
  });

  it('stops polling once nobody watches', async () => {
    await sleep(6500);
    const before = standIn.state().statusRequests;
    await sleep(2000);
    expect(standIn.state().statusRequests).toBe(before);
  });

  it('names its own stand-ins (demo mode): the demo records point at them, and their readings are tagged', async () => {
    const res = await admin.get('/api/global/monitoring/stand-ins');
    expect(res.status).toBe(200);
    const demo = await Promise.all(
      ['vs-paris-1', 'vs-lyon-1'].map(async (id) => (await admin.get(`/api/global/data/VideoServer/${id}`)).body.baseUrl),
    );
    expect([...res.body.data].sort()).toEqual(demo.sort());
    expect(res.body.data.every((url: string) => url.startsWith('http://127.0.0.1:'))).toBe(true);
    const snapshot = await watch(1);
    expect(snapshot.servers.find((s: any) => s.id === 'vs-paris-1')).toMatchObject({ standIn: true, online: true });
    // The test's own stand-in says so in its status; a server that is none is not tagged.
    expect(readingOf(snapshot, 'standIn').standIn).toBe(true);
    expect(readingOf(snapshot, 'refused').standIn).toBe(false);
  });

  it('is for super administrators only', async () => {
    const editor = await userWith(admin, { rights: { contents: true, siteConfig: true, admin: true } });
    for (const p of ['/api/global/monitoring/status', '/api/global/monitoring/history', '/api/global/monitoring/stand-ins']) {
      const res = await editor.get(p);
      expect(res.status, p).toBe(403);
      expect(res.body.message).toBe('Réservé aux super administrateurs');
      expect((await new ApiClient().get(p)).status).toBe(401);
    }
  });
});
