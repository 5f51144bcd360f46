// The super-admin tools (issue 13 §4), each a job, checked on the data they change: site initialisation from the
// blank template, test data created then removed exactly, empty the site and its undo, tag de-duplication rewriting
// references, counters rebuilt, and a database check finding planted faults.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobView } from '../../server/jobs/types.js';
import { ADMIN, ApiClient, uploadFile, userWith, waitForJob } from './client.js';

let admin: ApiClient;
const SITE = 'demo-dev';

beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
});

/** Starts a tool and waits for its end. */
async function run(siteId: string, tool: string, params?: Record<string, unknown>): Promise<JobView> {
  params ??= tool === 'clear' ? undefined : {};
  const started = await admin.post(tool === 'clear' ? `/api/${siteId}/clear` : `/api/${siteId}/tools/${tool}`, params);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  return waitForJob<JobView>(admin, started.body.id);
}

const count = async (siteId: string, type: string) => (await admin.get(`/api/${siteId}/data/${type}/count`)).body as number;
const ref = (_cls: string, _id: string) => ({ _id, _cls, _isRef: true });

describe('site initialisation', () => {
  it('is refused on the blank template and on global, and needs a title', async () => {
    expect((await admin.post('/api/MODELE-DE-SITE-VIERGE/tools/initSite', { title: 'X' })).body.message).toBe(
      "L'initialisation n'est pas permise sur le modèle de site vierge ni sur global",
    );
    expect((await admin.post('/api/global/tools/initSite', { title: 'X' })).status).toBe(400);
    expect((await admin.post(`/api/${SITE}/tools/initSite`, { title: ' ' })).status).toBe(400);
  });

  it('gives a new site the template: config, home page and what it uses, titled; then empties it and brings it back', async () => {
    expect((await admin.post('/api/global/data/Site', { _id: 'site-init', label: 'Site initialisé' })).status).toBe(201);
    // What the console only shows on the template (an export there, a payout its webhook recorded) is not its content.
    const exported = await admin.post('/api/MODELE-DE-SITE-VIERGE/exports', { type: 'Tag', fields: ['_id'] });
    expect(exported.status, JSON.stringify(exported.body)).toBeLessThan(300);
    await waitForJob(admin, exported.body.jobId);
    const job = await run('site-init', 'initSite', { title: 'La Gazette' });
    expect(job.state).toBe('done');
    expect(job.log.filter((l) => l.level === 'error')).toEqual([]);
    // Agreed with each type's noun (model/nounGender.ts).
    expect(job.log.map((l) => l.text)).toEqual(
      expect.arrayContaining([
        'Page « Accueil » créée',
        'Catégorie « Société » créée',
        'Menu « Menu principal » créé',
        'Configuration « Options » créée',
      ]),
    );
    const home = (await admin.get('/api/site-init/data/Page/home')).body;
    expect(home).toMatchObject({ isHome: true, seoTitle: 'La Gazette' });
    for (const { _cls, _id } of [
      ref('ComplexComponent', 'header'),
      ref('ComplexComponent', 'footer'),
      ref('Menu', 'menu-main'),
      ref('Category', 'cat-culture'),
    ]) {
      expect((await admin.get(`/api/site-init/data/${_cls}/${_id}`)).status).toBe(200);
    }
    expect((await admin.get('/api/site-init/data/Config/footer')).body.footer.copyright).toBe('© La Gazette');
    expect((await admin.get('/api/site-init/data/Config/options')).status).toBe(200);

    expect((await admin.post('/api/site-init/clear', { confirmSiteId: 'autre' })).status).toBe(400);
    expect(await count('site-init', 'Export')).toBe(0);
    const cleared = await run('site-init', 'clear', { confirmSiteId: 'site-init' });
    expect(cleared.result).toMatchObject({ archived: 11 });
    expect((await admin.get('/api/site-init/data/Page/home')).status).toBe(404);
    expect((await run('site-init', 'undoClearSite', { clearJobId: cleared.id })).result).toEqual({ restored: 11 });
    expect((await admin.get('/api/site-init/data/Page/home')).body.seoTitle).toBe('La Gazette');

    // Spec 001 §7's call itself has no payload.
    const again = await run('site-init', 'clear');
    expect(again.state).toBe('done');
    expect(again.result).toMatchObject({ archived: 11 });
    expect((await run('site-init', 'undoClearSite', { clearJobId: again.id })).result).toEqual({ restored: 11 });
  });

  it('asks before writing over a site, then keeps each replaced record restorable in its place', async () => {
    const site = 'site-reinit';
    expect((await admin.post('/api/global/data/Site', { _id: site, label: 'Site réinitialisé' })).status).toBe(201);
    expect((await run(site, 'initSite', { title: 'Premier' })).state).toBe('done');
    const footer = async () => (await admin.get(`/api/${site}/data/Config/footer`)).body.footer.copyright;
    const mine = { footer: { ...(await admin.get(`/api/${site}/data/Config/footer`)).body.footer, copyright: '© Le mien' } };
    expect((await admin.put(`/api/${site}/data/Config/footer`, mine)).status).toBe(200);

    const refused = await admin.post(`/api/${site}/tools/initSite`, { title: 'Second' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('SITE_NOT_EMPTY');
    expect(refused.body.message).toBe(
      `Le site ${site} contient déjà 11 enregistrement(s) que l'initialisation remplacerait : Catégories (3) : « Actualité », « Culture », « Société » ; ` +
        'Composants complexes (2) : « En-tête », « Pied de page » ; Menus (2) : « Menu du pied de page », « Menu principal » ; ' +
        'Pages (1) : « Accueil » ; Configurations (3) : « En-tête », « Options », « Pied de page ». ' +
        'Confirmez pour les remplacer : leurs versions actuelles seront archivées (Archivés › Restaurer les remet).',
    );
    expect((await admin.post(`/api/${site}/tools/initSite`, { title: 'Second', overwrite: 'oui' })).status).toBe(400);
    expect(await footer()).toBe('© Le mien');

    const job = await run(site, 'initSite', { title: 'Second', overwrite: true });
    expect(job.state).toBe('done');
    expect(job.result).toEqual({ created: 0, replaced: 11, errors: 0 });
    const log = job.log.map((l) => l.text);
    expect(log).toContain('Configuration « Pied de page » remplacée');
    expect(log).toContain('Menu « Menu principal » remplacé');
    expect(log.find((l) => l.startsWith('Configuration « Pied de page » : version précédente archivée sous footer.remplace-'))).toMatch(
      /sous footer\.remplace-\d{17} \(Archivés › Restaurer la remet\)$/,
    );
    expect(await footer()).toBe('© Second');

    // 'Archivés' lists the copy; 'Restaurer' puts it back under its own id and keeps the initialised version instead.
    const archivedFooters = async () =>
      ((await admin.get(`/api/${site}/data/Config?archived=true`)).body.data as { _id: string; footer?: { copyright: string } }[]).filter((r) =>
        r._id.startsWith('footer.'),
      );
    const [copy] = await archivedFooters();
    expect(copy.footer?.copyright).toBe('© Le mien');
    expect((await admin.post(`/api/${site}/data/Config/${copy._id}/restore`)).status).toBe(200);
    expect(await footer()).toBe('© Le mien');
    const kept = await archivedFooters();
    expect(kept.map((r) => r.footer?.copyright)).toEqual(['© Second']);
    expect(kept[0]._id).not.toBe(copy._id);
  });

  it('is for super administrators only', async () => {
    const editor = await userWith(admin, { rights: { siteConfig: true, hasToolsAccess: true } });
    expect((await editor.post(`/api/${SITE}/tools/checkDb`, {})).status).toBe(403);
  });
});

describe('restore of a period (GET {instance}/temp_restore_ovh)', () => {
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  it('brings back the records archived between beginTs and endTs, and only those', async () => {
    const site = 'restauration-periode';
    expect((await admin.post('/api/global/data/Site', { _id: site, label: 'Restauration' })).status).toBe(201);
    for (const id of ['avant', 'pendant', 'apres'])
      expect((await admin.post(`/api/${site}/data/Tag`, { _id: id, label: id, text: id })).status).toBe(201);
    const archive = async (id: string) => expect((await admin.del(`/api/${site}/data/Tag/${id}`)).status).toBeLessThan(300);
    await archive('avant');
    await sleep(1100);
    const beginTs = Math.floor(Date.now() / 1000);
    await archive('pendant');
    const endTs = Math.ceil(Date.now() / 1000);
    await sleep(1100);
    await archive('apres');

    const started = await admin.get(`/api/${site}/temp_restore_ovh?beginTs=${beginTs}&endTs=${endTs}`);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const job = await waitForJob<JobView>(admin, (started.body as JobView).id);
    expect(job.result).toEqual({ restored: 1, byType: { Tag: 1 } });
    expect((await admin.get(`/api/${site}/data/Tag/pendant`)).status).toBe(200);
    expect((await admin.get(`/api/${site}/data/Tag/avant`)).status).toBe(404);
    expect((await admin.get(`/api/${site}/data/Tag/apres`)).status).toBe(404);
  });

  it('needs a period in order, a site, and a super administrator', async () => {
    const reversed = await admin.get(`/api/${SITE}/temp_restore_ovh?beginTs=2000&endTs=1000`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('La fin de la période (endTs) doit suivre son début (beginTs)');
    expect((await admin.get(`/api/${SITE}/temp_restore_ovh?beginTs=abc&endTs=1000`)).status).toBe(400);
    expect((await admin.get(`/api/${SITE}/temp_restore_ovh`)).status).toBe(400);
    expect((await admin.get('/api/global/temp_restore_ovh?beginTs=0&endTs=1')).status).toBe(400);
    const editor = await userWith(admin, { rights: { siteConfig: true, hasToolsAccess: true } });
    expect((await editor.get(`/api/${SITE}/temp_restore_ovh?beginTs=0&endTs=1`)).status).toBe(403);
  });
});

describe('test data', () => {
  it('creates 10 tags, 25 authors and 50 contents per category, then removes exactly them', async () => {
    const types = ['Tag', 'Author', 'TextContent'];
    const before = Object.fromEntries(await Promise.all(types.map(async (t) => [t, await count(SITE, t)])));
    const categories = await count(SITE, 'Category');
    const created = await run(SITE, 'createTestData');
    expect(created.state).toBe('done');
    expect(await count(SITE, 'Tag')).toBe(before.Tag + 10);
    expect(await count(SITE, 'Author')).toBe(before.Author + 25);
    expect(await count(SITE, 'TextContent')).toBe(before.TextContent + 50 * categories);
    expect((await run(SITE, 'deleteTestData')).state).toBe('done');
    for (const t of types) expect(await count(SITE, t)).toBe(before[t]);
  }, 90_000);
});

describe('collections', () => {
  it('lists the collections of an instance with their live records, for super administrators', async () => {
    const list = await admin.get(`/api/${SITE}/collections`);
    expect(list.status).toBe(200);
    const tags = (list.body as { _id: string; label: string; count: number }[]).find((c) => c._id === 'Tag');
    expect(tags).toEqual({ _id: 'Tag', label: 'Tags', count: await count(SITE, 'Tag') });
    expect(list.body.map((c: { _id: string }) => c._id)).not.toContain('schema');
    const editor = await userWith(admin, { rights: { contents: true, hasToolsAccess: true } });
    expect((await editor.get(`/api/${SITE}/collections`)).status).toBe(403);
  });
});

describe('copy a collection', () => {
  it('between two sites of this server named by their ids (src, dst, collection): afterwards the target holds every record', async () => {
    expect((await admin.post('/api/global/data/Site', { _id: 'copie-dest', label: 'Destination de copie' })).status).toBe(201);
    await admin.post(`/api/${SITE}/data/Author`, { _id: 'auteur-copie', label: 'Auteur copié' });
    const job = await run(SITE, 'copyCollection', { src: SITE, dst: 'copie-dest', collection: 'Author' });
    expect(job.state, job.error ?? '').toBe('done');
    expect(await count('copie-dest', 'Author')).toBe(await count(SITE, 'Author'));
    expect((await admin.get('/api/copie-dest/data/Author/auteur-copie')).body.label).toBe('Auteur copié');
  });
});

describe('maintenance', () => {
  it('merges tags equal but for case and accents, rewriting every reference', async () => {
    await admin.post(`/api/${SITE}/data/Tag`, { _id: 'dd-1', text: 'Économie durable' });
    await admin.post(`/api/${SITE}/data/Tag`, { _id: 'dd-2', text: 'economie  DURABLE' });
    await admin.post(`/api/${SITE}/data/TextContent`, { _id: 'dd-content', label: 'Avec doublons', tags: [ref('Tag', 'dd-2'), ref('Tag', 'dd-1')] });
    const job = await run(SITE, 'dedupTags');
    expect(job.state).toBe('done');
    expect((await admin.get(`/api/${SITE}/data/TextContent/dd-content`)).body.tags).toEqual([ref('Tag', 'dd-1')]);
    expect((await admin.get(`/api/${SITE}/data/Tag/dd-2`)).status).toBe(404);
    expect((await admin.get(`/api/${SITE}/data/Tag/dd-1`)).status).toBe(200);
  });

  it("rebuilds likes from the « J'aime » of published comments (bookmarks are no likes) and sales counts from purchases in state ok", async () => {
    // Demo comments on tc-budget: com-1 published with 12 likes, com-2 pending, com-3 published without likes.
    const content = ref('TextContent', 'dd-content');
    for (const u of ['u1', 'u2']) await admin.post(`/api/${SITE}/data/Bookmark`, { user: ref('User', u), content });
    expect((await run(SITE, 'rebuildLikes')).state).toBe('done');
    expect((await admin.get(`/api/${SITE}/data/TextContent/tc-budget`)).body._stats.likeCount).toBe(12);
    expect((await admin.get(`/api/${SITE}/data/TextContent/dd-content`)).body._stats.likeCount).toBe(0);

    await admin.post(`/api/${SITE}/data/SubscriptionFormula`, { _id: 'formule-compte', label: 'Formule comptée', price: 5 });
    const product = ref('SubscriptionFormula', 'formule-compte');
    for (const status of ['ok', 'ok', 'error']) await admin.post(`/api/${SITE}/data/Purchase`, { status, product, userId: ref('User', 'u1') });
    expect((await run(SITE, 'rebuildPurchaseCount')).state).toBe('done');
    expect((await admin.get(`/api/${SITE}/data/SubscriptionFormula/formule-compte`)).body._stats.purchaseCount).toBe(2);
  });

  it('finds planted faults: a record no longer valid, a dangling reference, an orphan file, ids differing by case', async () => {
    const schema = (await admin.get('/api/global/data/schema/Author')).body;
    await admin.post(`/api/${SITE}/data/Author`, { _id: 'sans-role', label: 'Sans rôle' });
    await admin.post(`/api/${SITE}/data/Category`, { _id: 'cat-partie', label: 'Partie' });
    await admin.post(`/api/${SITE}/data/TextContent`, { _id: 'orpheline', label: 'Catégorie perdue', category: ref('Category', 'cat-partie') });
    await admin.del(`/api/${SITE}/data/Category/cat-partie`);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const orphan = (await uploadFile(admin, SITE, 'orphelin.png', png)).body.path;
    await admin.post(`/api/${SITE}/data/Tag`, { _id: 'Casse', text: 'Casse A' });
    await admin.post(`/api/${SITE}/data/Tag`, { _id: 'casse', text: 'Casse B' });
    const required = schema.propertiesList.map((p: { key: string }) => (p.key === 'role' ? { ...p, required: true } : p));
    expect((await admin.put('/api/global/data/schema/Author', { propertiesList: required })).status).toBe(200);
    try {
      const job = await run(SITE, 'checkDb');
      expect(job.state).toBe('done');
      const issues = (job.result as { issues: { kind: string; cls?: string; id?: string; path?: string; link?: string }[] }).issues;
      expect(issues).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'invalid', cls: 'Author', id: 'sans-role', link: `/${SITE}/contents/authors/sans-role` }),
          expect.objectContaining({ kind: 'dangling', cls: 'TextContent', id: 'orpheline' }),
          expect.objectContaining({ kind: 'orphanFile', path: orphan }),
          expect.objectContaining({ kind: 'duplicateId', cls: 'Tag' }),
        ]),
      );
    } finally {
      await admin.put('/api/global/data/schema/Author', { propertiesList: schema.propertiesList });
    }
  });
});
