import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient } from './client.js';

const BASE = '/api/demo-dev/data/TextContent';

describe('adminFilter semantics (Mongo-style subset, design.md §3)', () => {
  let admin: ApiClient;
  const mark = `filtre${Date.now()}`;
  const ids: Record<string, string> = {};

  const labelsOf = async (filter: Record<string, unknown>): Promise<string[]> => {
    const scoped = { $and: [filter, { label: { $in: ['a', 'b', 'c', 'd'].map((l) => `${mark}-${l}`) } }] };
    const res = await admin.get(`${BASE}?adminFilter=${encodeURIComponent(JSON.stringify(scoped))}&sortBy=label`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.map((r: { label: string }) => r.label.slice(mark.length + 1));
  };

  beforeAll(async () => {
    admin = await ApiClient.login(ADMIN.login, ADMIN.password);
    const tag = (await admin.post('/api/demo-dev/data/Tag', { label: `Tag ${mark}`, text: `tag ${mark}` })).body;
    expect(tag._id).toBeTruthy();
    ids.tag = tag._id;
    const records = [
      { label: `${mark}-a`, status: 'published', publishTs: 100, tags: [{ _id: tag._id, _cls: 'Tag' }] },
      { label: `${mark}-b`, status: 'prepub', publishTs: 200, isPremium: true },
      { label: `${mark}-c`, status: 'published', publishTs: 300, isPremium: false },
      { label: `${mark}-d` }, // status takes the schema default, prepub; no publishTs
    ];
    for (const r of records) {
      const res = await admin.post(BASE, r);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  });

  it.each([
    [{ status: 'published' }, ['a', 'c']],
    [{ status: { $ne: 'published' } }, ['b', 'd']],
    [{ status: { $in: ['prepub', 'archived'] } }, ['b', 'd']],
    [{ status: { $nin: ['prepub'] } }, ['a', 'c']],
    [{ publishTs: { $ne: 100 } }, ['b', 'c', 'd']],
    [{ publishTs: { $nin: [100, 200] } }, ['c', 'd']],
    [{ publishTs: { $gt: 100, $lte: 300 } }, ['b', 'c']],
    [{ publishTs: { $exists: false } }, ['d']],
    [{ isPremium: { $exists: true } }, ['b', 'c']],
    [{ $or: [{ isPremium: true }, { publishTs: 100 }] }, ['a', 'b']],
    [{ $not: { status: 'published' } }, ['b', 'd']],
    [{ publishTs: { $not: { $gte: 200 } } }, ['a', 'd']],
    // null is IS NULL / IS NOT NULL, a missing key counting as null (as in Mongo), at every depth and in lists.
    [{ publishTs: null }, ['d']],
    [{ publishTs: { $eq: null } }, ['d']],
    [{ publishTs: { $ne: null } }, ['a', 'b', 'c']],
    [{ publishTs: { $not: { $eq: null } } }, ['a', 'b', 'c']],
    [{ isPremium: null }, ['a', 'd']],
    [{ publishTs: { $in: [null, 100] } }, ['a', 'd']],
    [{ publishTs: { $nin: [null, 100] } }, ['b', 'c']],
    [{ 'videoContent.poster': null }, ['a', 'b', 'c', 'd']],
    [{ 'videoContent.poster': { $ne: null } }, []],
    [{ tags: null }, ['b', 'c', 'd']],
    [{ tags: { $ne: null } }, ['a']],
    [{ 'tags._id': null }, ['b', 'c', 'd']],
    [{ 'tags._id': { $ne: null } }, ['a']],
    [{ 'tags._id': { $in: [null] } }, ['b', 'c', 'd']],
    [{ _id: null }, []],
    [{ _id: { $ne: null } }, ['a', 'b', 'c', 'd']],
    [{ _id: { $nin: [null] } }, ['a', 'b', 'c', 'd']],
    [{ $or: [{ publishTs: null }, { isPremium: true }] }, ['b', 'd']],
  ])('%j gives %j', async (filter, expected) => {
    expect(await labelsOf(filter)).toEqual(expected);
  });

  it('counts with a null filter', async () => {
    const filter = JSON.stringify({ $and: [{ publishTs: null }, { label: { $in: [`${mark}-a`, `${mark}-d`] } }] });
    const count = await admin.get(`${BASE}/count?adminFilter=${encodeURIComponent(filter)}`);
    expect(count.status, JSON.stringify(count.body)).toBe(200);
    expect(count.body).toBe(1);
  });

  it('matches a list of references holding an id, as the pickers send it, or through its _id', async () => {
    expect(await labelsOf({ tags: ids.tag })).toEqual(['a']);
    expect(await labelsOf({ 'tags._id': ids.tag })).toEqual(['a']);
    expect(await labelsOf({ 'tags._id': { $ne: ids.tag } })).toEqual(['b', 'c', 'd']);
  });
});

describe('time-relative sub-filters ($now)', () => {
  it("'to-renew-now' holds the renewable purchases ending within 24 h, and only those", async () => {
    const admin = await ApiClient.login(ADMIN.login, ADMIN.password);
    const schema = (await admin.get('/api/global/data/schema/Purchase')).body;
    const toRenewNow = schema.subFilters.find((f: { id: string }) => f.id === 'to-renew-now').adminFilter;
    const now = Math.floor(Date.now() / 1000);
    const base = {
      status: 'ok',
      product: { _id: 'sf-annuel', _cls: 'SubscriptionFormula' },
      userId: { _id: 'user-camille', _cls: 'User' },
      beginTs: now - 86400 * 300,
    };
    const soon = await admin.post('/api/demo-dev/data/Purchase', { ...base, endTs: now + 3600 });
    const later = await admin.post('/api/demo-dev/data/Purchase', { ...base, endTs: now + 3 * 86400 });
    expect(soon.status, JSON.stringify(soon.body)).toBe(201);
    expect(later.status).toBe(201);
    const scoped = { $and: [toRenewNow, { _id: { $in: [soon.body._id, later.body._id] } }] };
    const res = await admin.get(`/api/demo-dev/data/Purchase?adminFilter=${encodeURIComponent(JSON.stringify(scoped))}`);
    expect(res.body.data.map((r: { _id: string }) => r._id)).toEqual([soon.body._id]);
  });
});

describe('kept totals of "key = value" filters (facets)', () => {
  it('follow creation, edition, archiving and restoring', async () => {
    const admin = await ApiClient.login(ADMIN.login, ADMIN.password);
    const count = async (filter: Record<string, unknown>) =>
      (await admin.get(`/api/demo-prod/data/News/count?adminFilter=${encodeURIComponent(JSON.stringify(filter))}`)).body as number;
    const listed = async (filter: Record<string, unknown>) =>
      (await admin.get(`/api/demo-prod/data/News?withCount=true&limit=1000&adminFilter=${encodeURIComponent(JSON.stringify(filter))}`)).body;
    const schema = (await admin.get('/api/global/data/schema/News')).body;
    expect(schema.propertiesList.find((p: { key: string }) => p.key === 'status')).toMatchObject({ type: 'enum', filterable: true });
    const published = await count({ status: 'published' });
    const prepub = await count({ status: 'prepub' });
    const created = await admin.post('/api/demo-prod/data/News', { label: 'Brève comptée', status: 'prepub' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await count({ status: 'prepub' })).toBe(prepub + 1);
    await admin.put(`/api/demo-prod/data/News/${created.body._id}`, { status: 'published' });
    expect(await count({ status: 'prepub' })).toBe(prepub);
    expect(await count({ status: 'published' })).toBe(published + 1);
    await admin.del(`/api/demo-prod/data/News/${created.body._id}`);
    expect(await count({ status: 'published' })).toBe(published);
    await admin.post(`/api/demo-prod/data/News/${created.body._id}/restore`);
    const page = await listed({ status: 'published' });
    expect(page.count).toBe(published + 1);
    expect(page.data.length).toBe(page.count);
    expect(await count({ status: 'published' })).toBe(published + 1);
  });
});

describe('sorting', () => {
  it('sorts labels in French order (accents and case do not come last)', async () => {
    const admin = await ApiClient.login(ADMIN.login, ADMIN.password);
    const mark = `tri${Date.now()}`;
    for (const word of ['Diff', 'Départ', 'delta', 'Élan', 'eau']) {
      expect((await admin.post('/api/demo-dev/data/Tag', { label: `${mark} ${word}`, text: `${mark} ${word}` })).status).toBe(201);
    }
    const res = await admin.get(`/api/demo-dev/data/Tag?sortBy=label&adminSearch=${mark}`);
    expect(res.body.data.map((t: { label: string }) => t.label.slice(mark.length + 1))).toEqual(['delta', 'Départ', 'Diff', 'eau', 'Élan']);
  });

  it('lists newest createTs first by default, whatever the order records were written in (spec 001 §9)', async () => {
    const admin = await ApiClient.login(ADMIN.login, ADMIN.password);
    const mark = `tricreation${Date.now()}`;
    for (const [name, createTs] of [
      ['b', 2_000_000],
      ['a', 1_000_000],
      ['c', 3_000_000],
    ] as const) {
      expect((await admin.post('/api/demo-dev/data/User', { login: `${mark}-${name}@example.fr`, createTs })).status).toBe(201);
    }
    const filter = encodeURIComponent(JSON.stringify({ login: { $in: ['a', 'b', 'c'].map((name) => `${mark}-${name}@example.fr`) } }));
    const res = await admin.get(`/api/demo-dev/data/User?adminFilter=${filter}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.map((u: { login: string }) => u.login.slice(mark.length + 1, mark.length + 2))).toEqual(['c', 'b', 'a']);
  });

  it('lists a type without those dates by its first sortable property, whatever the creation order (spec 001 §9)', async () => {
    const admin = await ApiClient.login(ADMIN.login, ADMIN.password);
    const mark = `triclef${Date.now()}`;
    // Tag's first sortable property is its text: created b, c, a, listed a, b, c.
    for (const name of ['b', 'c', 'a']) {
      expect((await admin.post('/api/demo-dev/data/Tag', { label: `${mark} ${name}`, text: `${mark} ${name}` })).status).toBe(201);
    }
    const res = await admin.get(`/api/demo-dev/data/Tag?adminSearch=${mark}`);
    expect(res.body.data.map((t: { text: string }) => t.text.slice(mark.length + 1))).toEqual(['a', 'b', 'c']);
  });
});
