// Imports (issue 31): a file uploaded from a list, its dry run (nothing written, refusals grouped by field with their
// lines, a CSV of the refused rows), the import as a job, a retry that writes nothing, and the undo.
import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient, userWith } from './client.js';
import { BOM, crlf, importSteps } from './importSteps.js';

const SITE = `imports-${Date.now()}`;
const OTHER_SITE = `${SITE}-autre`;
const TAGS = `/api/${SITE}/data/Tag`;
let admin: ApiClient;

const { upload, step } = importSteps(SITE, () => admin);

const liveTexts = async () => ((await admin.get(`${TAGS}?sortBy=text&limit=100`)).body.data as { text: string }[]).map((t) => t.text);

beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
  expect((await admin.post('/api/global/data/Site', { _id: SITE, label: 'Site des imports' })).status).toBe(201);
  expect((await admin.post('/api/global/data/Site', { _id: OTHER_SITE, label: 'Autre site' })).status).toBe(201);
});

describe('a CSV in the console’s export format', () => {
  const file = BOM + crlf('Texte;Libellé affiché;Tag principal;Inconnue', 'Sport;Le sport;Oui;x', ';Sans texte;Non;y', 'Culture;La culture;Non;z');
  let id: string;

  it('matches the columns by label and names the one that matches nothing', async () => {
    const res = await upload('tags.csv', file);
    expect(res.status).toBe(201);
    id = res.body.import.id;
    expect(res.body.import).toMatchObject({ format: 'csv', state: 'uploaded', type: 'Tag' });
    expect(res.body.import.columns).toEqual([
      { column: 'Texte', path: 'text' },
      { column: 'Libellé affiché', path: 'label' },
      { column: 'Tag principal', path: 'isMain' },
      { column: 'Inconnue', path: null },
    ]);
    expect(res.body.targets).toContainEqual({ path: 'text', label: 'Texte' });
  });

  it('dry run: counts and grouped French refusals, and nothing written', async () => {
    const { job, imp } = await step(id, 'check');
    expect(job.state).toBe('done');
    expect(imp).toMatchObject({ state: 'checked', dryRun: true, leftOut: ['Inconnue'], fileError: '' });
    expect(imp.counts).toEqual({ rows: 3, created: 2, updated: 0, unchanged: 0, refused: 1 });
    expect(imp.refusals).toHaveLength(1);
    expect(imp.refusals[0]).toMatchObject({ field: 'Texte', count: 1, runs: [[3, 3]] });
    expect(imp.refusals[0].text).toBe('1 ligne : « Texte » Ce champ est requis (ligne 3)');
    expect(await liveTexts()).toEqual([]);
  });

  it('offers the refused rows as a CSV with their line and reasons', async () => {
    const res = await admin.get(`/api/${SITE}/imports/${id}/refused`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    // fetch's text() drops the BOM; the console's CSV writer, tested with the exports, writes it.
    expect(res.body).toBe(
      crlf('Ligne;Texte;Libellé affiché;Tag principal;Inconnue;Motifs du refus', '3;;Sans texte;Non;y;« Texte » Ce champ est requis'),
    );
  });

  it('imports the rows that pass, and a second import of the same file writes nothing', async () => {
    const { job, imp } = await step(id, 'run');
    expect(job.state).toBe('done');
    expect(imp).toMatchObject({ state: 'imported', dryRun: false });
    expect(imp.counts).toMatchObject({ created: 2, refused: 1 });
    expect(await liveTexts()).toEqual(['Culture', 'Sport']);
    const sport = (await admin.get(`${TAGS}?adminFilter=${encodeURIComponent('{"text":"Sport"}')}`)).body.data[0];
    expect(sport).toMatchObject({ label: 'Le sport', isMain: true });

    const again = (await upload('tags.csv', file)).body.import.id;
    expect((await step(again, 'check')).imp.counts).toMatchObject({ created: 0, unchanged: 2, refused: 1 });
    expect((await step(again, 'run')).imp.counts).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(await liveTexts()).toEqual(['Culture', 'Sport']);
  });

  it('the history says the import’s job wrote the records', async () => {
    const sport = (await admin.get(`${TAGS}?adminFilter=${encodeURIComponent('{"text":"Sport"}')}`)).body.data[0];
    const versions = (await admin.get(`/api/${SITE}/history/Tag/${sport._id}`)).body.data;
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ action: 'create', via: 'job', jobLabel: 'Import', login: ADMIN.login });
  });

  it('undo archives what the import created, once', async () => {
    const { job, imp } = await step(id, 'undo');
    expect(job.state).toBe('done');
    expect(imp).toMatchObject({ state: 'undone', undo: { archived: 2, restored: 0, leftAlone: [] } });
    expect(await liveTexts()).toEqual([]);
    expect((await admin.post(`/api/${SITE}/imports/${id}/undo`)).body).toMatchObject({
      error: 'NOT_IMPORTED',
      message: 'Cet import est déjà annulé',
    });
  });

  it("lists the type's imports, newest first, for whoever may import it", async () => {
    const listed = (await admin.get(`/api/${SITE}/imports?type=Tag`)).body.data as { id: string; state: string; startedBy: string }[];
    expect(listed).toHaveLength(2);
    expect(listed[1]).toMatchObject({ id, state: 'undone', startedBy: ADMIN.login });
    expect(listed[0]).toMatchObject({ state: 'imported' });
  });
});

