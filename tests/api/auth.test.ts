import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient, userWith } from './client.js';

describe('session', () => {
  let admin: ApiClient;
  beforeAll(async () => {
    admin = await ApiClient.login(ADMIN.login, ADMIN.password);
  });

  it('logs in with an HttpOnly, SameSite session cookie and answers the session user', async () => {
    const client = new ApiClient();
    const res = await client.post('/api/auth/login', ADMIN);
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(res.body).toMatchObject({ login: 'admin', superAdmin: true, isDeveloper: true });
    expect(res.body.password).toBeUndefined();
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.login).toBe('admin');
  });

  it('answers the same French message for a wrong password and an unknown login', async () => {
    const wrong = await new ApiClient().post('/api/auth/login', { login: ADMIN.login, password: 'nope-nope' });
    const unknown = await new ApiClient().post('/api/auth/login', { login: 'personne@example.com', password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Identifiant ou mot de passe incorrect');
  });

  it('refuses every API call without a session', async () => {
    const anonymous = new ApiClient();
    expect((await anonymous.get('/api/auth/me')).status).toBe(401);
    expect((await anonymous.get('/api/demo-prod/data/TextContent')).status).toBe(401);
    expect((await anonymous.get('/api/global/data/schema')).status).toBe(401);
    const res = await anonymous.post('/api/demo-prod/data/Tag', { label: 'x' });
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/reconnectez-vous/);
  });

  it('ends the session at logout', async () => {
    const client = await ApiClient.login(ADMIN.login, ADMIN.password);
    const stolen = client.cookie;
    expect((await client.post('/api/auth/logout')).status).toBe(204);
    const replay = new ApiClient();
    replay.cookie = stolen;
    expect((await replay.get('/api/auth/me')).status).toBe(401);
  });

  it('lists the permitted sites sorted by label, the template only for super administrators', async () => {
    const me = (await admin.get('/api/auth/me')).body;
    const labels = me.sites.map((s: { label: string }) => s.label);
    expect(labels).toEqual([...labels].sort((a: string, b: string) => a.localeCompare(b, 'fr')));
    expect(me.sites.map((s: { _id: string }) => s._id)).toEqual(expect.arrayContaining(['demo-prod', 'demo-dev', 'MODELE-DE-SITE-VIERGE']));
    const restricted = await userWith(admin, { siteIds: ['demo-dev'], rights: { contents: true } });
    const sites = (await restricted.get('/api/auth/me')).body.sites.map((s: { _id: string }) => s._id);
    expect(sites).toEqual(['demo-dev']);
  });

  it('never returns an admin password, not even its hash', async () => {
    const list = await admin.get('/api/global/data/AdminUser?limit=100');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toMatch(/argon2|password/);
    const one = await admin.get('/api/global/data/AdminUser/admin');
    expect(one.body.password).toBeUndefined();
  });

  it('ends the sessions of a user whose password changes', async () => {
    const user = await userWith(admin, { rights: { contents: true } });
    const me = (await user.get('/api/auth/me')).body;
    expect((await admin.put(`/api/global/data/AdminUser/${me._id}`, { password: 'un-autre-mot-de-passe' })).status).toBe(200);
    expect((await user.get('/api/auth/me')).status).toBe(401);
  });
});
