// One account must not starve the others: live-event streams capped per session and per user, brute force that
// stops the attacker's address but not the owner's, and sessions ended by an archive that stay ended after a restore.
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient, userWith } from '../api/client.js';
import { loginFrom, openStream, within, type Stream } from '../support/attacker.js';

const open: Stream[] = [];
afterAll(() => {
  for (const s of open) s.close();
});
const stream = (client: ApiClient) => openStream(client.base, client.cookie, open);

describe('live-event streams (GET /api/events)', () => {
  it('closes the oldest stream of a session beyond 5, and refuses a user beyond 20 in French', async () => {
    const admin = await ApiClient.login(ADMIN.login, ADMIN.password);
    const login = `flux${Date.now()}@example.com`;
    expect((await admin.post('/api/global/data/AdminUser', { login, password: 'mot-de-passe-flux-1', rights: { contents: true } })).status).toBe(201);
    const sessions = await Promise.all([0, 1, 2, 3, 4].map(() => ApiClient.login(login, 'mot-de-passe-flux-1')));

    const first: Stream[] = [];
    for (let i = 0; i < 5; i++) first.push(await stream(sessions[0]));
    expect(first.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await stream(sessions[0])).status).toBe(200);
    expect(await within(first[0].ended, 5000)).toBe(true);
    expect(await within(first[1].ended, 200)).toBe(false);

    for (const session of sessions.slice(1, 4)) for (let i = 0; i < 5; i++) expect((await stream(session)).status).toBe(200);
    const refused = await stream(sessions[4]);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ error: 'TOO_MANY_STREAMS', message: expect.stringMatching(/Trop d'onglets/) });

    // Everyone else keeps a live console, the super administrator included.
    expect((await stream(admin)).status).toBe(200);
    const other = await userWith(admin, { rights: { contents: true } });
    expect((await stream(other)).status).toBe(200);
  });
});

describe('sessions of an archived administrator', () => {
  it('stay ended after the account is restored', async () => {
    const admin = await ApiClient.login(ADMIN.login, ADMIN.password);
    const login = `archive${Date.now()}@example.com`;
    const created = await admin.post('/api/global/data/AdminUser', { login, password: 'mot-de-passe-archive-1', rights: { contents: true } });
    const user = await ApiClient.login(login, 'mot-de-passe-archive-1');
    expect((await user.get('/api/auth/me')).status).toBe(200);
    expect((await admin.del(`/api/global/data/AdminUser/${created.body._id}`)).status).toBe(200);
    expect((await user.get('/api/auth/me')).status).toBe(401);
    expect((await admin.post(`/api/global/data/AdminUser/${created.body._id}/restore`)).status).toBe(200);
    expect((await user.get('/api/auth/me')).status).toBe(401);
    expect((await ApiClient.login(login, 'mot-de-passe-archive-1')).cookie).toBeTruthy();
  });
});

describe('login brute force does not lock the owner out', () => {
  it('stops the attacking address, lets the owner in from another one, and a super administrator unlocks', async () => {
    const admin = await ApiClient.login(ADMIN.login, ADMIN.password);
    const base = admin.base;
    const login = `verrou${Date.now()}@example.com`;
    const created = await admin.post('/api/global/data/AdminUser', { login, password: 'le-vrai-mot-de-passe' });
    const unknown = `inconnu${Date.now()}@example.com`;
    for (let i = 0; i < 10; i++) {
      expect((await loginFrom(base, '127.0.0.11', login, `essai-${i}`)).status).toBe(401);
      expect((await loginFrom(base, '127.0.0.12', unknown, `essai-${i}`)).status).toBe(401);
    }
    expect((await loginFrom(base, '127.0.0.13', login, 'le-vrai-mot-de-passe')).status).toBe(200);
    const blocked = await loginFrom(base, '127.0.0.11', login, 'le-vrai-mot-de-passe');
    const blockedUnknown = await loginFrom(base, '127.0.0.12', unknown, 'le-vrai-mot-de-passe');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Trop de tentatives de connexion sur ce compte.*super administrateur de débloquer/);
    // No user enumeration: an unknown login meets the same answer.
    expect(blockedUnknown).toEqual(blocked);

    const user = await userWith(admin, {});
    expect((await user.post(`/api/global/admin-users/${created.body._id}/unlock`)).status).toBe(403);
    expect((await admin.post('/api/global/admin-users/inexistant/unlock')).status).toBe(404);
    expect((await admin.post(`/api/global/admin-users/${created.body._id}/unlock`)).status).toBe(204);
    expect((await loginFrom(base, '127.0.0.11', login, 'le-vrai-mot-de-passe')).status).toBe(200);
  });
});