describe('JSON lines with MongoDB Extended JSON, upsert', () => {
  it('updates by _id, creates the rest, and undo puts back the former values except where someone changed them since', async () => {
    expect((await admin.post(TAGS, { _id: 'a1', text: 'Avant', label: 'Ancien libellé' })).status).toBe(201);
    expect((await admin.post(TAGS, { _id: 'a2', text: 'Deux', label: 'Deux' })).status).toBe(201);
    const lines = [
      '{"_id": {"$oid": "a1"}, "_cls": "Tag", "text": "Avant", "label": "Nouveau libellé"}',
      '{"_id": {"$oid": "a2"}, "text": "Deux", "label": "Deux bis", "legacyField": 1}',
      '{"_id": {"$oid": "a3"}, "text": "Trois", "createdAt": {"$date": "2020-01-02T03:04:05Z"}}',
      '{"_id": "a4", "_cls": "Video", "text": "Autre type"}',
      '{"_id": "a5", "text": "Proto", "__proto__": {"x": 1}}',
    ];
    const id = (await upload('dump.json', lines.join('\n'))).body.import.id;
    const { imp } = await step(id, 'check', { mode: 'upsert' });
    expect(imp.format).toBe('ndjson');
    expect(imp.counts).toEqual({ rows: 5, created: 1, updated: 2, unchanged: 0, refused: 2 });
    expect(imp.leftOut).toEqual(['legacyField']);
    expect(imp.refusals.map((r: { text: string }) => r.text).sort()).toEqual([
      '1 ligne : Clé « __proto__ » refusée (ligne 5)',
      "1 ligne : Type « Video » : ce fichier s'importe dans Tag (ligne 4)",
    ]);
    expect((await step(id, 'run')).imp.counts).toMatchObject({ created: 1, updated: 2 });
    expect((await admin.get(`${TAGS}/a1`)).body.label).toBe('Nouveau libellé');
    const a2 = await admin.get(`${TAGS}/a2`);
    expect((await admin.put(`${TAGS}/a2`, { label: 'Changé depuis' }, { 'if-match': a2.headers.get('etag')! })).status).toBe(200);

    const { imp: undone } = await step(id, 'undo');
    expect(undone.undo).toEqual({ archived: 1, restored: 1, leftAlone: ['a2'] });
    expect((await admin.get(`${TAGS}/a1`)).body.label).toBe('Ancien libellé');
    expect((await admin.get(`${TAGS}/a2`)).body.label).toBe('Changé depuis');
    expect((await admin.get(`${TAGS}/a3`)).status).toBe(404);
  });

  it('upserts a JSON array by a unique property, and refuses an update without _id', async () => {
    expect((await admin.post(TAGS, { text: 'Clé', label: 'Avant' })).status).toBe(201);
    const id = (await upload('tags.json', JSON.stringify([{ text: 'Clé', label: 'Après' }, { text: 'Neuve' }]))).body.import.id;
    expect((await step(id, 'check', { mode: 'upsert', key: 'text' })).imp.counts).toMatchObject({ created: 1, updated: 1 });
    expect((await step(id, 'run', { stopAtFirstRefusal: true })).imp.counts).toMatchObject({ created: 1, updated: 1 });
    const byText = (await admin.get(`${TAGS}?adminFilter=${encodeURIComponent('{"text":"Clé"}')}`)).body.data;
    expect(byText).toHaveLength(1);
    expect(byText[0].label).toBe('Après');
    const withoutIds = (await upload('tags.json', JSON.stringify([{ text: 'Clé', label: 'Après' }, { text: 'Neuve' }]))).body.import.id;
    const { imp } = await step(withoutIds, 'check', { mode: 'update' });
    expect(imp.refusals.map((r: { text: string }) => r.text)).toEqual([
      "2 lignes : « Identifiant » manquant : une mise à jour trouve l'enregistrement par son identifiant (lignes 1–2)",
    ]);
  });
});

