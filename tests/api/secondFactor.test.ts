// A second factor (issue 32 §2): TOTP with recovery codes, passkeys, the second step of a login, the policy, and the
// factor asked again before sensitive actions. Each attack of 'Bad input and attacks' is refused in French, granting nothing.
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readEmbeddedUrl } from '../../server/storage/embeddedPostgres.js';
import { SoftAuthenticator } from '../support/softAuthenticator.js';
import { ADMIN, ApiClient } from './client.js';
import { testPool } from '../support/pgConnections.js';

let admin: ApiClient;
let n = 0;
const PASSWORD = 'mot-de-passe-test-42';
const origin = () => `http://localhost:${new URL(admin.base).port}`;

/** A new account (no factor), signed in with its password. */
async function account(props: Record<string, unknown> = {}) {
  const login = `facteur${Date.now()}-${++n}@example.com`;
  expect((await admin.post('/api/global/data/AdminUser', { login, password: PASSWORD, ...props })).status).toBe(201);
  return { login, client: await ApiClient.login(login, PASSWORD) };
}

/** The password step of a login that needs a second one: its pending token. */
async function passwordStep(client: ApiClient, login: string) {
  const res = await client.post('/api/auth/login', { login, password: PASSWORD });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  expect(client.cookie).toBe('');
  return res.body as { step: string; pendingToken: string; methods: string[] };
}

