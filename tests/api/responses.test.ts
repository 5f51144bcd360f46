// Declared response schemas (server/schemas/) are a whitelist: what they do not declare never leaves the server.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient } from './client.js';

describe('declared answers', () => {
  let admin: ApiClient;
  beforeAll(async () => {
    admin = await ApiClient.login(ADMIN.login, ADMIN.password);
  });

  it('answers the session user with its declared keys only', async () => {
    const me = await admin.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(Object.keys(me.body).sort()).toEqual(['_id', 'env', 'isDeveloper', 'login', 'rights', 'siteIds', 'sites', 'superAdmin']);
    expect(me.body.sites[0]).toEqual(expect.objectContaining({ _id: expect.any(String), label: expect.any(String), isProd: expect.any(Boolean) }));
  });

  it("says the server's own time to a signed-in person (Server-Timing), not to an anonymous caller", async () => {
    const me = await admin.get('/api/auth/me');
    expect(me.headers.get('server-timing')).toMatch(/^app;dur=\d+\.\d$/);
    const anonymous = await new ApiClient().post('/api/auth/login', { login: 'personne@example.com', password: 'pas le bon' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('server-timing')).toBeNull();
  });

  it('never serialises an AdminUser password, even when a schema edit stops hiding it', async () => {
    const schema = (await admin.get('/api/global/data/schema/AdminUser')).body;
    const visible = schema.propertiesList.map((p: { key: string }) => (p.key === 'password' ? { ...p, writeOnly: false } : p));
    expect((await admin.put('/api/global/data/schema/AdminUser', { propertiesList: visible })).status).toBe(200);
    try {
      const created = await admin.post('/api/global/data/AdminUser', { login: `clair${Date.now()}@example.com`, password: 'en-clair-visible' });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.login).toMatch(/^clair/);
      expect(JSON.stringify(created.body)).not.toContain('en-clair-visible');
      const listed = await admin.get(
        `/api/global/data/AdminUser?limit=200&adminFilter=${encodeURIComponent(JSON.stringify({ _id: created.body._id }))}`,
      );
      expect(listed.body.data).toHaveLength(1);
      expect(JSON.stringify(listed.body)).not.toContain('en-clair-visible');
    } finally {
      expect((await admin.put('/api/global/data/schema/AdminUser', { propertiesList: schema.propertiesList })).status).toBe(200);
    }
  });

  it('keeps the open keys of records and the error format', async () => {
    const created = await admin.post('/api/demo-prod/data/Author', { label: 'Réponse déclarée' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ _cls: 'Author', label: 'Réponse déclarée', createdAt: expect.any(String) });
    const missing = await admin.get('/api/demo-prod/data/Author/nope-nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'NOT_FOUND', message: 'Enregistrement introuvable' });
    expect((await new ApiClient().get('/api/health')).body).toEqual({ ok: true, demoComplete: true });
  });
});
