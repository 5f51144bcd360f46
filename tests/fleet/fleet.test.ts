// Issue 21 §4: the fleet of `npm run fleet` (scripts/fleet/) under a mixed load through HAProxy — reads, saves,
// uploads, image variants, an export, an encoding, live-event streams — while one console server and then one job
// worker are killed with SIGKILL; then the primary is stopped and started again. Every acknowledged write, file and
// session must survive, every stream reconnect and hear later saves, every job end once, the standby agree.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WORKERS,
  consoleUrl,
  haproxyUrl,
  logDirOf,
  startDatabase,
  startFleet,
  stopFleet,
  stopProcess,
  type FleetState,
} from '../../scripts/fleet/fleet.js';
import { standbyCaughtUp, withClient } from '../../scripts/fleet/postgres.js';
import { isAlive, logOf } from '../../scripts/fleet/processes.js';
import { ApiClient, uploadFile, waitForJob } from '../api/client.js';
import { makeClip } from '../support/clips.js';
import { ConsoleBrowser, signInAtProvider } from '../support/oidcWalk.js';
import { EventStream } from './eventStream.js';
import { Latencies } from './latencies.js';

const SITE = 'flotte';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let dir: string;
let fleet: FleetState;
let lb: string;
let admin: ApiClient;
const sessions: ApiClient[] = [];
const streams: EventStream[] = [];

/**
 * What the servers acknowledged (2xx): the text each tag must hold (or one written after it whose answer was lost: a
 * connection cut by the kill may have committed), each uploaded file's bytes; the statuses of what was not acknowledged.
 */
const acknowledged = { tags: new Map<string, { text: string; unanswered: string[] }>(), files: new Map<string, Buffer>(), refused: [] as number[] };
const mayHold = (id: string) => {
  const tag = acknowledged.tags.get(id)!;
  return [tag.text, ...tag.unanswered];
};
const latencies = new Latencies();

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-fleet-'));
  fs.chmodSync(dir, 0o755); // as root, the postgres user keeps its clusters in there, removed with it
  // The workers, their ffmpeg and their jobs' PostgreSQL backends at the tests' own priority (WORKER_NICENESS,
  // FFMPEG_NICENESS, FFMPEG_CORES_LEFT, BACKGROUND_DB_NICENESS): on CI the other suites share the cores, and the demo's fill or an encode
  // below them would only be late.
  process.env.WORKER_NICENESS = '0';
  process.env.FFMPEG_NICENESS = '0';
  process.env.FFMPEG_CORES_LEFT = '0';
  process.env.BACKGROUND_DB_NICENESS = '0';
  fleet = await startFleet(dir, (m) => console.log(`[flotte] ${m}`));
  await demoEncodesDone();
  lb = haproxyUrl(fleet);
  admin = await ApiClient.login(fleet.admin.login, fleet.admin.password, lb);
  expect((await admin.post('/api/global/data/Site', { _id: SITE, label: 'Flotte' })).status).toBe(201);
  const profile = { label: 'Minuscule', resolutions: [72], videoBitrate: 200, audioBitrate: 64, hls: true, progressive: true, isDefault: true };
  expect((await admin.post(`/api/${SITE}/data/EncodingProfile`, profile)).status).toBe(201);
  for (let i = 0; i < 4; i++) sessions.push(await ApiClient.login(fleet.admin.login, fleet.admin.password, lb));
  for (const session of sessions) streams.push(new EventStream(lb, session.cookie));
}, 900_000);

/**
 * The demo's videos are encoded by the same two workers, one at a time each, in the order they were asked: on a loaded
 * CI machine the test's own encode would wait behind them for minutes, and the worker killed would be one encoding a
 * demo video. The test starts once they are done.
 */