/** TOTP turned on for a signed-in account: its secret and recovery codes. */
async function withTotp(client: ApiClient) {
  const setup = await client.post('/api/account/totp', {});
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  expect(setup.body.qrSvg).toMatch(/^<svg/);
  const confirmed = await client.post('/api/account/totp/confirm', { code: await generate({ secret: setup.body.secret }) });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { secret: setup.body.secret as string, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

/** A code of the next period (accepted within the window once the current one is used). */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

async function withPasskey(client: ApiClient) {
  const key = new SoftAuthenticator(origin());
  const options = (await client.post('/api/account/passkeys/options', {})).body;
  expect(options.rp).toEqual({ id: 'localhost', name: 'Console' });
  const res = await client.post('/api/account/passkeys', { name: 'Clé du bureau', credential: key.register(options) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { key, options };
}

beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
});

describe('TOTP', () => {
  it('is on once confirmed, and completes a login; a replayed, wrong or used code is refused', async () => {
    const { login, client } = await account();
    const { secret, recoveryCodes } = await withTotp(client);
    expect(recoveryCodes).toHaveLength(10);
    expect((await client.get('/api/account/factors')).body).toMatchObject({ totp: true, recoveryCodesLeft: 10 });

    const fresh = new ApiClient();
    const pending = await passwordStep(fresh, login);
    expect(pending).toMatchObject({ step: 'factor', methods: ['totp', 'recovery'] });
    expect((await fresh.get('/api/auth/me')).status).toBe(401);
    // The code that confirmed TOTP, within its window: a replay.
    const replay = await fresh.post('/api/auth/login/factor', { pendingToken: pending.pendingToken, code: await generate({ secret }) });
    expect(replay.body).toMatchObject({ error: 'BAD_FACTOR', message: 'Code incorrect ou déjà utilisé' });
    expect(replay.status).toBe(401);
    const wrong = await fresh.post('/api/auth/login/factor', { pendingToken: pending.pendingToken, code: '000000' });
    expect(wrong.status).toBe(401);
    const code = await nextCode(secret);
    const ok = await fresh.post('/api/auth/login/factor', { pendingToken: pending.pendingToken, code });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.login).toBe(login);
    expect((await fresh.get('/api/auth/me')).status).toBe(200);
    // The pending login is over, and the code used.
    expect((await fresh.post('/api/auth/login/factor', { pendingToken: pending.pendingToken, code })).body.error).toBe('PENDING_LOGIN_UNKNOWN');
    const again = await passwordStep(new ApiClient(), login);
    expect((await new ApiClient().post('/api/auth/login/factor', { pendingToken: again.pendingToken, code })).status).toBe(401);

    // A recovery code works once.
    const viaRecovery = await new ApiClient().post('/api/auth/login/factor', {
      pendingToken: again.pendingToken,
      code: recoveryCodes[0].toUpperCase(),
    });
    expect(viaRecovery.status).toBe(200);
    const third = await passwordStep(new ApiClient(), login);
    const reused = await new ApiClient().post('/api/auth/login/factor', { pendingToken: third.pendingToken, code: recoveryCodes[0] });
    expect(reused.body).toMatchObject({ error: 'BAD_FACTOR', message: 'Code incorrect ou déjà utilisé' });
    expect((await client.get('/api/account/factors')).body.recoveryCodesLeft).toBe(9);

    const audit = (await admin.get(`/api/audit-log?login=${encodeURIComponent(login)}&limit=50`)).body.data.map((e: { action: string }) => e.action);
    expect(audit).toEqual(expect.arrayContaining(['factor_added', 'factor_failed', 'login', 'recovery_code_used', 'login_password_ok']));
  });

  it('refuses an unknown pending login, and counts wrong codes in the login throttle', async () => {
    const unknown = await new ApiClient().post('/api/auth/login/factor', { pendingToken: 'inconnu', code: '123456' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toMatch(/^Connexion en attente inconnue ou expirée/);

    const { login, client } = await account();
    await withTotp(client);
    const { pendingToken } = await passwordStep(new ApiClient(), login);
    const codes = [];
    for (let i = 0; i < 10; i++)
      codes.push((await new ApiClient().post('/api/auth/login/factor', { pendingToken, code: '99999' + (i % 10) })).status);
    expect(codes.every((s) => s === 401)).toBe(true);
    const blocked = await new ApiClient().post('/api/auth/login/factor', { pendingToken, code: '000000' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('TOO_MANY_ATTEMPTS');
    // The password counts the same failures: blocked too from this address.
    expect((await new ApiClient().post('/api/auth/login', { login, password: PASSWORD })).status).toBe(429);
    expect((await admin.post(`/api/global/admin-users/${(await client.get('/api/auth/me')).body._id}/unlock`, {})).status).toBe(204);
  });

  it('asks for the factor again before removing it or logging in as a user', async () => {
    // Signed in with the password alone, then TOTP set up: the session has not given the factor yet.
    const { client } = await account({ rights: { users: true } });
    const { secret } = await withTotp(client);
    const loginAs = () => client.post('/api/demo-dev/commerce/users/pas-un-utilisateur/login-as', { password: PASSWORD });
    const refused = await loginAs();
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error: 'REAUTH_REQUIRED',
      message: "Confirmez d'abord votre identité avec votre second facteur (code ou clé d'accès)",
    });
    expect((await client.del('/api/account/totp')).status).toBe(403);
    expect((await client.post('/api/account/verify', { code: '000000' })).status).toBe(400);
    expect((await client.post('/api/account/verify', { code: await nextCode(secret) })).status).toBe(204);
    expect((await client.get('/api/account/factors')).body.verifiedRecently).toBe(true);
    // Past the factor, the route's own checks: no such user here.
    expect((await loginAs()).status).toBe(404);
    expect((await client.del('/api/account/totp')).status).toBe(204);
    expect((await client.get('/api/account/factors')).body.totp).toBe(false);
  });

  it("asks for it again before a change of one's own login or password", async () => {
    const { login, client } = await account({ superAdmin: true });
    const { secret } = await withTotp(client);
    const me = (await client.get('/api/auth/me')).body._id;
    const change = () => client.put(`/api/global/data/AdminUser/${me}`, { password: 'un-autre-mot-de-passe-42' });
    expect((await change()).body.error).toBe('REAUTH_REQUIRED');
    expect((await client.put(`/api/global/data/AdminUser/${me}`, { login: `autre-${login}` })).status).toBe(403);
    // Other changes of one's own record need no factor (this one ends the account's sessions, as before).
    expect((await client.put(`/api/global/data/AdminUser/${me}`, { isDeveloper: true })).status).toBe(200);
    const pending = await passwordStep(new ApiClient(), login);
    const signedIn = new ApiClient();
    expect((await signedIn.post('/api/auth/login/factor', { pendingToken: pending.pendingToken, code: await nextCode(secret) })).status).toBe(200);
    expect((await signedIn.put(`/api/global/data/AdminUser/${me}`, { password: 'un-autre-mot-de-passe-42' })).status).toBe(200);
  });
});

describe('passkeys', () => {
  it('registers, names and signs in alone; a reused challenge, another origin, a lower sign count or an unknown key is refused', async () => {
    const { login, client } = await account();
    const { key, options } = await withPasskey(client);
    // A second passkey is a change of factors: the first one is asked again.
    expect((await client.post('/api/account/passkeys/options', {})).body.error).toBe('REAUTH_REQUIRED');
    const verifyOptions = (await client.post('/api/account/verify/passkey-options', {})).body;
    expect((await client.post('/api/account/verify', { credential: key.assert(verifyOptions) })).status).toBe(204);
    const reused = await client.post('/api/account/passkeys', { name: 'Encore', credential: key.register(options) });
    expect(reused.body).toMatchObject({ error: 'PASSKEY_CHALLENGE', message: "Demande de clé d'accès expirée ou déjà utilisée : recommencez" });
    const [stored] = (await client.get('/api/account/factors')).body.passkeys;
    expect(stored.name).toBe('Clé du bureau');
    expect((await client.put(`/api/account/passkeys/${stored.id}`, { name: 'Clé de la maison' })).status).toBe(204);

    const visitor = new ApiClient();
    const signIn = async (answer: (o: { challenge: string }) => unknown) => {
      const opts = (await visitor.post('/api/auth/passkey/options', {})).body;
      return visitor.post('/api/auth/passkey', { credential: answer(opts) });
    };
    const elsewhere = await signIn((o) => key.assert(o, { origin: 'https://pirate.example' }));
    expect(elsewhere.body).toMatchObject({ error: 'BAD_FACTOR', message: "Clé d'accès refusée" });
    const stranger = new SoftAuthenticator(origin());
    stranger.credentialId.set(Buffer.alloc(16, 7));
    expect((await signIn((o) => stranger.assert(o))).body).toMatchObject({ error: 'BAD_FACTOR', message: "Clé d'accès refusée" });
    expect(visitor.cookie).toBe('');

    const ok = await signIn((o) => key.assert(o));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.login).toBe(login);
    // A clone answers with a count not above the last one.
    const clone = await signIn((o) => key.assert(o, { signCount: 1 }));
    expect(clone.status).toBe(401);
    // The same assertion again: its challenge is spent.
    const opts = (await visitor.post('/api/auth/passkey/options', {})).body;
    const answer = key.assert(opts);
    expect((await visitor.post('/api/auth/passkey', { credential: answer })).status).toBe(200);
    expect((await visitor.post('/api/auth/passkey', { credential: answer })).body.error).toBe('PASSKEY_CHALLENGE');
  });

  it("completes a password's second step with the account's own passkey only", async () => {
    const owner = await account();
    const { key: ownersKey } = await withPasskey(owner.client);
    const other = await account();
    const { key: othersKey } = await withPasskey(other.client);

    const pending = await passwordStep(new ApiClient(), owner.login);
    expect(pending.methods).toEqual(['passkey']);
    const step = new ApiClient();
    const opts = (await step.post('/api/auth/passkey/options', { pendingToken: pending.pendingToken })).body;
    expect(opts.allowCredentials.map((c: { id: string }) => c.id)).toEqual([ownersKey.id]);
    const wrongAccount = await step.post('/api/auth/passkey', { pendingToken: pending.pendingToken, credential: othersKey.assert(opts) });
    expect(wrongAccount.body).toMatchObject({ error: 'BAD_FACTOR', message: "Clé d'accès refusée" });
    const opts2 = (await step.post('/api/auth/passkey/options', { pendingToken: pending.pendingToken })).body;
    const ok = await step.post('/api/auth/passkey', { pendingToken: pending.pendingToken, credential: ownersKey.assert(opts2) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await step.get('/api/account/sessions')).body.find((s: { current: boolean }) => s.current).method).toBe('password+passkey');
    const unknown = await step.post('/api/auth/passkey/options', { pendingToken: 'inconnu' });
    expect(unknown.body.error).toBe('PENDING_LOGIN_UNKNOWN');
  });
});

describe("a super administrator's reset", () => {
  it("removes another account's factors and ends its sessions: its password alone signs in again", async () => {
    const { login, client } = await account();
    await withTotp(client);
    await passwordStep(new ApiClient(), login);
    const id = (await client.get('/api/auth/me')).body._id;
    expect((await client.del(`/api/global/admin-users/${id}/factors`)).status).toBe(403);
    expect((await admin.del(`/api/global/admin-users/${id}/factors`)).status).toBe(204);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await ApiClient.login(login, PASSWORD)).cookie).not.toBe('');
    const audit = (await admin.get(`/api/audit-log?action=factors_reset&recordId=${id}`)).body.data;
    expect(audit[0]).toMatchObject({ login: ADMIN.login, detail: { removed: 1 } });
  });
});

