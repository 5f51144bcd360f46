// Single sign-on with OpenID Connect (issue 32, part A) against the real server and its local OpenID provider
// simulator (stand-ins/oidc): a sign-in creates the account with the rights its groups map to, a group removed at the
// provider takes its rights away at the next sign-in, and every forged, replayed or mismatched answer is refused with
// the French message of its code (model/sso/index.ts), nothing granted.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { SSO_ERRORS } from '../../model/sso/index.js';
import { readEmbeddedUrl } from '../../server/storage/embeddedPostgres.js';
import { ADMIN, ApiClient } from './client.js';
import { ConsoleBrowser, signInAtProvider, ssoErrorOf } from '../support/oidcWalk.js';
import { testPool } from '../support/pgConnections.js';

const PROVIDER = 'simulateur-local';
let admin: ApiClient;
let issuer: string;
let pool: pg.Pool;
const base = () => admin.base;
const run = Date.now().toString(36);
let people = 0;

/** A person of the simulator's directory of this run only, with these groups. */
async function person(groups: string[], emailVerified = true) {
  const login = `p${run}${++people}`;
  const account = { sub: `sub-${login}`, login, name: `Personne ${login}`, email: `${login}@exemple.fr`, emailVerified, groups };
  const res = await fetch(`${issuer}/_simulateur/accounts`, { method: 'POST', body: JSON.stringify(account) });
  expect(res.status).toBe(201);
  return account;
}

const setGroups = async (login: string, groups: string[]) =>
  expect((await fetch(`${issuer}/_simulateur/accounts/${login}/groups`, { method: 'PUT', body: JSON.stringify({ groups }) })).status).toBe(200);

/** The whole walk: the console's answer to the provider's return, and the browser (its session cookie, if any). */
async function signIn(login: string, before?: () => Promise<void>) {
  const browser = new ConsoleBrowser(base());
  const start = await browser.start(PROVIDER);
  expect(start.status).toBe(303);
  const callback = await signInAtProvider(start.location, login);
  await before?.();
  return { browser, callback, end: await browser.callback(callback) };
}

const meOf = async (browser: ConsoleBrowser) => {
  const client = new ApiClient(base());
  client.cookie = `session=${browser.session}`;
  return client.get('/api/auth/me');
};

/** A refusal: back to the login page with this code, no session. */
function expectRefused(walk: { browser: ConsoleBrowser; end: { status: number; location: string } }, code: keyof typeof SSO_ERRORS) {
  expect(walk.end.status).toBe(303);
  expect(ssoErrorOf(walk.end)).toBe(code);
  expect(SSO_ERRORS[code]).toMatch(/connexion|compte|fournisseur|groupes/i);
  expect(walk.browser.session).toBeUndefined();
}

beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
  const record = await admin.get(`/api/global/data/SsoProvider/${PROVIDER}`);
  expect(record.status).toBe(200);
  issuer = record.body.issuer;
  pool = testPool({ connectionString: readEmbeddedUrl(inject('dataDir'))!, max: 1 });
});
afterAll(async () => pool?.end());