async function demoEncodesDone(): Promise<void> {
  await withClient(fleet.ports.primary, async (primary) => {
    const started = Date.now();
    const busy = async () =>
      Number((await primary.query("SELECT count(*) AS n FROM jobs WHERE kind = 'encoding' AND state IN ('waiting', 'running')")).rows[0].n);
    while ((await busy()) > 0 && Date.now() - started < 600_000) await sleep(1_000);
    console.log(`[flotte] encodages de la démo terminés en ${Math.round((Date.now() - started) / 1000)} s`);
  });
}

afterAll(async () => {
  for (const stream of streams) stream.close();
  if (dir) await stopFleet(dir);
  fs.rmSync(dir, { recursive: true, force: true });
}, 120_000);

/** One writer: creates tags and changes the text of its own, keeping what was acknowledged. */
async function writer(name: string, until: () => boolean): Promise<void> {
  const mine: string[] = [];
  for (let i = 0; !until(); i++) {
    const update = i % 3 === 2 && mine.length > 0;
    const id = update ? mine[i % mine.length] : `${name}-${i}`;
    const text = `${name} texte ${i}`;
    const started = Date.now();
    const res = await (
      update ? admin.put(`/api/${SITE}/data/Tag/${id}`, { text }) : admin.post(`/api/${SITE}/data/Tag`, { _id: id, label: id, text })
    ).catch(() => undefined);
    latencies.add('save', Date.now() - started, res?.status);
    if (res && res.status < 300) {
      acknowledged.tags.set(id, { text, unanswered: [] });
      if (!update) mine.push(id);
    } else {
      acknowledged.refused.push(res?.status ?? 0);
      if (update) acknowledged.tags.get(id)!.unanswered.push(text);
    }
  }
}

async function reader(until: () => boolean): Promise<void> {
  while (!until()) {
    const started = Date.now();
    const res = await admin.get(`/api/${SITE}/data/Tag?limit=20`).catch(() => undefined);
    latencies.add('read', Date.now() - started, res?.status);
  }
}

/** Uploads images, each a colour of its own, and asks a variant of each. */
async function uploader(until: () => boolean): Promise<void> {
  for (let i = 0; !until(); i++) {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: i % 256, g: 80, b: 160 } } })
      .png()
      .toBuffer();
    let started = Date.now();
    const up = await uploadFile(admin, SITE, `image-${i}.png`, png).catch(() => undefined);
    latencies.add('upload', Date.now() - started, up?.status);
    if (up?.status !== 201) continue;
    acknowledged.files.set(up.body.path, png);
    started = Date.now();
    const variant = await fetch(`${lb}/api/${SITE}/images${up.body.path}?w=32`, { headers: { cookie: admin.cookie } }).catch(() => undefined);
    latencies.add('variant', Date.now() - started, variant?.status);
  }
}

