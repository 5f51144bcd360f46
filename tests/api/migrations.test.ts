// A database written by an older version: records in older shapes are upgraded on read and by the job each start queues,
// and a catalogue schema changed since the database was seeded reaches it through a numbered migration.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isJobOver, type JobView } from '../../model/jobs/index.js';
import { ADMIN, ApiClient } from './client.js';
import { startServer } from '../support/startServer.js';
import { testClient } from '../support/pgConnections.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'console-migrations-'));
// Open to the postgres user (a server run as root), so the cluster stays in the data folder removed after the tests.
fs.chmodSync(root, 0o755);
const dataDir = path.join(root, 'data');
const catalogueDir = path.join(root, 'catalogue');
const env = { SEED_DEMO: '0', CATALOGUE_DIR: catalogueDir, CONSOLE_DIR: path.join(os.tmpdir(), 'no-console-build') };
const SITE = 'MODELE-DE-SITE-VIERGE';

/** Starts the server on the kept data folder, runs `fn`, stops it; answers the server's output. */
async function withServer(fn: (admin: ApiClient, db: pg.Client) => Promise<void>): Promise<string> {
  const server = await startServer(env, { dataDir });
  const db = testClient(postgresUrl(server.output()));
  try {
    await db.connect();
    await fn(await ApiClient.login(ADMIN.login, ADMIN.password, server.url), db);
    return server.output();
  } finally {
    await db.end().catch(() => {});
    await server.stop();
  }
}

/** The embedded cluster's address, from its pid file (wherever the start says the cluster is kept). */
function postgresUrl(output: string): string {
  const cluster = /la base de ce DATA_DIR est gardée dans (\S+)/.exec(output)?.[1] ?? path.join(dataDir, 'pg');
  const port = fs.readFileSync(path.join(cluster, 'postmaster.pid'), 'utf8').split('\n')[3];
  return `postgres://postgres:console-local@127.0.0.1:${port}/console`;
}

