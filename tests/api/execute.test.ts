// The Execute tab (spec 000 §2 List tabs, §5 "Execute tab", §6): developers who are super administrators run an update
// command on a filtered list; invalid results are left alone, every change is audited, and an execution can be undone.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient, userWith, waitForJob } from './client.js';

const SITE = `execute-${Date.now()}`;
const EVENTS = `/api/${SITE}/data/Event`;
let admin: ApiClient;

const maxTickets = async () =>
  Object.fromEntries(
    ((await admin.get(`${EVENTS}?sortBy=_id&limit=100`)).body.data as { _id: string; maxTickets?: number }[]).map((e) => [e._id, e.maxTickets]),
  );

beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
  expect((await admin.post('/api/global/data/Site', { _id: SITE, label: "Site de l'onglet Exécuter" })).status).toBe(201);
  for (const [id, tickets, label] of [
    ['e1', 10, 'Salon'],
    ['e2', 3, 'Atelier'],
    ['e3', 20, 'Conférence'],
    ['e4', 50, 'Hors filtre'],
  ] as const) {
    expect((await admin.post(EVENTS, { _id: id, label, eventTs: 1767225600, maxTickets: tickets })).status).toBe(201);
  }
});

const run = (path: string, body: Record<string, unknown>, client = admin) => client.post(`/api/${SITE}/execute/Event${path}`, body);
const FILTER = JSON.stringify({ maxTickets: { $lt: 30 } });
const COMMAND = JSON.stringify({ $inc: { maxTickets: -5 }, $set: { cartLabel: 'Places limitées' } });

describe('checks', () => {
  it('refuses a filter or a command with the tab’s French reason', async () => {
    const badFilter = await run('/preview', { filter: '{"maxTickets": {"$regex": "x"}}', command: COMMAND });
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.message).toBe('Erreur dans la requête : opérateur $regex non autorisé');
    const badCommand = await run('/preview', { filter: FILTER, command: '{"$rename": {"label": "titre"}}' });
    expect(badCommand.body.message).toBe('Erreur dans la commande : opérateur $rename non autorisé ($set, $unset, $inc, $push, $pull)');
    expect((await run('', { filter: FILTER, command: '{"$set": {"nope": 1}}' })).body.message).toBe(
      'Erreur dans la commande : champ nope inconnu pour ce type',
    );
  });

  // PostgreSQL stores neither: the command's own JSON escapes decode into them after the request's guard has passed.
  it.each([
    ['\\u0000', 'caractère nul (U+0000) non accepté'],
    ['\\ud800', 'caractère Unicode invalide (demi-paire UTF-16 isolée)'],
  ])('refuses a command whose JSON escape %s decodes into text PostgreSQL cannot store, in preview and run', async (escape, reason) => {
    const command = `{"$set": {"cartLabel": "a${escape}b"}}`;
    for (const path of ['/preview', '']) {
      const res = await run(path, { filter: FILTER, command });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'BAD_COMMAND', message: `Erreur dans la commande : ${reason}` });
    }
    const key = await run('/preview', { filter: FILTER, command: `{"$set": {"cartLabel${escape}": "x"}}` });
    expect(key.body).toMatchObject({ error: 'BAD_COMMAND', message: `Erreur dans la commande : ${reason}` });
    const record = await admin.post(EVENTS, JSON.parse(`{"_id": "nul", "label": "a${escape}b", "eventTs": 1767225600}`));
    expect(record.status).toBe(400);
    expect(record.body.error).toBe('BAD_TEXT');
  });

  it('is for developers who are super administrators, never on Page or schema', async () => {
    const superAdmin = await userWith(admin, { superAdmin: true });
    expect((await run('/preview', { filter: FILTER, command: COMMAND }, superAdmin)).status).toBe(403);
    const developer = await userWith(admin, { isDeveloper: true, rights: { products: true } });
    expect((await run('', { filter: FILTER, command: COMMAND }, developer)).status).toBe(403);
    expect((await admin.post(`/api/${SITE}/execute/Page/preview`, { filter: '', command: '{"$set": {"label": "x"}}' })).status).toBe(404);
  });
});

