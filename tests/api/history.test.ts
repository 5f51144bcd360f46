// The history of every record (issue 22 §1): each kind of write keeps the version it produced, with who and through
// what; one version is read as it was, two are compared, and one is restored through the normal update.
import { beforeAll, describe, expect, it } from 'vitest';
import { emptyMovie } from '../../server/domains/demo/videos.js';
import { ADMIN, ApiClient, uploadFile, waitForJob } from './client.js';

const SITE = `history-${Date.now()}`;
const OTHER = `${SITE}-b`;
const EVENTS = `/api/${SITE}/data/Event`;
let admin: ApiClient;

interface Version {
  seq: string;
  version: number;
  action: string;
  identicalToRecord?: boolean;
  via: string;
  login: string | null;
  jobId?: string;
  jobLabel?: string | null;
  copiedFrom?: { env: string; siteId: string };
  changed: { key: string; label: string }[];
}

const history = async (site: string, type: string, id: string): Promise<Version[]> => {
  const res = await admin.get(`/api/${site}/history/${type}/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const etag = async (site: string, type: string, id: string, archived = false) =>
  (await admin.get(`/api/${site}/data/${type}/${id}${archived ? '?archived=true' : ''}`)).headers.get('etag')!;
const event = (id: string, maxTickets = 10) => ({ _id: id, label: `Événement ${id}`, eventTs: 1767225600, maxTickets });

async function job(path: string, body: unknown): Promise<{ id: string; result: unknown }> {
  const started = await admin.post(path, body);
  expect(started.status, JSON.stringify(started.body)).toBeLessThan(300);
  const done = await waitForJob(admin, started.body.jobId ?? started.body.id);
  expect(done.state, done.error ?? '').toBe('done');
  return done;
}

beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
  for (const [id, label] of [
    [SITE, "Site de l'historique"],
    [OTHER, "Autre site de l'historique"],
  ]) {
    expect((await admin.post('/api/global/data/Site', { _id: id, label })).status).toBe(201);
  }
});

/**
 * Every kind of write, each with the record it writes and what its newest version must say. The table is the
 * test's generator: a write path that keeps no version fails its case.
 */
interface WriteKind {
  write: () => Promise<{ site: string; type: string; id: string; archived?: boolean }>;
  action: string;
  via: string;
  jobLabel?: string;
  /** A copy names its source; other writes none. */
  copiedFrom?: { env: string; siteId: string };
}

const WRITES: Record<string, WriteKind> = {
  create: {
    action: 'create',
    via: 'console',
    write: async () => (await admin.post(EVENTS, event('w-create')), { site: SITE, type: 'Event', id: 'w-create' }),
  },
  update: {
    action: 'update',
    via: 'console',
    write: async () => {
      await admin.post(EVENTS, event('w-update'));
      await admin.put(`${EVENTS}/w-update`, { maxTickets: 11 });
      return { site: SITE, type: 'Event', id: 'w-update' };
    },
  },
  archive: {
    action: 'archive',
    via: 'console',
    write: async () => {
      await admin.post(EVENTS, event('w-archive'));
      await admin.del(`${EVENTS}/w-archive`);
      return { site: SITE, type: 'Event', id: 'w-archive', archived: true };
    },
  },
  'restore from the archives': {
    action: 'restore',
    via: 'console',
    write: async () => {
      await admin.post(EVENTS, event('w-restore'));
      await admin.del(`${EVENTS}/w-restore`);
      await admin.post(`${EVENTS}/w-restore/restore`);
      return { site: SITE, type: 'Event', id: 'w-restore' };
    },
  },
  Execute: {
    action: 'update',
    via: 'job',
    jobLabel: 'Exécution sur une liste',
    write: async () => {
      await admin.post(EVENTS, event('w-execute', 40));
      await job(`/api/${SITE}/execute/Event`, { filter: JSON.stringify({ _id: 'w-execute' }), command: JSON.stringify({ $inc: { maxTickets: 1 } }) });
      return { site: SITE, type: 'Event', id: 'w-execute' };
    },
  },
  'undo of an Execute': {
    action: 'update',
    via: 'job',
    write: async () => {
      await admin.post(EVENTS, event('w-undo', 40));
      const run = await job(`/api/${SITE}/execute/Event`, {
        filter: JSON.stringify({ _id: 'w-undo' }),
        command: JSON.stringify({ $inc: { maxTickets: 1 } }),
      });
      await job(`/api/${SITE}/executions/${run.id}/undo`, undefined);
      return { site: SITE, type: 'Event', id: 'w-undo' };
    },
  },
  'copy from another environment': {
    action: 'create',
    via: 'console',
    copiedFrom: { env: 'dev', siteId: SITE },
    write: async () => {
      await admin.post(EVENTS, event('w-copy'));
      const copied = await admin.post(`/api/${SITE}/environments/compare-data/copy`, {
        rightEnv: 'dev',
        rightSite: OTHER,
        leftType: 'Event',
        rightType: 'Event',
        id: 'w-copy',
        direction: 'toRight',
      });
      expect(copied.status, JSON.stringify(copied.body)).toBe(200);
      return { site: OTHER, type: 'Event', id: 'w-copy' };
    },
  },
  'import of a collection (copyCollection)': {
    action: 'create',
    via: 'job',
    jobLabel: "Copie d'une collection",
    copiedFrom: { env: 'dev', siteId: SITE },
    write: async () => {
      await admin.post(`/api/${SITE}/data/Author`, { _id: 'w-import', label: 'Auteur importé' });
      await job(`/api/${SITE}/tools/copyCollection`, { src: SITE, dst: OTHER, collection: 'Author' });
      return { site: OTHER, type: 'Author', id: 'w-import' };
    },
  },
  "emptying a site (the tools' own SQL)": {
    action: 'archive',
    via: 'job',
    jobLabel: 'Vidage du site',
    write: async () => {
      const site = `${SITE}-c`;
      await admin.post('/api/global/data/Site', { _id: site, label: 'Site vidé' });
      await admin.post(`/api/${site}/data/Author`, { _id: 'w-clear', label: 'Auteur vidé' });
      await job(`/api/${site}/clear`, { confirmSiteId: site });
      return { site, type: 'Author', id: 'w-clear', archived: true };
    },
  },
  // A domain's own SQL on a record names its writer as the records API does.
  'a CSV export (the job writes its Export record)': {
    action: 'update',
    via: 'job',
    jobLabel: 'Export CSV',
    write: async () => {
      const started = await admin.post(`/api/${SITE}/exports`, { type: 'Author', fields: ['label'] });
      expect(started.status, JSON.stringify(started.body)).toBe(202);
      expect((await waitForJob(admin, started.body.jobId)).state).toBe('done');
      return { site: SITE, type: 'Export', id: started.body.exportId };
    },
  },
  'restore of a version': {
    action: 'restoreVersion',
    via: 'console',
    write: async () => {
      await admin.post(EVENTS, event('w-version', 1));
      await admin.put(`${EVENTS}/w-version`, { maxTickets: 2 });
      const [, first] = await history(SITE, 'Event', 'w-version');
      const res = await admin.post(`/api/${SITE}/history/Event/w-version/${first.seq}/restore`, undefined, {
        'If-Match': await etag(SITE, 'Event', 'w-version'),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { site: SITE, type: 'Event', id: 'w-version' };
    },
  },
};

describe('every kind of write keeps the version it produced', () => {
  it.each(Object.entries(WRITES))('%s', async (_name, kind) => {
    const { site, type, id, archived } = await kind.write();
    const [newest] = await history(site, type, id);
    expect(newest, 'no version kept').toBeDefined();
    // The version the record is at now: its ETag.
    expect(`"${newest.version}"`).toBe(await etag(site, type, id, archived));
    expect(newest).toMatchObject({ action: kind.action, via: kind.via });
    if (kind.via !== 'system') expect(newest.login).toBe(ADMIN.login);
    if (kind.via === 'job') expect(newest.jobId).toBeTruthy();
    if (kind.jobLabel) expect(newest.jobLabel).toBe(kind.jobLabel);
    expect(newest.copiedFrom).toEqual(kind.copiedFrom);
  });
});

describe('the encoding queue names its writers', () => {
  it('a move in the queue by its user, the encoding job by its number', async () => {
    const videos = `/api/${SITE}/data/Video`;
    const video = async (label: string) => {
      const uploaded = await uploadFile(admin, SITE, 'vide.mp4', emptyMovie('isom'));
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
      const created = await admin.post(videos, { label, sourceFile: uploaded.body.path });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body._id as string;
    };
    await video('Première vidéo sans image');
    const id = await video('Seconde vidéo sans image');
    expect((await admin.post(`/api/${SITE}/encoding/${id}/move`, { to: 'top' })).body.data).toHaveLength(1);
    // A movie without a frame: its encoding ends in error, written by the job.
    for (let i = 0; i < 300 && !['done', 'error'].includes((await admin.get(`${videos}/${id}`)).body.encodingStatus); i++) {
      await new Promise((r) => setTimeout(r, 200));
    }
    const versions = await history(SITE, 'Video', id);
    const moved = versions.find((v) => v.changed.map((c) => c.key).join() === 'encodingPriority');
    expect(moved, JSON.stringify(versions)).toMatchObject({ action: 'update', via: 'console', login: ADMIN.login });
    const ended = versions.find((v) => v.changed.some((c) => c.key === 'encodingError'));
    expect(ended, JSON.stringify(versions)).toMatchObject({ action: 'update', via: 'job', jobLabel: 'Encodage vidéo', jobId: expect.any(String) });
  }, 90_000);
});

describe('a copy names its source', () => {
  it("keeps the source of a copy written by the comparison page's 'Copier vers …' onto an existing record", async () => {
    await admin.post(EVENTS, event('copie-maj', 3));
    await admin.post(`/api/${OTHER}/data/Event`, event('copie-maj', 4));
    const copied = await admin.post(`/api/${OTHER}/environments/compare-data/copy`, {
      rightEnv: 'dev',
      rightSite: SITE,
      leftType: 'Event',
      rightType: 'Event',
      id: 'copie-maj',
      direction: 'toLeft',
    });
    expect(copied.status, JSON.stringify(copied.body)).toBe(200);
    const [newest, first] = await history(OTHER, 'Event', 'copie-maj');
    expect(newest).toMatchObject({ action: 'update', via: 'console', copiedFrom: { env: 'dev', siteId: SITE } });
    expect(newest.changed.map((c) => c.key)).toEqual(['maxTickets']);
    // The record's own creation was no copy; nor is the source's history touched.
    expect(first.copiedFrom).toBeUndefined();
    expect((await history(SITE, 'Event', 'copie-maj')).every((v) => !v.copiedFrom)).toBe(true);
  });

  it.each(['', 'staging', 'Staging/site', 'staging/site/extra', 'staging/../x', `staging/${'s'.repeat(101)}`])(
    'refuses a copy source header %j with a French message, and writes nothing',
    async (header) => {
      const res = await admin.post(EVENTS, event(`copie-refusee-${header.length}`), { 'x-copied-from': header });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'BAD_COPY_SOURCE', message: expect.stringContaining('environnement/site') });
      expect((await admin.get(`${EVENTS}/copie-refusee-${header.length}`)).status).toBe(404);
    },
  );

  it('takes a valid header as the source of a write through the API (what a peer sends)', async () => {
    const res = await admin.post(EVENTS, event('copie-entete'), { 'x-copied-from': 'staging/demo-prod' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [newest] = await history(SITE, 'Event', 'copie-entete');
    expect(newest).toMatchObject({ action: 'create', copiedFrom: { env: 'staging', siteId: 'demo-prod' } });
  });
});

describe('reading, comparing, restoring', () => {
  const ID = 'histoire';
  beforeAll(async () => {
    await admin.post(EVENTS, { ...event(ID, 5), cartLabel: 'Premier' });
    await admin.put(`${EVENTS}/${ID}`, { maxTickets: 6 });
    await admin.put(`${EVENTS}/${ID}`, { cartLabel: 'Troisième' });
  });

  it('names a writer whose login holds a quote and a backslash (the origin is quoted into the transaction’s first statement)', async () => {
    const login = `d'art\\agnan-${Date.now()}@example.com`;
    expect((await admin.post('/api/global/data/AdminUser', { login, password: 'mot-de-passe-test-42', superAdmin: true })).status).toBe(201);
    const writer = await ApiClient.login(login, 'mot-de-passe-test-42', admin.base);
    expect((await writer.post(EVENTS, event('w-quoted'))).status).toBe(201);
    expect((await history(SITE, 'Event', 'w-quoted'))[0]).toMatchObject({ action: 'create', via: 'console', login });
  });

  it('lists the versions newest first with the fields each changed, by label', async () => {
    const versions = await history(SITE, 'Event', ID);
    expect(versions.map((v) => v.action)).toEqual(['update', 'update', 'create']);
    expect(versions.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(versions[0].changed).toEqual([{ key: 'cartLabel', label: expect.any(String) }]);
    expect(versions[1].changed.map((c) => c.key)).toEqual(['maxTickets']);
    expect(versions[2].changed.map((c) => c.key)).toEqual(expect.arrayContaining(['label', 'maxTickets', 'cartLabel']));
    expect((await admin.get(`/api/${SITE}/history/Event/${ID}?limit=1`)).body).toMatchObject({ data: [{ version: 3 }], next: versions[0].seq });
    const older = await admin.get(`/api/${SITE}/history/Event/${ID}?limit=1&before=${versions[0].seq}`);
    expect(older.body.data.map((v: Version) => v.version)).toEqual([2]);
  });

  it('shows one version as it was, with its changes from the one before', async () => {
    const [, second] = await history(SITE, 'Event', ID);
    const res = await admin.get(`/api/${SITE}/history/Event/${ID}/${second.seq}`);
    expect(res.status).toBe(200);
    expect(res.body.record).toMatchObject({ _id: ID, maxTickets: 6, cartLabel: 'Premier' });
    expect(res.body.changes).toEqual([{ key: 'maxTickets', label: expect.any(String), from: 5, to: 6 }]);
  });

  it('compares two versions, the older first whatever the order asked', async () => {
    const [third, , first] = await history(SITE, 'Event', ID);
    const res = await admin.get(`/api/${SITE}/history/Event/${ID}/compare?from=${third.seq}&to=${first.seq}`);
    expect(res.status).toBe(200);
    expect(res.body.from.version).toBe(1);
    expect(res.body.to.version).toBe(3);
    expect(Object.fromEntries(res.body.changes.map((c: { key: string; from: unknown; to: unknown }) => [c.key, [c.from, c.to]]))).toEqual({
      maxTickets: [5, 6],
      cartLabel: ['Premier', 'Troisième'],
    });
  });

  it('restores a version through the update: If-Match required, 412 when stale, then a new version', async () => {
    const [, , first] = await history(SITE, 'Event', ID);
    const path = `/api/${SITE}/history/Event/${ID}/${first.seq}/restore`;
    expect((await admin.post(path)).body).toMatchObject({ error: 'IF_MATCH_REQUIRED' });
    expect((await admin.post(path, undefined, { 'If-Match': '"1"' })).status).toBe(412);
    const restored = await admin.post(path, undefined, { 'If-Match': await etag(SITE, 'Event', ID) });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ maxTickets: 5, cartLabel: 'Premier' });
    expect(restored.headers.get('etag')).toBe('"4"');
    const [newest] = await history(SITE, 'Event', ID);
    expect(newest).toMatchObject({ version: 4, action: 'restoreVersion' });
    expect(newest.changed.map((c) => c.key).sort()).toEqual(['cartLabel', 'maxTickets']);
    const audit = await admin.get(`/api/audit-log?recordId=${ID}&siteId=${SITE}&limit=1`);
    expect(audit.body.data[0]).toMatchObject({ action: 'update', detail: { changes: { maxTickets: { from: 6, to: 5 } } } });
  });

  it('refuses a version identical to the record as it is, and writes nothing', async () => {
    // Changed, then changed back: the first version is the record's content again, as its newest version is.
    const id = 'identique';
    await admin.post(EVENTS, event(id, 5));
    await admin.put(`${EVENTS}/${id}`, { maxTickets: 6 });
    await admin.put(`${EVENTS}/${id}`, { maxTickets: 5 });
    const [newest, middle, first] = await history(SITE, 'Event', id);
    // The list says which versions a restore would not change, so that the console offers no 'Restaurer' for them.
    expect([newest, middle, first].map((v) => v.identicalToRecord ?? false)).toEqual([true, false, true]);
    for (const version of [first, newest]) {
      const res = await admin.post(`/api/${SITE}/history/Event/${id}/${version.seq}/restore`, undefined, {
        'If-Match': await etag(SITE, 'Event', id),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(res.body).toEqual({ error: 'NOTHING_TO_RESTORE', message: "Cette version est identique à l'enregistrement actuel" });
    }
    expect((await history(SITE, 'Event', id)).map((v) => v.version)).toEqual([3, 2, 1]);
    expect(await etag(SITE, 'Event', id)).toBe('"3"');
  });

  it('finds no version of another record under this one', async () => {
    const [other] = await history(SITE, 'Event', 'w-update');
    expect((await admin.get(`/api/${SITE}/history/Event/${ID}/${other.seq}`)).status).toBe(404);
    const res = await admin.post(`/api/${SITE}/history/Event/${ID}/${other.seq}/restore`, undefined, { 'If-Match': '*' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Version introuvable');
  });

  it('keeps the history of an archived record', async () => {
    await admin.del(`${EVENTS}/${ID}`);
    const versions = await history(SITE, 'Event', ID);
    expect(versions[0]).toMatchObject({ action: 'archive', archived: true });
    expect(versions.length).toBe(5);
    // Its versions are restored once it is out of the archives: until then, a clear refusal that changes nothing.
    const refused = await admin.post(`/api/${SITE}/history/Event/${ID}/${versions[2].seq}/restore`, undefined, {
      'If-Match': await etag(SITE, 'Event', ID, true),
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'ARCHIVED', message: expect.stringContaining('archives') });
    expect((await history(SITE, 'Event', ID)).length).toBe(5);
  });

  it('answers 404 for an unknown record or version, 400 for a malformed one', async () => {
    expect((await admin.get(`/api/${SITE}/history/Event/inconnu`)).status).toBe(404);
    expect((await admin.get(`/api/${SITE}/history/Event/w-update/999999999`)).status).toBe(404);
    expect((await admin.get(`/api/${SITE}/history/Event/w-update/abc`)).status).toBe(400);
    expect((await admin.get(`/api/${SITE}/history/Event/w-update/compare?from=1`)).status).toBe(400);
    expect((await admin.get(`/api/${SITE}/history/Nope/w-update`)).status).toBe(404);
  });
});

describe('schemas', () => {
  it('keep their history, and a restore says what it does to stored records', async () => {
    const schema = (await admin.get('/api/global/data/schema/Author')).body;
    const { _id, createdAt, updatedAt, _skippedIndexes, ...content } = schema;
    void [createdAt, updatedAt, _skippedIndexes];
    const changed = await admin.put(`/api/global/data/schema/${_id}`, { ...content, description: 'Auteurs (historique)' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const [newest, before] = await history('global', 'schema', 'Author');
    expect(newest.changed.map((c) => c.key)).toEqual(['description']);
    const restored = await admin.post(`/api/global/history/schema/Author/${before.seq}/restore`, undefined, {
      'If-Match': changed.headers.get('etag')!,
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body._impact).toMatchObject({ checked: expect.any(Number), invalid: 0 });
  });
});