beforeAll(() => {
  for (const dir of ['schemas', 'components']) fs.cpSync(path.join('catalogue', dir), path.join(catalogueDir, dir), { recursive: true });
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('an older database', () => {
  let pageId = '';
  let textId = '';

  it('shows records stored in older shapes in the current ones', { timeout: 120_000 }, async () => {
    await withServer(async (admin, db) => {
      const page = await admin.post(`/api/${SITE}/data/Page`, { label: 'Ancienne page', layout: [] });
      const text = await admin.post(`/api/${SITE}/data/TextContent`, { label: 'Ancien texte', body: { html: '<p>x</p>' } });
      [pageId, textId] = [page.body._id, text.body._id];
      const versionsOf = async (id: string) =>
        (await db.query('SELECT doc FROM documents WHERE site_id = $1 AND id = $2', [SITE, id])).rows[0].doc._v;
      expect(await versionsOf(textId)).toEqual({ richtext: 1, layout: 1 });
      // This start's own upgrade over first: at its end it records the versions as applied, which would hide the
      // older shapes planted below from the next start's job.
      const upgrades = async () => (await admin.get('/api/jobs?kind=DOCUMENT_UPGRADE&limit=10')).body.data as JobView[];
      await expect.poll(async () => (await upgrades()).every((j) => isJobOver(j.state)), { timeout: 90_000, interval: 250 }).toBe(true);
      // As an older version stored them: a bare HTML string, a group range as {start, end}, no versions, no job run.
      await db.query(`DELETE FROM app_state WHERE key = 'documentVersions'`);
      const layout = [
        { uuid: 'r1', cols: [{ size: 12, contents: [{ _id: 'a' }, { _id: 'b' }], groups: [{ uuid: 'g1', selectionRange: { start: 0, end: 1 } }] }] },
      ];
      await db.query(`UPDATE documents SET doc = (doc - '_v') || $2::jsonb WHERE site_id = $1 AND id = $3`, [
        SITE,
        JSON.stringify({ layout }),
        pageId,
      ]);
      await db.query(`UPDATE documents SET doc = (doc - '_v') || $2::jsonb WHERE site_id = $1 AND id = $3`, [
        SITE,
        JSON.stringify({ body: '<p>Ancien</p>' }),
        textId,
      ]);

      const shownPage = await admin.get(`/api/${SITE}/data/Page/${pageId}`);
      expect(shownPage.body.layout[0].cols[0].groups[0].selectionRange).toEqual([0, 1]);
      expect(shownPage.body).not.toHaveProperty('_v');
      expect((await admin.get(`/api/${SITE}/data/TextContent/${textId}`)).body.body).toEqual({ html: '<p>Ancien</p>' });

      // Written again, the record is stored in the current shapes and stamped; the audit shows the user's change only.
      await admin.put(`/api/${SITE}/data/Page/${pageId}`, { label: 'Page modifiée' });
      const stored = (await db.query('SELECT doc FROM documents WHERE site_id = $1 AND id = $2', [SITE, pageId])).rows[0].doc;
      expect(stored.layout[0].cols[0].groups[0].selectionRange).toEqual([0, 1]);
      expect(stored._v).toEqual({ richtext: 1, layout: 1 });
      const audit = await admin.get(`/api/audit-log?recordId=${pageId}&action=update`);
      expect(audit.body.data[0].detail.changes).toEqual({ label: { from: 'Ancienne page', to: 'Page modifiée' } });
      await db.query(`UPDATE documents SET doc = doc - '_v' WHERE site_id = $1 AND id = $2`, [SITE, pageId]);
    });
  });

  it('has them stored in the current shapes by the upgrade job of the next start, shown among the jobs', { timeout: 240_000 }, async () => {
    await withServer(async (admin, db) => {
      // The job runs beside the start: on a loaded machine, a minute may pass.
      // This start's job: the newest (the previous start's is done too).
      const doneUpgrade = async () =>
        ((await admin.get('/api/jobs?kind=DOCUMENT_UPGRADE&limit=1')).body.data as JobView[]).find((j) => j.state === 'done');
      await expect.poll(doneUpgrade, { timeout: 90_000, interval: 250 }).toBeTruthy();
      const upgrade = (await doneUpgrade())!;
      expect(upgrade.progress).toBe(1);
      expect(upgrade.progressText).toMatch(/Documents mis à jour vers les versions/);
      const rows = (await db.query('SELECT id, doc FROM documents WHERE site_id = $1 AND id = ANY($2)', [SITE, [pageId, textId]])).rows;
      const byId = Object.fromEntries(rows.map((r) => [r.id, r.doc]));
      expect(byId[pageId].layout[0].cols[0].groups[0].selectionRange).toEqual([0, 1]);
      expect(byId[textId].body).toEqual({ html: '<p>Ancien</p>' });
      expect(byId[textId]._v).toEqual({ richtext: 1, layout: 1 });
      const tag = (await db.query(`SELECT doc FROM documents WHERE site_id = 'global' AND cls = 'schema' AND id = 'Tag'`)).rows[0].doc;
      expect(tag._v).toEqual({ richtext: 1, layout: 1, schema: 2 });
    });
  });

  it('receives a catalogue schema changed since it was seeded, once', { timeout: 180_000 }, async () => {
    const file = path.join(catalogueDir, 'schemas', 'Tag.json');
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), label: 'Étiquettes du catalogue 2' }));
    fs.writeFileSync(path.join(catalogueDir, 'schema-migrations.json'), JSON.stringify([{ id: 1, why: 'Tag : nouveau libellé', schemas: ['Tag'] }]));
    const output = await withServer(async (admin, db) => {
      const stored = (await db.query(`SELECT doc FROM documents WHERE site_id = 'global' AND cls = 'schema' AND id = 'Tag'`)).rows[0].doc;
      expect(stored._v).toEqual({ richtext: 1, layout: 1, schema: 2 });
      const tag = (await admin.get('/api/global/data/schema/Tag')).body;
      expect(tag.label).toBe('Étiquettes du catalogue 2');
      expect(tag).not.toHaveProperty('_v');
      const audit = await admin.get('/api/audit-log?action=catalogue_migration');
      expect(audit.body.data?.[0]).toMatchObject({ recordId: 'Tag' });
    });
    expect(output).toMatch(/Migration du catalogue 1 appliquée \(Tag : nouveau libellé\)/);
    // Applied once: a schema a developer then edits in the console is not overwritten at every start.
    expect(await withServer(async () => {})).not.toMatch(/Migration du catalogue/);
  });
});
