// A dump of several types in one file (issue 31 §6): each row's `_cls` says its type, the types are imported in the
// order their references need (categories before the news naming them), `_id`s kept, one undo for them all.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient, userWith } from './client.js';
import { importSteps } from './importSteps.js';

const SITE = `import-dumps-${Date.now()}`;
let admin: ApiClient;

const { step } = importSteps(SITE, () => admin);

const DUMP = [
  '{"_id": "n1", "_cls": "News", "label": "Une", "category": "cat1"}',
  '{"_id": "cat1", "_cls": "Category", "label": "Culture"}',
  '{"_id": "cat2", "_cls": "Category", "label": "Théâtre", "parent": {"_id": "cat1", "_cls": "Category"}}',
  '{"_id": "x", "label": "Sans type"}',
  '{"_id": "y", "_cls": "Inconnu", "label": "?"}',
  '{"_id": "n2", "_cls": "News", "label": "Deux", "category": "absente"}',
].join('\n');

const DUMP_REFUSALS = [
  '1 ligne : « _cls » manquant : un import de plusieurs types prend le type de chaque ligne (ligne 4)',
  '1 ligne : Type inconnu : Inconnu (ligne 5)',
  "1 ligne : « News › Catégorie » désigne un enregistrement qui n'existe ni sur le site ni dans le fichier (ligne 6)",
];

beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
  expect((await admin.post('/api/global/data/Site', { _id: SITE, label: 'Site des imports de plusieurs types' })).status).toBe(201);
});

async function uploadDump(name: string, content: string, client = admin) {
  const form = new FormData();
  form.append('file', new Blob([content]), name);
  const res = await fetch(`${client.base}/api/${SITE}/imports/new`, {
    method: 'POST',
    body: form,
    headers: { cookie: client.cookie, 'x-console-upload': '1' },
  });
  return { status: res.status, body: await res.json() };
}

describe('one file, each line with its _cls', () => {
  it('checks, imports in reference order with the ids kept, and undoes every type', async () => {
    const res = await uploadDump('dump.ndjson', DUMP);
    expect(res.status).toBe(201);
    expect(res.body.import).toMatchObject({ type: '_cls', format: 'ndjson', state: 'uploaded' });
    const id = res.body.import.id;

    const { imp } = await step(id, 'check');
    expect(imp.counts).toEqual({ rows: 6, created: 3, updated: 0, unchanged: 0, refused: 3 });
    expect(imp.refusals.map((r: { text: string }) => r.text)).toEqual(DUMP_REFUSALS);
    expect((await admin.get(`/api/${SITE}/data/Category/cat1`)).status).toBe(404);

    const { job, imp: done } = await step(id, 'run');
    expect(job.state).toBe('done');
    expect(done.counts).toMatchObject({ created: 3, refused: 3 });
    expect((await admin.get(`/api/${SITE}/data/News/n1`)).body.category).toEqual({ _id: 'cat1', _cls: 'Category', _isRef: true });
    expect((await admin.get(`/api/${SITE}/data/Category/cat2`)).body.parent).toEqual({ _id: 'cat1', _cls: 'Category', _isRef: true });

    const again = (await uploadDump('dump.ndjson', DUMP)).body.import.id;
    expect((await step(again, 'check')).imp.counts).toMatchObject({ created: 0, unchanged: 3, refused: 3 });

    expect((await step(id, 'undo')).imp.undo).toEqual({ archived: 3, restored: 0, leftAlone: [] });
    expect((await admin.get(`/api/${SITE}/data/News/n1`)).status).toBe(404);
    expect((await admin.get(`/api/${SITE}/data/Category/cat1`)).status).toBe(404);
  });

  it('is for super administrators, from JSON or JSON lines only', async () => {
    const editor = await userWith(admin, { rights: { contents: true }, siteIds: [SITE] });
    expect(await uploadDump('dump.ndjson', DUMP, editor)).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
    expect(await uploadDump('dump.csv', '_cls;label\nNews;Une\n')).toEqual({
      status: 400,
      body: { error: 'BAD_FILE', message: 'Un import de plusieurs types lit du JSON ou des lignes JSON, chaque objet avec son « _cls »' },
    });
    const id = (await uploadDump('vide.ndjson', '{"label": "Sans type"}\n')).body.import.id;
    const { job, imp } = await step(id, 'check');
    expect(job.state).toBe('failed');
    expect(imp.fileError).toBe("Aucune ligne d'un type que cet import prend, d'après son « _cls »");
  });

  it('is named as a dump in its upload answer, with no column to match', async () => {
    const res = await uploadDump('dump.json', JSON.stringify([{ _id: 'a', _cls: 'Category', label: 'A' }]));
    expect(res.body).toMatchObject({ import: { type: '_cls', format: 'json', columns: [] }, targets: [] });
  });
});
