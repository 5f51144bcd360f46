// Secrets at rest (issue 32): the TOTP secrets and the OpenID client secrets the server reads back are stored
// encrypted (server/storage/secretBox.ts, AES-256-GCM under the key the server keeps in its data folder when
// SECRETS_KEY is unset); a value stored plain before still works and is encrypted at its next write; a value this
// server's key does not open is refused in French where it is used, never a 500.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { generate } from 'otplib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SSO_ERRORS } from '../../model/sso/index.js';
import { SecretBox } from '../../server/storage/secretBox.js';
import { readEmbeddedUrl } from '../../server/storage/embeddedPostgres.js';
import { ConsoleBrowser, signInAtProvider, ssoErrorOf } from '../support/oidcWalk.js';
import { startServer } from '../support/startServer.js';
import { ADMIN, ApiClient } from './client.js';
import { testPool } from '../support/pgConnections.js';

const PROVIDER = 'simulateur-local';
const PASSWORD = 'mot-de-passe-secret-42';
let admin: ApiClient;
let pool: pg.Pool;
/** The server's own key (generated in its data folder: the suites set no SECRETS_KEY), and a stranger's. */
let box: SecretBox;
const otherKey = new SecretBox(crypto.randomBytes(32));

const storedTotp = async (userId: string) =>
  (await pool.query('SELECT secret FROM totp_factors WHERE user_id = $1', [userId])).rows[0].secret as string;
const storedClientSecret = async (id: string) =>
  (await pool.query(`SELECT doc->>'clientSecret' AS s FROM documents WHERE site_id = 'global' AND cls = 'SsoProvider' AND id = $1`, [id])).rows[0]
    .s as string;

/** A password login's second step completed with the TOTP code of `secret` at `epoch`. */
async function signInWithCode(login: string, secret: string, epoch: number) {
  const client = new ApiClient();
  const step = await client.post('/api/auth/login', { login, password: PASSWORD });
  expect(step.status, JSON.stringify(step.body)).toBe(202);
  return client.post('/api/auth/login/factor', { pendingToken: step.body.pendingToken, code: await generate({ secret, epoch }) });
}

/** The simulator's demo person Claire signs in (group 'redaction'): where the console sends the browser at the end. */
async function ssoWalk() {
  const browser = new ConsoleBrowser(inject('apiUrl'));
  const start = await browser.start(PROVIDER);
  if (start.status !== 303 || ssoErrorOf(start)) return start;
  return browser.callback(await signInAtProvider(start.location, 'claire'));
}

beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
  pool = testPool({ connectionString: readEmbeddedUrl(inject('dataDir'))!, max: 1 });
  const keyFile = path.join(inject('dataDir'), 'secrets.key');
  expect(fs.statSync(keyFile).mode & 0o077).toBe(0);
  box = new SecretBox(Buffer.from(fs.readFileSync(keyFile, 'utf8').trim(), 'hex'));
});
afterAll(async () => pool?.end());

describe('TOTP secrets at rest', () => {
  it('stores them encrypted, still reads one stored plain, and refuses in French one another key sealed', async () => {
    const login = `secret${Date.now()}@example.com`;
    expect((await admin.post('/api/global/data/AdminUser', { login, password: PASSWORD })).status).toBe(201);
    const client = await ApiClient.login(login, PASSWORD);
    const userId = (await client.get('/api/auth/me')).body._id;
    const setup = await client.post('/api/account/totp', {});
    const secret = setup.body.secret as string;
    expect((await client.post('/api/account/totp/confirm', { code: await generate({ secret }) })).status).toBe(200);

    const stored = await storedTotp(userId);
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain(secret);
    expect(box.open(stored)).toBe(secret);
    const now = Math.floor(Date.now() / 1000);
    expect((await signInWithCode(login, secret, now + 30)).status).toBe(200);

    // A secret stored plain before encryption existed still signs in.
    await pool.query('UPDATE totp_factors SET secret = $2, last_step = 0 WHERE user_id = $1', [userId, secret]);
    expect((await signInWithCode(login, secret, now)).status).toBe(200);

    // Sealed under another key (a server started with another SECRETS_KEY): a French 503 naming the setting.
    await pool.query('UPDATE totp_factors SET secret = $2, last_step = 0 WHERE user_id = $1', [userId, otherKey.seal(secret)]);
    const refused = await signInWithCode(login, secret, now);
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ error: 'SECRET_UNREADABLE' });
    expect(refused.body.message).toMatch(/^Un secret enregistré ne se déchiffre pas .*SECRETS_KEY/);
    expect(JSON.stringify(refused.body)).not.toMatch(/stack|at \//);
  });
});

