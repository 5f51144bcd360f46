// The job system (issue 9 §1, design.md §10) on a server of its own: a job runs in a worker process with progress,
// step log and result that the API and the live events show; a kill -9 mid-run ends in a retry by another worker,
// never a job stuck "running" or run twice at once; Annuler stops a running job and ends a waiting one; a failure
// is retried once, then reported in French. The kinds are the test's own (tests/support/jobWorker.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEmbeddedUrl } from '../../server/storage/embeddedPostgres.js';
import { STALE_SECONDS } from '../../server/jobs/reaper.js';
import type { JobView } from '../../server/jobs/types.js';
import { jobService } from '../support/jobWorker.js';
import { ADMIN, startServer, type RunningServer } from '../support/startServer.js';
import { ApiClient, userWith } from './client.js';

/** A site of its own (this server has no demo; the blank template is the super administrators' alone). */
const SITE = 'site-des-taches';
let server: RunningServer;
let ctl: Awaited<ReturnType<typeof jobService>>;
let admin: ApiClient;
const workers = new Set<ChildProcess>();

function spawnWorker(url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/jobWorker.ts'], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  workers.add(child);
  child.on('exit', () => workers.delete(child));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d) && out.includes('worker ready') && resolve(child));
    child.stderr!.on('data', (d: Buffer) => (out += d));
    child.on('exit', (code) => reject(new Error(`worker exited ${code}: ${out}`)));
  });
}

