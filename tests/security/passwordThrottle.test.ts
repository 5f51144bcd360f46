// Every password check is throttled like the login (issue 18 §1.6): the login-as confirmation was an unthrottled
// password oracle (40 wrong passwords → 40 × 400), and wrong ingestion keys were never limited (2,000 × 401 in 12 s).
// Each attacker works from a loopback address of its own, so the other suites' logins are not stopped.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient, userWith } from '../api/client.js';
import { requestFrom } from '../support/attacker.js';

const SITE = 'demo-dev';
const PASSWORD = 'mot-de-passe-test-42';
let admin: ApiClient;

beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
});

describe('the login-as password confirmation', () => {
  it('answers 429 after 10 wrong passwords, then refuses the right one from that address, as the login does', async () => {
    const staff = await userWith(admin, { rights: { users: true }, siteIds: [SITE] });
    const me = (await staff.get('/api/auth/me')).body;
    const loginAs = (address: string, password: string) =>
      requestFrom(staff.base, address, 'POST', `/api/${SITE}/commerce/users/user-camille/login-as`, { password }, { cookie: staff.cookie });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await loginAs('127.0.0.31', `essai-${i}`)).status);
    const first = statuses.indexOf(429);
    expect(statuses.slice(0, first).every((s) => s === 400)).toBe(true);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(39);
    expect(statuses.slice(first).every((s) => s === 429)).toBe(true);

    const locked = await loginAs('127.0.0.31', PASSWORD);
    expect(locked).toMatchObject({ status: 429, body: { error: 'TOO_MANY_ATTEMPTS', message: expect.stringMatching(/Trop de tentatives/) } });
    // The same counts as the login's: that address cannot log in to the account either.
    expect((await requestFrom(staff.base, '127.0.0.31', 'POST', '/api/auth/login', { login: me.login, password: PASSWORD })).status).toBe(429);
    // No hard lockout: the owner, from an address that has not failed, still confirms.
    expect((await loginAs('127.0.0.32', PASSWORD)).status).toBe(200);
    expect((await admin.post(`/api/global/admin-users/${me._id}/unlock`)).status).toBe(204);
    expect((await loginAs('127.0.0.31', PASSWORD)).status).toBe(200);
  });
});

describe('ingestion keys', () => {
  it('answer 429 to an address that sent too many wrong keys, its good key too, while other addresses go on', async () => {
    const key = (await admin.post('/api/global/ingest-keys', { siteId: SITE, label: 'Limite des clés' })).body.key;
    const ingest = (address: string, k: string) =>
      requestFrom(admin.base, address, 'POST', `/api/${SITE}/ingest/view`, { events: [] }, { 'x-ingest-key': k });
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await ingest('127.0.0.33', `ing_faux${i}`)).status);
    const first = statuses.indexOf(429);
    expect(first).toBeGreaterThan(0);
    expect(statuses.slice(0, first).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(first).every((s) => s === 429)).toBe(true);
    const refused = await ingest('127.0.0.33', key);
    expect(refused).toMatchObject({ status: 429, body: { error: 'TOO_MANY_ATTEMPTS', message: expect.stringMatching(/clés d'ingestion refusées/) } });
    expect(await ingest('127.0.0.34', key)).toMatchObject({ status: 200, body: { accepted: 0, rejected: [] } });
  });
});
