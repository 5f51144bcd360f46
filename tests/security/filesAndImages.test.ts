// Uploads and the image API under attack (issue 8): content vs extension, the global file space, the upload quota,
// concurrent renders of one variant, renders that cost CPU, and variants without end.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DataSchema } from '../../model/metaSchema.js';
import { RIGHT_FLAGS, uploadRightsOf } from '../../model/rights.js';
import { ADMIN, ApiClient, uploadFile, userWith } from '../api/client.js';

let admin: ApiClient;
let editor: ApiClient;
beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
  editor = await userWith(admin, { rights: { contents: true, siteConfig: true }, siteIds: ['demo-prod'] });
});

const png = (width: number, height: number, r = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 30, b: 30 } } })
    .png()
    .toBuffer();
const image = (client: ApiClient, siteId: string, path: string, query = '') =>
  fetch(`${client.base}/api/${siteId}/images${path}${query}`, { headers: { cookie: client.cookie } });
const statuses = (list: Response[]) => list.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});

describe('an upload asks the right of a type that holds files (issue 36 §9)', () => {
  it('each right uploads to its site only when it writes a type of the catalogue with a file, image or rich-text property', async () => {
    const schemas: DataSchema[] = (await admin.get('/api/global/data/schema?limit=1000')).body.data;
    const uploaders = uploadRightsOf(schemas);
    expect(uploaders.has('contents')).toBe(true);
    const none = Object.fromEntries(RIGHT_FLAGS.map((f) => [f, false]));
    const wrong: string[] = [];
    for (const flag of [undefined, ...RIGHT_FLAGS]) {
      const user = await userWith(admin, { rights: { ...none, ...(flag && { [flag]: true }) }, isDeveloper: true });
      const res = await uploadFile(user, 'demo-prod', 'droit.png', await png(4, 4));
      const expected = flag && uploaders.has(flag) ? 201 : 403;
      if (res.status !== expected) wrong.push(`${flag ?? 'aucun droit'} : ${res.status}, attendu ${expected}`);
      if (res.status === 403) expect(res.body.message).toMatch(/Envoi de fichiers refusé/);
    }
    expect(wrong).toEqual([]);
  });
});

describe('an upload must be what its extension says', () => {
  it('refuses SVG markup uploaded as x.png, and text uploaded as a pdf', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const res = await uploadFile(editor, 'demo-prod', 'x.png', svg);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'BAD_FILE_CONTENT', message: expect.stringMatching(/ne correspond pas à son extension \(\.png\)/) });
    expect((await uploadFile(editor, 'demo-prod', 'doc.pdf', Buffer.from('bonjour'))).status).toBe(400);
    expect((await uploadFile(editor, 'demo-prod', 'notes.txt', await png(4, 4))).status).toBe(400);
  });

  it('accepts real content', async () => {
    expect((await uploadFile(editor, 'demo-prod', 'vrai.png', await png(8, 8))).status).toBe(201);
    expect((await uploadFile(editor, 'demo-prod', 'notes.txt', Buffer.from('des notes'))).status).toBe(201);
  });

  it('answers 400, not 500, for a damaged image', async () => {
    const damaged = Buffer.concat([(await png(50, 50)).subarray(0, 40), Buffer.alloc(200, 7)]);
    const stored = await uploadFile(editor, 'demo-prod', 'abime.png', damaged);
    expect(stored.status).toBe(201);
    const res = await image(editor, 'demo-prod', stored.body.path, '?w=20');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'BAD_IMAGE', message: expect.stringMatching(/Image illisible/) });
  });
});

