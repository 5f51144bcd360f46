// GET /api/{siteId}/counts: the sidebar's counts in one request, each as its own /count answers, those the user may
// not read left out.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient, userWith } from './client.js';

const SITE = 'demo-prod';
const one = async (client: ApiClient, key: string) => {
  const [type, filter] = key.split(':');
  return (await client.get(`/api/${SITE}/data/${type}/count${filter ? `?filter=${filter}` : ''}`)).body as number;
};

describe('the sidebar counts in one request', () => {
  let admin: ApiClient;
  let editor: ApiClient; // contents only

  beforeAll(async () => {
    admin = await ApiClient.login(ADMIN.login, ADMIN.password);
    editor = await userWith(admin, { rights: { contents: true } });
  });

  it('answers each type and sub-filter as its own count does', async () => {
    const keys = ['TextContent', 'Tag', 'Purchase', 'Purchase:lapsed', 'Purchase:to-renew-now'];
    const res = await admin.get(`/api/${SITE}/counts?types=${keys.join(',')}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([...keys].sort());
    for (const key of keys) expect(res.body[key], key).toBe(await one(admin, key));
    expect(res.body.TextContent).toBeGreaterThan(0);
  });

  it('leaves out what the user may not count, an unknown type and an unknown sub-filter', async () => {
    const res = await editor.get(`/api/${SITE}/counts?types=TextContent,Purchase,Purchase:lapsed,Zorglub,TextContent:nulle-part`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ TextContent: await one(editor, 'TextContent') });
    // The global space's types, by their own rights there (every session reads the schemas; Site is the super administrators').
    const global = await editor.get(`/api/global/counts?types=schema,Site`);
    expect(global.body).toEqual({ schema: (await editor.get('/api/global/data/schema/count')).body });
    expect(global.body.schema).toBeGreaterThan(10);
    expect(Object.keys((await admin.get(`/api/global/counts?types=schema,Site`)).body).sort()).toEqual(['Site', 'schema']);
  });

  it('refuses a malformed or too long list in French, and a visitor without a session', async () => {
    const keys = Array.from({ length: 501 }, (_, i) => `Type${i}`).join(',');
    for (const of of ['', 'Text Content', 'TextContent,', 'TextContent:Majuscule', keys]) {
      const res = await admin.get(`/api/${SITE}/counts?types=${encodeURIComponent(of)}`);
      expect(res.status, of.slice(0, 40)).toBe(400);
      expect(res.body.message).toMatch(/[éèàç]|paramètre|invalide|requ/i);
    }
    expect((await admin.get(`/api/${SITE}/counts`)).status).toBe(400);
    expect((await new ApiClient().get(`/api/${SITE}/counts?types=TextContent`)).status).toBe(401);
  });
});
