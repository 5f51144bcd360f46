// The demo sites hold a small publisher's volume (issue 8 §3): generated once at the first start, records that pass
// their schema and point at live records, purchases over two years that give every purchase filter members, searchable.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSchema } from '../../model/metaSchema.js';
import { CURRENT_VERSIONS } from '../../model/migrations/document.js';
import { checkRecord } from '../../model/validation/index.js';
import { readEmbeddedUrl } from '../../server/storage/embeddedPostgres.js';
import { ADMIN, startServer, type RunningServer } from '../support/startServer.js';
import { ApiClient } from './client.js';
import { testPool } from '../support/pgConnections.js';

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
    // The full volume (a million plays among the rest) while the other suites run beside it: minutes, not seconds
    // (under two minutes alone, past seven on CI's 2 cores beside the browser tests).
    server = await startServer({ DEMO_VOLUME: 'full' }, { dataDir, startTimeoutMs: 900_000 });
    admin = await ApiClient.login(ADMIN.login, ADMIN.password, server.url);
  }, 930_000);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('says in the start log how long the generation took', () => {
    expect(server.output()).toMatch(
      /Volume de démonstration généré en \d+,\d s \(DEMO_VOLUME 1\), par site \(demo-prod, demo-dev\) : .*400 contenus texte, 20 séries, 150 vidéos.*3000 utilisateurs/,
    );
  });

  it('answers before the volume is generated, then prints each step of the fill with its progress', () => {
    const output = server.output();
    expect(output.indexOf('Console prête')).toBeGreaterThan(0);
    expect(output.indexOf('Console prête')).toBeLessThan(output.indexOf('Démonstration : ['));
    expect(output).toMatch(/\[1\/5 · \d+,\d s\] PostgreSQL embarqué démarré/);
    expect(output).toContain('Démonstration : [####################] 100 % demo-dev : images, vidéos et documents');
    expect(output.indexOf('Démonstration complète')).toBeGreaterThan(output.indexOf('Volume de démonstration généré'));
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

  it("stamps generated records with the current shapes' versions, as the console's writes do", async () => {
    const pool = testPool({ connectionString: readEmbeddedUrl(dataDir)!, max: 1 });
    try {
      const { rows } = await pool.query(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE doc->'_v' = $1::jsonb)::int AS stamped FROM documents WHERE id LIKE 'gen-%'`,
        [JSON.stringify(CURRENT_VERSIONS)],
      );
      expect(rows[0].n).toBeGreaterThan(1000);
      expect(rows[0].stamped).toBe(rows[0].n);
    } finally {
      await pool.end();
    }
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
      'AccountingExportPayout',
      'News',
      'Newsletter',
      'Document',
      'Quizz',
      'Survey',
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
  }, 90_000);

  it('gives each site a home page, a dozen or more news, newsletters, documents, quizzes and surveys, and text pages without a contents grid', async () => {
    for (const site of ['demo-prod', 'demo-dev']) {
      const home = await admin.get(`/api/${site}/data/Page?${q({ adminFilter: { isHome: true } })}`);
      expect(home.body.data.map((p: { _id: string }) => p._id)).toEqual(['home']);
      for (const type of ['News', 'Newsletter', 'Document', 'Quizz', 'Survey']) {
        const size = (await admin.get(`/api/${site}/data/${type}/count`)).body as number;
        expect(size, `${site} ${type}`).toBeGreaterThanOrEqual(10);
        expect(size, `${site} ${type}`).toBeLessThanOrEqual(25);
      }
    }
    const legal = (await list('Page', { adminFilter: { label: 'Mentions légales' } })).data[0];
    const components = (layout: { cols: { contents: { frontComponent?: string }[] }[] }[]) =>
      layout.flatMap((r) => r.cols.flatMap((c) => c.contents.map((x) => x.frontComponent)));
    expect(components(legal.layout)).toEqual(['pageTitle', 'textBlock']);
    expect(JSON.stringify(legal.layout)).toContain('RGPD');
  });

  it('names every component of the seeded layouts (the layout editor shows « Nom manquant » otherwise)', async () => {
    const unnamed: string[] = [];
    const walk = (where: string, value: unknown): void => {
      if (Array.isArray(value)) value.forEach((v) => walk(where, v));
      else if (value && typeof value === 'object') {
        const v = value as Record<string, any>;
        if (Array.isArray(v.contents))
          for (const c of v.contents) if (c.frontComponent && !String(c.options?.name ?? '').trim()) unnamed.push(`${where}: ${c._id}`);
        Object.values(v).forEach((x) => walk(where, x));
      }
    };
    for (const type of ['Page', 'ComplexComponent', 'Config']) {
      for (const record of (await list(type, { limit: '100' })).data) walk(`${type}/${record._id}`, record.layout ?? record);
    }
    expect(unnamed).toEqual([]);
  });

  it('pays out every payment older than a couple of weeks in a weekly payout whose amount is what its lines add up to', async () => {
    const payouts = (
      await list('AccountingExportPayout', { adminFilter: { _id: { $gte: 'gen-', $lt: 'gen.' } }, sortBy: '-arrival_date', limit: '100' })
    ).data;
    expect(payouts.length).toBeGreaterThanOrEqual(90);
    expect(payouts[0].arrival_date).toBeGreaterThan(now() - 10 * DAY);
    expect(payouts[0].arrival_date - payouts[1].arrival_date).toBe(7 * DAY);
    // The provider's side (the stand-in) holds the same payout with the same amount; its transactions add up to it.
    const listed = (await admin.get('/api/demo-prod/accounting/payouts')).body.data as { id: string; amount: number }[];
    const latest = listed.find((p) => p.id === payouts[0].payoutId);
    expect(latest?.amount).toBe(payouts[0].amount);
    const started = await admin.post(`/api/demo-prod/accounting/payouts/${payouts[0].payoutId}/export`);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    for (let end = Date.now() + 60_000; Date.now() < end; await new Promise((r) => setTimeout(r, 500))) {
      const record = (await admin.get(`/api/demo-prod/data/Export/${started.body.exportId}`)).body;
      if (record.status === 'pending') continue;
      expect(record.status, JSON.stringify(record.result)).toBe('success');
      // No adjustment, no payment unknown to the console: only its own site's payments, each matching.
      expect(record.result.issues.warnings).toEqual([]);
      break;
    }
  });

  it('names only video files that exist, and plays trailers for less than the trailer lasts', async () => {
    const videos = (await list('Video', { limit: '100', adminFilter: { _id: { $gte: 'gen-', $lt: 'gen.' } } })).data;
    const files = new Set(videos.flatMap((v) => [v.sourceFile, v.trailer?.mp4, v.full?.mp4].filter(Boolean)));
    for (const file of files) expect((await admin.get(`/api/demo-prod/files${file}`)).status, file).toBe(200);
    const stats = async (kind: string) =>
      (await admin.get(`/api/demo-prod/statistics/play?limit=100&kind=${kind}`)).body.data as { entity: { _id: string }; avgTime: number }[];
    const durations = new Map(videos.map((v) => [v._id, v.duration as number]));
    for (const row of await stats('trailer'))
      expect(row.avgTime, row.entity._id).toBeLessThanOrEqual(Math.min(90, durations.get(row.entity._id) ?? 90));
    for (const row of await stats('full')) if (durations.has(row.entity._id)) expect(row.avgTime).toBeLessThanOrEqual(durations.get(row.entity._id)!);
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
