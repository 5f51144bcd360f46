import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient, userWith } from './client.js';

describe('audit log', () => {
  let admin: ApiClient;
  beforeAll(async () => {
    admin = await ApiClient.login(ADMIN.login, ADMIN.password);
  });
  const entries = async (query: Record<string, string>) => (await admin.get(`/api/audit-log?${new URLSearchParams(query)}`)).body;

  it('records logins, failed logins and their address', async () => {
    const login = `inconnu${Date.now()}@example.com`;
    await new ApiClient().post('/api/auth/login', { login, password: 'faux-faux' });
    const failed = await entries({ action: 'login_failed', login });
    expect(failed.count).toBe(1);
    expect(failed.data[0]).toMatchObject({ action: 'login_failed', login });
    expect(failed.data[0].ip).toBeTruthy();
    expect((await entries({ action: 'login', login: ADMIN.login })).count).toBeGreaterThan(0);
  });

  it('records every write with who, where and the diff, never a password', async () => {
    const created = await admin.post('/api/demo-prod/data/Tag', { label: 'Tag audité', text: 'audite' });
    await admin.put(`/api/demo-prod/data/Tag/${created.body._id}`, { label: 'Tag audité 2' });
    await admin.del(`/api/demo-prod/data/Tag/${created.body._id}`);
    const log = await entries({ siteId: 'demo-prod', cls: 'Tag', recordId: created.body._id });
    expect(log.data.map((e: { action: string }) => e.action)).toEqual(['archive', 'update', 'create']);
    expect(log.data[1]).toMatchObject({ login: ADMIN.login, detail: { changes: { label: { from: 'Tag audité', to: 'Tag audité 2' } } } });
    const user = await admin.post('/api/global/data/AdminUser', { login: `audit${Date.now()}@example.com`, password: 'secret-tres-long' });
    const userLog = await entries({ cls: 'AdminUser', recordId: user.body._id });
    expect(JSON.stringify(userLog)).not.toMatch(/argon2|secret-tres-long/);
    expect(userLog.data[0].detail.changes.password).toEqual({ to: '(modifié)' });
  });

  it('records refused calls, is read by super administrators only, and cannot be written', async () => {
    const editor = await userWith(admin, { rights: { contents: true } });
    const me = (await editor.get('/api/auth/me')).body;
    expect((await editor.get('/api/demo-prod/data/Purchase')).status).toBe(403);
    const refused = await entries({ action: 'forbidden', login: me.login });
    expect(refused.data[0].detail).toMatchObject({ method: 'GET', url: '/api/demo-prod/data/Purchase' });
    expect((await editor.get('/api/audit-log')).status).toBe(403);
    expect((await admin.post('/api/audit-log', {})).status).toBe(404);
    expect((await admin.del('/api/audit-log')).status).toBe(404);
    expect((await admin.get('/api/global/data/audit_log')).status).toBe(404);
  });
});
