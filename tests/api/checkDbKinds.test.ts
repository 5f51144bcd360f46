// 'Vérifier la base' reports each kind of fault it knows, once planted, with its French message (issue 19: a check
// that cries wolf is not read, so every kind it reports must be one a test can plant). On a site of its own, so that
// the report holds exactly what was planted. A new kind in CheckDbIssueKind fails here until it is planted too.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobView } from '../../server/jobs/types.js';
import type { CheckDbIssue, CheckDbIssueKind } from '../../model/tools/index.js';
import { ADMIN, ApiClient, uploadFile, waitForJob } from './client.js';

const run = Date.now().toString(36);
const SITE = `verif-${run}`;
const TYPE = `Verification${run}`;
let admin: ApiClient;

beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
  expect((await admin.post('/api/global/data/Site', { _id: SITE, label: 'Base à vérifier' })).status).toBe(201);
});

const waitFor = (id: string) => waitForJob<JobView>(admin, id);

const schema = (propertiesList: Record<string, unknown>[]) => ({
  _id: TYPE,
  label: 'Vérifications',
  singular: 'Vérification',
  section: 'contents',
  storedInInstanceDatabase: true,
  hasAssociatedDBCollection: true,
  propertiesList,
});
const ref = (_cls: string, _id: string) => ({ _id, _cls, _isRef: true });

describe('database check of planted faults', () => {
  it('finds each kind once, with its French message, and nothing else', { timeout: 90_000 }, async () => {
    // invalid: a record written when 'label' was optional and 'note' declared, read after both changed.
    const before = [
      { key: 'label', label: 'Nom', type: 'string' },
      { key: 'note', label: 'Note', type: 'string' },
      { key: 'document', label: 'Document', type: 'file' },
      { key: 'corps', label: 'Corps du texte', type: 'object' },
    ];
    expect((await admin.post('/api/global/data/schema', schema(before))).status).toBe(201);
    expect((await admin.post(`/api/${SITE}/data/${TYPE}`, { _id: 'sans-nom', note: 'à retirer' })).status).toBe(201);
    // unsafe: an object that becomes rich text, stored before the sanitiser ever read it.
    const unsafe = { _id: 'ancien', label: 'Ancien', corps: { html: '<p>a<img src="x" onerror="alert(1)"></p>' } };
    expect((await admin.post(`/api/${SITE}/data/${TYPE}`, unsafe)).status).toBe(201);
    const after = [{ key: 'label', label: 'Nom', type: 'string', required: true }, before[2], { ...before[3], type: 'richtext' }];
    const changed = await admin.put(`/api/global/data/schema/${TYPE}`, schema(after));
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    // missingFile: a file named by a record that the store does not hold.
    const absent = `/verification/${run}/absent.pdf`;
    const named = await admin.post(`/api/${SITE}/data/${TYPE}`, { _id: 'fichier-absent', label: 'Fichier absent', document: absent });
    expect(named.status, JSON.stringify(named.body)).toBe(201);
    // dangling: a reference to a category archived since.
    await admin.post(`/api/${SITE}/data/Category`, { _id: 'cat-partie', label: 'Partie' });
    await admin.post(`/api/${SITE}/data/TextContent`, { _id: 'orpheline', label: 'Catégorie perdue', category: ref('Category', 'cat-partie') });
    expect((await admin.del(`/api/${SITE}/data/Category/cat-partie`)).status).toBe(200);
    // orphanFile: an upload nothing uses.
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const orphan = (await uploadFile(admin, SITE, 'orphelin.png', png)).body.path as string;
    // duplicateId: ids of one type differing only by case.
    await admin.post(`/api/${SITE}/data/Tag`, { _id: 'Casse', text: 'Casse A' });
    await admin.post(`/api/${SITE}/data/Tag`, { _id: 'casse', text: 'Casse B' });

    const started = await admin.post(`/api/${SITE}/tools/checkDb`, {});
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const job = await waitFor(started.body.id);
    expect(job.state, job.error ?? '').toBe('done');
    const { counts, issues } = job.result as { counts: Record<CheckDbIssueKind, number>; issues: CheckDbIssue[] };
    const planted: Record<CheckDbIssueKind, Partial<CheckDbIssue>> = {
      invalid: { cls: TYPE, id: 'sans-nom', message: expect.stringMatching(/^(?=.*Nom : Ce champ est requis)(?=.*note : Propriété inconnue)/) },
      unsafe: { cls: TYPE, id: 'ancien', message: expect.stringMatching(/^Corps du texte : Contenu que le nettoyage retirerait/) },
      missingFile: { cls: TYPE, id: 'fichier-absent', path: absent, message: `Fichier ${absent} utilisé mais absent` },
      dangling: { cls: 'TextContent', id: 'orpheline', message: 'Référence vers Category « cat-partie », absent ou archivé' },
      orphanFile: { path: orphan, message: `Fichier ${orphan} utilisé par aucun enregistrement` },
      duplicateId: { cls: 'Tag', message: expect.stringMatching(/^Identifiants en double \(casse\) : (Casse, casse|casse, Casse)$/) },
    };
    // Every kind the check counts is planted here, once.
    expect(Object.keys(counts).sort()).toEqual(Object.keys(planted).sort());
    expect(counts).toEqual(Object.fromEntries(Object.keys(planted).map((k) => [k, 1])));
    for (const [kind, issue] of Object.entries(planted)) expect(issues, kind).toContainEqual(expect.objectContaining({ kind, ...issue }));
    expect(job.log.map((l) => l.text)).toContain(
      "1 invalide(s), 1 à nettoyer, 1 référence(s) cassée(s), 1 fichier(s) orphelin(s), 1 fichier(s) manquant(s), 1 doublon(s) d'identifiant",
    );
  });
});
