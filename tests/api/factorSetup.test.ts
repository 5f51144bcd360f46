// The forced set-up of a second factor (issue 32 §2, 'Règle de connexion'): an account the rule requires a factor of,
// and that has none, is offered the authenticator app or a passkey after its password; a passkey registered with the
// pending set-up token opens its first session, and signs in alone afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoftAuthenticator } from '../support/softAuthenticator.js';
import { ADMIN, ApiClient } from './client.js';

const PASSWORD = 'mot-de-passe-installation-42';
let admin: ApiClient;

beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
});
afterAll(async () => {
  await admin.put('/api/global/sign-in-policy', { superAdmins: false, sensitiveRights: false, everyone: false });
});

describe('the forced set-up', () => {
  it('offers TOTP or a passkey, and a passkey registered with the pending token opens the session', async () => {
    const login = `installation${Date.now()}@example.com`;
    expect((await admin.post('/api/global/data/AdminUser', { login, password: PASSWORD, rights: { users: true } })).status).toBe(201);
    expect((await admin.put('/api/global/sign-in-policy', { superAdmins: false, sensitiveRights: true, everyone: false })).status).toBe(200);

    const visitor = new ApiClient();
    const step = await visitor.post('/api/auth/login', { login, password: PASSWORD });
    expect(step.status).toBe(202);
    expect(step.body).toMatchObject({ step: 'setup', methods: ['totp', 'passkey'] });
    const { pendingToken } = step.body;
    // A set-up token is no second step: it signs in with no passkey of another account.
    expect((await visitor.post('/api/auth/passkey/options', { pendingToken })).body.error).toBe('PENDING_LOGIN_UNKNOWN');
    expect((await visitor.post('/api/auth/login/setup/passkey/options', { pendingToken: 'inconnu' })).status).toBe(401);

    const key = new SoftAuthenticator(`http://localhost:${new URL(admin.base).port}`);
    const options = await visitor.post('/api/auth/login/setup/passkey/options', { pendingToken });
    expect(options.status).toBe(200);
    expect(options.body.rp).toEqual({ id: 'localhost', name: 'Console' });
    expect(visitor.cookie).toBe('');
    // Another origin's answer is refused, nothing opened.
    const elsewhere = new SoftAuthenticator('https://pirate.example');
    const refused = await visitor.post('/api/auth/login/setup/passkey', { pendingToken, credential: elsewhere.register(options.body) });
    expect(refused.status).toBe(400);
    expect(visitor.cookie).toBe('');

    const again = (await visitor.post('/api/auth/login/setup/passkey/options', { pendingToken })).body;
    const done = await visitor.post('/api/auth/login/setup/passkey', { pendingToken, name: 'Clé du bureau', credential: key.register(again) });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.login).toBe(login);
    const factors = (await visitor.get('/api/account/factors')).body;
    expect(factors).toMatchObject({ totp: false, required: true, passkeys: [{ name: 'Clé du bureau' }] });
    expect((await visitor.get('/api/account/sessions')).body.find((s: { current: boolean }) => s.current).method).toBe('password+passkey');
    // The set-up token is spent.
    expect((await visitor.post('/api/auth/login/setup/passkey/options', { pendingToken })).body.error).toBe('PENDING_LOGIN_UNKNOWN');

    // Next time the passkey is the second step, or signs in alone.
    const next = await new ApiClient().post('/api/auth/login', { login, password: PASSWORD });
    expect(next.body).toMatchObject({ step: 'factor', methods: ['passkey'] });
    const alone = new ApiClient();
    const loginOptions = (await alone.post('/api/auth/passkey/options', {})).body;
    expect((await alone.post('/api/auth/passkey', { credential: key.assert(loginOptions) })).body.login).toBe(login);
    const audit = await admin.get(`/api/audit-log?login=${encodeURIComponent(login)}&action=factor_added`);
    expect(audit.body.data[0].detail).toMatchObject({ factor: 'passkey', name: 'Clé du bureau' });
  });
});