describe('preview, run and undo', () => {
  it('previews, runs with invalid records left alone and audited changes, then undoes all but a record changed since', async () => {
    const preview = await run('/preview', { filter: FILTER, command: COMMAND });
    expect(preview.status).toBe(200);
    expect(preview.body.count).toBe(3);
    expect(preview.body.samples.map((s: { _id: string }) => s._id)).toEqual(['e1', 'e2', 'e3']);
    expect(preview.body.samples[0].diff).toEqual([
      { key: 'maxTickets', before: 10, after: 5 },
      { key: 'cartLabel', before: null, after: 'Places limitées' },
    ]);
    expect(preview.body.samples[1].error).toMatch(/^Deviendrait invalide : maxTickets : /);

    const started = await run('', { filter: FILTER, command: COMMAND });
    expect(started.status).toBe(202);
    const job = await waitForJob(admin, started.body.jobId);
    expect(job.state).toBe('done');
    expect(job.result).toMatchObject({ matched: 3, changed: 2, unchanged: 0, skippedCount: 1 });
    expect(job.result.skipped[0]).toMatchObject({ _id: 'e2' });
    expect(job.result.skipped[0].message).toMatch(/^Laissé inchangé : /);
    expect(await maxTickets()).toEqual({ e1: 5, e2: 3, e3: 15, e4: 50 });
    const audit = (await admin.get(`/api/audit-log?siteId=${SITE}&recordId=e1&action=update`)).body;
    expect(audit.data[0].detail.changes.maxTickets).toEqual({ from: 10, to: 5 });

    // Changed by someone since the execution: the undo leaves it and says so.
    expect((await admin.put(`${EVENTS}/e3`, { maxTickets: 16 })).status).toBe(200);
    const undo = await admin.post(`/api/${SITE}/executions/${started.body.jobId}/undo`);
    expect(undo.status).toBe(202);
    const undone = await waitForJob(admin, undo.body.jobId);
    expect(undone.result).toMatchObject({
      restored: 1,
      skippedCount: 1,
      skipped: [{ _id: 'e3', message: 'Modifié depuis l’exécution : laissé tel quel' }],
    });
    expect(await maxTickets()).toEqual({ e1: 10, e2: 3, e3: 16, e4: 50 });
    expect((await admin.get(`${EVENTS}/e1`)).body.cartLabel).toBeUndefined();
  });
});

describe('global types', () => {
  it('previews a command on a global list (Site) from a site’s console', async () => {
    const filter = JSON.stringify({ _id: SITE });
    const preview = await admin.post(`/api/${SITE}/execute/Site/preview`, { filter, command: '{"$set": {"label": "Renommé"}}' });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.count).toBe(1);
    expect(preview.body.samples[0].diff).toEqual([{ key: 'label', before: "Site de l'onglet Exécuter", after: 'Renommé' }]);
  });
});

describe('a job acts with its starter’s current rights', () => {
  it('stops an execution whose starter is no longer super administrator, before it changes every record; what it did can be undone', async () => {
    const site = `${SITE}-droits`;
    // Enough batches (100 each) that the starter loses the right before the last one; few enough for CI's load.
    const COUNT = 400;
    expect((await admin.post('/api/global/data/Site', { _id: site, label: 'Exécution et droits retirés' })).status).toBe(201);
    const ids = Array.from({ length: COUNT }, (_, i) => `lot-${String(i).padStart(4, '0')}`);
    for (let i = 0; i < COUNT; i += 25) {
      const created = await Promise.all(
        ids.slice(i, i + 25).map((_id) => admin.post(`/api/${site}/data/Event`, { _id, label: 'Lot', eventTs: 1767225600, maxTickets: 100 })),
      );
      expect(created.map((r) => r.status)).toEqual(created.map(() => 201));
    }
    const developer = await userWith(admin, { isDeveloper: true, superAdmin: true });
    const me = (await developer.get('/api/auth/me')).body;
    const started = await developer.post(`/api/${site}/execute/Event`, { filter: '{}', command: '{"$inc": {"maxTickets": 1}}' });
    expect(started.status).toBe(202);
    expect((await admin.put(`/api/global/data/AdminUser/${me._id}`, { superAdmin: false })).status).toBe(200);

    const job = await waitForJob(admin, started.body.jobId);
    expect(job.state).toBe('failed');
    expect(job.error).toBe(
      `Tâche arrêtée : ${me.login} a perdu le droit de la poursuivre (L'onglet Exécuter est réservé aux développeurs super administrateurs)`,
    );
    expect(job.attempts).toBe(1);
    const changed = async () => {
      const list = await admin.get(`/api/${site}/data/Event/count?adminFilter=${encodeURIComponent('{"maxTickets": 101}')}`);
      return list.body as number;
    };
    const written = await changed();
    expect(written).toBeLessThan(COUNT);

    const undo = await admin.post(`/api/${site}/executions/${started.body.jobId}/undo`);
    expect(undo.status).toBe(202);
    expect((await waitForJob(admin, undo.body.jobId)).result).toMatchObject({ restored: written, skippedCount: 0 });
    expect(await changed()).toBe(0);
  }, 240_000);
});