describe('what expires', () => {
  it('refuses an expired passkey challenge and an expired pending login', async () => {
    // Expiry is the database's clock: the test moves the rows' end into the past rather than wait.
    const pool = testPool({ connectionString: readEmbeddedUrl(inject('dataDir'))! });
    try {
      const { login, client } = await account();
      const { key } = await withPasskey(client);
      const visitor = new ApiClient();
      const opts = (await visitor.post('/api/auth/passkey/options', {})).body;
      await pool.query(`UPDATE webauthn_challenges SET expires_at = now() - interval '1 second' WHERE challenge = $1`, [opts.challenge]);
      const late = await visitor.post('/api/auth/passkey', { credential: key.assert(opts) });
      expect(late.body).toMatchObject({ error: 'PASSKEY_CHALLENGE', message: "Demande de clé d'accès expirée ou déjà utilisée : recommencez" });
      expect(visitor.cookie).toBe('');

      const { pendingToken } = await passwordStep(new ApiClient(), login);
      await pool.query(`UPDATE pending_logins SET expires_at = now() - interval '1 second' WHERE login = $1`, [login]);
      const stale = await visitor.post('/api/auth/passkey/options', { pendingToken });
      expect(stale.body.error).toBe('PENDING_LOGIN_UNKNOWN');
    } finally {
      await pool.end();
    }
  });
});