describe('the global file space', () => {
  it('takes uploads from super administrators only', async () => {
    const res = await uploadFile(editor, 'global', 'logo.png', await png(20, 20));
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/super administrateur/);
  });

  it('serves other users only the files that are site logos', async () => {
    const logo = (await uploadFile(admin, 'global', 'logo.png', await png(20, 20))).body.path;
    const other = (await uploadFile(admin, 'global', 'interne.png', await png(20, 20))).body.path;
    const site = await admin.get('/api/global/data/Site/demo-prod');
    const saved = await admin.put('/api/global/data/Site/demo-prod', { logo }, { 'if-match': site.headers.get('etag')! });
    expect(saved.status).toBe(200);
    const get = (path: string) => fetch(`${editor.base}/api/global/files${path}`, { headers: { cookie: editor.cookie } });
    expect((await get(logo)).status).toBe(200);
    expect((await image(editor, 'global', logo, '?w=10')).status).toBe(200);
    expect((await get(other)).status).toBe(404);
    expect((await image(editor, 'global', other, '?w=10')).status).toBe(404);
    expect((await fetch(`${admin.base}/api/global/files${other}`, { headers: { cookie: admin.cookie } })).status).toBe(200);
  });
});

describe('the image cache under concurrent renders', () => {
  it('serves 100 concurrent requests of one new variant, and 20 forced renders, without an error', async () => {
    const stored = (await uploadFile(admin, 'demo-prod', 'course.png', await png(900, 600))).body.path;
    const plain = await Promise.all(Array.from({ length: 100 }, () => image(admin, 'demo-prod', stored, '?w=321&h=123&c=1')));
    expect(statuses(plain)).toEqual({ 200: 100 });
    const forced = await Promise.all(Array.from({ length: 20 }, () => image(admin, 'demo-prod', stored, '?w=320&force=1')));
    expect(statuses(forced)).toEqual({ 200: 20 });
  });
});

describe('the image API bounds its CPU', () => {
  it('keeps force=1 for developers', async () => {
    const stored = (await uploadFile(editor, 'demo-prod', 'petit.png', await png(30, 30))).body.path;
    const res = await image(editor, 'demo-prod', stored, '?w=4000&h=4000&force=1&c=1&q=100');
    expect(res.status).toBe(403);
    expect((await res.json()).message).toMatch(/réservé aux développeurs/);
    expect((await image(editor, 'demo-prod', stored, '?w=4000&h=4000&c=1&q=100')).status).toBe(200);
  });

  it('answers 429 in French beyond a bounded queue of renders, never 500', async () => {
    const sources = await Promise.all(
      [0, 1, 2, 3].map(async (i) => (await uploadFile(admin, 'demo-prod', `lourde-${i}.png`, await png(400, 400, i))).body.path),
    );
    const all = await Promise.all(
      Array.from({ length: 30 }, (_, i) => image(admin, 'demo-prod', sources[i % 4], `?w=${1500 + i}&h=${1500 + i}&force=1&c=1&q=90`)),
    );
    const counts = statuses(all);
    expect(counts[500]).toBeUndefined();
    expect(counts[429]).toBeGreaterThan(0);
    const busy = all.find((r) => r.status === 429)!;
    expect(await busy.json()).toMatchObject({ error: 'BUSY', message: expect.stringMatching(/réessayez/) });
  }, 60_000);

  it('caps the distinct variants of one image', async () => {
    const stored = (await uploadFile(admin, 'demo-prod', 'variantes.png', await png(60, 60))).body.path;
    for (let w = 1; w <= 50; w++) expect((await image(admin, 'demo-prod', stored, `?w=${w}`)).status).toBe(200);
    const over = await image(admin, 'demo-prod', stored, '?w=51');
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ error: 'TOO_MANY_VARIANTS' });
    expect((await image(admin, 'demo-prod', stored, '?w=7')).status).toBe(200);
  });
});

describe('the upload quota', () => {
  it('stops one user after 300 files in an hour with a French 429', async () => {
    const user = await userWith(admin, { rights: { contents: true }, siteIds: ['demo-prod'] });
    const body = Buffer.from('x');
    for (let i = 0; i < 300; i++) expect((await uploadFile(user, 'demo-prod', `n${i}.txt`, body)).status).toBe(201);
    const over = await uploadFile(user, 'demo-prod', 'encore.txt', body);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ error: 'UPLOAD_QUOTA', message: expect.stringMatching(/Quota d’envoi atteint/) });
    expect((await uploadFile(editor, 'demo-prod', 'autre.txt', body)).status).toBe(201);
  });
});
