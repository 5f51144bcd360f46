// GET /api/{siteId}/search (issue 22 §3): every readable type at once, accents and typos tolerated, rights per type.
import type { SearchGroup } from '../../model/search/index.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient, userWith } from './client.js';

const SITE = 'demo-dev';
const mark = `palette${Date.now().toString(36)}`;

describe('one search across the console', () => {
  let admin: ApiClient;
  let editor: ApiClient;
  let usersOnly: ApiClient;
  const ids: Record<string, string> = {};
  // The longest budget: these tests are about what is found, on a machine that may be busy; the cut has its own test.
  const search = (client: ApiClient, q: string, site = SITE, budgetMs = 5000) =>
    client.get(`/api/${site}/search?q=${encodeURIComponent(q)}&budgetMs=${budgetMs}`);
  const group = (body: { groups: SearchGroup[] }, type: string) => body.groups.find((g) => g.type === type);

  beforeAll(async () => {
    admin = await ApiClient.login(ADMIN.login, ADMIN.password);
    editor = await userWith(admin, { rights: { contents: true } });
    usersOnly = await userWith(admin, { rights: { users: true } });
    const made = async (type: string, body: Record<string, unknown>) => {
      const res = await admin.post(`/api/${SITE}/data/${type}`, body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body._id as string;
    };
    ids.text = await made('TextContent', { label: `Étiquette ${mark} de printemps` });
    ids.tag = await made('Tag', { label: `Tag ${mark}`, text: `tag ${mark}` });
  });

  it('finds records of several types, grouped by type with their counts and labels', async () => {
    const res = await search(admin, mark);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(group(res.body, 'TextContent'), JSON.stringify(res.body)).toMatchObject({
      label: expect.any(String),
      count: 1,
      records: [{ _id: ids.text, label: `Étiquette ${mark} de printemps` }],
    });
    expect(group(res.body, 'Tag')).toMatchObject({ count: 1, records: [{ _id: ids.tag }] });
    expect(res.body.cut).toEqual([]);
    expect(res.body.q).toBe(mark);
  });

  it('ignores accents and case, and tolerates a typo', async () => {
    expect(group((await search(admin, `ETIQUETTE ${mark}`)).body, 'TextContent')?.records.map((r) => r._id)).toEqual([ids.text]);
    // One letter changed in the middle of the mark: the exact search finds nothing, the trigram one does.
    const typo = `${mark.slice(0, 4)}x${mark.slice(5)}`;
    const fuzzy = group((await search(admin, typo)).body, 'TextContent');
    expect(fuzzy?.fuzzy).toBe(true);
    expect(fuzzy?.records.map((r) => r._id)).toContain(ids.text);
  });

  it('looks for look-alikes only when the text itself is found nowhere', async () => {
    const word = `sosie${Date.now().toString(36)}`;
    const alike = `${word.slice(0, 5)}x${word.slice(6)}`;
    await admin.post(`/api/${SITE}/data/TextContent`, { label: `Article ${word}` });
    await admin.post(`/api/${SITE}/data/Tag`, { label: `Tag ${alike}`, text: `tag ${alike}` });
    // The word is in a content: the tag that only looks like it is not offered beside it.
    const exact = (await search(admin, word)).body;
    expect(group(exact, 'TextContent')?.fuzzy).toBeUndefined();
    expect(group(exact, 'Tag'), JSON.stringify(exact)).toBeUndefined();
    // A text found nowhere as typed: both look-alikes are.
    const typo = `${word.slice(0, 5)}y${word.slice(6)}`;
    const fuzzy = (await search(admin, typo)).body;
    expect(group(fuzzy, 'TextContent')?.fuzzy, JSON.stringify(fuzzy)).toBe(true);
    expect(group(fuzzy, 'Tag')?.fuzzy).toBe(true);
  });

  it('never shows a type the user may not read', async () => {
    const asEditor = await search(editor, mark);
    expect(asEditor.status).toBe(200);
    expect(group(asEditor.body, 'TextContent')?.count).toBe(1);
    const asUsersOnly = await search(usersOnly, mark);
    expect(asUsersOnly.status).toBe(200);
    expect(asUsersOnly.body.groups.map((g: SearchGroup) => g.type)).not.toContain('TextContent');
    expect(asUsersOnly.body.groups.map((g: SearchGroup) => g.type)).not.toContain('Tag');
  });

  it('refuses a site the user may not enter, and an anonymous caller', async () => {
    const devOnly = await userWith(admin, { rights: { contents: true }, siteIds: ['demo-prod'] });
    expect((await search(devOnly, mark)).status).toBe(403);
    expect((await search(new ApiClient(), mark)).status).toBe(401);
    expect((await search(admin, mark, 'site-inconnu')).status).toBe(404);
  });

  it.each([
    ['', 'BAD_SEARCH'],
    ['   ', 'BAD_SEARCH'],
    ['x'.repeat(101), 'BAD_SEARCH'],
    ['é'.repeat(1001), undefined],
  ])('answers a clear 400 to a bad query (%#)', async (q, code) => {
    const res = await search(admin, q);
    expect(res.status).toBe(400);
    if (code) expect(res.body.error).toBe(code);
    expect(res.body.message).toMatch(/[a-zé]/);
  });

  it('answers 400 without q, and never a 500 for odd text', async () => {
    expect((await admin.get(`/api/${SITE}/search`)).status).toBe(400);
    for (const q of ['%', '_', '\\', "'); DROP TABLE documents; --", '!!!', '"', '& | !', '<->', ':*']) {
      const res = await search(admin, q);
      expect(res.status, `${q}: ${JSON.stringify(res.body)}`).toBe(200);
    }
  });

  it('answers within its budget, naming the types it could not search', async () => {
    const res = await search(admin, mark, SITE, 1);
    expect(res.status).toBe(200);
    expect(res.body.cut.length).toBeGreaterThan(0);
    expect(res.body.cut[0]).toMatchObject({ type: expect.any(String), label: expect.any(String) });
    // A type is answered or named as cut, never both.
    const cut = new Set(res.body.cut.map((c: { type: string }) => c.type));
    expect(res.body.groups.filter((g: SearchGroup) => cut.has(g.type))).toEqual([]);
    expect((await search(admin, mark, SITE, 5001)).status).toBe(400);
  });

  it('bounds each count and says so', async () => {
    // 'a' is in most demo records: the counts stop at their bound.
    const res = await search(admin, 'a');
    expect(res.status).toBe(200);
    for (const g of res.body.groups as SearchGroup[]) {
      expect(g.count).toBeLessThanOrEqual(100);
      expect(g.records.length).toBeLessThanOrEqual(5);
      if (g.count === 100) expect(g.countIsLowerBound).toBe(true);
    }
  });
});
