// Presence on records across two servers of one database (issue 22 §2): who has a record open, the field they type
// in, the saves of a record one has open, and a closed tab gone within 30 s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, userWith } from './client.js';
import { ADMIN, startTwoServers, type RunningServer } from '../support/startServer.js';
import { openStream, type Stream } from '../support/attacker.js';

let first: RunningServer;
let second: RunningServer;
let admin: ApiClient;
/** Alice works on the first server, Bruno on the second. */
let alice: ApiClient;
let bruno: ApiClient;
let aliceLogin: string;
let recordId: string;
const SITE = 'demo-prod';
const streams: Stream[] = [];

const presencePath = (id = recordId) => `/api/${SITE}/presence/TextContent/${id}`;
const tabA = 'onglet-alice-0001';
const tabB = 'onglet-bruno-0001';

/** The data of the events of one name heard on a stream, oldest first. */
const heard = (stream: Stream, name: string) =>
  [...stream.body.matchAll(/event: (\w+)\ndata: (.*)\n/g)].filter((m) => m[1] === name).map((m) => JSON.parse(m[2]));

async function until<T>(what: () => T | undefined, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = what();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('attendu en vain');
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  ({ first, second } = await startTwoServers());
  admin = await ApiClient.login(ADMIN.login, ADMIN.password, first.url);
  alice = await userWith(admin, { rights: { contents: true } });
  aliceLogin = (await alice.get('/api/auth/me')).body.login;
  const brunoOnFirst = await userWith(admin, { rights: { contents: true } });
  bruno = new ApiClient(second.url);
  bruno.cookie = brunoOnFirst.cookie;
  const created = await admin.post(`/api/${SITE}/data/TextContent`, { label: 'Page à deux' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  recordId = created.body._id;
}, 180_000);
afterAll(async () => {
  for (const s of streams) s.close();
  await second?.stop();
  await first?.stop();
});

describe('presence across servers', () => {
  it('shows who else has the record open, on the record and on the list, from either server', async () => {
    expect((await alice.put(presencePath(), { tab: tabA })).body.viewers).toEqual([]);
    const seenByBruno = await bruno.put(presencePath(), { tab: tabB });
    expect(seenByBruno.status, JSON.stringify(seenByBruno.body)).toBe(200);
    expect(seenByBruno.body.viewers).toEqual([
      { userId: expect.any(String), name: aliceLogin, initials: expect.stringMatching(/^U[0-9]$/), field: null, fieldIdleMs: null },
    ]);
    const list = await alice.get(`/api/${SITE}/presence/TextContent?ids=${recordId},inconnu`);
    expect(Object.keys(list.body.records)).toEqual([recordId]);
    expect(list.body.records[recordId][0].name).not.toBe(aliceLogin);
  });

  it("tells the other server's streams who types in which field, and who saved the record", async () => {
    const stream = await openStream(second.url, bruno.cookie, streams);
    expect(stream.status).toBe(200);
    await alice.put(presencePath(), { tab: tabA, field: 'label', typing: true });
    const typing = await until(() =>
      heard(stream, 'presence').find((e) => e.id === recordId && e.viewers.some((v: { field: string }) => v.field === 'label')),
    );
    expect(typing).toMatchObject({ siteId: SITE, type: 'TextContent' });
    expect(typing.viewers.find((v: { field: string }) => v.field === 'label')).toMatchObject({ name: aliceLogin, fieldIdleMs: expect.any(Number) });

    const saved = await alice.put(`/api/${SITE}/data/TextContent/${recordId}`, { label: 'Page à deux, revue' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const news = await until(() => heard(stream, 'record').find((e) => e.id === recordId));
    expect(news).toMatchObject({ siteId: SITE, type: 'TextContent', action: 'update', by: { name: aliceLogin } });
  });

  it('forgets a tab that leaves at once, and one that stops beating within 30 s', async () => {
    const stream = await openStream(first.url, alice.cookie, streams);
    await bruno.del(`${presencePath()}?tab=${tabB}`);
    await until(() => heard(stream, 'presence').find((e) => e.id === recordId && e.viewers.every((v: { name: string }) => v.name === aliceLogin)));
    await bruno.put(presencePath(), { tab: tabB });
    expect((await alice.put(presencePath(), { tab: tabA })).body.viewers).toHaveLength(1);
    const stopped = Date.now();
    const before = heard(stream, 'presence').length;
    // Bruno's tab beats no more (a closed tab, or a killed server: the row is the database's); Alice's goes on.
    const beating = setInterval(() => void alice.put(presencePath(), { tab: tabA }), 5_000);
    try {
      await until(
        () =>
          heard(stream, 'presence')
            .slice(before)
            .find((e) => e.id === recordId && e.viewers.length === 1),
        32_000,
      );
    } finally {
      clearInterval(beating);
    }
    expect(Date.now() - stopped).toBeLessThanOrEqual(30_000);
    expect((await alice.put(presencePath(), { tab: tabA })).body.viewers).toEqual([]);
  }, 45_000);

  it('asks for the right to read the type, and refuses malformed beats in French', async () => {
    const outsider = await userWith(admin, { rights: { products: true } });
    const refused = await outsider.put(presencePath(), { tab: 'onglet-intrus-01' });
    expect(refused.status).toBe(403);
    for (const body of [{}, { tab: 'court' }, { tab: tabA, field: 'x'.repeat(301) }, { tab: tabA, typing: 'oui' }]) {
      const res = await alice.put(presencePath(), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(/[a-zé]/);
    }
    expect((await alice.get(`/api/${SITE}/presence/TextContent`)).status).toBe(400);
    expect((await alice.put(`/api/${SITE}/presence/Inconnu/x`, { tab: tabA })).status).toBe(404);
  });

  it('tells the others when someone comes or changes field, and of typing on in one field once per 20 s, not at each beat', async () => {
    const created = await admin.post(`/api/${SITE}/data/TextContent`, { label: 'Page tapée' });
    const id = created.body._id as string;
    const stream = await openStream(second.url, bruno.cookie, streams);
    const news = () => heard(stream, 'presence').filter((e) => e.id === id);
    const tab = 'onglet-alice-frappe';
    const started = Date.now();
    await alice.put(presencePath(id), { tab, field: 'label', typing: true });
    await until(() => (news().length === 1 ? true : undefined));
    // Typing on in the same field, a beat every 4 s as a busy console might: no news until the 20 s keep-alive.
    while (Date.now() - started < 16_000) {
      await new Promise((r) => setTimeout(r, 4_000));
      await alice.put(presencePath(id), { tab, field: 'label', typing: true });
    }
    await new Promise((r) => setTimeout(r, 500));
    expect(news()).toHaveLength(1);
    while (Date.now() - started < 21_000) await new Promise((r) => setTimeout(r, 500));
    await alice.put(presencePath(id), { tab, field: 'label', typing: true });
    const kept = await until(() => (news().length === 2 ? news()[1] : undefined));
    expect(kept.viewers.find((v: { name: string }) => v.name === aliceLogin)).toMatchObject({ field: 'label' });
    await alice.put(presencePath(id), { tab, field: 'chapo', typing: true });
    await until(() => (news().length === 3 ? true : undefined));
    await alice.del(`${presencePath(id)}?tab=${tab}`);
    await until(() => (news().length === 4 ? true : undefined));
  }, 40_000);
});
