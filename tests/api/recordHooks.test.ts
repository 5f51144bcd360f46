// What writing an AdminUser or a Site also does, through the hooks their domains register (server/domains/).
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient, userWith } from './client.js';

describe('record hooks of the console accounts and the sites', () => {
  let admin: ApiClient;
  beforeAll(async () => {
    admin = await ApiClient.login(ADMIN.login, ADMIN.password);
  });

  it('ends the sessions of an archived account for good: restoring it does not bring them back', async () => {
    const user = await userWith(admin, { rights: { contents: true } });
    const me = (await user.get('/api/auth/me')).body;
    expect((await admin.del(`/api/global/data/AdminUser/${me._id}`)).status).toBe(200);
    expect((await user.get('/api/auth/me')).status).toBe(401);
    expect((await admin.post(`/api/global/data/AdminUser/${me._id}/restore`)).status).toBe(200);
    expect((await user.get('/api/auth/me')).status).toBe(401);
  });

  it('keeps the sessions of an account whose other keys change, and a new password logs in', async () => {
    const user = await userWith(admin, { rights: { contents: true } });
    const me = (await user.get('/api/auth/me')).body;
    const login = `renamed-${me.login}`;
    expect((await admin.put(`/api/global/data/AdminUser/${me._id}`, { login })).status).toBe(200);
    expect((await user.get('/api/auth/me')).status).toBe(200);
    expect((await admin.put(`/api/global/data/AdminUser/${me._id}`, { password: 'un-nouveau-mot-de-passe' })).status).toBe(200);
    expect((await user.get('/api/auth/me')).status).toBe(401);
    await ApiClient.login(login, 'un-nouveau-mot-de-passe');
  });

  it('makes a new site known at once', async () => {
    const id = `hook-site-${Date.now()}`;
    const created = await admin.post('/api/global/data/Site', { _id: id, label: 'Site des crochets' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await admin.get(`/api/${id}/data/Tag?limit=1`)).status).toBe(200);
  });
});