describe('the policy', () => {
  afterAll(async () => {
    await admin.put('/api/global/sign-in-policy', { superAdmins: false, sensitiveRights: false, everyone: false });
  });

  it('walks an account that must have a factor through TOTP before any session', async () => {
    const { login } = await account({ rights: { users: true } });
    const put = await admin.put('/api/global/sign-in-policy', { superAdmins: false, sensitiveRights: true, everyone: false });
    expect(put.status).toBe(200);
    const visitor = new ApiClient();
    const pending = await passwordStep(visitor, login);
    expect(pending).toMatchObject({ step: 'setup', methods: ['totp', 'passkey'] });
    // No code completes a setup step, and nothing else is open meanwhile.
    expect((await visitor.post('/api/auth/login/factor', { pendingToken: pending.pendingToken, code: '123456' })).body.error).toBe(
      'PENDING_LOGIN_UNKNOWN',
    );
    const setup = await visitor.post('/api/auth/login/setup/totp', { pendingToken: pending.pendingToken });
    expect(setup.status).toBe(200);
    expect((await visitor.post('/api/auth/login/setup/totp/confirm', { pendingToken: pending.pendingToken, code: '000000' })).status).toBe(400);
    const done = await visitor.post('/api/auth/login/setup/totp/confirm', {
      pendingToken: pending.pendingToken,
      code: await generate({ secret: setup.body.secret }),
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.recoveryCodes).toHaveLength(10);
    expect((await visitor.get('/api/auth/me')).body.login).toBe(login);
    // The last factor of an account that must have one stays.
    expect((await visitor.del('/api/account/totp')).body.error).toBe('FACTOR_REQUIRED');
    // Accounts the rule does not name still sign in with their password alone.
    expect((await account()).client.cookie).not.toBe('');
    expect((await new ApiClient().put('/api/global/sign-in-policy', { superAdmins: true, sensitiveRights: true, everyone: true })).status).toBe(401);
  });
});
