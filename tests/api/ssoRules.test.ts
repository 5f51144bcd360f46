// Single sign-on's rules beside the other methods (issue 32): a failed return from the provider counts in the login
// throttle of its address as a wrong password does; an account that must use SSO is refused every other way in,
// a passkey alone included; the provider's refusal (error=access_denied) comes back as a French message.
import { beforeAll, describe, expect, it } from 'vitest';
import { SSO_ERRORS } from '../../model/sso/index.js';
import { MAX_FAILURES } from '../../server/domains/auth/loginThrottle.js';
import { loginFrom, requestFrom } from '../support/attacker.js';
import { ConsoleBrowser, signInAtProvider, ssoErrorOf } from '../support/oidcWalk.js';
import { SoftAuthenticator } from '../support/softAuthenticator.js';
import { ADMIN, ApiClient } from './client.js';

const PROVIDER = 'simulateur-local';
const PASSWORD = 'mot-de-passe-regles-42';
let admin: ApiClient;
const base = () => admin.base;

beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
});

describe('failed SSO returns in the login throttle', () => {
  // An address of this test only: the limit it reaches stops no other suite.
  const address = `127.0.0.${100 + Math.floor(Math.random() * 100)}`;

  it('counts a bad state and a refused account; past the limit, a 429 in French for SSO and passwords alike', async () => {
    const callback = (query: string, cookie = '') =>
      requestFrom(base(), address, 'GET', `/api/auth/sso/${PROVIDER}/callback?${query}`, undefined, cookie ? { cookie } : {});
    for (let i = 0; i < MAX_FAILURES.ip - 1; i++) expect((await callback(`code=x&state=inconnu-${i}`)).status).toBe(303);
    // A real walk whose account is refused (Marc's e-mail is not verified at the provider) is the last failure allowed.
    const browser = new ConsoleBrowser(base());
    const back = new URL(await signInAtProvider((await browser.start(PROVIDER)).location, 'marc'));
    expect((await callback(back.search.slice(1), browser.jar.header())).status).toBe(303);

    const blocked = await callback('code=x&state=encore');
    expect(blocked).toMatchObject({
      status: 429,
      body: { error: 'TOO_MANY_ATTEMPTS', message: 'Trop de tentatives de connexion depuis cette adresse : réessayez dans 15 minutes' },
    });
    // The same counts: the right password is refused from this address too.
    expect((await loginFrom(base(), address, ADMIN.login, ADMIN.password)).status).toBe(429);
    const audit = await admin.get('/api/audit-log?action=login_throttled&limit=20');
    expect(audit.body.data.some((e: { ip: string; detail?: { method?: string } }) => e.ip === address && e.detail?.method === 'sso')).toBe(true);
  });
});

describe('an account that must use SSO', () => {
  it('is refused a passkey alone, and a password completed by its passkey, with SSO_REQUIRED', async () => {
    const login = `sso-cle-${Date.now()}@exemple.fr`;
    const created = await admin.post('/api/global/data/AdminUser', { login, password: PASSWORD, rights: { contents: true } });
    expect(created.status).toBe(201);
    const owner = await ApiClient.login(login, PASSWORD);
    const key = new SoftAuthenticator(`http://localhost:${new URL(base()).port}`);
    const options = (await owner.post('/api/account/passkeys/options', {})).body;
    expect((await owner.post('/api/account/passkeys', { name: 'Clé', credential: key.register(options) })).status).toBe(201);
    // A password step begun before the rule changed.
    const pending = await new ApiClient().post('/api/auth/login', { login, password: PASSWORD });
    expect(pending.status).toBe(202);

    expect((await admin.put(`/api/global/data/AdminUser/${created.body._id}`, { ssoRequired: true })).status).toBe(200);
    const expectRefused = (res: { status: number; body: unknown }, client: ApiClient) => {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ error: 'SSO_REQUIRED', message: SSO_ERRORS.SSO_REQUIRED });
      expect(client.cookie).toBe('');
    };
    const alone = new ApiClient();
    const aloneOptions = (await alone.post('/api/auth/passkey/options', {})).body;
    expectRefused(await alone.post('/api/auth/passkey', { credential: key.assert(aloneOptions) }), alone);

    const second = new ApiClient();
    const { pendingToken } = pending.body;
    const stepOptions = (await second.post('/api/auth/passkey/options', { pendingToken })).body;
    expectRefused(await second.post('/api/auth/passkey', { pendingToken, credential: key.assert(stepOptions) }), second);
    const audit = await admin.get(`/api/audit-log?action=login_failed&login=${encodeURIComponent(login)}`);
    expect(audit.body.data.map((e: { detail?: { reason?: string } }) => e.detail?.reason)).toEqual(['SSO_REQUIRED', 'SSO_REQUIRED']);
  });
});

