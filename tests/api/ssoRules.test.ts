// Single sign-on's rules beside the other methods (issue 32): a failed return from the provider counts in the login
// throttle of its address as a wrong password does.
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES } from '../../server/services/loginThrottle.js';
import { loginFrom, requestFrom } from '../support/attacker.js';
import { ConsoleBrowser, signInAtProvider } from '../support/oidcWalk.js';
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
