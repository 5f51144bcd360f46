// Saved list views (issue 22 §4): private to their owner, or shared with the site's users who read the type.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient, userWith } from './client.js';

const SITE = 'demo-dev';
const BASE = `/api/${SITE}/list-views`;
const state = { filter: { status: 'published', q: 'printemps' }, sort: { field: 'label', order: 'ASC' }, perPage: 50, columns: ['label', 'status'] };

describe('saved list views', () => {
  let admin: ApiClient;
  let alice: ApiClient;
  let bob: ApiClient;
  let usersOnly: ApiClient;
  const names = (body: { name: string }[]) => body.map((v) => v.name);

  beforeAll(async () => {
    admin = await ApiClient.login(ADMIN.login, ADMIN.password);
    alice = await userWith(admin, { rights: { contents: true } });
    bob = await userWith(admin, { rights: { contents: true } });
    usersOnly = await userWith(admin, { rights: { users: true } });
  });

  it('keeps a private view for its owner only, and a shared one for readers of the type', async () => {
    const mine = await alice.post(BASE, { type: 'TextContent', name: 'Publiés à relire', state });
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    expect(mine.body).toMatchObject({ type: 'TextContent', name: 'Publiés à relire', shared: false, mine: true, state });
    const shared = await alice.post(BASE, { type: 'TextContent', name: 'Vue commune', shared: true, state: { perPage: 10 } });
    expect(shared.status).toBe(201);

    const aliceViews = (await alice.get(`${BASE}?type=TextContent`)).body;
    expect(names(aliceViews)).toEqual(expect.arrayContaining(['Publiés à relire', 'Vue commune']));
    const bobViews = (await bob.get(BASE)).body;
    expect(names(bobViews)).toContain('Vue commune');
    expect(names(bobViews)).not.toContain('Publiés à relire');
    expect(bobViews.find((v: { name: string }) => v.name === 'Vue commune')).toMatchObject({ mine: false, shared: true });
    // A user who may not read the type sees none of its views, shared or not.
    const other = await usersOnly.get(BASE);
    expect(other.status).toBe(200);
    expect(names(other.body)).not.toContain('Vue commune');
  });

  it('lets only the owner change or delete a view', async () => {
    const view = (await alice.post(BASE, { type: 'TextContent', name: 'À moi', shared: true })).body;
    const privateView = (await alice.post(BASE, { type: 'TextContent', name: 'Secrète' })).body;
    expect((await bob.put(`${BASE}/${view._id}`, { name: 'Prise' })).status).toBe(403);
    expect((await bob.del(`${BASE}/${view._id}`)).status).toBe(403);
    // A private view of someone else does not exist for them.
    expect((await bob.put(`${BASE}/${privateView._id}`, { name: 'Prise' })).status).toBe(404);
    expect((await usersOnly.del(`${BASE}/${view._id}`)).status).toBe(404);

    const renamed = await alice.put(`${BASE}/${view._id}`, { name: 'Renommée', shared: false, state: { columns: ['label'] } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Renommée', shared: false, state: { columns: ['label'] } });
    expect(names((await bob.get(BASE)).body)).not.toContain('Renommée');
    expect((await alice.del(`${BASE}/${view._id}`)).status).toBe(204);
    expect(names((await alice.get(BASE)).body)).not.toContain('Renommée');
    expect((await alice.del(`${BASE}/${view._id}`)).status).toBe(404);
  });

  it('refuses a type the user may not read, and an unknown type', async () => {
    const refused = await usersOnly.post(BASE, { type: 'TextContent', name: 'Interdite' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/droit/);
    expect((await alice.post(BASE, { type: 'TypeInconnu', name: 'x' })).status).toBe(404);
  });

  it.each([
    [{ type: 'TextContent', name: '   ' }, 'BAD_VIEW'],
    [{ type: 'TextContent', name: 'x', state: { columns: ['nExistePas'] } }, 'BAD_VIEW'],
    [{ type: 'TextContent', name: 'x', state: { sort: { field: 'nExistePas', order: 'ASC' } } }, 'BAD_VIEW'],
    [{ type: 'TextContent', name: 'x', state: { filter: { q: 'x'.repeat(20_000) } } }, 'BAD_VIEW'],
    [{ type: 'TextContent', name: 'x', state: { perPage: 0 } }, undefined],
    [{ type: 'TextContent', name: 'x', state: { sort: { field: 'label', order: 'UP' } } }, undefined],
    [{ type: 'TextContent', name: 'x'.repeat(101) }, undefined],
    [{ name: 'x' }, undefined],
  ])('answers a clear 400 to a bad view (%#), and keeps nothing', async (body, code) => {
    const before = (await alice.get(BASE)).body.length;
    const res = await alice.post(BASE, body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    if (code) expect(res.body.error).toBe(code);
    expect(res.body.message).toMatch(/[a-zé]/);
    expect((await alice.get(BASE)).body.length).toBe(before);
  });

  it('refuses a malformed id and an anonymous caller', async () => {
    expect((await alice.put(`${BASE}/pas-un-id`, { name: 'x' })).status).toBe(400);
    expect((await new ApiClient().get(BASE)).status).toBe(401);
  });
});
