// Sessions in view (issue 32 §3): one's sessions with their device, address and sign-in method, ended one by one or
// all but this one; a super administrator sees and ends another account's. An ended session is signed out at once.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient } from './client.js';

const FIREFOX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const PASSWORD = 'mot-de-passe-test-42';
let admin: ApiClient;
let n = 0;

async function signIn(login: string, userAgent = 'node') {
  const client = new ApiClient();
  expect((await client.post('/api/auth/login', { login, password: PASSWORD }, { 'user-agent': userAgent })).status).toBe(200);
  return client;
}

async function newAccount(props: Record<string, unknown> = {}) {
  const login = `sessions${Date.now()}-${++n}@example.com`;
  const res = await admin.post('/api/global/data/AdminUser', { login, password: PASSWORD, ...props });
  expect(res.status).toBe(201);
  return { login, id: res.body._id as string };
}

beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
});

describe('Mes sessions', () => {
  it('lists one’s sessions, this one marked, and ends another or all but this one', async () => {
    const { login } = await newAccount();
    const here = await signIn(login);
    const laptop = await signIn(login, FIREFOX);
    const list = (await here.get('/api/account/sessions')).body;
    expect(list).toHaveLength(2);
    const other = list.find((s: { current: boolean }) => !s.current);
    expect(other).toMatchObject({ device: 'Firefox 128 sur Linux', ip: '127.0.0.1', method: 'password', current: false });
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

    expect((await here.del(`/api/account/sessions/${other.key}`)).status).toBe(204);
    const signedOut = await laptop.get('/api/auth/me');
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.message).toBe('Session absente ou expirée : reconnectez-vous');
    expect((await here.del(`/api/account/sessions/${other.key}`)).body).toMatchObject({
      error: 'NOT_FOUND',
      message: 'Session introuvable ou déjà terminée',
    });

    const phone = await signIn(login);
    const tablet = await signIn(login);
    expect((await here.post('/api/account/sessions/end-others', {})).body).toEqual({ ended: 2 });
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect((await tablet.get('/api/auth/me')).status).toBe(401);
    expect((await here.get('/api/auth/me')).status).toBe(200);
    expect((await here.get('/api/account/sessions')).body).toHaveLength(1);
    // A logout is a session's end too, in the audit log.
    const { _id } = (await here.get('/api/auth/me')).body;
    expect((await here.post('/api/auth/logout', {})).status).toBe(204);
    const ends = (await admin.get('/api/audit-log?action=logout&limit=200')).body.data;
    expect(ends.map((e: { userId: string }) => e.userId)).toContain(_id);
  });

  it("ends no one else's session, and refuses a malformed key", async () => {
    const a = await newAccount();
    const b = await newAccount();
    const alice = await signIn(a.login);
    const bob = await signIn(b.login);
    const [bobs] = (await bob.get('/api/account/sessions')).body;
    expect((await alice.del(`/api/account/sessions/${bobs.key}`)).status).toBe(404);
    expect((await bob.get('/api/auth/me')).status).toBe(200);
    expect((await alice.del('/api/account/sessions/pas-une-cle')).status).toBe(400);
    expect((await alice.get(`/api/global/admin-users/${b.id}/sessions`)).status).toBe(403);
  });

  it("lets a super administrator see and end another account's sessions, audited", async () => {
    const { id, login } = await newAccount();
    const client = await signIn(login, FIREFOX);
    const seen = (await admin.get(`/api/global/admin-users/${id}/sessions`)).body;
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ device: 'Firefox 128 sur Linux', current: false });
    expect((await admin.del(`/api/global/admin-users/${id}/sessions/${seen[0].key}`)).status).toBe(204);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    const audit = (await admin.get(`/api/audit-log?action=session_ended&recordId=${id}`)).body.data;
    expect(audit[0]).toMatchObject({ action: 'session_ended', login: ADMIN.login, recordId: id, detail: { count: 1 } });
  });
});
