// Imports written batch by batch (issue 31 §3): the rows of a batch that pass the records service's checks are written
// in one transaction, each through the same save as the console's (history version, audit); a refused row leaves the
// others of its batch written, unless the user chose to stop at the first refusal.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrlOf } from '../support/startServer.js';
import { ADMIN, ApiClient } from './client.js';
import { crlf, importSteps } from './importSteps.js';
import { testClient } from '../support/pgConnections.js';

const SITE = `import-batches-${Date.now()}`;
const TAGS = `/api/${SITE}/data/Tag`;
let admin: ApiClient;
/** The suite server's DATA_DIR, where its files are ('' against a server of API_URL). */
const dataDir = inject('dataDir');

const { upload, step } = importSteps(SITE, () => admin);

interface Tag {
  _id: string;
  text: string;
  createdAt: string;
}
const liveTags = async () => (await admin.get(`${TAGS}?sortBy=text&limit=100`)).body.data as Tag[];

beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
  expect((await admin.post('/api/global/data/Site', { _id: SITE, label: 'Site des imports par lots' })).status).toBe(201);
});

describe('one transaction per batch', () => {
  it('writes the rows that pass together, the refused one aside, each with its history version', async () => {
    const file = crlf('Texte;Libellé affiché', 'Lot A;a', 'Lot B;b', ';refusée', 'Lot C;c', 'Lot D;d');
    const id = (await upload('lot.csv', file)).body.import.id;
    expect((await step(id, 'check')).imp.counts).toEqual({ rows: 5, created: 4, updated: 0, unchanged: 0, refused: 1 });
    const { imp } = await step(id, 'run');
    expect(imp.counts).toEqual({ rows: 5, created: 4, updated: 0, unchanged: 0, refused: 1 });
    expect(imp.refusals.map((r: { text: string }) => r.text)).toEqual(['1 ligne : « Texte » Ce champ est requis (ligne 4)']);
    const tags = await liveTags();
    expect(tags.map((t) => t.text)).toEqual(['Lot A', 'Lot B', 'Lot C', 'Lot D']);
    // PostgreSQL's now() is the transaction's start: the four records were written by one transaction.
    expect(new Set(tags.map((t) => t.createdAt)).size).toBe(1);
    for (const tag of tags) {
      const versions = (await admin.get(`/api/${SITE}/history/Tag/${tag._id}`)).body.data;
      expect(versions).toEqual([expect.objectContaining({ action: 'create', via: 'job', jobLabel: 'Import', login: ADMIN.login })]);
    }
    const { imp: undone } = await step(id, 'undo');
    expect(undone.undo).toEqual({ archived: 4, restored: 0, leftAlone: [] });
    expect(await liveTags()).toEqual([]);
  });

  it('imports again a file whose import was undone: its records come back from the archives, under the same ids', async () => {
    const lines = ['{"_id": "r1", "text": "Retour A"}', '{"_id": "r2", "text": "Retour B", "label": "b"}'];
    const first = (await upload('retour.ndjson', lines.join('\n'))).body.import.id;
    await step(first, 'check');
    await step(first, 'run');
    expect((await step(first, 'undo')).imp.undo).toMatchObject({ archived: 2 });

    const again = (await upload('retour.ndjson', lines.join('\n').replace('"b"', '"b modifié"'))).body.import.id;
    expect((await step(again, 'check')).imp.counts).toEqual({ rows: 2, created: 2, updated: 0, unchanged: 0, refused: 0 });
    expect((await step(again, 'run')).imp.counts).toMatchObject({ created: 2, refused: 0 });
    expect((await liveTags()).map((t) => t._id)).toEqual(['r1', 'r2']);
    expect((await admin.get(`${TAGS}/r2`)).body.label).toBe('b modifié');
    expect((await step(again, 'undo')).imp.undo).toEqual({ archived: 2, restored: 0, leftAlone: [] });
    expect(await liveTags()).toEqual([]);
  });

  it('leaves its records found by a word within them, and the look-alike index of the type taking writes directly again', async () => {
    const id = (await upload('mots.csv', crlf('Texte;Libellé affiché', 'Pendule ancienne;a', 'Horloge;b'))).body.import.id;
    await step(id, 'check');
    expect((await step(id, 'run')).imp.counts).toMatchObject({ created: 2, refused: 0 });
    // A word inside the text (the look-alike index's substring search) and one with a typo.
    for (const word of ['ndule', 'Pendulle']) {
      const found = (await admin.get(`${TAGS}?adminSearch=${encodeURIComponent(word)}`)).body.data as Tag[];
      expect(
        found.map((t) => t.text),
        word,
      ).toEqual(['Pendule ancienne']);
    }
    if (dataDir) {
      const db = testClient(databaseUrlOf({ dataDir }));
      await db.connect();
      const { rows } = await db
        .query(
          `SELECT c.reloptions FROM pg_inherits i JOIN pg_index x ON x.indexrelid = i.inhrelid JOIN pg_class c ON c.oid = i.inhrelid
          WHERE i.inhparent = 'documents_search_trgm'::regclass AND x.indrelid = to_regclass(documents_partition_name('Tag'))`,
        )
        .finally(() => db.end());
      expect(rows[0].reloptions).toContain('fastupdate=off');
    }
    await step(id, 'undo');
  });

  it('stops at the first refusal when asked: the rows before it are written, none after', async () => {
    const file = crlf('Texte;Libellé affiché', 'Avant 1;a', 'Avant 2;b', ';refusée', 'Après;c');
    const id = (await upload('arret.csv', file)).body.import.id;
    await step(id, 'check');
    const { job, imp } = await step(id, 'run', { stopAtFirstRefusal: true });
    expect(job.log.map((l: { text: string }) => l.text)).toContain(
      'Import : 2 créés, 0 mis à jour, 0 inchangés, 1 refusés ; arrêté au premier refus, ligne 4',
    );
    expect(imp.counts).toMatchObject({ created: 2, refused: 1 });
    expect((await liveTags()).map((t) => t.text)).toEqual(['Avant 1', 'Avant 2']);
  });
});