async function waitFor<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timeout: ${JSON.stringify(v).slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A job queued on one process starts on another's worker within this, its workers polling only every 30 s. */
const WOKEN_WITHIN_MS = 3_000;

const job = (id: string) => admin.get<JobView>(`/api/jobs/${id}`).then((r) => r.body);
const start = (params: Record<string, unknown>) => ctl.jobs.start('TEST_STEPS', { siteId: SITE, params, startedBy: null });
const ends = async (id: string) =>
  (await ctl.pool.query('SELECT state FROM test_job_ends WHERE id = $1', [id]).catch(() => ({ rows: [] }))).rows[0]?.state;

/** The job fetched by a worker of pg-boss that does `then` with it, then dies: pg-boss keeps what it was told. */
async function fetchedBy(id: string, then: (boss: PgBoss) => Promise<unknown>) {
  const dead = new PgBoss({
    db: { executeSql: (text, values) => ctl.pool.query(text, values) },
    schema: 'pgboss',
    supervise: false,
    schedule: false,
  });
  await dead.start();
  const fetched = await dead.fetch('TEST_STEPS', { batchSize: 10 });
  await then(dead);
  await dead.stop({ graceful: false, close: false });
  expect(fetched.map((j) => j.id)).toContain(id);
}

/** A long job running on a worker of its own, a few steps in. */
async function longJobRunning() {
  for (const w of workers) w.kill('SIGKILL');
  const first = await spawnWorker(readEmbeddedUrl(server.dataDir)!);
  const { id } = await start({ steps: 40, stepMs: 250 });
  await waitFor(
    () => job(id),
    (j) => j.state === 'running' && j.progress >= 0.05,
  );
  return { first, id };
}

/** A second worker started, and the job done. */
async function finishedOnAnother(id: string) {
  const second = await spawnWorker(readEmbeddedUrl(server.dataDir)!);
  const done = await waitFor(
    () => job(id),
    (j) => j.state === 'done',
    60_000,
  );
  return { second, done };
}

beforeAll(async () => {
  server = await startServer({ SEED_DEMO: '0' });
  ctl = await jobService(readEmbeddedUrl(server.dataDir)!, false);
  admin = await ApiClient.login(ADMIN.login, ADMIN.password, server.url);
  expect((await admin.post('/api/global/data/Site', { _id: SITE, label: 'Site des tâches' })).status).toBe(201);
}, 120_000);

afterAll(async () => {
  for (const w of workers) w.kill('SIGKILL');
  await ctl?.jobs.shutdown();
  await ctl?.pool.end();
  await server?.stop();
});

describe('background jobs', () => {
  it('runs a job to done, its progress moving live through GET /api/events, with its step log and result', async () => {
    const worker = await spawnWorker(readEmbeddedUrl(server.dataDir)!);
    const events = await fetch(`${server.url}/api/events`, { headers: { cookie: admin.cookie } });
    const reader = events.body!.getReader();
    const seen: JobView[] = [];
    const { id } = await start({ steps: 8, stepMs: 150 });
    let buffer = '';
    while (!seen.some((j) => j.id === id && j.state === 'done')) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += new TextDecoder().decode(value);
      for (const m of buffer.matchAll(/event: job\ndata: (.*)\n\n/g)) seen.push(JSON.parse(m[1]));
      buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2);
    }
    await reader.cancel();
    const mine = seen.filter((j) => j.id === id);
    expect(mine.map((j) => j.state)).toContain('running');
    expect(mine.some((j) => j.progress > 0 && j.progress < 1 && /^Étape \d sur 8$/.test(j.progressText))).toBe(true);
    const done = await job(id);
    expect(done).toMatchObject({ state: 'done', progress: 1, attempts: 1, result: { pid: worker.pid, attempt: 1 }, error: null });
    expect(done.log.map((s) => s.text)).toEqual([`Tentative 1 par ${worker.pid}`]);
    // Queued by this process, run by the worker's: its notification woke the worker, which polls only every 30 s.
    expect(Date.parse(done.startedAt!) - Date.parse(done.createdAt)).toBeLessThan(WOKEN_WITHIN_MS);
  });

  it('takes back the job of a worker killed with -9 and finishes it on another, never twice at once', async () => {
    const { first, id } = await longJobRunning();
    first.kill('SIGKILL');
    const { second, done } = await finishedOnAnother(id);
    expect(done.result).toEqual({ pid: second.pid, attempt: 2 });
    expect(done.log.map((s) => s.text)).toEqual([
      `Tentative 1 par ${first.pid}`,
      'Le traitement a été interrompu (processus arrêté ou injoignable)',
      `Tentative 2 par ${second.pid}`,
    ]);
  }, 120_000);

  it('puts a running job back in the queue when its worker is stopped, and another finishes it', async () => {
    const { first, id } = await longJobRunning();
    let output = '';
    first.stderr!.on('data', (d: Buffer) => (output += d));
    const exited = new Promise<number | null>((resolve) => first.once('exit', resolve));
    first.kill('SIGTERM');
    // Well before the reaper's 20 s: the stopping worker hands it back itself.
    const waiting = await waitFor(
      () => job(id),
      (j) => j.state === 'waiting',
      8_000,
    );
    expect(waiting.log.at(-1)?.text).toBe('Interrompu par l’arrêt du serveur : reprise au prochain démarrage');
    expect(await exited).toBe(0);
    expect(output).not.toMatch(/Error/);
    const { second, done } = await finishedOnAnother(id);
    expect(done.result).toEqual({ pid: second.pid, attempt: 2 });
  }, 120_000);

  it('takes back a job whose worker died after pg-boss gave it and before it claimed it', async () => {
    for (const w of workers) w.kill('SIGKILL');
    const { id } = await start({ steps: 2, stepMs: 50 });
    // A worker's fetch, then its death before the row's claim: pg-boss holds the job active, the row waits.
    await fetchedBy(id, async () => {});
    await ctl.pool.query(`UPDATE pgboss.job SET started_on = now() - make_interval(secs => $2) WHERE id = $1`, [id, STALE_SECONDS + 5]);
    const next = await spawnWorker(readEmbeddedUrl(server.dataDir)!);
    const done = await waitFor(
      () => job(id),
      (j) => j.state === 'done',
      30_000,
    );
    expect(done.result).toEqual({ pid: next.pid, attempt: 2 });
    expect(done.log.map((s) => s.text)).toEqual(['Le traitement a été interrompu (processus arrêté ou injoignable)', `Tentative 2 par ${next.pid}`]);
  }, 60_000);

  it('runs a retry due while a worker started as soon as it is due, not at that worker’s first poll', async () => {
    for (const w of workers) w.kill('SIGKILL');
    const { id } = await start({ steps: 1, stepMs: 10 });
    // Failed on a worker's fetch, due again in a few seconds: after the next worker's start and its first ask.
    await fetchedBy(id, (boss) => boss.fail('TEST_STEPS', id, { message: 'échec' }));
    const { rows } = await ctl.pool.query(`UPDATE pgboss.job SET start_after = now() + interval '8 seconds' WHERE id = $1 RETURNING start_after`, [
      id,
    ]);
    await spawnWorker(readEmbeddedUrl(server.dataDir)!);
    // Started (its workers registered, their first ask made) before the retry was due: only a planned wake-up runs it then.
    expect(Date.now()).toBeLessThan(rows[0].start_after.getTime());
    const done = await waitFor(
      () => job(id),
      (j) => j.state === 'done',
      20_000,
    );
    expect(Date.parse(done.startedAt!) - rows[0].start_after.getTime()).toBeLessThan(WOKEN_WITHIN_MS);
  }, 30_000);

  it("'Annuler' stops a running job at its next beat and ends a waiting one at once; the kind cleans up", async () => {
    const long = await start({ steps: 100, stepMs: 200 });
    await waitFor(
      () => job(long.id),
      (j) => j.state === 'running',
    );
    const queued = await start({ steps: 1 });
    // Through the service of a process that knows the kind, as every process of one console does.
    expect((await ctl.jobs.cancel({ _id: 'root', login: 'root', superAdmin: true }, queued.id)).state).toBe('cancelled');
    expect(await ends(queued.id)).toBe('cancelled');
    expect((await admin.post(`/api/jobs/${long.id}/cancel`)).status).toBe(200);
    const stopped = await waitFor(
      () => job(long.id),
      (j) => j.state === 'cancelled',
      15_000,
    );
    expect(stopped.progress).toBeLessThan(0.5);
    // The kind's clean-up runs once the state is written.
    expect(
      await waitFor(
        () => ends(long.id),
        (s) => s === 'cancelled',
        5_000,
      ),
    ).toBe('cancelled');
    const again = await admin.post(`/api/jobs/${long.id}/cancel`);
    expect(again).toMatchObject({ status: 400, body: { error: 'JOB_OVER', message: 'Cette tâche est déjà terminée' } });
  }, 30_000);

  it('retries a failed job once, then fails it with its reason in French', async () => {
    const flaky = await start({ steps: 2, stepMs: 50, failAt: 1 });
    expect(
      await waitFor(
        () => job(flaky.id),
        (j) => j.state === 'done',
      ),
    ).toMatchObject({ attempts: 2, error: null });
    // The retry, due a second after the failure, woke the worker then.
    const retried = (await job(flaky.id)).log;
    const failedAt = retried.find((step) => step.text.startsWith('Échec, nouvelle tentative'))!.ts;
    const againAt = retried.find((step) => step.text.startsWith('Tentative 2'))!.ts;
    expect(Date.parse(againAt) - Date.parse(failedAt)).toBeLessThan(1_000 + WOKEN_WITHIN_MS);
    const broken = await start({ steps: 2, stepMs: 50, failAt: 1, failAlways: true });
    const failed = await waitFor(
      () => job(broken.id),
      (j) => j.state === 'failed',
    );
    expect(failed).toMatchObject({ attempts: 2, error: "Erreur inattendue : échec voulu à l'étape 1" });
    expect(failed.log.at(-1)).toMatchObject({ level: 'error', text: "Erreur inattendue : échec voulu à l'étape 1" });
    expect(
      await waitFor(
        () => ends(broken.id),
        (s) => s === 'failed',
      ),
    ).toBe('failed');
  }, 30_000);

  it('shares jobs between two workers without running one twice', async () => {
    await spawnWorker(readEmbeddedUrl(server.dataDir)!);
    const started = await Promise.all(Array.from({ length: 6 }, () => start({ steps: 2, stepMs: 100 })));
    const done = await Promise.all(
      started.map((j) =>
        waitFor(
          () => job(j.id),
          (v) => v.state === 'done',
        ),
      ),
    );
    expect(done.every((j) => j.attempts === 1)).toBe(true);
    expect(new Set(done.map((j) => (j.result as { pid: number }).pid)).size).toBe(2);
  }, 60_000);

  it('stops a job at its next step once its starter lost the kind’s right, failed with the reason in French, not retried', async () => {
    for (const w of workers) w.kill('SIGKILL');
    await spawnWorker(readEmbeddedUrl(server.dataDir)!);
    const editor = await userWith(admin, { rights: { contents: true } });
    const me = (await editor.get('/api/auth/me')).body;
    const { id } = await ctl.jobs.start('TEST_STEPS', {
      siteId: SITE,
      params: { steps: 40, stepMs: 150 },
      startedBy: { id: me._id, login: me.login },
    });
    await waitFor(
      () => job(id),
      (j) => j.state === 'running' && j.progress >= 0.1,
    );
    expect((await admin.put(`/api/global/data/AdminUser/${me._id}`, { rights: { contents: false } })).status).toBe(200);
    const failed = await waitFor(
      () => job(id),
      (j) => j.state === 'failed',
    );
    expect(failed).toMatchObject({ attempts: 1, error: `Tâche arrêtée : ${me.login} a perdu le droit de la poursuivre (droit « contents » retiré)` });
    expect(failed.progress).toBeLessThan(0.5);
    // The kind hears of the end just after the row says so.
    await waitFor(
      () => ends(id),
      (state) => state === 'failed',
      15_000,
    );
  }, 60_000);

  it('debounces through pg-boss: a job for this window, one for the next, and no job nor row for a third start', async () => {
    const count = async () => (await admin.get('/api/jobs?kind=TEST_STEPS&limit=1')).body.count as number;
    const before = await count();
    const start = () => ctl.jobs.startDebounced('TEST_STEPS', { siteId: SITE, params: { steps: 1, stepMs: 10 }, startedBy: null }, 3600);
    const [now, next, third] = [await start(), await start(), await start()];
    expect(now).toMatchObject({ state: 'waiting', kind: 'TEST_STEPS' });
    expect(next).toMatchObject({ state: 'waiting', kind: 'TEST_STEPS' });
    expect(third).toBeNull();
    expect(await count()).toBe(before + 2);
    await ctl.jobs.cancel({ _id: 'root', login: 'root', superAdmin: true }, next!.id);
  });

  it('runs a debounced job when it is due, not at the next poll', async () => {
    const start = () => ctl.jobs.startDebounced('TEST_STEPS', { siteId: SITE, params: { steps: 1, stepMs: 10 }, startedBy: null }, 2);
    const [now, next] = [await start(), await start()];
    const [first, second] = await Promise.all(
      [now!, next!].map((queued) =>
        waitFor(
          () => job(queued.id),
          (j) => j.state === 'done',
        ),
      ),
    );
    expect(Date.parse(first.startedAt!) - Date.parse(first.createdAt)).toBeLessThan(WOKEN_WITHIN_MS);
    // The second is due when pg-boss says (its debounce's delay): started then, where a poll every 30 s would be late.
    const { rows } = await ctl.pool.query('SELECT start_after FROM pgboss.job WHERE id = $1', [next!.id]);
    expect(Date.parse(second.startedAt!) - rows[0].start_after.getTime()).toBeLessThan(WOKEN_WITHIN_MS);
  }, 30_000);

  it('queues one pass of a kind with one waiting at most: a second start queues nothing, or is refused in French', async () => {
    // No worker: a woken worker would take the pass at once, and it would no longer wait.
    for (const w of workers) w.kill('SIGKILL');
    const count = async () => (await admin.get('/api/jobs?kind=TEST_ONE_WAITING&limit=1')).body.count as number;
    const before = await count();
    const opts = { siteId: SITE, startedBy: null };
    const waiting = await ctl.jobs.startUnlessWaiting('TEST_ONE_WAITING', opts);
    expect(waiting).toMatchObject({ state: 'waiting', kind: 'TEST_ONE_WAITING' });
    expect(await ctl.jobs.startUnlessWaiting('TEST_ONE_WAITING', opts)).toBeNull();
    expect(await ctl.jobs.startDebounced('TEST_ONE_WAITING', opts, 1)).toBeNull();
    await expect(ctl.jobs.start('TEST_ONE_WAITING', opts)).rejects.toMatchObject({
      status: 409,
      message: '« Passe de test » attend déjà son tour : cette tâche fera ce travail',
    });
    expect(await count()).toBe(before + 1);
    // Once it no longer waits, the next start is queued.
    await ctl.jobs.cancel({ _id: 'root', login: 'root', superAdmin: true }, waiting!.id);
    const next = await ctl.jobs.startUnlessWaiting('TEST_ONE_WAITING', opts);
    expect(next).toMatchObject({ state: 'waiting' });
    await ctl.jobs.cancel({ _id: 'root', login: 'root', superAdmin: true }, next!.id);
  });

  it("starts a scheduled kind once a minute, whichever process's clock sends it, for the platform and by nobody", async () => {
    for (const w of workers) w.kill('SIGKILL');
    // Both in one minute of pg-boss's clock: not in a minute's last seconds.
    if (Date.now() % 60_000 > 55_000) await new Promise((r) => setTimeout(r, 6_000));
    const other = await jobService(readEmbeddedUrl(server.dataDir)!, false);
    try {
      const sent = await Promise.all([ctl.jobs.startScheduled('TEST_STEPS'), other.jobs.startScheduled('TEST_STEPS')]);
      const started = sent.filter((j) => j !== null);
      expect(started).toHaveLength(1);
      expect(started[0]).toMatchObject({ state: 'waiting', kind: 'TEST_STEPS', siteId: 'global', startedBy: null });
      expect(await ctl.jobs.startScheduled('TEST_STEPS')).toBeNull();
      await ctl.jobs.cancel({ _id: 'root', login: 'root', superAdmin: true }, started[0]!.id);
    } finally {
      await other.jobs.shutdown();
      await other.pool.end();
    }
  });

  it('checks rights and input: super admins list every job, others see theirs; unknown kinds and ids are 404, bad ones 400', async () => {
    const editor = await userWith(admin, { rights: { contents: true } });
    expect((await admin.get('/api/jobs?kind=TEST_STEPS&limit=2')).body).toMatchObject({
      count: expect.any(Number),
      data: [{ kind: 'TEST_STEPS' }, {}],
    });
    expect((await editor.get('/api/jobs')).status).toBe(403);
    // On a site, the kinds whose right the user holds and their own jobs: this server knows no TEST_STEPS right.
    expect((await editor.get(`/api/${SITE}/jobs?kind=TEST_STEPS`)).body).toEqual({ data: [], count: 0 });
    expect((await editor.get('/api/jobs/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await admin.get('/api/jobs/pas-un-uuid')).status).toBe(400);
    expect((await admin.get('/api/jobs?offset=1e309')).body).toMatchObject({
      error: 'BAD_NUMBER',
      message: 'Requête refusée (paramètres) : nombre hors limites',
    });
    expect((await admin.post(`/api/${SITE}/jobs/INCONNUE`, {})).body).toMatchObject({ error: 'NOT_FOUND', message: 'Tâche inconnue : INCONNUE' });
    expect((await admin.post('/api/global/jobs/SESSIONS_PURGE', {})).status).toBe(403);
    const user = { _id: 'u1', login: 'u1', rights: { contents: true } };
    await expect(ctl.jobs.startFor(user, SITE, 'TEST_STEPS', { steps: 'beaucoup' })).rejects.toMatchObject({ status: 400, code: 'BAD_PARAMS' });
    await expect(ctl.jobs.startFor({ ...user, rights: {} }, SITE, 'TEST_STEPS', { steps: 1 })).rejects.toMatchObject({ status: 403 });
  });
});
