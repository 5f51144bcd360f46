// Attacks a publisher's security review tries, over HTTP, on a server of its own (so brute force blocks nobody else).
// Each must be refused or neutralised, and write nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, userWith } from '../api/client.js';
import { ADMIN, startServer, type RunningServer } from '../support/startServer.js';

let server: RunningServer;
let admin: ApiClient;
const q = (filter: unknown) => `adminFilter=${encodeURIComponent(JSON.stringify(filter))}`;

beforeAll(async () => {
  server = await startServer();
  admin = await ApiClient.login(ADMIN.login, ADMIN.password, server.url);
}, 120_000);
afterAll(() => server.stop());

describe('password hashes cannot be guessed through filters, sorts or searches', () => {
  it.each([
    [{ password: { $gt: '$argon2' } }],
    [{ password: { $exists: true } }],
    [{ 'password.0': '$' }],
    [{ $or: [{ login: 'admin' }, { password: { $lt: 'z' } }] }],
    [{ $not: { password: { $gte: '$a' } } }],
  ])('AdminUser filter %j is refused', async (filter) => {
    const res = await admin.get(`/api/global/data/AdminUser?${q(filter)}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('BAD_FILTER');
  });

  it('refuses sorting on a password and finds nothing when searching a hash prefix', async () => {
    expect((await admin.get('/api/global/data/AdminUser?sortBy=password')).status).toBe(400);
    expect((await admin.get('/api/demo-prod/data/User?sortBy=-passHash')).status).toBe(400);
    expect((await admin.get(`/api/demo-prod/data/User?${q({ passHash: { $exists: true } })}`)).status).toBe(400);
    const search = await admin.get('/api/global/data/AdminUser?adminSearch=argon2id&withCount=true');
    expect(search.body.count).toBe(0);
  });
});

describe('sites are sealed from each other', () => {
  it('a record of site A is neither read, edited, archived nor restored through site B', async () => {
    const created = await admin.post('/api/demo-prod/data/Tag', { label: 'Étanche', text: 'etanche' });
    const id = created.body._id;
    const intruder = await userWith(admin, { rights: { contents: true }, siteIds: ['demo-dev'] });
    for (const res of [
      await intruder.get(`/api/demo-dev/data/Tag/${id}`),
      await intruder.put(`/api/demo-dev/data/Tag/${id}`, { label: 'piraté' }),
      await intruder.del(`/api/demo-dev/data/Tag/${id}`),
      await intruder.post(`/api/demo-dev/data/Tag/${id}/restore`),
    ])
      expect(res.status).toBe(404);
    for (const res of [
      await intruder.get(`/api/demo-prod/data/Tag/${id}`),
      await intruder.put(`/api/demo-prod/data/Tag/${id}`, { label: 'piraté' }),
      await intruder.del(`/api/demo-prod/data/Tag/${id}`),
    ])
      expect(res.status).toBe(403);
    const after = await admin.get(`/api/demo-prod/data/Tag/${id}`);
    expect(after.body.label).toBe('Étanche');
    expect(after.headers.get('etag')).toBe(created.headers.get('etag'));
  });
});

describe('rights cannot be taken', () => {
  it('mass assignment of rights, siteIds or superAdmin by a non-super-admin is refused and changes nothing', async () => {
    const editor = await userWith(admin, { rights: { contents: true }, siteIds: ['demo-dev'] });
    const me = (await editor.get('/api/auth/me')).body;
    for (const body of [{ superAdmin: true }, { rights: { contents: true, users: true, admin: true } }, { siteIds: [] }, { isDeveloper: true }]) {
      expect((await editor.put(`/api/global/data/AdminUser/${me._id}`, body)).status).toBe(403);
    }
    expect(
      (await editor.post('/api/global/data/AdminUser', { login: 'pirate@example.com', password: 'pirate-pirate', superAdmin: true })).status,
    ).toBe(403);
    const still = (await editor.get('/api/auth/me')).body;
    expect(still).toMatchObject({ superAdmin: false, isDeveloper: false, siteIds: ['demo-dev'], rights: { contents: true, users: false } });
    expect((await admin.get(`/api/global/data/AdminUser?${q({ login: 'pirate@example.com' })}&withCount=true`)).body.count).toBe(0);
  });

  it('writing a record cannot smuggle system keys or another site', async () => {
    const res = await admin.post('/api/demo-prod/data/Tag', {
      label: 'Clés système',
      text: 't',
      _cls: 'AdminUser',
      createdAt: '2000-01-01T00:00:00Z',
      site_id: 'demo-dev',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.site_id).toBeTruthy();
    const ok = await admin.post('/api/demo-prod/data/Tag', {
      label: 'Clés système',
      text: 't',
      _cls: 'AdminUser',
      createdAt: '2000-01-01T00:00:00Z',
    });
    expect(ok.body._cls).toBe('Tag');
    expect(ok.body.createdAt.startsWith('2000')).toBe(false);
    expect((await admin.get(`/api/demo-dev/data/Tag/${ok.body._id}`)).status).toBe(404);
  });
});

describe('sessions end when they must', () => {
  it('a session is dead after logout and after its user password changes', async () => {
    const user = await userWith(admin, { rights: { contents: true } });
    const copy = new ApiClient(server.url);
    copy.cookie = user.cookie;
    await user.post('/api/auth/logout');
    expect((await copy.get('/api/auth/me')).status).toBe(401);

    const other = await userWith(admin, { rights: { contents: true } });
    const id = (await other.get('/api/auth/me')).body._id;
    await admin.put(`/api/global/data/AdminUser/${id}`, { password: 'nouveau-mot-de-passe' });
    expect((await other.get('/api/demo-prod/data/Tag')).status).toBe(401);
    await admin.put(`/api/global/data/AdminUser/${id}`, { disabled: true });
    expect(
      (
        await new ApiClient(server.url).post('/api/auth/login', {
          login: (await admin.get(`/api/global/data/AdminUser/${id}`)).body.login,
          password: 'nouveau-mot-de-passe',
        })
      ).status,
    ).toBe(401);
  });

  it('a new token at each login, 256 bits of randomness, HttpOnly', async () => {
    const a = await ApiClient.login(ADMIN.login, ADMIN.password, server.url);
    const b = await ApiClient.login(ADMIN.login, ADMIN.password, server.url);
    expect(a.cookie).not.toBe(b.cookie);
    expect(Buffer.from(a.cookie.split('=')[1], 'base64url').length).toBe(32);
  });
});

describe('oversized and hostile requests', () => {
  it('refuses a body over 1 MiB, a deeply nested body, limit=1e9 and a 100,000-item $in, and keeps serving', async () => {
    const before = (await admin.get('/api/demo-prod/data/Tag/count')).body;
    expect((await admin.requestTooLarge('POST', '/api/demo-prod/data/Tag', JSON.stringify({ label: 'x'.repeat(1_100_000) }))).status).toBe(413);
    const deep = `{"label":"profond","text":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    expect((await admin.request('POST', '/api/demo-prod/data/Tag', deep, { 'content-type': 'application/json' })).status).toBe(400);
    const many = await admin.get(`/api/demo-prod/data/Tag?limit=1000000000&withCount=true`);
    expect(many.status).toBe(200);
    expect(many.body.data.length).toBeLessThanOrEqual(1000);
    const huge = JSON.stringify({ label: { $in: Array.from({ length: 100_000 }, (_, i) => `v${i}`) } });
    const inRes = await fetch(`${server.url}/api/demo-prod/data/Tag?adminFilter=${encodeURIComponent(huge)}`, { headers: { cookie: admin.cookie } });
    expect(inRes.status).toBeGreaterThanOrEqual(400);
    const inBody = await admin.request(
      'GET',
      `/api/demo-prod/data/Tag?adminFilter=${encodeURIComponent(JSON.stringify({ label: { $in: Array.from({ length: 1001 }, (_, i) => i) } }))}`,
    );
    expect(inBody.status).toBe(400);
    expect((await admin.get('/api/demo-prod/data/Tag/count')).body).toBe(before);
  });

  it('neutralises stored XSS in rich text; labels stay text', async () => {
    const res = await admin.post('/api/demo-prod/data/TextContent', {
      label: '"><svg onload=alert(1)>',
      body: { html: '<p>ok</p><img src=x onerror=alert(1)><a href="jAvAsCrIpT:alert(1)">x</a><iframe src="//evil"></iframe>' },
    });
    expect(res.status).toBe(201);
    const html = (await admin.get(`/api/demo-prod/data/TextContent/${res.body._id}`)).body.body.html;
    expect(html).not.toMatch(/onerror|javascript|iframe|<script/i);
  });

  it('refuses a cross-site form post, a cross-origin JSON post and a GET that would change state', async () => {
    const before = (await admin.get('/api/demo-prod/data/Tag/count')).body;
    expect(
      (
        await admin.request('POST', '/api/demo-prod/data/Tag', 'label=csrf&text=csrf', {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://evil.example',
        })
      ).status,
    ).toBe(403);
    expect(
      (await admin.request('POST', '/api/demo-prod/data/Tag', 'label=csrf', { 'content-type': 'application/x-www-form-urlencoded' })).status,
    ).toBe(415);
    expect((await admin.request('POST', '/api/demo-prod/data/Tag', '{"label":"csrf","text":"x"}', { 'content-type': 'text/plain' })).status).toBe(
      415,
    );
    expect((await admin.post('/api/demo-prod/data/Tag', { label: 'csrf', text: 'x' }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await admin.post('/api/auth/logout', undefined, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await admin.get('/api/auth/logout')).status).toBe(404);
    expect((await admin.get('/api/demo-prod/data/Tag/count')).body).toBe(before);
    expect((await admin.get('/api/auth/me')).status).toBe(200);
  });

  it('every route that writes, called from a foreign origin: 403 CROSS_ORIGIN in French, with or without a session, no internal text', async () => {
    const routes = (await admin.get('/api/global/routes')).body as { method: string; url: string; right: string }[];
    const writes = routes.filter((r) => r.method !== 'GET');
    expect(writes.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const route of writes) {
      const path = route.url.replace(/:[A-Za-z]+/g, 'demo-prod').replace('*', 'x.png');
      for (const client of [admin, new ApiClient(server.url)]) {
        const res = await client.request(route.method, path, {}, { origin: 'https://evil.example' });
        // The public sites' ingestion reads no cookie and is called from their pages: the only route another origin may call.
        const expected = route.url.includes('/ingest/') ? res.status < 500 : res.status === 403 && res.body?.error === 'CROSS_ORIGIN';
        if (
          !expected ||
          !/^[^a-z]*[A-ZÀ-Ý][^]*$/.test(String(res.body?.message)) ||
          /Cannot|reading '|Error\b|undefined/.test(String(res.body?.message))
        )
          wrong.push(`${route.method} ${path}${client.cookie ? ' (session)' : ''} : ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(wrong).toEqual([]);
    const refused = await admin.post('/api/demo-prod/data/Tag', { label: 'x' }, { origin: 'https://evil.example' });
    expect(refused.body).toEqual({ error: 'CROSS_ORIGIN', message: 'Requête d’une autre origine refusée' });
  });

  it('sends the security headers', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(res.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('login brute force', () => {
  it('answers 429 after 10 failures on an account, whatever the case, spaces or X-Forwarded-For', async () => {
    const victim = await admin.post('/api/global/data/AdminUser', { login: 'cible@example.com', password: 'le-vrai-mot-de-passe' });
    expect(victim.status).toBe(201);
    const attempt = (login: string, password: string, xff: string) =>
      new ApiClient(server.url).post('/api/auth/login', { login, password }, { 'x-forwarded-for': xff });
    for (let i = 0; i < 10; i++) {
      const res = await attempt(i % 2 ? ' CIBLE@example.com ' : 'cible@example.com', `essai-${i}`, `203.0.113.${i}`);
      expect(res.status).toBe(401);
    }
    const blocked = await attempt('Cible@Example.com', 'le-vrai-mot-de-passe', '198.51.100.7');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Trop de tentatives/);
    expect((await ApiClient.login(ADMIN.login, ADMIN.password, server.url)).cookie).toBeTruthy();
  });
});

describe('what stands for a session, forged over and over (issue 36 §6)', () => {
  const anonymous = () => new ApiClient(server.url);
  const auditCount = async (action: string) => (await admin.get(`/api/audit-log?action=${action}&limit=1`)).body.count as number;
  const kinds: [string, (i: number) => Promise<{ status: number; body: { error?: string; message?: string } }>, number, string][] = [
    [
      'unknown API tokens',
      (i) => anonymous().get('/api/demo-prod/data/Tag', { authorization: `Bearer cst_contrefait${i}` }),
      401,
      'api_token_refused',
    ],
    [
      'forged Stripe webhooks',
      (i) =>
        anonymous().request('POST', '/api/demo-prod/commerce/stripe/webhook', JSON.stringify({ id: `evt_faux_${i}`, type: 'payout.paid' }), {
          'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
        }),
      400,
      'stripe_webhook_refused',
    ],
    [
      'forged login-as tokens',
      (i) => anonymous().post('/api/demo-prod/commerce/login-as/redeem', { token: `v1.faux${i}.faux` }),
      401,
      'login_as_invalid',
    ],
    [
      'wrong ingestion keys',
      (i) => anonymous().post('/api/demo-prod/ingest/view', { events: [{}] }, { 'x-ingest-key': `ing_faux${i}` }),
      401,
      'ingest_key_refused',
    ],
  ];

  it.each(kinds)('%s: a 429 per address past 30 failures, and two audit rows, not one per attempt', async (_name, attempt, status, action) => {
    const before = await auditCount(action);
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) statuses.push((await attempt(i)).status);
    // Refusals of the earlier tests from this address count too (a foreign origin's, on the webhook).
    const failures = statuses.indexOf(429);
    expect(failures).toBeGreaterThan(0);
    expect(failures).toBeLessThanOrEqual(30);
    expect(statuses.join(' ')).toBe([...Array(failures).fill(status), ...Array(100 - failures).fill(429)].join(' '));
    const blocked = await attempt(100);
    expect(blocked.body).toMatchObject({ error: 'TOO_MANY_ATTEMPTS', message: expect.stringMatching(/^Trop de .* réessayez dans 15 minutes$/) });
    expect((await auditCount(action)) - before).toBeLessThanOrEqual(2);
    const [stopped] = (await admin.get(`/api/audit-log?action=${action}&limit=1`)).body.data;
    expect(stopped.detail).toMatchObject({ failures: 30, stopped: true });
  });

  it('a session is not held up by a blocked address, and anonymous cross-origin refusals are not audited one by one', async () => {
    expect((await admin.get('/api/demo-prod/data/Tag?limit=1')).status).toBe(200);
    const before = (await admin.get('/api/audit-log?action=forbidden&limit=1')).body.count;
    for (let i = 0; i < 20; i++) expect((await anonymous().post('/api/auth/logout', {}, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await admin.get('/api/audit-log?action=forbidden&limit=1')).body.count).toBe(before);
  });
});
