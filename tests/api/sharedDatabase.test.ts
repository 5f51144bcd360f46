// Two servers on one database (DATABASE_URL) enforce one set of limits: the login throttle and its unlock, the
// live-event stream caps per session and per user, and the per-user upload quota. And the database keeps only the
// property indexes the saved schemas ask for.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, uploadFile, userWith } from './client.js';
import { loginFrom, openStream, within, type Stream } from '../support/attacker.js';
import { ADMIN, startTwoServers, type RunningServer } from '../support/startServer.js';
import { testClient } from '../support/pgConnections.js';

let first: RunningServer;
let second: RunningServer;
let db: pg.Client;
const open: Stream[] = [];

beforeAll(async () => {
  let databaseUrl: string;
  ({ first, second, databaseUrl } = await startTwoServers());
  db = testClient(databaseUrl);
  await db.connect();
}, 420_000);
afterAll(async () => {
  for (const s of open) s.close();
  await db?.end();
  await second?.stop();
  await first?.stop();
});

/** The same session, talking to the other server. */
const on = (client: ApiClient, server: RunningServer) => Object.assign(new ApiClient(server.url), { cookie: client.cookie });
const stream = (client: ApiClient, server: RunningServer) => openStream(server.url, client.cookie, open);

describe('limits shared by two servers of one database', () => {
  it('counts failed logins on both servers, and an unlock on one frees the account on the other', async () => {
    const admin = await ApiClient.login(ADMIN.login, ADMIN.password, first.url);
    const login = `deux-serveurs${Date.now()}@example.com`;
    const created = await admin.post('/api/global/data/AdminUser', { login, password: 'le-bon-mot-de-passe' });
    expect(created.status).toBe(201);
    for (let i = 0; i < 10; i++) {
      expect((await loginFrom(i % 2 ? first.url : second.url, '127.0.0.21', login, `essai-${i}`)).status).toBe(401);
    }
    for (const server of [first, second]) {
      const blocked = await loginFrom(server.url, '127.0.0.21', login, 'le-bon-mot-de-passe');
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/Trop de tentatives de connexion sur ce compte/);
    }
    // The owner from another address gets in; the super administrator's unlock on one server holds on the other.
    expect((await loginFrom(second.url, '127.0.0.22', login, 'le-bon-mot-de-passe')).status).toBe(200);
    expect((await admin.post(`/api/global/admin-users/${created.body._id}/unlock`)).status).toBe(204);
    expect((await loginFrom(second.url, '127.0.0.21', login, 'le-bon-mot-de-passe')).status).toBe(200);
  });

  it('caps live-event streams per session and per user over both servers', async () => {
    const admin = await ApiClient.login(ADMIN.login, ADMIN.password, first.url);
    const login = `flux-deux${Date.now()}@example.com`;
    expect((await admin.post('/api/global/data/AdminUser', { login, password: 'mot-de-passe-flux-2', rights: { contents: true } })).status).toBe(201);
    const sessions = await Promise.all([0, 1, 2, 3, 4].map(() => ApiClient.login(login, 'mot-de-passe-flux-2', first.url)));

    // One session, five tabs spread over both servers: a sixth on the second server closes the oldest, on the first.
    const tabs: Stream[] = [];
    for (let i = 0; i < 5; i++) tabs.push(await stream(sessions[0], i < 3 ? first : second));
    expect(tabs.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await stream(sessions[0], second)).status).toBe(200);
    expect(await within(tabs[0].ended, 5000)).toBe(true);
    expect(await within(tabs[1].ended, 200)).toBe(false);

    // Twenty streams of one user, ten on each server: the next is refused on either.
    for (const [n, session] of sessions.slice(1, 4).entries()) {
      for (let i = 0; i < 5; i++) expect((await stream(session, (n + i) % 2 ? first : second)).status).toBe(200);
    }
    for (const server of [first, second]) {
      const refused = await stream(sessions[4], server);
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toMatchObject({ error: 'TOO_MANY_STREAMS', message: expect.stringMatching(/Trop d'onglets/) });
    }
    // A tab closed on one server frees a slot on the other.
    tabs[1].close();
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await stream(sessions[4], second)).status;
    }
    expect(status).toBe(200);
  });

  it('counts the uploads of one user against one quota on both servers', async () => {
    const admin = await ApiClient.login(ADMIN.login, ADMIN.password, first.url);
    const user = await userWith(admin, { rights: { contents: true }, siteIds: ['demo-prod'] });
    const body = Buffer.from('x');
    const servers = [user, on(user, second)];
    for (let i = 0; i < 300; i += 10) {
      const sent = await Promise.all(Array.from({ length: 10 }, (_, j) => uploadFile(servers[j % 2], 'demo-prod', `n${i + j}.txt`, body)));
      expect(sent.map((r) => r.status)).toEqual(Array(10).fill(201));
    }
    for (const client of servers) {
      const over = await uploadFile(client, 'demo-prod', 'encore.txt', body);
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject({ error: 'UPLOAD_QUOTA', message: expect.stringMatching(/Quota d’envoi atteint/) });
    }
  }, 120_000);
});

