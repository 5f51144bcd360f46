// A schema's customApiPath answers beside /data/{Type}: one that a route of the console's own already answers on
// (every static first segment of /api/{siteId}/… in the OpenAPI document: counts, search, home, imports…) or that
// another type already has would never be reached, so its save is refused with a French message on the field.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient } from './client.js';

let admin: ApiClient;
const stamp = Date.now().toString(36);
const schema = (id: string, customApiPath: string) => ({
  _id: id,
  label: 'Chemins',
  section: 'contents',
  customApiPath,
  propertiesList: [{ key: 'label', label: 'Titre', type: 'string', required: true }],
});

/** The static first segments of the site routes, read from the route table the server publishes. */
async function siteRouteSegments(): Promise<string[]> {
  const paths = Object.keys((await admin.get('/api/openapi.json')).body.paths as Record<string, unknown>);
  const segments = paths.flatMap((path) => /^\/api\/(?:\{siteId\}|global)\/([^/{]+)/.exec(path)?.[1] ?? []);
  return [...new Set(segments)].filter((segment) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(segment));
}

beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
});

describe("a schema's customApiPath", () => {
  it('is refused when a console route already answers on it, for every route of the table, and nothing is saved', async () => {
    const segments = await siteRouteSegments();
    expect(segments).toEqual(expect.arrayContaining(['data', 'counts', 'search', 'imports']));
    for (const [i, segment] of segments.entries()) {
      const id = `Chemin${stamp}x${i}`;
      const res = await admin.post('/api/global/data/schema', schema(id, segment));
      expect(res.status, segment).toBe(400);
      expect(res.body.fields.customApiPath, segment).toBe(
        `Ce chemin est celui d'une route de la console (/api/{site}/${segment}) : choisissez-en un autre`,
      );
      expect((await admin.get(`/api/global/data/schema/${id}`)).status).toBe(404);
    }
  });

  it('is refused when another type has it, and kept by the type that has it on its next save', async () => {
    const path = `chemin-${stamp}`;
    const first = schema(`Premier${stamp}`, path);
    expect((await admin.post('/api/global/data/schema', first)).status).toBe(201);
    const second = await admin.post('/api/global/data/schema', schema(`Second${stamp}`, path));
    expect(second.status).toBe(400);
    expect(second.body.fields.customApiPath).toBe(`Ce chemin est déjà celui du type « Premier${stamp} » : choisissez-en un autre`);
    expect((await admin.put(`/api/global/data/schema/${first._id}`, { ...first, label: 'Chemins gardés' })).status).toBe(200);
    expect((await admin.post(`/api/demo-prod/${path}`, { label: 'Par son chemin' })).status).toBe(201);
    expect((await admin.del(`/api/global/data/schema/${first._id}`)).status).toBe(200);
  });
});
