// A record's history is read by who may read the record in full, and shows what they may see of it: write-only
// values (password hashes) never, developer-only values to developers only, not in a version, a diff or a changed
// field's name (issue 22 §1). Every history route, as every role.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient, userWith } from '../api/client.js';

const SITE = `history-sec-${Date.now()}`;
// A type of its own with a developer-only value people write (the catalogue's are read-only).
const TYPE = `HistorySecret${Date.now()}`;
const EVENTS = `/api/${SITE}/data/${TYPE}`;
const SECRET = 'code-formule-secret';
let admin: ApiClient;
let seqs: string[];

beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
  expect((await admin.post('/api/global/data/Site', { _id: SITE, label: "Site de l'historique (sécurité)" })).status).toBe(201);
  const schema = await admin.post('/api/global/data/schema', {
    _id: TYPE,
    label: 'Secrets historisés',
    section: 'products',
    storedInInstanceDatabase: true,
    hasAssociatedDBCollection: true,
    propertiesList: [
      { key: 'label', label: 'Nom', type: 'string' },
      { key: 'code', label: 'Code', type: 'string', notDisplayableInAdmin: true },
      { key: 'maxTickets', label: 'Places', type: 'int' },
    ],
  });
  expect(schema.status, JSON.stringify(schema.body)).toBe(201);
  expect((await admin.post(EVENTS, { _id: 'secret', label: 'Gala', maxTickets: 5, code: `${SECRET}-1` })).status).toBe(201);
  expect((await admin.put(`${EVENTS}/secret`, { code: `${SECRET}-2` })).status).toBe(200);
  expect((await admin.put(`${EVENTS}/secret`, { maxTickets: 6 })).status).toBe(200);
  seqs = (await admin.get(`/api/${SITE}/history/${TYPE}/secret`)).body.data.map((v: { seq: string }) => v.seq);
  expect(seqs).toHaveLength(3);
});

/** Every history read of the record, newest version against the oldest. */
const reads = () => [
  `/api/${SITE}/history/${TYPE}/secret`,
  ...seqs.map((seq) => `/api/${SITE}/history/${TYPE}/secret/${seq}`),
  `/api/${SITE}/history/${TYPE}/secret/compare?from=${seqs[2]}&to=${seqs[0]}`,
];

describe('developer-only values', () => {
  it('never reach a user who is not a developer, in versions, diffs or changed fields', async () => {
    const editor = await userWith(admin, { rights: { products: true } });
    for (const path of reads()) {
      const res = await editor.get(path);
      expect(res.status, path).toBe(200);
      expect(JSON.stringify(res.body), path).not.toContain(SECRET);
      expect(JSON.stringify(res.body), path).not.toContain('"code"');
    }
    // The write that changed only that value is still listed, with nothing named as changed.
    const [, secretOnly] = (await editor.get(`/api/${SITE}/history/${TYPE}/secret`)).body.data;
    expect(secretOnly.changed).toEqual([]);
  });

  it('reach a developer', async () => {
    const developer = await userWith(admin, { rights: { products: true }, isDeveloper: true });
    const res = await developer.get(`/api/${SITE}/history/${TYPE}/secret/${seqs[1]}`);
    expect(res.body.changes).toEqual([{ key: 'code', label: 'Code', from: `${SECRET}-1`, to: `${SECRET}-2` }]);
  });

  it('stay as they are when a non-developer restores a version', async () => {
    const editor = await userWith(admin, { rights: { products: true } });
    const etag = (await admin.get(`${EVENTS}/secret`)).headers.get('etag')!;
    const restored = await editor.post(`/api/${SITE}/history/${TYPE}/secret/${seqs[2]}/restore`, undefined, { 'If-Match': etag });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.maxTickets).toBe(5);
    expect((await admin.get(`${EVENTS}/secret`)).body.code).toBe(`${SECRET}-2`);
  });
});

describe('write-only values', () => {
  it('never appear, not even to a super administrator: a changed password is named, its hash never shown', async () => {
    const user = await admin.post('/api/global/data/AdminUser', { login: `histoire-${Date.now()}@example.com`, password: 'premier-mot-de-passe-1' });
    expect(user.status).toBe(201);
    const id = user.body._id as string;
    expect((await admin.put(`/api/global/data/AdminUser/${id}`, { password: 'second-mot-de-passe-2' })).status).toBe(200);
    const list = await admin.get(`/api/global/history/AdminUser/${id}`);
    expect(list.body.data[0].changed.map((c: { key: string }) => c.key)).toEqual(['password']);
    const [newest, oldest] = list.body.data.map((v: { seq: string }) => v.seq);
    for (const path of [`/${newest}`, `/${oldest}`, `/compare?from=${oldest}&to=${newest}`]) {
      const body = JSON.stringify((await admin.get(`/api/global/history/AdminUser/${id}${path}`)).body);
      expect(body).not.toMatch(/\$argon2|mot-de-passe/);
    }
  });
});

describe('rights', () => {
  it('refuse the history to who may not read the record, and its restore to who may not write it', async () => {
    const outsider = await userWith(admin, { rights: { contents: true } });
    const otherSite = await userWith(admin, { rights: { products: true }, siteIds: ['demo-dev'] });
    for (const client of [outsider, otherSite]) {
      for (const path of reads()) expect((await client.get(path)).status, path).toBe(403);
      expect((await client.post(`/api/${SITE}/history/${TYPE}/secret/${seqs[0]}/restore`, undefined, { 'If-Match': '*' })).status).toBe(403);
    }
  });

  it('show a reader of the labels only (a type reached through a reference) the label alone, in every version', async () => {
    const texts = `/api/${SITE}/data/TextContent`;
    expect((await admin.post(texts, { _id: 'libelle', label: 'Titre 1', chapo: 'Chapô secret 1', isPremium: false })).status).toBe(201);
    expect((await admin.put(`${texts}/libelle`, { label: 'Titre 2', chapo: 'Chapô secret 2' })).status).toBe(200);
    const reader = await userWith(admin, { rights: { users: true } });
    const list = await reader.get(`/api/${SITE}/history/TextContent/libelle`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((v: { changed: { key: string }[] }) => v.changed.map((c) => c.key))).toEqual([['label'], ['label']]);
    const [newest, oldest] = list.body.data.map((v: { seq: string }) => v.seq);
    for (const path of [`/${newest}`, `/compare?from=${oldest}&to=${newest}`]) {
      const body = JSON.stringify((await reader.get(`/api/${SITE}/history/TextContent/libelle${path}`)).body);
      expect(body).toContain('Titre 2');
      expect(body).not.toMatch(/Chapô secret|chapo|isPremium/);
    }
  });

  it("keep an archived record's history to developers, as the archives are", async () => {
    await admin.post(EVENTS, { _id: 'archive', label: 'Archivé' });
    await admin.del(`${EVENTS}/archive`);
    const editor = await userWith(admin, { rights: { products: true } });
    expect((await editor.get(`/api/${SITE}/history/${TYPE}/archive`)).status).toBe(403);
    expect((await admin.get(`/api/${SITE}/history/${TYPE}/archive`)).body.data[0]).toMatchObject({ action: 'archive', archived: true });
  });
});