describe('property indexes', () => {
  /** The property indexes (server/storage/indexes.ts) on a type's partition. */
  const indexesOf = async (type: string) =>
    (
      await db.query(
        `SELECT count(*)::int AS n FROM pg_indexes WHERE tablename = documents_partition_name($1) AND indexname ~ '^doc_[0-9a-f]{16}$'`,
        [type],
      )
    ).rows[0].n as number;

  it('are dropped when a schema save removes the flag, the property or the schema', async () => {
    const admin = await ApiClient.login(ADMIN.login, ADMIN.password, first.url);
    const id = `Indexe${Date.now()}`;
    const props = (flags: { rank?: boolean; city?: boolean }) => [
      { key: 'label', label: 'Titre', type: 'string', required: true, sortable: true },
      ...(flags.rank === undefined ? [] : [{ key: 'rank', label: 'Rang', type: 'int', filterable: flags.rank }]),
      ...(flags.city === undefined ? [] : [{ key: 'city', label: 'Ville', type: 'string', sortable: flags.city }]),
    ];
    const created = await admin.post('/api/global/data/schema', {
      _id: id,
      label: 'Indexés',
      singular: 'Indexé',
      section: 'contents',
      storedInInstanceDatabase: true,
      hasAssociatedDBCollection: true,
      propertiesList: props({ rank: true, city: true }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await indexesOf(id)).toBe(3);
    const save = async (flags: { rank?: boolean; city?: boolean }) =>
      expect((await admin.put(`/api/global/data/schema/${id}`, { propertiesList: props(flags) })).status).toBe(200);
    await save({ rank: false, city: true });
    expect(await indexesOf(id)).toBe(2);
    await save({ rank: false });
    expect(await indexesOf(id)).toBe(1);
    // Flagged again: built again; the schema archived: gone; restored: back.
    await save({ rank: true, city: true });
    expect(await indexesOf(id)).toBe(3);
    expect((await admin.del(`/api/global/data/schema/${id}`)).status).toBe(200);
    expect(await indexesOf(id)).toBe(0);
    expect((await admin.post(`/api/global/data/schema/${id}/restore`)).status).toBe(200);
    expect(await indexesOf(id)).toBe(3);
  });
});

describe('query statistics', () => {
  it('are collected by pg_stat_statements on the embedded PostgreSQL, for the bench', async () => {
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM pg_stat_statements WHERE query LIKE '%FROM documents%'`);
    expect(rows[0].n).toBeGreaterThan(0);
  });
});

describe('the demo video servers', () => {
  it("stay on the first server's live stand-ins when a second server starts in demo mode, tagged by both", async () => {
    const admin = await ApiClient.login(ADMIN.login, ADMIN.password, first.url);
    const other = on(admin, second);
    const addresses = await Promise.all(
      ['vs-paris-1', 'vs-lyon-1'].map(async (id) => (await admin.get(`/api/global/data/VideoServer/${id}`)).body.baseUrl as string),
    );
    const tagged = async (client: ApiClient) => ((await client.get('/api/global/monitoring/stand-ins')).body.data as string[]).sort();
    expect(await tagged(admin)).toEqual([...addresses].sort());
    expect(await tagged(other)).toEqual([...addresses].sort());
    // Both answer as stand-ins now, so neither record was left on a server that is gone.
    for (const address of addresses) expect((await fetch(`${address}/status`)).status).toBe(200);
  });
});
