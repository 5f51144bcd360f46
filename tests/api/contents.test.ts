// Contents workflows (issue 9 §4): moderation from the lists, the 'liens' tab (link index) and the images tool.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient, uploadFile, userWith } from './client.js';

const SITE = 'demo-prod';
const USER = { _id: 'user-camille', _cls: 'User', _isRef: true };
const ref = (cls: string, id: string) => ({ _id: id, _cls: cls, _isRef: true });
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

let admin: ApiClient;
beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
});

describe('moderation (spec 000 §4)', () => {
  const create = async (type: string, body: Record<string, unknown>) => {
    const res = await admin.post(`/api/${SITE}/data/${type}`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body._id as string;
  };

  it('Accepter publishes and dates a first publication in the one call; other statuses keep the date', async () => {
    const id = await create('Question', { label: 'Une question à modérer', status: 'pending' });
    const before = Math.floor(Date.now() / 1000);
    const published = await admin.post(`/api/${SITE}/moderation/Question/${id}`, { status: 'published' });
    expect(published.status).toBe(200);
    expect(published.body.status).toBe('published');
    expect(published.body.publishTs).toBeGreaterThanOrEqual(before);
    expect(published.body.publishTs).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    const rejected = await admin.post(`/api/${SITE}/moderation/Question/${id}`, { status: 'rejected' });
    expect(rejected.body).toMatchObject({ status: 'rejected', publishTs: published.body.publishTs });
    const archived = await admin.post(`/api/${SITE}/moderation/Question/${id}`, { status: 'archived' });
    expect(archived.body.status).toBe('archived');
    expect((await admin.get(`/api/${SITE}/data/Question/${id}`)).body).toMatchObject({ status: 'archived', publishTs: published.body.publishTs });
  });

  it('keeps a publication date already set, and dates a publication made by any client (generic PUT)', async () => {
    const dated = await create('Question', { label: 'Déjà datée', status: 'pending', publishTs: 1600000000 });
    expect((await admin.post(`/api/${SITE}/moderation/Question/${dated}`, { status: 'published' })).body.publishTs).toBe(1600000000);
    const comment = await create('UserComment', { body: 'Un commentaire', user: USER, status: 'pending' });
    const put = await admin.put(`/api/${SITE}/data/UserComment/${comment}`, { status: 'published' });
    expect(put.status).toBe(200);
    expect(typeof put.body.publishTs).toBe('number');
  });

  it('checks the status, the type and the section rights', async () => {
    const question = await create('Question', { label: 'Droits', status: 'pending' });
    const comment = await create('UserComment', { body: 'Droits', user: USER, status: 'pending' });
    const bad = await admin.post(`/api/${SITE}/moderation/Question/${question}`, { status: 'n-importe' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Statut inconnu/);
    expect((await admin.post(`/api/${SITE}/moderation/TextContent/x`, { status: 'published' })).status).toBe(404);
    expect((await admin.post(`/api/${SITE}/moderation/Question/introuvable`, { status: 'published' })).status).toBe(404);
    const usersOnly = await userWith(admin, { rights: { users: true } });
    expect((await usersOnly.post(`/api/${SITE}/moderation/Question/${question}`, { status: 'published' })).status).toBe(403);
    expect((await usersOnly.post(`/api/${SITE}/moderation/UserComment/${comment}`, { status: 'rejected' })).body.status).toBe('rejected');
  });
});

describe('linked objects: the liens tab (link index)', () => {
  const links = async (client: ApiClient, type: string, id: string) => {
    const res = await client.get(`/api/${SITE}/data/${type}/${id}/links`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { groups: { type: string; records: { _id: string; archived: boolean; props: string[] }[] }[]; hidden: number };
  };
  const ids = (body: Awaited<ReturnType<typeof links>>, type: string) => body.groups.find((g) => g.type === type)?.records.map((r) => r._id) ?? [];

  it('lists referrers through a reference, a list item and a layout component, grouped by type, and follows updates', async () => {
    const n = unique();
    const author = (await admin.post(`/api/${SITE}/data/Author`, { _id: `auteur-${n}`, label: 'Auteur lié' })).body._id;
    const content = (await admin.post(`/api/${SITE}/data/TextContent`, { label: 'Article lié', authors: [ref('Author', author)] })).body._id;
    const page = (await admin.post(`/api/${SITE}/data/Page`, { _id: `page-${n}`, label: 'Page liée' })).body._id;
    const menu = (await admin.post(`/api/${SITE}/data/Menu`, { label: 'Menu lié', items: [{ label: 'Entrée', page: ref('Page', page) }] })).body._id;
    const complex = (await admin.post(`/api/${SITE}/data/ComplexComponent`, { _id: `cc-${n}`, label: 'Bloc lié' })).body._id;
    const layout = [{ cols: [{ size: 12, contents: [ref('ComplexComponent', complex)] }] }];
    const holder = await admin.post(`/api/${SITE}/data/Page`, { _id: `page-holder-${n}`, label: 'Page qui contient', layout });
    expect(holder.status, JSON.stringify(holder.body)).toBe(201);

    expect(ids(await links(admin, 'Author', author), 'TextContent')).toEqual([content]);
    expect((await links(admin, 'Author', author)).groups[0].records[0].props).toEqual(['authors']);
    expect(ids(await links(admin, 'Page', page), 'Menu')).toEqual([menu]);
    expect(ids(await links(admin, 'ComplexComponent', complex), 'Page')).toEqual([holder.body._id]);

    expect((await admin.put(`/api/${SITE}/data/TextContent/${content}`, { authors: [] })).status).toBe(200);
    expect((await links(admin, 'Author', author)).groups).toEqual([]);
  });

  it('shows an archived referrer to developers only, and hides referrers of sections the user may not read', async () => {
    const n = unique();
    const author = (await admin.post(`/api/${SITE}/data/Author`, { _id: `auteur-arch-${n}`, label: 'Auteur archivé' })).body._id;
    const content = (await admin.post(`/api/${SITE}/data/TextContent`, { label: 'Article archivé', authors: [ref('Author', author)] })).body._id;
    expect((await admin.del(`/api/${SITE}/data/TextContent/${content}`)).status).toBe(200);
    const forAdmin = await links(admin, 'Author', author);
    expect(forAdmin.groups.find((g) => g.type === 'TextContent')?.records[0]).toMatchObject({ _id: content, archived: true });
    const editor = await userWith(admin, { rights: { contents: true } });
    const forEditor = await links(editor, 'Author', author);
    expect(ids(forEditor, 'TextContent')).toEqual([]);
    expect(forEditor.hidden).toBe(0);
    expect((await admin.post(`/api/${SITE}/data/TextContent/${content}/restore`)).status).toBe(200);
    expect(ids(await links(editor, 'Author', author), 'TextContent')).toEqual([content]);
    // A comment (users section) on the article: counted for a contents editor, not shown.
    const comment = await admin.post(`/api/${SITE}/data/UserComment`, { body: 'Commentaire', user: USER, content: ref('TextContent', content) });
    expect(comment.status, JSON.stringify(comment.body)).toBe(201);
    const onContent = await links(editor, 'TextContent', content);
    expect(onContent.groups).toEqual([]);
    expect(onContent.hidden).toBe(1);
    expect(ids(await links(admin, 'TextContent', content), 'UserComment')).toEqual([comment.body._id]);
    const usersOnly = await userWith(admin, { rights: { users: true } });
    expect((await usersOnly.get(`/api/${SITE}/data/Author/${author}/links`)).status).toBe(403);
    expect((await admin.get(`/api/${SITE}/data/Author/introuvable/links`)).status).toBe(404);
  });
});

describe('images tool', () => {
  const search = (client: ApiClient, name: string, archived = false) =>
    client.get(`/api/${SITE}/stored-images?name=${encodeURIComponent(name)}${archived ? '&archived=true' : ''}`);

  it('finds images by name with size and use, refuses to delete a used one, and restores a deleted one', async () => {
    const n = unique();
    const used = (await uploadFile(admin, SITE, `Chat roux ${n}.png`, await png())).body;
    const free = (await uploadFile(admin, SITE, `Chat gris ${n}.png`, await png())).body;
    const content = (await admin.post(`/api/${SITE}/data/TextContent`, { label: 'Le chat roux', image: used.path })).body._id;

    const found = await search(admin, `chat roux ${n}`);
    expect(found.status).toBe(200);
    expect(found.body.data).toHaveLength(1);
    expect(found.body.data[0]).toMatchObject({ path: used.path, size: used.size, humanSize: used.humanSize });
    expect(found.body.data[0].usedBy).toEqual([expect.objectContaining({ type: 'TextContent', _id: content, label: 'Le chat roux' })]);
    expect((await search(admin, `chat ${n}`)).body.data).toHaveLength(0);
    expect((await search(admin, `${n}`)).body.data.map((i: { path: string }) => i.path).sort()).toEqual([used.path, free.path].sort());

    const refused = await admin.post(`/api/${SITE}/stored-images/delete`, { path: used.path });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Image utilisée, non supprimée : .*Le chat roux/);
    expect((await admin.get(`/api/${SITE}/files${used.path}`)).status).toBe(200);

    expect((await admin.post(`/api/${SITE}/stored-images/delete`, { path: free.path })).status).toBe(200);
    expect((await admin.get(`/api/${SITE}/files${free.path}`)).status).toBe(404);
    expect((await search(admin, `chat gris ${n}`)).body.data).toHaveLength(0);
    expect((await search(admin, `chat gris ${n}`, true)).body.data[0].path).toBe(free.path);
    expect((await admin.post(`/api/${SITE}/stored-images/restore`, { path: free.path })).status).toBe(200);
    expect((await admin.get(`/api/${SITE}/files${free.path}`)).status).toBe(200);
  });

  it('knows where the demo images are used: records stored by the seed are indexed at start', async () => {
    const usedBy = async () => (await search(admin, 'vigneronne')).body.data[0]?.usedBy.map((u: { type: string }) => u.type) ?? [];
    await expect.poll(usedBy, { timeout: 20000, interval: 500 }).toContain('MagazineArticle');
  });

  it('needs a name, the tools right, and a path inside the store', async () => {
    const empty = await search(admin, '  ');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/nom/);
    const contentsOnly = await userWith(admin, { rights: { contents: true } });
    expect((await search(contentsOnly, 'chat')).status).toBe(403);
    const tools = await userWith(admin, { rights: { hasToolsAccess: true } });
    expect((await search(tools, 'chat')).status).toBe(200);
    expect((await admin.post(`/api/${SITE}/stored-images/delete`, { path: '/../../pg/PG_VERSION.png' })).status).toBe(400);
    expect((await admin.post(`/api/${SITE}/stored-images/delete`, { path: '/2020/01/absente.png' })).status).toBe(404);
  });
});
