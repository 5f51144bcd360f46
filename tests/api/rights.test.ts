import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient, userWith } from './client.js';

describe('rights (design.md §5)', () => {
  let admin: ApiClient;
  let editor: ApiClient; // contents only, every site
  let devSiteOnly: ApiClient; // contents, only demo-dev
  let developer: ApiClient; // contents + isDeveloper

  beforeAll(async () => {
    admin = await ApiClient.login(ADMIN.login, ADMIN.password);
    editor = await userWith(admin, { rights: { contents: true } });
    devSiteOnly = await userWith(admin, { rights: { contents: true }, siteIds: ['demo-dev'] });
    developer = await userWith(admin, { rights: { contents: true }, isDeveloper: true });
  });

  it('opens a section to a user with its right and refuses it without', async () => {
    expect((await editor.get('/api/demo-prod/data/TextContent')).status).toBe(200);
    const products = await editor.get('/api/demo-prod/data/SubscriptionFormula');
    expect(products.status).toBe(403);
    expect(products.body.message).toMatch(/droit/);
    expect((await editor.post('/api/demo-prod/data/SubscriptionFormula', { label: 'x' })).status).toBe(403);
    expect((await editor.get('/api/demo-prod/data/Purchase')).status).toBe(403);
  });

  it('lets a section read only the labels of the types it points at (pickers), never write them', async () => {
    const types = await editor.get('/api/demo-prod/data/ContentType?withCount=true');
    expect(types.status).toBe(200);
    expect(types.body.count).toBeGreaterThan(0);
    const users = await editor.get('/api/demo-prod/data/User?limit=100');
    expect(users.status).toBe(200);
    for (const user of users.body.data) expect(Object.keys(user).sort()).toEqual(['_cls', '_id', 'createdAt', 'label', 'updatedAt']);
    const secret = `Zorglub${Date.now()}`;
    const created = await admin.post('/api/demo-prod/data/User', { login: `lecteur${Date.now()}@example.com`, nickname: secret });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const full = created.body;
    // A user is named by its login; no other property leaks: filters on them are refused, the search reads the label alone.
    expect((await editor.get(`/api/demo-prod/data/User/${full._id}`)).body).toEqual({
      _id: full._id,
      _cls: 'User',
      label: full.login,
      createdAt: full.createdAt,
      updatedAt: full.updatedAt,
    });
    expect((await editor.get(`/api/demo-prod/data/User?adminFilter=${encodeURIComponent(JSON.stringify({ nickname: secret }))}`)).status).toBe(400);
    expect((await admin.get(`/api/demo-prod/data/User?withCount=true&adminSearch=${secret}`)).body.count).toBe(1);
    expect((await editor.get(`/api/demo-prod/data/User?withCount=true&adminSearch=${secret}`)).body.count).toBe(0);
    expect((await editor.get(`/api/demo-prod/data/User?withCount=true&adminSearch=${encodeURIComponent(full.login)}`)).body.count).toBe(1);
    expect((await editor.post('/api/demo-prod/data/ContentType', { label: 'x' })).status).toBe(403);
    expect((await editor.put(`/api/demo-prod/data/User/${full._id}`, { label: 'x' })).status).toBe(403);
    expect((await editor.get('/api/demo-prod/data/User?archived=true')).status).toBe(403);
  });

  it('refuses a site outside the user siteIds', async () => {
    expect((await devSiteOnly.get('/api/demo-dev/data/TextContent')).status).toBe(200);
    expect((await devSiteOnly.get('/api/demo-prod/data/TextContent')).status).toBe(403);
    expect((await devSiteOnly.post('/api/demo-prod/data/TextContent', { label: 'intrus' })).status).toBe(403);
  });

  it('never reaches a record of one site through another site URL', async () => {
    const created = await admin.post('/api/demo-prod/data/TextContent', { label: 'Seulement sur prod' });
    const id = created.body._id;
    expect((await admin.get(`/api/demo-dev/data/TextContent/${id}`)).status).toBe(404);
    expect((await admin.put(`/api/demo-dev/data/TextContent/${id}`, { label: 'piraté' })).status).toBe(404);
    expect((await admin.del(`/api/demo-dev/data/TextContent/${id}`)).status).toBe(404);
    expect((await admin.get(`/api/demo-prod/data/TextContent/${id}`)).body.label).toBe('Seulement sur prod');
  });

  it('keeps global types under /api/global and their writes for super administrators', async () => {
    expect((await admin.get('/api/demo-prod/data/AdminUser')).status).toBe(404);
    expect((await admin.get('/api/global/data/TextContent')).status).toBe(404);
    expect((await editor.get('/api/global/data/schema')).status).toBe(200);
    expect((await editor.get('/api/global/data/AdminUser')).status).toBe(403);
    const escalate = await editor.post('/api/global/data/AdminUser', { login: 'pirate@example.com', password: 'x-x-x-x-x', superAdmin: true });
    expect(escalate.status).toBe(403);
    const me = (await editor.get('/api/auth/me')).body;
    expect((await editor.put(`/api/global/data/AdminUser/${me._id}`, { superAdmin: true })).status).toBe(403);
    expect((await editor.put('/api/global/data/schema/TextContent', { label: 'x' })).status).toBe(403);
    expect((await editor.post('/api/global/data/Site', { _id: 'pirate', label: 'x' })).status).toBe(403);
  });

  it('hides developer-only fields from non-developers and refuses their writes', async () => {
    const created = await admin.post('/api/demo-prod/data/TextContent', { label: 'Avec champ technique', readingTime: 7 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body._id;
    expect((await editor.get(`/api/demo-prod/data/TextContent/${id}`)).body.readingTime).toBeUndefined();
    expect((await developer.get(`/api/demo-prod/data/TextContent/${id}`)).body.readingTime).toBe(7);
    const write = await editor.put(`/api/demo-prod/data/TextContent/${id}`, { readingTime: 1 });
    expect(write.status).toBe(403);
    expect((await developer.put(`/api/demo-prod/data/TextContent/${id}`, { readingTime: 2 })).status).toBe(200);
    const filter = await editor.get(`/api/demo-prod/data/TextContent?adminFilter=${encodeURIComponent('{"readingTime":2}')}`);
    expect(filter.status).toBe(400);
  });

  it('keeps the archive for developers', async () => {
    expect((await editor.get('/api/demo-prod/data/TextContent?archived=true')).status).toBe(403);
    expect((await developer.get('/api/demo-prod/data/TextContent?archived=true')).status).toBe(200);
  });
});

describe('schemas are records', () => {
  it('a new schema is live at once: validation, rights and its customApiPath', async () => {
    const admin = await ApiClient.login(ADMIN.login, ADMIN.password);
    const id = `Gadget${Date.now()}`;
    const schema = {
      _id: id,
      label: 'Gadgets',
      singular: 'Gadget',
      section: 'products',
      storedInInstanceDatabase: true,
      hasAssociatedDBCollection: true,
      customApiPath: `gadgets-${Date.now()}`,
      propertiesGroups: ['Général'],
      propertiesList: [
        { key: 'label', label: 'Nom', type: 'string', required: true, column: true, searchable: true },
        { key: 'price', label: 'Prix', type: 'float', min: 0 },
      ],
    };
    const created = await admin.post('/api/global/data/schema', schema);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const bad = await admin.post(`/api/demo-prod/data/${id}`, { label: 'Pas cher', price: -3 });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.price).toBeTruthy();
    const good = await admin.post(`/api/demo-prod/${schema.customApiPath}`, { label: 'Lampe', price: 12.5 });
    expect(good.status, JSON.stringify(good.body)).toBe(201);
    const listed = await admin.get(`/api/demo-prod/data/${id}?withCount=true`);
    expect(listed.body.count).toBe(1);
    const editor = await userWith(admin, { rights: { contents: true } });
    expect((await editor.get(`/api/demo-prod/data/${id}`)).status).toBe(403);
  });

  it('refuses a schema that breaks the meta-schema', async () => {
    const admin = await ApiClient.login(ADMIN.login, ADMIN.password);
    const res = await admin.post('/api/global/data/schema', {
      _id: 'X',
      label: 'x',
      section: 'nulle-part',
      propertiesList: [{ key: 'a', type: 'inconnu' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toBeTruthy();
  });
});