describe('a file of several batches', () => {
  it('reads every row of a 1,201-row CSV in a dry run, batch after batch, and groups the refusals', async () => {
    const rows = Array.from({ length: 1201 }, (_, i) => (i % 400 === 399 ? ';sans texte' : `Lot ${i};libellé ${i}`));
    const id = (await upload('lots.csv', crlf('Texte;Libellé affiché', ...rows))).body.import.id;
    const { job, imp } = await step(id, 'check');
    expect(job.progress).toBe(1);
    expect(imp.counts).toEqual({ rows: 1201, created: 1198, updated: 0, unchanged: 0, refused: 3 });
    expect(imp.refusals.map((r: { text: string }) => r.text)).toEqual(['3 lignes : « Texte » Ce champ est requis (lignes 401, 801, 1 201)']);
  });
});

describe('bad input', () => {
  it('refuses a binary file at once, naming the line', async () => {
    const res = await upload('image.csv', Buffer.from([0x54, 0x65, 0x78, 0x74, 0x65, 0x0a, 0x00, 0x01, 0x02]));
    expect(res).toEqual({
      status: 400,
      body: { error: 'BAD_FILE', message: "Ce fichier n'est pas un texte (CSV ou JSON) : octet binaire à la ligne 2" },
    });
  });

  it.each([
    ['broken JSON', 'broken.ndjson', '{"text": "Un"}\n{"text": "Deux"}\n{"text": "Trois",\n', 'Ligne 3 : JSON mal formé'],
    [
      'an unclosed quote',
      'quote.csv',
      'Texte;Libellé affiché\nUn;"pas fermé\nDeux;deux\n',
      "Guillemet ouvert et jamais fermé (fichier lu jusqu'à la ligne 3)",
    ],
    ['a row of 600 columns', 'wide.csv', `Texte\nUn\n${'x;'.repeat(599)}x\n`, 'Ligne 3 : 600 colonnes, au plus 500'],
  ])('stops the dry run on %s with a French error naming the line, and no import may start', async (_what, name, content, message) => {
    const id = (await upload(name, content)).body.import.id;
    const { job, imp } = await step(id, 'check');
    expect(job.state).toBe('failed');
    expect(job.error).toBe(message);
    expect(imp).toMatchObject({ state: 'failed', fileError: message });
    const run = await admin.post(`/api/${SITE}/imports/${id}/run`, {});
    expect(run.status).toBe(409);
    expect(run.body.error).toBe('NOT_CHECKED');
    expect(await liveTexts()).not.toContain('Un');
  });

  it('refuses a 2 GB upload from its declared length before storing any of it, the test sending a few bytes', async () => {
    const before = (await admin.get(`/api/${SITE}/imports?type=Tag`)).body.data;
    const boundary = 'limite';
    const answer = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const headers = {
        cookie: admin.cookie,
        'x-console-upload': '1',
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(2 * 1024 ** 3),
      };
      const req = http.request(`${admin.base}/api/${SITE}/imports/new/Tag`, { method: 'POST', headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode, body }));
      });
      req.on('error', reject);
      // The rest of the 2 GB is never sent: the answer comes first.
      req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="gros.csv"\r\n\r\nTexte\r\nUn\r\n`);
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: 'TOO_LARGE', message: 'Fichier trop volumineux (au plus 512 Mo)' });
    expect((await admin.get(`/api/${SITE}/imports?type=Tag`)).body.data).toEqual(before);
  });

  it('refuses a spreadsheet formula in a cell, and reads back the export’s neutralised one', async () => {
    const id = (await upload('formula.csv', "Texte;Libellé affiché\n=1+2;x\n'=calme;y\n")).body.import.id;
    const { imp } = await step(id, 'check');
    expect(imp.counts).toMatchObject({ created: 1, refused: 1 });
    expect(imp.refusals[0].text).toBe('1 ligne : « Texte » formule de tableur refusée (commence par « = ») (ligne 2)');
  });

  it('refuses an upload to whoever may not write the type, and hides an import of another site', async () => {
    const reader = await userWith(admin, { rights: { contents: false, users: true }, siteIds: [SITE] });
    const res = await upload('tags.csv', 'Texte\nUn\n', 'Tag', reader);
    expect(res.status).toBe(403);
    const id = (await upload('tags.csv', 'Texte\nUn\n')).body.import.id;
    expect((await reader.get(`/api/${SITE}/imports/${id}`)).status).toBe(403);
    expect((await reader.get(`/api/${SITE}/imports?type=Tag`)).status).toBe(403);
    expect((await admin.get(`/api/${OTHER_SITE}/imports/${id}`)).status).toBe(404);
    expect((await admin.post(`/api/${SITE}/imports/${id}/check`, { mode: 'upsert', key: 'nope' })).body.error).toBe('BAD_KEY');
  });
});
