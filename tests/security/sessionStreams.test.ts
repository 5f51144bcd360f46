// A session that ends ends its live-event streams too (issue 35), on every server of the database: each way a session
// ends today, with the account's stream open on the other server, closes that stream within a second, and nothing
// reaches it after (the presence and saves of a record it had open, which it heard before).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient } from '../api/client.js';
import { openStream, within, type Stream } from '../support/attacker.js';
import { startTwoServers, type RunningServer } from '../support/startServer.js';

/** 6 s idle, 14.4 s in all: short enough to wait for, long enough for the other cases to run within. */
const IDLE_MS = 6_000;
const MAX_MS = 14_400;
/** Two sites of their own (no demo: a faster start); the account is moved to the other one. */
const SITE = `flux-${Date.now()}`;
const OTHER_SITE = `${SITE}-autre`;
const PASSWORD = 'mot-de-passe-flux-35';

let first: RunningServer;
let second: RunningServer;
let recordId: string;
const open: Stream[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  ({ first, second } = await startTwoServers({
    SEED_DEMO: '0',
    SESSION_IDLE_MINUTES: String(IDLE_MS / 60_000),
    SESSION_MAX_HOURS: String(MAX_MS / 3_600_000),
  }));
  const admin = await ApiClient.login(ADMIN.login, ADMIN.password, first.url);
  for (const _id of [SITE, OTHER_SITE]) expect((await admin.post('/api/global/data/Site', { _id, label: _id })).status).toBe(201);
  const created = await admin.post(`/api/${SITE}/data/TextContent`, { label: 'Page suivie en direct' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  recordId = created.body._id;
}, 240_000);
afterAll(async () => {
  for (const s of open) s.close();
  await second?.stop();
  await first?.stop();
});

const onRecord = () => `/api/${SITE}/presence/TextContent/${recordId}`;
let counter = 0;

/** An account with the contents right, logged in on the first server (its id, its session). */
async function account(admin: ApiClient): Promise<{ id: string; login: string; client: ApiClient }> {
  const login = `flux35-${Date.now()}-${++counter}@example.com`;
  const created = await admin.post('/api/global/data/AdminUser', { login, password: PASSWORD, rights: { contents: true } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id: created.body._id, login, client: await ApiClient.login(login, PASSWORD, first.url) };
}

/** Until `what` holds (every 50 ms), or fails after `ms`. */
async function until(what: () => boolean, ms = 10_000): Promise<void> {
  for (const end = Date.now() + ms; !what(); await sleep(50)) if (Date.now() > end) throw new Error('attendu en vain');
}

/**
 * The account's stream on the second server hears a witness come onto the record it has open (first server); the
 * session then ends by `end` (answering when it ended); the stream is closed within a second of it, and a witness's
 * field and a save of the record reach it no more.
 */
async function endsWithItsSession(end: (ctx: { admin: ApiClient; id: string; client: ApiClient }) => Promise<number>): Promise<void> {
  const admin = await ApiClient.login(ADMIN.login, ADMIN.password, first.url);
  const { id, client } = await account(admin);
  const witness = await account(admin);
  const stream = await openStream(second.url, client.cookie, open);
  expect(stream.status).toBe(200);
  expect((await client.put(onRecord(), { tab: `onglet-${id}` })).status).toBe(200);
  expect((await witness.client.put(onRecord(), { tab: `temoin-${id}` })).status).toBe(200);
  await until(() => stream.body.includes('event: presence') && stream.body.includes(witness.id));

  const ended = await end({ admin, id, client });
  expect(await within(stream.ended, Math.max(0, ended + 1_000 - Date.now())), 'flux fermé dans la seconde').toBe(true);
  const heard = stream.body;
  // Fresh sessions: the time-outs end the witness's and the administrator's as well.
  const witnessNow = await ApiClient.login(witness.login, PASSWORD, first.url);
  const adminNow = await ApiClient.login(ADMIN.login, ADMIN.password, first.url);
  expect((await witnessNow.put(onRecord(), { tab: `temoin-${id}`, field: 'label', typing: true })).status).toBe(200);
  expect((await adminNow.put(`/api/${SITE}/data/TextContent/${recordId}`, { label: `Page revue ${id}` })).status).toBe(200);
  await sleep(500);
  expect(stream.body).toBe(heard);
  expect((await client.get('/api/auth/me')).status).toBe(401);
}

const adminUser = (id: string) => `/api/global/data/AdminUser/${id}`;
const done = async (res: Promise<{ status: number }>, status: number) => {
  expect((await res).status).toBe(status);
  return Date.now();
};

describe('a live-event stream ends with its session, on the other server too', () => {
  it('at logout', () => endsWithItsSession(({ client }) => done(client.post('/api/auth/logout'), 204)));

  it('when a super administrator changes the password', () =>
    endsWithItsSession(({ admin, id }) => done(admin.put(adminUser(id), { password: 'un-autre-mot-de-passe-35' }), 200)));

  it('when the account is disabled', () => endsWithItsSession(({ admin, id }) => done(admin.put(adminUser(id), { disabled: true }), 200)));

  it('when the account is archived', () => endsWithItsSession(({ admin, id }) => done(admin.del(adminUser(id)), 200)));

  it('when its rights are removed, or its sites narrowed', async () => {
    await endsWithItsSession(({ admin, id }) => done(admin.put(adminUser(id), { rights: { contents: false, products: true } }), 200));
    await endsWithItsSession(({ admin, id }) => done(admin.put(adminUser(id), { siteIds: [OTHER_SITE] }), 200));
  });

  it(
    'at its idle time-out',
    () =>
      endsWithItsSession(async ({ client }) => {
        // The session's last use: the beat above, or this call; it ends IDLE_MS after (a little less: it is touched
        // only when a tenth of the idle time old).
        expect((await client.get('/api/auth/me')).status).toBe(200);
        const lastUse = Date.now();
        await sleep(IDLE_MS - 1_000);
        return lastUse + IDLE_MS;
      }),
    30_000,
  );

  it(
    'at the end of its lifetime, though used all along',
    () =>
      endsWithItsSession(async ({ client }) => {
        // Used every 300 ms (the stream is no use of it) until it answers 401: its end.
        while ((await client.get('/api/auth/me')).status === 200) await sleep(300);
        return Date.now();
      }),
    40_000,
  );
});