describe("the provider's refusal", () => {
  it('brings error=access_denied back to the login page as SSO_DENIED, in French', async () => {
    const browser = new ConsoleBrowser(base());
    const authorization = new URL((await browser.start(PROVIDER)).location);
    const state = authorization.searchParams.get('state')!;
    const { issuer } = (await admin.get(`/api/global/data/SsoProvider/${PROVIDER}`)).body;
    const back = await browser.callback(
      `/api/auth/sso/${PROVIDER}/callback?error=access_denied&error_description=refus&state=${state}&iss=${encodeURIComponent(issuer)}`,
    );
    expect(back.status).toBe(303);
    expect(ssoErrorOf(back)).toBe('SSO_DENIED');
    expect(SSO_ERRORS.SSO_DENIED).toBe("Le fournisseur d'identité a refusé la connexion");
    expect(browser.session).toBeUndefined();
  });
});

describe("one's linked identities ('Sécurité')", () => {
  it('lists the provider identity an SSO sign-in linked, and none for a password-only account', async () => {
    const browser = new ConsoleBrowser(base());
    const back = await browser.callback(await signInAtProvider((await browser.start(PROVIDER)).location, 'paul'));
    expect(back).toEqual({ status: 303, location: '/' });
    const paul = new ApiClient(base());
    paul.cookie = `session=${browser.session}`;
    const identities = await paul.get('/api/account/sso-identities');
    expect(identities.status).toBe(200);
    expect(identities.body).toEqual([
      {
        providerId: PROVIDER,
        providerLabel: 'Simulateur local',
        subject: 'sim-0002',
        linkedAt: expect.any(String),
        lastSignInAt: expect.any(String),
      },
    ]);
    expect((await admin.get('/api/account/sso-identities')).body).toEqual([]);
    expect((await new ApiClient(base()).get('/api/account/sso-identities')).status).toBe(401);
  });

  /** Paul signs in through the simulator: his session. */
  const signIn = async () => {
    const browser = new ConsoleBrowser(base());
    expect(await browser.callback(await signInAtProvider((await browser.start(PROVIDER)).location, 'paul'))).toEqual({
      status: 303,
      location: '/',
    });
    const client = new ApiClient(base());
    client.cookie = `session=${browser.session}`;
    return client;
  };

  it("unlinks one's own identity, audited; another account cannot; a next sign-in links it again by its verified e-mail", async () => {
    const paul = await signIn();
    const path = `/api/account/sso-identities/${PROVIDER}/sim-0002`;
    expect((await admin.request('DELETE', path)).status).toBe(404);
    expect((await paul.request('DELETE', path)).status).toBe(204);
    expect((await paul.get('/api/account/sso-identities')).body).toEqual([]);
    expect((await paul.request('DELETE', path)).status).toBe(404);
    const audit = (await admin.get('/api/audit-log?action=sso_unlinked')).body.data;
    expect(audit[0]).toMatchObject({ action: 'sso_unlinked', detail: { provider: PROVIDER, subject: 'sim-0002' } });
    const again = await signIn();
    expect((await again.get('/api/account/sso-identities')).body).toMatchObject([{ providerId: PROVIDER, subject: 'sim-0002' }]);
  });

  it("lets a super administrator see and unlink another account's identity, audited on that account; nobody else", async () => {
    const paul = await signIn();
    const paulId = (await paul.get('/api/auth/me')).body._id as string;
    const list = `/api/global/admin-users/${encodeURIComponent(paulId)}/sso-identities`;
    expect((await paul.get(list)).status).toBe(403);
    expect((await paul.request('DELETE', `${list}/${PROVIDER}/sim-0002`)).status).toBe(403);
    expect((await admin.get(list)).body).toMatchObject([{ providerId: PROVIDER, providerLabel: 'Simulateur local', subject: 'sim-0002' }]);

    expect((await admin.request('DELETE', `${list}/${PROVIDER}/autre-sujet`)).status).toBe(404);
    expect((await admin.request('DELETE', `${list}/${PROVIDER}/sim-0002`)).status).toBe(204);
    expect((await admin.get(list)).body).toEqual([]);
    expect((await paul.get('/api/account/sso-identities')).body).toEqual([]);
    const audit = (await admin.get('/api/audit-log?action=sso_unlinked')).body.data;
    expect(audit[0]).toMatchObject({ login: ADMIN.login, cls: 'AdminUser', recordId: paulId, detail: { provider: PROVIDER, subject: 'sim-0002' } });
  });
});
