// Issue 13 with two real servers on two databases (ENV_NAME dev and staging, ENVIRONMENTS naming each other with
// tokens made by their super administrators): tokens, copy to environment, content comparison, peers down or slow.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient, uploadFile, userWith, waitForJob } from './client.js';
import { freePort, startServer } from '../support/startServer.js';
import { TOOLS } from '../../server/domains/tools/routes.js';

type Server = Awaited<ReturnType<typeof startServer>>;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'environments-'));
const devPeers = path.join(dir, 'dev.json');
const stagingPeers = path.join(dir, 'staging.json');
let dev: Server;
let staging: Server;
let devAdmin: ApiClient;
let stagingAdmin: ApiClient;
let stagingToken: string;

const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString();
const writePeers = (file: string, peers: Record<string, { url: string; token: string }>) => {
  fs.writeFileSync(file, JSON.stringify(peers));
  // The directory reads the file again when its modification time changes.
  const t = new Date(Date.now() + Math.random() * 1000);
  fs.utimesSync(file, t, t);
};
const bearer = (token: string, base: string) => ({
  get: (p: string) => fetch(`${base}${p}`, { headers: { authorization: `Bearer ${token}` } }),
  send: (method: string, p: string, body: unknown, extra: Record<string, string> = {}) =>
    fetch(`${base}${p}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...extra },
      body: JSON.stringify(body),
    }),
});

/** Two first starts side by side, beside the other suites on CI's 2 cores: more than a lone server's two minutes. */
const START = { startTimeoutMs: 220_000 };

beforeAll(async () => {
  fs.writeFileSync(devPeers, '{}');
  fs.writeFileSync(stagingPeers, '{}');
  const env = { CONSOLE_DIR: path.join(os.tmpdir(), 'no-console-build'), PEER_TIMEOUT_MS: '5000' };
  // 'Export des schémas vers le code source' writes the dev server's catalogue: a copy, not the checkout's.
  fs.cpSync('catalogue', path.join(dir, 'catalogue'), { recursive: true });
  [dev, staging] = await Promise.all([
    startServer({ ...env, ENV_NAME: 'dev', ENVIRONMENTS: devPeers, CATALOGUE_DIR: path.join(dir, 'catalogue') }, START),
    startServer({ ...env, ENV_NAME: 'staging', ENVIRONMENTS: stagingPeers }, START),
  ]);
  [devAdmin, stagingAdmin] = await Promise.all([
    ApiClient.login(ADMIN.login, ADMIN.password, dev.url),
    ApiClient.login(ADMIN.login, ADMIN.password, staging.url),
  ]);
  const token = async (admin: ApiClient, name: string) =>
    (await admin.post('/api/environments/tokens', { name, scope: 'read-write', expiresAt: inAYear() })).body.token as string;
  stagingToken = await token(stagingAdmin, 'depuis dev');
  writePeers(devPeers, { staging: { url: staging.url, token: stagingToken } });
  writePeers(stagingPeers, { dev: { url: dev.url, token: await token(devAdmin, 'depuis staging') } });
}, 240_000);

afterAll(async () => {
  await Promise.all([dev?.stop(), staging?.stop()]);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('API tokens', () => {
  it('are shown once, scoped to reading and to sites, refused from a browser, and every use is audited', async () => {
    const created = await stagingAdmin.post('/api/environments/tokens', {
      name: 'lecture',
      scope: 'read',
      siteIds: ['demo-prod'],
      expiresAt: inAYear(),
    });
    expect(created.status).toBe(201);
    expect(created.body.token).toMatch(/^cst_/);
    const listed = (await stagingAdmin.get('/api/environments/tokens')).body as Record<string, unknown>[];
    expect(listed.find((t) => t.id === created.body.id)).not.toHaveProperty('token');
    const peer = bearer(created.body.token, staging.url);
    expect((await peer.get('/api/demo-prod/data/Page')).status).toBe(200);
    expect((await peer.get('/api/demo-dev/data/Page')).status).toBe(403);
    const write = await peer.send('POST', '/api/demo-prod/data/Tag', { text: 'interdit' });
    expect(write.status).toBe(403);
    expect((await write.json()).message).toBe('Ce jeton ne permet que la lecture');
    expect((await peer.get('/api/environments/tokens')).status).toBe(403);
    expect((await peer.get('/api/global/data/AdminUser')).status).toBe(403);
    const fromBrowser = await fetch(`${staging.url}/api/demo-prod/data/Page`, {
      headers: { authorization: `Bearer ${created.body.token}`, origin: staging.url },
    });
    expect(fromBrowser.status).toBe(403);
    const audit = (await stagingAdmin.get(`/api/audit-log?login=${encodeURIComponent('jeton:lecture')}&limit=50`)).body.data as { action: string }[];
    expect(audit.filter((a) => a.action === 'api_token_use').length).toBeGreaterThanOrEqual(1);
    expect(audit.filter((a) => a.action === 'api_token_refused').length).toBeGreaterThanOrEqual(2);
  });

  it('stop at their expiry and at their revocation', async () => {
    const soon = await stagingAdmin.post('/api/environments/tokens', {
      name: 'bref',
      scope: 'read',
      expiresAt: new Date(Date.now() + 1500).toISOString(),
    });
    const brief = bearer(soon.body.token, staging.url);
    expect((await brief.get('/api/demo-prod/data/Tag')).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1700));
    expect((await brief.get('/api/demo-prod/data/Tag')).status).toBe(401);

    const other = await stagingAdmin.post('/api/environments/tokens', { name: 'révocable', scope: 'read', expiresAt: inAYear() });
    const revocable = bearer(other.body.token, staging.url);
    expect((await revocable.get('/api/demo-prod/data/Tag')).status).toBe(200);
    expect((await stagingAdmin.post(`/api/environments/tokens/${other.body.id}/revoke`)).body.revokedAt).toBeTruthy();
    const after = await revocable.get('/api/demo-prod/data/Tag');
    expect(after.status).toBe(401);
    expect((await after.json()).message).toBe("Jeton d'API inconnu, expiré ou révoqué");
    expect((await stagingAdmin.post('/api/environments/tokens', { name: 'passé', scope: 'read', expiresAt: '2020-01-01' })).status).toBe(400);
  });
});

describe('copy to environment', () => {
  it('offers dev and staging from dev, staging and prod from staging', async () => {
    expect((await devAdmin.get('/api/environments')).body.copyTargets.map((t: { name: string }) => t.name)).toEqual(['dev', 'staging']);
    // staging's peers list no prod: only itself is reachable.
    expect((await stagingAdmin.get('/api/environments')).body.copyTargets.map((t: { name: string }) => t.name)).toEqual(['staging']);
    expect((await devAdmin.get('/api/environments/staging/sites')).body.map((s: { _id: string }) => s._id)).toContain('demo-prod');
  });

  it('compares, then copies an updated page: the diff, then the copy on staging and its link', async () => {
    const q = '?targetEnv=staging&targetSiteId=demo-prod&resourceId=about';
    const same = await devAdmin.get(`/api/demo-prod/data/Page/compare${q}`);
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ found: true, changes: [] });
    await devAdmin.put('/api/demo-prod/data/Page/about', { label: 'À propos (dev)' });
    const changed = await devAdmin.get(`/api/demo-prod/data/Page/compare${q}`);
    expect(changed.body.changes).toEqual([{ path: 'label', kind: 'changed', before: 'À propos', after: 'À propos (dev)' }]);
    const copy = await devAdmin.post('/api/demo-prod/data/Page/copyTo', { targetEnv: 'staging', targetSiteId: 'demo-prod', resourceId: 'about' });
    expect(copy.status).toBe(200);
    expect(copy.body).toMatchObject({ created: false, link: `${staging.url}/demo-prod/website-configuration/pages/about` });
    expect((await stagingAdmin.get('/api/demo-prod/data/Page/about')).body.label).toBe('À propos (dev)');
    // Staging's history says the version is a copy from dev, written with dev's token.
    const [newest] = (await stagingAdmin.get('/api/demo-prod/history/Page/about')).body.data;
    expect(newest).toMatchObject({ action: 'update', via: 'api', copiedFrom: { env: 'dev', siteId: 'demo-prod' } });
  });

  it('creates a missing page with the component and image it uses, file bytes included', async () => {
    await devAdmin.post('/api/demo-prod/data/ComplexComponent', { _id: 'bandeau-env', label: 'Bandeau env' });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 0, g: 90, b: 200 } } })
      .png()
      .toBuffer();
    const image = (await uploadFile(devAdmin, 'demo-prod', 'visuel.png', png)).body.path as string;
    const page = {
      _id: 'page-env',
      label: 'Page copiée',
      route: '/page-env',
      layout: [
        {
          uuid: 'r1',
          cols: [
            {
              size: 12,
              contents: [
                { _id: 'bandeau-env', _cls: 'ComplexComponent', _isRef: true },
                { _id: 'simpleImage', label: 'Image', frontComponent: 'simpleImage', options: { src: image } },
              ],
            },
          ],
        },
      ],
    };
    expect((await devAdmin.post('/api/demo-prod/data/Page', page)).status).toBe(201);
    const compared = await devAdmin.get('/api/demo-prod/data/Page/compare?targetEnv=staging&targetSiteId=demo-prod&resourceId=page-env');
    expect(compared.body.found).toBe(false);
    expect(compared.body.references).toEqual(
      expect.arrayContaining([
        { kind: 'record', _cls: 'ComplexComponent', _id: 'bandeau-env', label: 'Bandeau env', missing: true },
        expect.objectContaining({ kind: 'file', path: image, missing: true }),
      ]),
    );
    const copy = await devAdmin.post('/api/demo-prod/data/Page/copyTo', {
      targetEnv: 'staging',
      targetSiteId: 'demo-prod',
      resourceId: 'page-env',
      withReferences: [{ _cls: 'ComplexComponent', _id: 'bandeau-env' }],
    });
    expect(copy.body).toMatchObject({ created: true, files: 1, copied: [{ _cls: 'ComplexComponent', _id: 'bandeau-env', label: 'Bandeau env' }] });
    expect((await stagingAdmin.get('/api/demo-prod/data/ComplexComponent/bandeau-env')).status).toBe(200);
    expect((await stagingAdmin.get('/api/demo-prod/data/Page/page-env')).body.layout).toEqual(page.layout);
    const file = await fetch(`${staging.url}/api/demo-prod/files${image}`, { headers: { cookie: stagingAdmin.cookie } });
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
  });

  it("passes on the target's validation refusal, and copies to another site of the same server", async () => {
    const schema = (await stagingAdmin.get('/api/global/data/schema/Author')).body;
    const propertiesList = schema.propertiesList.map((p: { key: string }) => (p.key === 'role' ? { ...p, required: true } : p));
    expect((await stagingAdmin.put('/api/global/data/schema/Author', { propertiesList })).status).toBe(200);
    await devAdmin.post('/api/demo-prod/data/Author', { _id: 'auteur-env', label: 'Auteur sans rôle' });
    const refused = await devAdmin.post('/api/demo-prod/data/Author/copyTo', {
      targetEnv: 'staging',
      targetSiteId: 'demo-prod',
      resourceId: 'auteur-env',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^Serveur « staging » : /);
    expect(refused.body.fields).toHaveProperty('role');

    const local = await devAdmin.post('/api/demo-prod/data/Author/copyTo', { targetEnv: 'dev', targetSiteId: 'demo-dev', resourceId: 'auteur-env' });
    expect(local.body).toMatchObject({ created: true, link: '/demo-dev/contents/authors/auteur-env' });
    expect((await devAdmin.get('/api/demo-dev/data/Author/auteur-env')).body.label).toBe('Auteur sans rôle');
    expect(
      (await devAdmin.post('/api/demo-prod/data/Author/copyTo', { targetEnv: 'prod', targetSiteId: 'demo-prod', resourceId: 'auteur-env' })).status,
    ).toBe(400);
  });
});

describe('copy of a global record to another server (spec 000 §2: Copier vers ..., global types included)', () => {
  const q = (_type: string, id: string, env = 'staging') => `targetEnv=${env}&targetSiteId=demo-prod&resourceId=${id}`;

  it('compares a site with its version on staging, then copies it there, by a super administrator', async () => {
    expect((await devAdmin.put('/api/global/data/Site/demo-dev', { label: 'Démo dev, copiée' })).status).toBe(200);
    const compared = await devAdmin.get(`/api/global/data/Site/compare?${q('Site', 'demo-dev')}`);
    expect(compared.status, JSON.stringify(compared.body)).toBe(200);
    expect(compared.body).toMatchObject({ found: true, references: [] });
    expect(compared.body.link).toMatch(new RegExp(`^${staging.url}/demo-prod/.+/demo-dev$`));
    expect(compared.body.changes.map((c: { path: string }) => c.path)).toContain('label');
    const copied = await devAdmin.post('/api/global/data/Site/copyTo', { targetEnv: 'staging', targetSiteId: 'demo-prod', resourceId: 'demo-dev' });
    expect(copied.status, JSON.stringify(copied.body)).toBe(200);
    expect(copied.body).toMatchObject({ created: false, resource: { _id: 'demo-dev', label: 'Démo dev, copiée' }, copied: [], files: 0 });
    expect(copied.body.link).toMatch(new RegExp(`^${staging.url}/demo-prod/.+/demo-dev$`));
    expect((await stagingAdmin.get('/api/global/data/Site/demo-dev')).body.label).toBe('Démo dev, copiée');
    expect((await devAdmin.get(`/api/global/data/Site/compare?${q('Site', 'demo-dev')}`)).body.changes).toEqual([]);
  });

  it('is refused to a developer who is no super administrator, for administrators, to this server itself, and across spaces', async () => {
    const developer = await userWith(devAdmin, { isDeveloper: true });
    const refused = await developer.post('/api/global/data/Site/copyTo', { targetEnv: 'staging', targetSiteId: 'demo-prod', resourceId: 'demo-dev' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/super administrateur/);
    const admins = await devAdmin.get(`/api/global/data/AdminUser/compare?${q('AdminUser', 'admin')}`);
    expect(admins.status).toBe(400);
    expect(admins.body).toMatchObject({ error: 'NOT_COPIED', message: expect.stringMatching(/^Les administrateurs ne se copient pas/) });
    expect((await devAdmin.get(`/api/global/data/Site/compare?${q('Site', 'demo-dev', 'dev')}`)).body.error).toBe('SAME_TARGET');
    expect((await devAdmin.get(`/api/demo-prod/data/Site/compare?${q('Site', 'demo-dev')}`)).status).toBe(404);
    expect((await devAdmin.get(`/api/global/data/Page/compare?${q('Page', 'about')}`)).status).toBe(404);
    expect((await devAdmin.get(`/api/global/data/Site/compare?${q('Site', 'inconnu')}`)).status).toBe(404);
  });
});

describe('records carrying what the server computes', () => {
  // Issue 19: once 'Recalculer les « j'aime »' had written _stats, every copy of a content was refused by the target
  // ('_stats : Propriété inconnue'), and the refusal named no field. Every tool of the tools page runs here on a site of
  // both servers, each checked on its result, and after each one a content and a formula still copy and compare.
  const SITE = `outils-${Date.now().toString(36)}`;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const follow = async (started: { status: number; body: { id: string } }) => {
    expect(started.status, JSON.stringify(started.body)).toBeLessThan(300);
    const job = await waitForJob(devAdmin, started.body.id);
    expect(job.state, `${job.kind} : ${job.error}`).toBe('done');
    return job;
  };
  const tool = (name: string, params: Record<string, unknown> = {}) => devAdmin.post(`/api/${SITE}/tools/${name}`, params).then(follow);
  const count = async (type: string) => (await devAdmin.get(`/api/${SITE}/data/${type}/count`)).body as number;
  const ref = (_cls: string, _id: string) => ({ _id, _cls, _isRef: true });
  const csv = async (p: string) => {
    const res = await fetch(`${devAdmin.base}${p}`, { headers: { cookie: devAdmin.cookie } });
    const text = await res.text();
    expect(res.status, `${p} ${text}`).toBe(200);
    return text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
  };

  /** Each tool (route tools first, by TOOLS), its run and the check of its result. */
  const RUNS: Record<(typeof TOOLS)[number] | 'restoreWindow' | 'checkAllPayments' | 'generateGifts' | 'exportSubscriptions', () => Promise<void>> = {
    initSite: async () => {
      await tool('initSite', { title: 'Les Outils' });
      expect((await devAdmin.get(`/api/${SITE}/data/Page/home`)).body.seoTitle).toBe('Les Outils');
    },
    createTestData: async () => {
      const categories = await count('Category');
      const before = await count('TextContent');
      await tool('createTestData');
      expect(await count('TextContent')).toBe(before + 50 * categories);
    },
    deleteTestData: async () => {
      await tool('deleteTestData');
      expect(await count('TextContent')).toBe(1);
    },
    // 'Vider le site', then its undo: the content is gone, then back.
    undoClearSite: async () => {
      const cleared = await devAdmin.post(`/api/${SITE}/clear`, { confirmSiteId: SITE }).then(follow);
      expect(await count('TextContent')).toBe(0);
      await tool('undoClearSite', { clearJobId: cleared.id });
      expect(await count('TextContent')).toBe(1);
    },
    restoreWindow: async () => {
      // A period holding only this deletion (the tools before archived records seconds ago).
      await sleep(1100);
      const beginTs = Math.floor(Date.now() / 1000);
      await devAdmin.del(`/api/${SITE}/data/Tag/tag-outils-bis`);
      const endTs = Math.ceil(Date.now() / 1000);
      const job = await follow(await devAdmin.get(`/api/${SITE}/temp_restore_ovh?beginTs=${beginTs}&endTs=${endTs}`));
      expect(job.result).toEqual({ restored: 1, byType: { Tag: 1 } });
      expect((await devAdmin.get(`/api/${SITE}/data/Tag/tag-outils-bis`)).status).toBe(200);
    },
    dumpSchema: async () => expect((await tool('dumpSchema')).result.written).toBeGreaterThan(50),
    // Its files are in DATA_DIR already: nothing to copy (its run: tests/api/storageCopy.test.ts).
    copyFilesToStore: async () => {
      const refused = await devAdmin.post(`/api/${SITE}/tools/copyFilesToStore`, {});
      expect([refused.status, refused.body.error]).toEqual([409, 'SAME_STORE']);
    },
    checkDb: async () => {
      const { counts, issues } = (await tool('checkDb')).result;
      expect(issues).toEqual([]);
      expect(Object.values(counts)).toEqual(Object.values(counts).map(() => 0));
    },
    dedupTags: async () => {
      await tool('dedupTags');
      expect((await devAdmin.get(`/api/${SITE}/data/TextContent/tc-outils`)).body.tags).toEqual([ref('Tag', 'tag-outils')]);
      expect((await devAdmin.get(`/api/${SITE}/data/Tag/tag-outils-double`)).status).toBe(404);
    },
    rebuildLikes: async () => {
      // The likes' values are proven in tools.test.ts (a comment's « J'aime » come from the front site only).
      await tool('rebuildLikes');
      expect((await devAdmin.get(`/api/${SITE}/data/TextContent/tc-outils`)).body._stats).toEqual({ likeCount: 0 });
    },
    rebuildPurchaseCount: async () => {
      await tool('rebuildPurchaseCount');
      expect((await devAdmin.get(`/api/${SITE}/data/SubscriptionFormula/formule-outils`)).body._stats).toMatchObject({ purchaseCount: 1 });
    },
    copyCollection: async () => {
      const job = await tool('copyCollection', { src: { env: 'dev', siteId: SITE }, dst: { env: 'staging', siteId: SITE }, collection: 'Tag' });
      expect(job.result.copied).toBe(await count('Tag'));
    },
    compareSchemas: async () => expect((await tool('compareSchemas', { env: 'staging' })).result).toMatchObject({ added: [], removed: [] }),
    checkAllPayments: async () => {
      const job = await follow(await devAdmin.get(`/api/${SITE}/tools/checkAllPayments?relink=true`));
      expect(job.result).toMatchObject({ checked: 1, mismatches: [{ paymentId: 'paiement-outils', problem: 'unlinked' }] });
    },
    generateGifts: async () => {
      const lines = await csv(`/api/${SITE}/tools/generateGifts?productRef=SubscriptionFormula:formule-outils&count=2`);
      expect(lines).toHaveLength(3);
    },
    // The reader's purchase and the two gift codes just generated, each of the formula.
    exportSubscriptions: async () => {
      const rows = (await csv(`/api/${SITE}/data/exportSubscriptions?__admin=true`)).slice(1).map((l) => l.split(';'));
      expect(rows.map((r) => r[5])).toEqual(['formule-outils', 'formule-outils', 'formule-outils']);
      expect(rows.map((r) => r[1]).filter(Boolean)).toEqual(['lecteur-outils']);
    },
  };

  it(
    'runs every tool on a site, each checked on its result; after each, a content and a formula copy to staging and compare equal',
    { timeout: 150_000 },
    async () => {
      for (const admin of [devAdmin, stagingAdmin])
        expect((await admin.post('/api/global/data/Site', { _id: SITE, label: 'Site des outils', domain: 'outils.example' })).status).toBe(201);
      const content = { _id: 'tc-outils', label: 'Contenu outillé', tags: [ref('Tag', 'tag-outils'), ref('Tag', 'tag-outils-double')] };
      for (const [type, record] of [
        ['Tag', { _id: 'tag-outils', text: 'Outils' }],
        ['Tag', { _id: 'tag-outils-double', text: 'OUTILS' }],
        ['Tag', { _id: 'tag-outils-bis', text: 'Autre mot' }],
        ['TextContent', content],
        ['User', { _id: 'lecteur-outils', login: 'lecteur-outils@example.com' }],
        ['UserComment', { body: 'Bravo', status: 'published', user: ref('User', 'lecteur-outils'), content: ref('TextContent', 'tc-outils') }],
        ['SubscriptionFormula', { _id: 'formule-outils', label: 'Formule outillée', price: 5 }],
        ['Purchase', { status: 'ok', product: ref('SubscriptionFormula', 'formule-outils'), userId: ref('User', 'lecteur-outils') }],
        ['Payment', { _id: 'paiement-outils', status: 'succeeded', price: 5, userId: ref('User', 'lecteur-outils') }],
      ] as const) {
        const created = await devAdmin.post(`/api/${SITE}/data/${type}`, record);
        expect(created.status, `${type} ${JSON.stringify(created.body)}`).toBe(201);
      }
      // Every tool the tools route starts is run here: a new one fails this test until it is given its run and check.
      expect(TOOLS.filter((t) => !(t in RUNS))).toEqual([]);
      for (const [name, runTool] of Object.entries(RUNS)) {
        await runTool();
        for (const [type, id] of [
          ['TextContent', 'tc-outils'],
          ['SubscriptionFormula', 'formule-outils'],
        ]) {
          const target = { targetEnv: 'staging', targetSiteId: SITE, resourceId: id };
          const copy = await devAdmin.post(`/api/${SITE}/data/${type}/copyTo`, target);
          expect(copy.status, `${name} → copie de ${type} ${JSON.stringify(copy.body)}`).toBe(200);
          const compared = await devAdmin.get(`/api/${SITE}/data/${type}/compare?${new URLSearchParams(target)}`);
          expect(compared.status, `${name} → comparaison de ${type} ${JSON.stringify(compared.body)}`).toBe(200);
          expect(compared.body.changes, `${name} → ${type}`).toEqual([]);
        }
        const listed = await devAdmin.get(
          `/api/${SITE}/environments/compare-data?rightEnv=staging&rightSite=${SITE}&leftType=TextContent&rightType=TextContent`,
        );
        expect(listed.status, `${name} → comparaison de contenus ${JSON.stringify(listed.body)}`).toBe(200);
        expect(listed.body.counts, name).toMatchObject({ changed: 0 });
      }
    },
  );

  it('names the refused fields by their labels', async () => {
    const refused = await devAdmin.post('/api/demo-prod/data/TextContent', { label: 12 });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Enregistrement invalide, champ à corriger : Titre');
  });
});

describe('content comparison', () => {
  const pair = 'rightEnv=staging&rightSite=demo-prod&leftType=Tag&rightType=Tag';
  const list = (extra = '') => devAdmin.get(`/api/demo-prod/environments/compare-data?${pair}${extra}`);
  const act = (what: 'copy' | 'delete', body: Record<string, string>) =>
    devAdmin.post(`/api/demo-prod/environments/compare-data/${what}`, {
      rightEnv: 'staging',
      rightSite: 'demo-prod',
      leftType: 'Tag',
      rightType: 'Tag',
      ...body,
    });

  it('lists added, removed and changed items with their field diff, then copies and deletes both ways', async () => {
    const before = (await list()).body;
    await devAdmin.post('/api/demo-prod/data/Tag', { _id: 'tag-dev', text: 'Seulement dev' });
    await stagingAdmin.post('/api/demo-prod/data/Tag', { _id: 'tag-staging', text: 'Seulement staging' });
    const firstTag = (await devAdmin.get('/api/demo-prod/data/Tag?limit=1&sortBy=_id')).body.data[0];
    await devAdmin.put(`/api/demo-prod/data/Tag/${firstTag._id}`, { text: `${firstTag.text} (modifié)` });
    const page = (await list()).body;
    expect(page.counts.added).toBe(before.counts.added + 1);
    expect(page.counts.removed).toBe(before.counts.removed + 1);
    const byId = Object.fromEntries(page.items.map((i: { _id: string }) => [i._id, i]));
    expect(byId['tag-dev'].status).toBe('added');
    expect(byId['tag-staging'].status).toBe('removed');
    expect(byId[firstTag._id].changes).toEqual([{ path: 'text', kind: 'changed', before: firstTag.text, after: `${firstTag.text} (modifié)` }]);
    expect((await list('&showAll=true&limit=100')).body.total).toBe(page.counts.added + page.counts.removed + page.counts.changed + page.counts.same);

    expect((await act('copy', { id: 'tag-dev', direction: 'toRight' })).status).toBe(200);
    expect((await stagingAdmin.get('/api/demo-prod/data/Tag/tag-dev')).body.text).toBe('Seulement dev');
    expect((await act('copy', { id: 'tag-staging', direction: 'toLeft' })).status).toBe(200);
    expect((await devAdmin.get('/api/demo-prod/data/Tag/tag-staging')).body.text).toBe('Seulement staging');
    expect((await act('delete', { id: 'tag-dev', side: 'right' })).status).toBe(200);
    expect((await stagingAdmin.get('/api/demo-prod/data/Tag/tag-dev')).status).toBe(404);
    expect((await act('delete', { id: 'tag-staging', side: 'left' })).status).toBe(200);
    expect((await devAdmin.get('/api/demo-prod/data/Tag/tag-staging')).status).toBe(404);
    // Archived, not lost.
    expect((await devAdmin.post('/api/demo-prod/data/Tag/tag-staging/restore')).status).toBe(200);
    // A record deleted (archived) on the target is copied there again: restored, then brought up to the copy.
    await devAdmin.put('/api/demo-prod/data/Tag/tag-dev', { text: 'Seulement dev, recopié' });
    expect((await act('copy', { id: 'tag-dev', direction: 'toRight' })).status).toBe(200);
    expect((await stagingAdmin.get('/api/demo-prod/data/Tag/tag-dev')).body.text).toBe('Seulement dev, recopié');
    const again = await devAdmin.post('/api/demo-prod/data/Tag/copyTo', { targetEnv: 'staging', targetSiteId: 'demo-prod', resourceId: 'tag-dev' });
    expect(again.status).toBe(200);
  });

  it('is for super administrators only', async () => {
    const peer = bearer(stagingToken, staging.url);
    expect((await peer.get(`/api/demo-prod/environments/compare-data?rightEnv=dev&rightSite=demo-prod&leftType=Tag&rightType=Tag`)).status).toBe(403);
  });
});

describe('tools between environments', () => {
  const runJob = async (path: string, params: Record<string, unknown>) => {
    const started = await devAdmin.post(path, params);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    return waitForJob(devAdmin, started.body.id);
  };

  it('copies a collection to staging as a job: afterwards nothing differs', async () => {
    await devAdmin.post('/api/demo-dev/data/Tag', { _id: 'collection-1', text: 'Copié par collection' });
    const job = await runJob('/api/demo-dev/tools/copyCollection', {
      src: { env: 'dev', siteId: 'demo-dev' },
      dst: { env: 'staging', siteId: 'demo-dev' },
      collection: 'Tag',
    });
    expect(job.state).toBe('done');
    expect(job.result.copied).toBeGreaterThanOrEqual(1);
    expect((await stagingAdmin.get('/api/demo-dev/data/Tag/collection-1')).body.text).toBe('Copié par collection');
    const after = (await devAdmin.get('/api/demo-dev/environments/compare-data?rightEnv=staging&rightSite=demo-dev&leftType=Tag&rightType=Tag')).body;
    expect(after.counts).toMatchObject({ added: 0, changed: 0 });
  });

  it("compares the schemas with staging's: the one changed there is reported", async () => {
    const job = await runJob('/api/demo-prod/tools/compareSchemas', { env: 'staging' });
    expect(job.state).toBe('done');
    const author = job.result.changed.find((c: { _id: string }) => c._id === 'Author');
    expect(author.changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: expect.stringMatching(/^propertiesList\.\d+\.required$/) })]),
    );
    expect(job.result.added).toEqual([]);
  });
});

describe('schema copy between environments', () => {
  it('moves a new type from dev to staging through staging’s schema validation, and brings a changed one back in line', async () => {
    const schema = {
      _id: 'LieuEnv',
      label: 'Lieux',
      singular: 'Lieu',
      section: 'contents',
      storedInInstanceDatabase: true,
      hasAssociatedDBCollection: true,
      propertiesGroups: ['Général'],
      propertiesList: [{ key: 'label', label: 'Nom', type: 'string', required: true, column: true }],
    };
    expect((await devAdmin.post('/api/global/data/schema', schema)).status).toBe(201);
    const copied = await devAdmin.post('/api/environments/staging/schemas/LieuEnv/copy');
    expect(copied.status, JSON.stringify(copied.body)).toBe(200);
    expect(copied.body).toEqual({ _id: 'LieuEnv', env: 'staging', created: true });
    const [version] = (await stagingAdmin.get('/api/global/history/schema/LieuEnv')).body.data;
    expect(version).toMatchObject({ action: 'create', via: 'api', copiedFrom: { env: 'dev', siteId: 'global' } });
    // Live on staging at once: its records are validated by it.
    expect((await stagingAdmin.post('/api/demo-prod/data/LieuEnv', {})).body.fields).toHaveProperty('label');
    expect((await stagingAdmin.post('/api/demo-prod/data/LieuEnv', { label: 'Salle 1' })).status).toBe(201);

    expect((await devAdmin.post('/api/environments/staging/schemas/Author/copy')).body).toMatchObject({ created: false });
    const job = (await devAdmin.post('/api/demo-prod/tools/compareSchemas', { env: 'staging' })).body;
    const { result } = await waitForJob(devAdmin, job.id);
    expect(result.changed.map((c: { _id: string }) => c._id)).not.toContain('Author');
    expect(result.added).not.toContain('LieuEnv');
  });

  it('is refused to a target outside the copy targets, to a token for some sites, and to the console’s users on the peer route', async () => {
    expect((await devAdmin.post('/api/environments/prod/schemas/Author/copy')).status).toBe(400);
    expect((await devAdmin.post('/api/environments/dev/schemas/Author/copy')).status).toBe(400);
    const scoped = await stagingAdmin.post('/api/environments/tokens', {
      name: 'un site',
      scope: 'read-write',
      siteIds: ['demo-prod'],
      expiresAt: inAYear(),
    });
    const refused = await bearer(scoped.body.token, staging.url).send('PUT', '/api/environments/global/schema/Author', { label: 'Auteurs' });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe('La copie des ressources globales demande un jeton valable pour tous les sites');
    expect((await stagingAdmin.put('/api/environments/global/schema/Author', { label: 'Auteurs' })).status).toBe(403);
  });
});

describe('a peer that is down, slow or answering garbage', () => {
  it('gives a French message with the hint, in time', async () => {
    const compare = () => devAdmin.get('/api/demo-prod/data/Page/compare?targetEnv=staging&targetSiteId=demo-prod&resourceId=about');
    const closed = await freePort();
    writePeers(devPeers, { staging: { url: `http://127.0.0.1:${closed}`, token: stagingToken } });
    const down = await compare();
    expect(down.status).toBe(502);
    expect(down.body.message).toMatch(/injoignable.*Vérifiez l'URL et le jeton de l'environnement « staging »/);

    const sockets = new Set<import('node:net').Socket>();
    const slow = http.createServer(() => undefined);
    slow.on('connection', (s) => sockets.add(s));
    const garbage = http.createServer((_req, res) => res.end('<html>pas du JSON'));
    await Promise.all([new Promise<void>((r) => slow.listen(0, '127.0.0.1', r)), new Promise<void>((r) => garbage.listen(0, '127.0.0.1', r))]);
    try {
      writePeers(devPeers, { staging: { url: `http://127.0.0.1:${(slow.address() as { port: number }).port}`, token: stagingToken } });
      const started = Date.now();
      const late = await compare();
      expect(late.status).toBe(504);
      expect(late.body.message).toMatch(/ne répond pas/);
      expect(Date.now() - started).toBeLessThan(15_000);
      writePeers(devPeers, { staging: { url: `http://127.0.0.1:${(garbage.address() as { port: number }).port}`, token: stagingToken } });
      const unreadable = await compare();
      expect(unreadable.status).toBe(502);
      expect(unreadable.body.message).toMatch(/réponse illisible/);
      writePeers(devPeers, { staging: { url: staging.url, token: 'cst_faux' } });
      expect((await compare()).body.message).toMatch(/refuse le jeton/);
    } finally {
      for (const s of sockets) s.destroy();
      slow.close();
      garbage.close();
      writePeers(devPeers, { staging: { url: staging.url, token: stagingToken } });
    }
  });
});
