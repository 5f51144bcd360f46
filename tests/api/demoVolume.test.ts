// The demo sites hold a small publisher's volume (issue 8 §3): generated once at the first start, records that pass
// their schema and point at live records, purchases over two years that give every purchase filter members, searchable.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSchema } from '../../model/metaSchema.js';
import { checkRecord } from '../../model/validation/index.js';
import { ADMIN, startServer, type RunningServer } from '../support/startServer.js';
import { ApiClient } from './client.js';

const SITE = '/api/demo-prod/data';
const DAY = 86400;
const now = () => Math.floor(Date.now() / 1000);
const q = (params: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();

describe('demo volume (DEMO_VOLUME=full)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-demo-volume-'));
  let server: RunningServer & { output: () => string };
  let admin: ApiClient;
  const count = async (type: string, adminFilter?: unknown) =>
    (await admin.get(`${SITE}/${type}/count${adminFilter ? `?${q({ adminFilter })}` : ''}`)).body as number;
  const list = async (type: string, params: Record<string, unknown>) => {
    const res = await admin.get(`${SITE}/${type}?${q(params)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { data: Record<string, any>[]; count?: number };
  };

  beforeAll(async () => {
    // The full volume (a million plays among the rest) while the other suites run beside it: minutes, not seconds.
    server = await startServer({ DEMO_VOLUME: 'full' }, { dataDir, startTimeoutMs: 420_000 });
    admin = await ApiClient.login(ADMIN.login, ADMIN.password, server.url);
  }, 450_000);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('says in the start log how long the generation took', () => {
    expect(server.output()).toMatch(
      /Volume de démonstration généré en \d+,\d s \(DEMO_VOLUME 1\), par site \(demo-prod, demo-dev\) : .*400 contenus texte, 20 séries, 150 vidéos.*3000 utilisateurs/,
    );
  });

  it('gives each demo site hundreds of contents, dozens of pages and authors, thousands of users and purchases', async () => {
    for (const site of ['demo-prod', 'demo-dev']) {
      const sized = async (type: string) => (await admin.get(`/api/${site}/data/${type}/count`)).body as number;
      expect(await sized('TextContent')).toBeGreaterThanOrEqual(400);
      expect(await sized('Video')).toBeGreaterThanOrEqual(150);
      expect(await sized('MagazineArticle')).toBeGreaterThanOrEqual(60);
      expect(await sized('Page')).toBeGreaterThanOrEqual(30);
      expect(await sized('Author')).toBeGreaterThanOrEqual(30);
      expect(await sized('Tag')).toBeGreaterThanOrEqual(40);
      expect(await sized('User')).toBeGreaterThanOrEqual(3000);
      expect(await sized('Purchase')).toBeGreaterThanOrEqual(4500);
      expect(await sized('Payment')).toBeGreaterThanOrEqual(4500);
      expect(await sized('UserComment')).toBeGreaterThanOrEqual(500);
    }
  });

  it('spreads purchases over two years, up to subscriptions still running', async () => {
    const first = (await list('Purchase', { sortBy: 'beginTs', limit: '1' })).data[0];
    const last = (await list('Purchase', { sortBy: '-endTs', limit: '1' })).data[0];
    expect(first.beginTs).toBeLessThan(now() - 600 * DAY);
    expect(last.endTs).toBeGreaterThan(now());
    const users = (await list('User', { sortBy: 'createTs', limit: '1' })).data[0];
    expect(users.createTs).toBeLessThan(now() - 600 * DAY);
  });

  it('gives every purchase filter of the schema members, the time-relative ones included', async () => {
    const schema = (await admin.get('/api/global/data/schema/Purchase')).body as { subFilters: { id: string; adminFilter: unknown }[] };
    const sizes = Object.fromEntries(await Promise.all(schema.subFilters.map(async (f) => [f.id, await count('Purchase', f.adminFilter)] as const)));
    for (const [id, size] of Object.entries(sizes)) expect(size, id).toBeGreaterThan(0);
    // A chain of renewals: each renewed purchase points at the next, which points back.
    const renewed = (
      await list('Purchase', { adminFilter: { 'subInfo.renewedPurchaseId': { $exists: true }, _id: { $ne: 'pur-thomas-dec' } }, limit: '1' })
    ).data[0];
    const next = (await admin.get(`${SITE}/Purchase/${renewed.subInfo.renewedPurchaseId._id}`)).body;
    expect(next.subInfo.previousPurchaseId._id).toBe(renewed._id);
    expect(next.beginTs).toBe(renewed.endTs);
    expect(renewed.subInfo.renewedTs).toBeLessThanOrEqual(renewed.endTs);
    // Most readers' subscriptions are still valid or have ended; the filters are not all the same records.
    expect(sizes['active-sub']).toBeLessThan(sizes.renewed);
    expect(sizes['to-renew-now']).toBeLessThan(sizes['to-renew']);
  });

  it('draws the images generated records show', async () => {
    const content = (await list('TextContent', { adminFilter: { _id: 'gen-tc-00001' } })).data[0];
    const author = (await list('Author', { adminFilter: { _id: 'gen-author-001' } })).data[0];
    for (const image of [content.image, author.photo]) {
      const res = await admin.get(`/api/demo-prod/files${image}`);
      expect(res.status, image).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
    }
  });

  it('makes generated contents findable by the list search, as records written through the API are', async () => {
    const found = await list('TextContent', { adminSearch: 'calendrier', withCount: 'true', limit: '5' });
    expect(found.count).toBeGreaterThan(20);
    expect(found.data.every((r) => /^gen-tc-/.test(r._id))).toBe(true);
    // Typed without accents, as the API's own records are found ("générations" in the bodies).
    expect((await list('TextContent', { adminSearch: 'generations', withCount: 'true', limit: '1' })).count).toBeGreaterThan(20);
    // A word from the body only (weight C), and a reader found by the login's substring.
    const record = found.data[0];
    const word = (record.body.html as string)
      .replace(/<[^>]*>/g, ' ')
      .split(/\s+/)
      .find((w: string) => w.length > 8 && /^[a-zé]+$/.test(w))!;
    const byBody = await list('TextContent', { adminSearch: word, adminFilter: { _id: record._id }, withCount: 'true' });
    expect(byBody.count, word).toBe(1);
    const reader = (await list('User', { limit: '1', adminFilter: { _id: 'gen-user-00042' } })).data[0];
    expect((await list('User', { adminSearch: reader.login.slice(0, 12), withCount: 'true' })).count).toBeGreaterThan(0);
  });

  it('writes generated records that pass their schema and point at live records', async () => {
    const problems: string[] = [];
    const refs = new Map<string, string>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') {
        const v = value as Record<string, unknown>;
        if (v._isRef === true) refs.set(`${v._cls}/${v._id}`, String(v._cls));
        else Object.values(v).forEach(collect);
      }
    };
    for (const type of [
      'Category',
      'Tag',
      'Author',
      'TextContent',
      'Series',
      'Video',
      'MagazineIssue',
      'MagazineArticle',
      'Page',
      'SubscriptionFormula',
      'User',
      'Purchase',
      'Payment',
      'UserComment',
      'Question',
    ]) {
      const schema = (await admin.get(`/api/global/data/schema/${type}`)).body as DataSchema;
      const sample = (await list(type, { adminFilter: { _id: { $gte: 'gen-', $lt: 'gen.' } }, sortBy: '-_id', limit: '6' })).data;
      expect(sample.length, type).toBeGreaterThan(0);
      for (const record of sample) {
        const { _id, _cls: _type, createdAt: _created, updatedAt: _updated, ...doc } = record;
        const check = checkRecord(schema, doc, { isNew: false, stored: doc });
        if (!check.ok) problems.push(`${type}/${_id}: ${JSON.stringify(check.errors)}`);
        collect(doc);
      }
    }
    expect(problems).toEqual([]);
    const statuses = await Promise.all([...refs.keys()].map(async (key) => [key, (await admin.get(`${SITE}/${key}`)).status] as const));
    problems.push(...statuses.filter(([, status]) => status !== 200).map(([key, status]) => `${key}: ${status}`));
    expect(problems).toEqual([]);
    expect(refs.size).toBeGreaterThan(40);
  });

  it('generates nothing again at the next start', async () => {
    const before = await count('Purchase');
    await server.stop();
    server = await startServer({ DEMO_VOLUME: 'full' }, { dataDir });
    admin = await ApiClient.login(ADMIN.login, ADMIN.password, server.url);
    expect(server.output()).not.toMatch(/Volume de démonstration/);
    expect(await count('Purchase')).toBe(before);
  }, 240_000);
});