describe('OpenID client secrets at rest', () => {
  it('stores them encrypted in the record and its history, and still signs in', async () => {
    expect(await storedClientSecret(PROVIDER)).toMatch(/^v1:/);
    const plain = `secret-en-clair-${Date.now()}`;
    const created = await admin.post('/api/global/data/SsoProvider', {
      label: 'Chiffré',
      issuer: 'https://login.exemple.fr',
      clientId: 'c',
      clientSecret: plain,
    });
    expect(created.status).toBe(201);
    try {
      expect(box.open(await storedClientSecret(created.body._id))).toBe(plain);
      for (const table of ['documents', 'record_versions'])
        expect((await pool.query(`SELECT count(*)::int AS n FROM ${table} WHERE doc::text LIKE $1`, [`%${plain}%`])).rows[0].n, table).toBe(0);
    } finally {
      await admin.del(`/api/global/data/SsoProvider/${created.body._id}`);
    }
    expect(await ssoWalk()).toEqual({ status: 303, location: '/' });
  });

  it('reads one stored plain and encrypts it at the next save; another key is refused in French', async () => {
    const sealed = await storedClientSecret(PROVIDER);
    const setSecret = (value: string) =>
      pool.query(
        `UPDATE documents SET doc = jsonb_set(doc, '{clientSecret}', to_jsonb($2::text)) WHERE site_id = 'global' AND cls = 'SsoProvider' AND id = $1`,
        [PROVIDER, value],
      );
    try {
      await setSecret(box.open(sealed));
      expect(await ssoWalk()).toEqual({ status: 303, location: '/' });
      expect((await admin.put(`/api/global/data/SsoProvider/${PROVIDER}`, { label: 'Simulateur local' })).status).toBe(200);
      expect(await storedClientSecret(PROVIDER)).toMatch(/^v1:/);

      await setSecret(otherKey.seal(box.open(sealed)));
      const refused = await ssoWalk();
      expect(ssoErrorOf(refused)).toBe('SSO_SECRET_UNREADABLE');
      expect(SSO_ERRORS.SSO_SECRET_UNREADABLE).toMatch(/SECRETS_KEY/);
    } finally {
      await setSecret(sealed);
    }
  });
});

describe('a new SECRETS_KEY, the old one in SECRETS_KEY_PREVIOUS', () => {
  it('opens what the old key sealed and seals it again under the new one at start', { timeout: 240_000 }, async () => {
    // The suite's server keeps its key; the values below are sealed under an older one. A second server on the same
    // database, given the suite's key and the older one as previous, seals them again as it starts.
    const older = crypto.randomBytes(32);
    const olderBox = new SecretBox(older);
    const login = `rotation${Date.now()}@example.com`;
    expect((await admin.post('/api/global/data/AdminUser', { login, password: PASSWORD })).status).toBe(201);
    const client = await ApiClient.login(login, PASSWORD);
    const userId = (await client.get('/api/auth/me')).body._id;
    const secret = (await client.post('/api/account/totp', {})).body.secret as string;
    expect((await client.post('/api/account/totp/confirm', { code: await generate({ secret }) })).status).toBe(200);
    await pool.query('UPDATE totp_factors SET secret = $2, last_step = 0 WHERE user_id = $1', [userId, olderBox.seal(secret)]);
    const provider = await admin.post('/api/global/data/SsoProvider', {
      label: 'Rotation',
      issuer: 'https://login.exemple.fr',
      clientId: 'c',
      clientSecret: 's',
    });
    expect(provider.status).toBe(201);
    await pool.query(
      `UPDATE documents SET doc = jsonb_set(doc, '{clientSecret}', to_jsonb($2::text)) WHERE site_id = 'global' AND cls = 'SsoProvider' AND id = $1`,
      [provider.body._id, olderBox.seal('secret-du-client')],
    );
    const now = Math.floor(Date.now() / 1000);
    expect((await signInWithCode(login, secret, now)).status).toBe(503);

    const second = await startServer(
      {
        DATABASE_URL: readEmbeddedUrl(inject('dataDir'))!,
        SECRETS_KEY: fs.readFileSync(path.join(inject('dataDir'), 'secrets.key'), 'utf8').trim(),
        SECRETS_KEY_PREVIOUS: `${crypto.randomBytes(32).toString('hex')}, ${older.toString('base64')}`,
        SEED_DEMO: '0',
        JOB_WORKERS: '0',
        OIDC_STAND_IN: '0',
      },
      { startTimeoutMs: 180_000 },
    );
    try {
      expect(box.open(await storedTotp(userId))).toBe(secret);
      expect(box.open(await storedClientSecret(provider.body._id))).toBe('secret-du-client');
      expect((await signInWithCode(login, secret, now + 30)).status).toBe(200);
    } finally {
      await second.stop();
      await admin.del(`/api/global/data/SsoProvider/${provider.body._id}`);
    }
  });
});