describe('single sign-on through the OpenID provider simulator', () => {
  it('lists the providers for the login page without anything secret, and never reads the client secret back', async () => {
    const list = await new ApiClient(base()).get('/api/auth/sso/providers');
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual({ id: PROVIDER, label: 'Simulateur local', standIn: true });
    expect(JSON.stringify(list.body)).not.toMatch(/issuer|secret|http/i);
    const record = await admin.get(`/api/global/data/SsoProvider/${PROVIDER}`);
    expect(record.body.clientId).toBe('console');
    expect(record.body).not.toHaveProperty('clientSecret');
    // An issuer in plain http off the loopback is refused (only configured, https addresses are ever contacted).
    const bad = await admin.post('/api/global/data/SsoProvider', { label: 'Faux', issuer: 'http://exemple.fr', clientId: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.issuer).toMatch(/https/);
  });

  it('creates the account at the first sign-in with the mapped rights, and takes a removed group’s rights back at the next', async () => {
    const p = await person(['redaction', 'boutique', 'inconnu-de-la-console']);
    const first = await signIn(p.login);
    expect(first.end).toEqual({ status: 303, location: '/' });
    const me = await meOf(first.browser);
    expect(me.status).toBe(200);
    expect(me.body.login).toBe(p.email);
    expect(me.body.rights).toMatchObject({
      contents: true,
      hasDataSectionAccess: true,
      products: true,
      users: true,
      admin: false,
      siteConfig: false,
    });
    expect(me.body.superAdmin).toBe(false);

    await setGroups(p.login, ['redaction']);
    const second = await signIn(p.login);
    const after = await meOf(second.browser);
    expect(after.body.rights).toMatchObject({ contents: true, products: false, users: false });
    // The first session reads the account as it is now: the rights are gone there too.
    expect((await meOf(first.browser)).body.rights.products).toBe(false);

    // Only groups the mapping does not know: refused, and the rights the groups gave are taken back.
    await setGroups(p.login, ['inconnu-de-la-console']);
    expectRefused(await signIn(p.login), 'SSO_NO_GROUP');
    expect((await meOf(second.browser)).body.rights.contents).toBe(false);

    const audit = await admin.get(`/api/audit-log?login=${encodeURIComponent(p.email)}&limit=10`);
    const actions = audit.body.data.map((e: { action: string; detail?: { method?: string; reason?: string } }) => [
      e.action,
      e.detail?.method,
      e.detail?.reason,
    ]);
    expect(actions).toContainEqual(['login', 'sso', undefined]);
    expect(actions).toContainEqual(['login_failed', 'sso', 'SSO_NO_GROUP']);
  });

  it('refuses an ID token signed with a key the provider does not publish, or with a changed claim', async () => {
    const p = await person(['redaction']);
    const cases = [
      ['foreign-key', 'SSO_BAD_SIGNATURE'],
      ['bad-signature', 'SSO_BAD_SIGNATURE'],
      ['wrong-issuer', 'SSO_BAD_ISSUER'],
      ['wrong-audience', 'SSO_BAD_AUDIENCE'],
      ['expired', 'SSO_EXPIRED_TOKEN'],
      ['wrong-nonce', 'SSO_BAD_NONCE'],
    ] as const;
    for (const [forgery, code] of cases) {
      const forge = async () => {
        expect((await fetch(`${issuer}/_simulateur/forge`, { method: 'POST', body: JSON.stringify({ forgery }) })).status).toBe(200);
      };
      expectRefused(await signIn(p.login, forge), code);
    }
    const audit = await admin.get(`/api/audit-log?action=login_failed&limit=50`);
    expect(audit.body.data.map((e: { detail?: { reason?: string } }) => e.detail?.reason)).toContain('SSO_BAD_SIGNATURE');
  });

  it('refuses a state used twice, a code used twice, an unknown or expired state, another browser, an unknown provider, an issuer that redirects', async () => {
    const p = await person(['redaction']);
    const walk = await signIn(p.login);
    expect(walk.end.location).toBe('/');
    // The same answer again (state and code used twice).
    const replay = new ConsoleBrowser(base());
    await replay.start(PROVIDER);
    const used = new URL(walk.callback);
    expectRefused({ browser: replay, end: await replay.callback(used.href) }, 'SSO_BAD_STATE');

    // The code used twice, under a new flow's own state: the provider refuses it.
    const fresh = new ConsoleBrowser(base());
    const state = new URL((await fresh.start(PROVIDER)).location).searchParams.get('state')!;
    used.searchParams.set('state', state);
    expectRefused({ browser: fresh, end: await fresh.callback(used.href) }, 'SSO_BAD_CODE');

    // A state nobody issued; a flow finished in another browser than the one that started it (login CSRF).
    const stranger = new ConsoleBrowser(base());
    expectRefused({ browser: stranger, end: await stranger.callback(`/api/auth/sso/${PROVIDER}/callback?code=x&state=inconnu`) }, 'SSO_BAD_STATE');
    const victim = new ConsoleBrowser(base());
    const elsewhere = await signInAtProvider((await new ConsoleBrowser(base()).start(PROVIDER)).location, p.login);
    expectRefused({ browser: victim, end: await victim.callback(elsewhere) }, 'SSO_OTHER_BROWSER');

    // An expired flow.
    const late = new ConsoleBrowser(base());
    const lateStart = await late.start(PROVIDER);
    const lateCallback = await signInAtProvider(lateStart.location, p.login);
    await pool.query(`UPDATE sso_flows SET expires_at = now() - interval '1 minute' WHERE state = $1`, [
      new URL(lateCallback).searchParams.get('state'),
    ]);
    expectRefused({ browser: late, end: await late.callback(lateCallback) }, 'SSO_EXPIRED_STATE');

    // A provider id that does not exist, at the start and at the return.
    const nobody = new ConsoleBrowser(base());
    expect(ssoErrorOf(await nobody.start('fournisseur-inexistant'))).toBe('SSO_UNKNOWN_PROVIDER');
    expect(ssoErrorOf(await nobody.callback('/api/auth/sso/fournisseur-inexistant/callback?code=x&state=y'))).toBe('SSO_BAD_STATE');
    expect((await nobody.start('un id%0Ainvalide')).status).toBe(400);

    // An issuer whose discovery redirects elsewhere: not followed, refused.
    const created = await admin.post('/api/global/data/SsoProvider', {
      label: 'Redirige ailleurs',
      issuer: `${issuer}/_simulateur/ailleurs`,
      clientId: 'console',
      clientSecret: 'secret-inutile',
    });
    expect(created.status).toBe(201);
    try {
      expect(ssoErrorOf(await nobody.start(created.body._id))).toBe('SSO_REDIRECTED');
    } finally {
      await admin.del(`/api/global/data/SsoProvider/${created.body._id}`);
    }
  });

  it('keeps the client secret when a save leaves it empty, as the console form sends it', async () => {
    const p = await person(['redaction']);
    try {
      const saved = await admin.put(`/api/global/data/SsoProvider/${PROVIDER}`, { label: 'Simulateur local (essai)', clientSecret: '' });
      expect(saved.status).toBe(200);
      expect(saved.body).not.toHaveProperty('clientSecret');
      expect((await new ApiClient(base()).get('/api/auth/sso/providers')).body).toContainEqual({
        id: PROVIDER,
        label: 'Simulateur local (essai)',
        standIn: true,
      });
      expect((await signIn(p.login)).end.location).toBe('/');
    } finally {
      await admin.put(`/api/global/data/SsoProvider/${PROVIDER}`, { label: 'Simulateur local' });
    }
  });

  it('refuses an e-mail the provider has not verified, and a password login on an account that must use SSO', async () => {
    const unverified = await person(['redaction'], false);
    expectRefused(await signIn(unverified.login), 'SSO_UNVERIFIED_EMAIL');

    const login = `sso-oblige-${run}@exemple.fr`;
    const password = 'mot-de-passe-oblige-42';
    expect((await admin.post('/api/global/data/AdminUser', { login, password, ssoRequired: true, rights: { contents: true } })).status).toBe(201);
    const refused = await new ApiClient(base()).post('/api/auth/login', { login, password });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'SSO_REQUIRED', message: SSO_ERRORS.SSO_REQUIRED });
    const audit = await admin.get(`/api/audit-log?action=login_failed&login=${encodeURIComponent(login)}`);
    expect(audit.body.data[0].detail).toEqual({ reason: 'SSO_REQUIRED' });
  });

  it('logs out of the console and gives the provider’s end-session address', async () => {
    const p = await person(['redaction']);
    const walk = await signIn(p.login);
    const client = new ApiClient(base());
    client.cookie = `session=${walk.browser.session}`;
    const out = await client.post('/api/auth/sso/logout', {});
    expect(out.status).toBe(200);
    const end = new URL(out.body.endSessionUrl);
    expect(end.origin).toBe(issuer);
    expect(end.searchParams.get('id_token_hint')).toBeTruthy();
    expect((await meOf(walk.browser)).status).toBe(401);
    // A password session has no provider to leave.
    expect((await (await ApiClient.login(ADMIN.login, ADMIN.password)).post('/api/auth/sso/logout', {})).body).toEqual({});
  });
});