describe('the same identity twice in one file', () => {
  const texts = (imp: { refusals: { text: string }[] }) => imp.refusals.map((r) => r.text);

  it('refuses the second row of an _id, naming the first line, and writes the first', async () => {
    const lines = ['{"_id": "d1", "text": "Premier"}', '{"_id": "d2", "text": "Autre"}', '{"_id": "d1", "text": "Second"}'];
    const id = (await upload('doublons.ndjson', lines.join('\n'))).body.import.id;
    const { imp } = await step(id, 'check');
    expect(imp.counts).toEqual({ rows: 3, created: 2, updated: 0, unchanged: 0, refused: 1 });
    expect(texts(imp)).toEqual(['1 ligne : « Identifiant » déjà donné à la ligne 1 du fichier (ligne 3)']);
    expect((await step(id, 'run')).imp.counts).toMatchObject({ created: 2, refused: 1 });
    expect((await admin.get(`${TAGS}/d1`)).body.text).toBe('Premier');
    await step(id, 'undo');
  });

  it('refuses the second row of a unique key in an upsert by it, and a row identical to an earlier one', async () => {
    const byKey = (await upload('cles.csv', crlf('Texte;Libellé affiché', 'Clé;un', 'Clé;deux'))).body.import.id;
    const { imp } = await step(byKey, 'check', { mode: 'upsert', key: 'text' });
    expect(imp.counts).toMatchObject({ created: 1, refused: 1 });
    expect(texts(imp)).toEqual(['1 ligne : « Texte » déjà donné à la ligne 2 du fichier (ligne 3)']);

    const same = (await upload('memes.csv', crlf('Texte;Libellé affiché', 'Même;x', 'Autre;y', 'Même;x'))).body.import.id;
    const { imp: identical } = await step(same, 'check');
    expect(identical.counts).toMatchObject({ created: 2, refused: 1 });
    expect(texts(identical)).toEqual(['1 ligne : Identique à la ligne 2 (ligne 4)']);
  });
});

describe('references', () => {
  it('takes a record of the site or a row of the file, earlier or later, and refuses one that is neither', async () => {
    expect((await admin.post(`/api/${SITE}/data/Category`, { _id: 'c0', label: 'Déjà là' })).status).toBe(201);
    const lines = [
      '{"_id": "c1", "label": "Racine"}',
      '{"_id": "c2", "label": "Enfant", "parent": "c1"}',
      '{"_id": "c3", "label": "Avant sa parente", "parent": {"_id": "c4", "_cls": "Category"}}',
      '{"_id": "c4", "label": "Plus loin"}',
      '{"_id": "c5", "label": "Orpheline", "parent": "inconnue"}',
      '{"_id": "c6", "label": "Sous la première", "parent": "c0"}',
    ];
    const id = (await upload('categories.ndjson', lines.join('\n'), 'Category')).body.import.id;
    const { imp } = await step(id, 'check');
    expect(imp.counts).toEqual({ rows: 6, created: 5, updated: 0, unchanged: 0, refused: 1 });
    expect(imp.refusals.map((r: { text: string }) => r.text)).toEqual([
      "1 ligne : « Catégorie parente » désigne un enregistrement qui n'existe ni sur le site ni dans le fichier (ligne 5)",
    ]);
    expect((await step(id, 'run')).imp.counts).toMatchObject({ created: 5, refused: 1 });
    expect((await admin.get(`/api/${SITE}/data/Category/c3`)).body.parent).toEqual({ _id: 'c4', _cls: 'Category', _isRef: true });
    expect((await admin.get(`/api/${SITE}/data/Category/c5`)).status).toBe(404);
  });
});

describe('write-only values and the stored file', () => {
  const global = importSteps('global', () => admin);
  const login = `importe-${Date.now()}`;
  const password = 'Import-Mot-De-Passe-2026!';
  const line = JSON.stringify({ _id: login, login, password, rights: { contents: true }, siteIds: [SITE] });
  const source = (id: string) => path.join(dataDir, 'files', 'global', 'private', 'imports', id, 'source');

  it('imports a password hashed as a save does: the account logs in with it, no read shows it, a retry writes nothing', async () => {
    const id = (await global.upload('comptes.ndjson', line, 'AdminUser')).body.import.id;
    expect((await global.step(id, 'check')).imp.counts).toMatchObject({ created: 1, refused: 0 });
    if (dataDir) expect(fs.existsSync(source(id))).toBe(true);
    expect((await global.step(id, 'run')).imp.counts).toMatchObject({ created: 1, refused: 0 });
    // Imported, the file is not needed again: it goes; the refused rows' file stays with the import's page.
    if (dataDir) expect(fs.existsSync(source(id))).toBe(false);
    const account = (await admin.get(`/api/global/data/AdminUser/${login}`)).body;
    expect(account.login).toBe(login);
    expect(account).not.toHaveProperty('password');
    expect((await (await ApiClient.login(login, password)).get('/api/auth/me')).body.login).toBe(login);

    const again = (await global.upload('comptes.ndjson', line.replace(password, 'Un-Autre-Mot-De-Passe-9!'), 'AdminUser')).body.import.id;
    expect((await global.step(again, 'check')).imp.counts).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
  });
});
