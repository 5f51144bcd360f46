import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient } from './client.js';

const BASE = '/api/demo-prod/data/TextContent';
const q = (params: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();

describe('records of a type', () => {
  let admin: ApiClient;
  beforeAll(async () => {
    admin = await ApiClient.login(ADMIN.login, ADMIN.password);
  });

  const create = async (body: Record<string, unknown>) => {
    const res = await admin.post(BASE, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res;
  };

  it('creates a record with system keys and an ETag, and reads it back', async () => {
    const res = await create({ label: 'Un article de test', status: 'prepub' });
    expect(res.body).toMatchObject({ _cls: 'TextContent', label: 'Un article de test', status: 'prepub' });
    expect(res.body._id).toMatch(/^[0-9a-f]{24}$/);
    expect(res.body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(res.headers.get('etag')).toBeTruthy();
    const read = await admin.get(`${BASE}/${res.body._id}`);
    expect(read.status).toBe(200);
    expect(read.body.label).toBe('Un article de test');
  });

  it('refuses an invalid record with per-field French messages and writes nothing', async () => {
    const before = (await admin.get(`${BASE}/count`)).body;
    const res = await admin.post(BASE, { label: '', status: 'inconnu', publishTs: 'pas une date', nope: 1 });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('VALIDATION');
    expect(Object.keys(res.body.fields)).toEqual(expect.arrayContaining(['label', 'status', 'publishTs', 'nope']));
    expect(res.body.fields.label).toBe('Ce champ est requis');
    expect((await admin.get(`${BASE}/count`)).body).toBe(before);
  });

  it('stores rich text sanitised: no script, event handler or javascript: URL', async () => {
    const res = await create({
      label: '<img src=x onerror=alert(1)>',
      body: { html: '<p onmouseover="alert(1)">Texte<script>alert(2)</script> <a href="javascript:alert(3)">lien</a></p>', editorStateJson: null },
    });
    const read = await admin.get(`${BASE}/${res.body._id}`);
    expect(read.body.body.html).toBe('<p>Texte <a rel="noopener noreferrer">lien</a></p>');
    // Labels are text: kept as typed, and the console renders them escaped.
    expect(read.body.label).toBe('<img src=x onerror=alert(1)>');
  });

  it('takes a chosen id once, then answers 409', async () => {
    const id = `choisi-${Date.now()}`;
    await create({ _id: id, label: 'Avec identifiant' });
    const again = await admin.post(BASE, { _id: id, label: 'Encore' });
    expect(again.status).toBe(409);
  });

  it('saves only the changed keys, unsets null ones, and refuses a stale If-Match with 412', async () => {
    const created = await create({ label: 'Avant', chapo: 'Un chapô' });
    const id = created.body._id;
    const etag = created.headers.get('etag')!;
    const saved = await admin.put(`${BASE}/${id}`, { label: 'Après', chapo: null }, { 'if-match': etag });
    expect(saved.status).toBe(200);
    expect(saved.body.label).toBe('Après');
    expect(saved.body.chapo).toBeUndefined();
    expect(saved.headers.get('etag')).not.toBe(etag);
    const stale = await admin.put(`${BASE}/${id}`, { label: 'Trop tard' }, { 'if-match': etag });
    expect(stale.status).toBe(412);
    expect(stale.body.message).toMatch(/modifié entre-temps/);
    expect((await admin.get(`${BASE}/${id}`)).body.label).toBe('Après');
    const staleDelete = await admin.del(`${BASE}/${id}`, { 'if-match': etag });
    expect(staleDelete.status).toBe(412);
  });

  it('archives on DELETE and brings back on restore', async () => {
    const id = (await create({ label: 'À archiver' })).body._id;
    const countBefore = (await admin.get(`${BASE}/count`)).body;
    expect((await admin.del(`${BASE}/${id}`)).status).toBe(200);
    expect((await admin.get(`${BASE}/${id}`)).status).toBe(404);
    expect((await admin.get(`${BASE}/count`)).body).toBe(countBefore - 1);
    const archived = await admin.get(`${BASE}?${q({ archived: 'true', adminFilter: { _id: id } })}`);
    expect(archived.body.data.map((r: { _id: string }) => r._id)).toEqual([id]);
    expect((await admin.post(`${BASE}/${id}/restore`)).status).toBe(200);
    expect((await admin.get(`${BASE}/${id}`)).status).toBe(200);
    expect((await admin.get(`${BASE}/count`)).body).toBe(countBefore);
  });

  it('lists with count, sort, offset, filter and search', async () => {
    const tag = `zèbre${Date.now()}`;
    for (const [i, status] of ['published', 'prepub', 'published'].entries()) {
      await create({ label: `Liste ${tag} ${i}`, status, publishTs: 1_750_000_000 + i });
    }
    const filter = { status: 'published', label: { $in: [0, 1, 2].map((i) => `Liste ${tag} ${i}`) } };
    const page = await admin.get(`${BASE}?${q({ adminFilter: filter, withCount: 'true', sortBy: '-publishTs' })}`);
    expect(page.status).toBe(200);
    expect(page.body.count).toBe(2);
    expect(page.body.data.map((r: { label: string }) => r.label)).toEqual([`Liste ${tag} 2`, `Liste ${tag} 0`]);
    const second = await admin.get(`${BASE}?${q({ adminFilter: filter, sortBy: 'publishTs', offset: '1', limit: '1' })}`);
    expect(second.body.data.map((r: { label: string }) => r.label)).toEqual([`Liste ${tag} 2`]);
    const search = await admin.get(`${BASE}?${q({ adminSearch: tag, withCount: 'true' })}`);
    expect(search.body.count).toBe(3);
    const range = await admin.get(
      `${BASE}?${q({ adminFilter: { publishTs: { $gte: 1_750_000_001 }, label: { $in: [0, 1, 2].map((i) => `Liste ${tag} ${i}`) } }, withCount: 'true' })}`,
    );
    expect(range.body.count).toBe(2);
  });

  it('caps limit and answers only the columns with adminTable', async () => {
    const all = await admin.get(`${BASE}?limit=1000000000&withCount=true`);
    expect(all.status).toBe(200);
    expect(all.body.data.length).toBeLessThanOrEqual(1000);
    const table = await admin.get(`${BASE}?adminTable=true&limit=5`);
    for (const record of table.body.data) {
      expect(Object.keys(record).every((k) => ['_id', '_cls', 'label', 'status', 'publishTs', 'createdAt', 'updatedAt'].includes(k))).toBe(true);
    }
  });

  it('serializes references with the label of the referenced record', async () => {
    const category = await admin.post('/api/demo-prod/data/Category', { label: 'Catégorie sérialisée' });
    expect(category.status, JSON.stringify(category.body)).toBe(201);
    const id = (await create({ label: 'Avec catégorie', category: { _id: category.body._id, _cls: 'Category' } })).body._id;
    const raw = await admin.get(`${BASE}/${id}`);
    expect(raw.body.category).toEqual({ _id: category.body._id, _cls: 'Category', _isRef: true });
    const serialized = await admin.get(`${BASE}?${q({ adminFilter: { _id: id }, serialize: 'true' })}`);
    expect(serialized.body.data[0].category).toEqual({ _id: category.body._id, _cls: 'Category', _isRef: true, label: 'Catégorie sérialisée' });
    const byRef = await admin.get(`${BASE}?${q({ adminFilter: { category: category.body._id }, withCount: 'true' })}`);
    expect(byRef.body.count).toBe(1);
  });

  it('answers 404 for an unknown type and 400 for filters outside the grammar', async () => {
    expect((await admin.get('/api/demo-prod/data/Inexistant')).status).toBe(404);
    for (const filter of [
      '{"$where":"1"}',
      '{"label":{"$function":{}}}',
      '{"label":{"$regex":"a"}}',
      'pas du json',
      '[1]',
      '{"password":{"$exists":true}}',
      '{"a.b.c":1}',
    ]) {
      const res = await admin.get(`${BASE}?${q({ adminFilter: filter })}`);
      expect(res.status, filter).toBe(400);
      expect(res.body.error).toBe('BAD_FILTER');
    }
    const users = await admin.get(`/api/global/data/AdminUser?${q({ adminFilter: { password: { $gt: '$' } } })}`);
    expect(users.status).toBe(400);
    const hugeIn = await admin.get(`${BASE}?${q({ adminFilter: { label: { $in: Array.from({ length: 1001 }, (_, i) => `v${i}`) } } })}`);
    expect(hugeIn.status).toBe(400);
  });

  it('answers 413 for an oversized body and writes nothing', async () => {
    const label = `trop-gros-${'x'.repeat(2 * 1024 * 1024)}`;
    const res = await admin.requestTooLarge('POST', BASE, JSON.stringify({ label }));
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/trop volumineuse/);
    const search = await admin.get(`${BASE}?${q({ adminSearch: 'trop-gros', withCount: 'true' })}`);
    expect(search.body.count).toBe(0);
  });

  it('keeps one record per singleton and serves it at its id', async () => {
    const schema = (await admin.get('/api/global/data/schema/SiteOptions')).body;
    expect(schema.isSingleton).toBe(true);
    const existing = await admin.get(`/api/demo-prod/data/SiteOptions/${schema.singletonId}`);
    expect(existing.status).toBe(200);
    const again = await admin.post('/api/demo-prod/data/SiteOptions', {});
    expect(again.status).toBe(409);
  });

  it('refuses JSON bodies from another origin and non-JSON bodies', async () => {
    const crossSite = await admin.post(BASE, { label: 'CSRF' }, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    const form = await admin.request('POST', BASE, 'label=CSRF', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    const text = await admin.request('POST', BASE, '{"label":"CSRF"}', { 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
    const search = await admin.get(`${BASE}?${q({ adminSearch: 'CSRF', withCount: 'true' })}`);
    expect(search.body.count).toBe(0);
  });
});