describe('the fleet under load, losing a console server then a worker', () => {
  let exportJob: { exportId: string; jobId: string };
  let videoId: string;
  /** The worker killed while it encoded, if the encoding was still running then. */
  let encodingWorker: string | undefined;

  /** The fleet's name of the worker running the site's encoding (its job's worker_id is host:pid:random). */
  async function workerEncoding(until: number): Promise<string | undefined> {
    return withClient(fleet.ports.primary, async (primary) => {
      while (Date.now() < until) {
        const { rows } = await primary.query<{ worker_id: string }>(
          "SELECT worker_id FROM jobs WHERE site_id = $1 AND kind = 'encoding' AND state = 'running'",
          [SITE],
        );
        const pid = Number(rows[0]?.worker_id.split(':').at(-2));
        const name = WORKERS.find((w) => fleet.pids[w] === pid);
        if (name) return name;
        await sleep(100);
      }
      return undefined;
    });
  }

  /** What the database and the workers' logs say of the site's encodes, printed when one did not end. */
  async function encodingState(): Promise<string> {
    return withClient(fleet.ports.primary, async (primary) => {
      const { rows } = await primary.query(
        `SELECT j.kind, j.site_id, j.state, j.worker_id, j.attempts, j.log, b.state AS queue_state, b.retry_count, b.started_on, j.created_at
           FROM jobs j LEFT JOIN pgboss.job b ON b.id = j.id WHERE j.kind = 'encoding' ORDER BY j.created_at DESC LIMIT 10`,
      );
      const videos = await primary.query(`SELECT id, doc - 'full' - 'srcInfo' AS doc FROM documents WHERE cls = 'Video' AND site_id = $1`, [SITE]);
      const logs = WORKERS.map((w) => `--- ${w}\n${logOf(logDirOf(dir), w).split('\n').slice(-25).join('\n')}`);
      return [JSON.stringify(rows, null, 1), JSON.stringify(videos.rows), ...logs].join('\n');
    });
  }

  it('signs in through the one OpenID simulator the fleet shares, on each server and through HAProxy', async () => {
    // Every server points the provider record at the shared simulator (stand-ins/serve.ts oidc): none starts its own,
    // so that a sign-in begun on one server ends on another and no server's end takes the simulator with it.
    expect((await admin.get('/api/global/data/SsoProvider/simulateur-local')).body.issuer).toBe(fleet.shared.OIDC_STAND_IN_URL);
    for (const base of [consoleUrl(fleet, 0), consoleUrl(fleet, 1), lb]) {
      const browser = new ConsoleBrowser(base);
      const start = await browser.start('simulateur-local');
      expect(start.status, `${base} ${start.location}`).toBe(303);
      expect(start.location.startsWith(fleet.shared.OIDC_STAND_IN_URL)).toBe(true);
      expect(await browser.callback(await signInAtProvider(start.location, 'claire'))).toEqual({ status: 303, location: '/' });
      expect(browser.session).toBeTruthy();
    }
  });

  it('measures reads and saves through HAProxy (two servers) and on one server directly', async () => {
    const figures: Record<string, string> = {};
    for (const [label, base] of [
      ['HAProxy, deux serveurs', lb],
      ['un serveur directement', consoleUrl(fleet, 0)],
    ] as const) {
      const run = Object.keys(figures).length;
      const measured = new Latencies();
      const client = Object.assign(new ApiClient(base), { cookie: admin.cookie });
      const end = Date.now() + 8_000;
      await Promise.all(
        Array.from({ length: 8 }, async (_, n) => {
          for (let i = 0; Date.now() < end; i++) {
            const started = Date.now();
            const save = i % 4 === 3;
            const res = save
              ? await client.post(`/api/${SITE}/data/Tag`, { _id: `mesure-${run}-${n}-${i}`, label: 'mesure', text: 'mesure' })
              : await client.get(`/api/${SITE}/data/Tag?limit=20`);
            measured.add(save ? 'save' : 'read', Date.now() - started, res.status);
          }
        }),
      );
      figures[label] = measured.summary(8);
    }
    expect(Object.values(figures).join()).not.toContain('en échec');
    console.log(
      `[flotte] mesure (8 clients, 8 s, 3 lectures pour 1 enregistrement, charge ${os.loadavg()[0].toFixed(1)}) :\n${Object.entries(figures)
        .map(([k, v]) => `  ${k} : ${v}`)
        .join('\n')}`,
    );
  }, 60_000);

  it('keeps every acknowledged write, file, session and job while a server and a worker die', async () => {
    const clip = await makeClip({ seconds: 8, width: 128, height: 72 });
    const uploadedClip = await uploadFile(admin, SITE, 'clip.mp4', clip);
    expect(uploadedClip.status).toBe(201);
    const exported = await admin.post(`/api/${SITE}/exports`, { type: 'Tag', fields: ['_id', 'label', 'text'] });
    expect(exported.status).toBe(202);
    exportJob = exported.body;

    const end = Date.now() + 20_000;
    const over = () => Date.now() > end;
    const load = Promise.all([writer('a', over), writer('b', over), writer('c', over), reader(over), uploader(over)]);
    await sleep(6_000);
    await stopProcess(fleet, 'console-2', 'SIGKILL');
    // Then the worker encoding a video, mid-encode: the other one must take the job back and end it once. The video is
    // made now, so that a quick encode is still running when its worker is looked for.
    const video = await admin.post(`/api/${SITE}/data/Video`, { label: 'Clip de la flotte', sourceFile: uploadedClip.body.path });
    expect(video.status).toBe(201);
    videoId = video.body._id;
    // A loaded CI machine may start it after the load's end: the kill waits for it a while longer.
    encodingWorker = await workerEncoding(end + 30_000);
    await stopProcess(fleet, encodingWorker ?? 'worker-1', 'SIGKILL');
    await load;
    console.log(
      `[flotte] sous charge, pendant les deux pannes : ${latencies.summary(20)} ; enregistrements sans réponse 2xx : ${acknowledged.refused.join(', ') || 'aucun'}`,
    );

    expect(acknowledged.tags.size).toBeGreaterThan(30);
    expect(acknowledged.files.size).toBeGreaterThan(3);
    // 0 acknowledged writes lost, each with its last acknowledged text.
    // Only a cut connection (0) or HAProxy's 502/503 for the request the killed server held may go unanswered.
    expect(acknowledged.refused.filter((status) => ![0, 502, 503].includes(status))).toEqual([]);
    for (const id of acknowledged.tags.keys()) {
      const res = await admin.get(`/api/${SITE}/data/Tag/${id}`);
      expect(res.status, id).toBe(200);
      expect(mayHold(id), id).toContain(res.body.text);
    }
    // Every file, uploaded through either server, read back through the one left.
    const survivor = Object.assign(new ApiClient(consoleUrl(fleet, 0)), { cookie: admin.cookie });
    for (const [filePath, bytes] of acknowledged.files) {
      const res = await fetch(`${survivor.base}/api/${SITE}/files${filePath}`, { headers: { cookie: survivor.cookie } });
      expect(res.status, filePath).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes), filePath).toBe(true);
    }
    for (const session of sessions) expect((await session.get('/api/auth/me')).status).toBe(200);
  }, 240_000);

  it('tells every live-event stream, reconnected, of a later save', async () => {
    // The streams that were on the killed server came back through HAProxy.
    expect(streams.reduce((sum, s) => sum + s.connects, 0)).toBeGreaterThan(streams.length);
    const since = Date.now();
    expect((await admin.put(`/api/global/data/Site/${SITE}`, { label: 'Flotte (renommée)' })).status).toBe(200);
    for (const stream of streams) await stream.heard('sites', since, 15_000);
  }, 30_000);

  it('ends every job once, on the worker left', async () => {
    const job = await waitForJob(admin, exportJob.jobId, 120_000);
    expect(job.state, job.error).toBe('done');
    expect((await admin.get(`/api/${SITE}/data/Export/${exportJob.exportId}`)).body.status).toBe('success');
    // The dead worker's encode is found by the reaper, then made again from the start: minutes on a loaded CI machine.
    const end = Date.now() + 200_000;
    let video = (await admin.get(`/api/${SITE}/data/Video/${videoId}`)).body;
    while (!['done', 'error'].includes(video.encodingStatus) && Date.now() < end) {
      await sleep(500);
      video = (await admin.get(`/api/${SITE}/data/Video/${videoId}`)).body;
    }
    if (video.encodingStatus !== 'done') console.log(`[flotte] encodage non terminé :\n${await encodingState()}`);
    expect(video.encodingStatus, video.encodingError).toBe('done');
    expect(encodingWorker, 'the encoding was running when its worker was killed').toBeDefined();
    expect((await fetch(`${lb}/api/${SITE}/files${video.full.mp4}`, { headers: { cookie: admin.cookie } })).status).toBe(200);
    // One job per request, none left behind, none run twice to its end. The encode's job ends just after the video shows
    // it done (its previous files removed, its last log line written): a loaded machine may list it running a moment.
    type Listed = { kind: string; state: string; attempts: number };
    const listed = async () => (await admin.get(`/api/jobs?siteId=${SITE}&limit=100`)).body.data as Listed[];
    let jobs = await listed();
    while (jobs.some((j) => j.state === 'running') && Date.now() < end) {
      await sleep(500);
      jobs = await listed();
    }
    expect(jobs.filter((j) => j.kind === 'export').map((j) => j.state)).toEqual(['done']);
    for (const j of jobs) expect(j.state, j.kind).toBe('done');
    // Taken back from the killed worker: a second attempt, the only one to end.
    expect(jobs.find((j) => j.kind === 'encoding')?.attempts).toBe(2);
    console.log(`[flotte] tâches du site : ${jobs.map((j) => `${j.kind} ${j.state} en ${j.attempts} essai(s)`).join(', ')}`);
  }, 260_000);

  it('reads on the standby what the primary holds, once it has replayed the WAL', async () => {
    const started = Date.now();
    expect(await standbyCaughtUp(fleet.ports)).toBe(true);
    console.log(`[flotte] secondaire à jour en ${Date.now() - started} ms`);
    await withClient(fleet.ports.standby, async (standby) => {
      const { rows } = await standby.query<{ id: string; text: string }>(
        "SELECT id, doc->>'text' AS text FROM documents WHERE site_id = $1 AND cls = 'Tag' AND NOT archived",
        [SITE],
      );
      const onStandby = new Map(rows.map((r) => [r.id, r.text]));
      expect(rows.length).toBe((await admin.get(`/api/${SITE}/data/Tag/count`)).body);
      for (const id of acknowledged.tags.keys()) expect(mayHold(id), id).toContain(onStandby.get(id));
    });
  }, 90_000);

  it('answers 503 while the primary is down, and comes back by itself when it is up again', async () => {
    const seen: { at: number; status: number }[] = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const res = await admin.get(`/api/${SITE}/data/Tag?limit=1`).catch(() => ({ status: 0 }));
        seen.push({ at: Date.now(), status: res.status });
        await sleep(100);
      }
    })();
    await sleep(1_000);
    const stopped = Date.now();
    await stopProcess(fleet, 'primary');
    const stopTook = Date.now() - stopped;
    await sleep(3_000);
    await startDatabase(fleet, 'primary');
    const restarted = Date.now();
    const end = Date.now() + 30_000;
    while (Date.now() < end && !(seen.length > 5 && seen.slice(-5).every((s) => s.status === 200) && seen.at(-5)!.at > restarted)) await sleep(100);
    probing = false;
    await probe;
    const down = seen.filter((s) => s.at >= stopped && s.status !== 200);
    const back = seen.find((s) => s.at > restarted && s.status === 200);
    expect(down.length).toBeGreaterThan(0);
    expect(new Set(down.map((s) => s.status))).toEqual(new Set([503]));
    expect(back, 'the fleet answers again without being restarted').toBeDefined();
    console.log(
      `[flotte] primaire arrêté en ${stopTook} ms, redémarré ${restarted - stopped} ms après l'arrêt demandé : 503 pendant ${down.at(-1)!.at - down[0].at} ms, ` +
        `de nouveau 200 ${back!.at - restarted} ms après son redémarrage`,
    );
    // Nothing had to be restarted: every process left is up, a job started now ends on the worker left, a write is
    // kept and heard by every stream (their server's LISTEN connection came back too).
    for (const [name, pid] of Object.entries(fleet.pids)) expect(isAlive(pid), name).toBe(true);
    const exported = await admin.post(`/api/${SITE}/exports`, { type: 'Tag', fields: ['_id', 'text'] });
    expect(exported.status).toBe(202);
    expect((await waitForJob(admin, exported.body.jobId, 60_000)).state).toBe('done');
    const since = Date.now();
    expect((await admin.post(`/api/${SITE}/data/Tag`, { _id: 'apres-panne', label: 'après', text: 'après la panne' })).status).toBe(201);
    expect((await admin.put(`/api/global/data/Site/${SITE}`, { label: 'Flotte (après la panne)' })).status).toBe(200);
    for (const stream of streams) await stream.heard('sites', since, 15_000);
  }, 120_000);
});
