// Background work beside the staff (issue 29 §2): the list's first page, a read by id and a save, p50/p95, on the same
// server idle, then while two encodes and a CSV export run; and on a fresh start (`npm start` on an empty data folder,
// the full demo) while its own work runs — the demo's fill, its videos' encodes, the link index, a re-index — then once
// it has ended. Target: every busy figure within 1.5× of the idle one.
//   BENCH_PARTS=background npm run bench     (BENCH_RECORDS, BENCH_API_DIR as the API part; BENCH_BACKGROUND_SAMPLES;
//   BENCH_BUSY=encodes or export, BENCH_BACKGROUND_START=0)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiClient, uploadFile } from '../api/client.js';
import { makeClip } from '../support/clips.js';
import { ADMIN, databaseUrlOf } from '../support/startServer.js';
import { filledDatabase, RECORDS, SITE, TYPE } from './apiBench.js';
import { processCpuSeconds } from './processCpu.js';
import { startBenchServer, type BenchServer } from './sampling.js';
import {
  countOf,
  eventLoopSince,
  ffmpegChildren,
  figuresOf,
  jobsByKind,
  jobsEnded,
  sampleRounds,
  staffRequests,
  STAFF_KINDS,
  type Figures,
  type Sample,
  type StaffKind,
} from './staffLatency.js';
import { testPool } from '../support/pgConnections.js';

export const BACKGROUND_SAMPLES = Number(process.env.BENCH_BACKGROUND_SAMPLES ?? 300);
/** Encodes at once in the busy phase: the server runs with ENCODES_PER_PROCESS at this, so both really run together. */
export const BUSY_ENCODES = 2;
export const ENCODE_SITES = ['bench-fond-1', 'bench-fond-2'];
const CLIP_SECONDS = 120;
const EXPORT_FIELDS = ['_id', 'label', 'status', 'publishTs', 'createdAt'];
/** A start's work is over for good once no job ran nor waited for this long. */
const QUIET_MS = 5_000;
const START_LIMIT_MS = 30 * 60_000;
/** BENCH_BUSY=encodes or export: the busy phase with that work alone, to tell which costs the requests what. */
const ONLY = process.env.BENCH_BUSY;
const ONLY_BUSY = process.env.BENCH_BACKGROUND_START === '0';

export interface Phase {
  figures: Record<StaffKind, Figures>;
  /** Cores the server's own process used (CPU time over wall time, requests included). */
  serverCores: number;
  eventLoopP99: number;
}
export interface BackgroundBenchResult {
  records: number;
  idle: Phase;
  busy: Phase & { exports: number };
  /** Undefined with BENCH_BACKGROUND_START=0. */
  start?: { during: Phase; after: Phase; seconds: number; kinds: string[]; encodesSeen: number };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Figures of the samples of one tag, with the server's cores and event-loop delay over the same span. */
async function phase(server: BenchServer, loopReport: string, run: () => Promise<{ samples: Sample[]; tag: string }>): Promise<Phase> {
  const pid = server.process.pid!;
  await eventLoopSince(server.process, loopReport);
  const cpu0 = processCpuSeconds(pid);
  const t0 = performance.now();
  const { samples, tag } = await run();
  const serverCores = (processCpuSeconds(pid) - cpu0) / ((performance.now() - t0) / 1000);
  const loop = await eventLoopSince(server.process, loopReport);
  return { figures: figuresOf(samples, tag), serverCores, eventLoopP99: loop.p99 };
}

/** Two sites, each with an encoding profile ('Standard': 360p and 720p, MP4 and HLS, a trailer) and a source uploaded. */
export async function encodeSetup(admin: ApiClient): Promise<string[]> {
  const clip = await makeClip({ seconds: CLIP_SECONDS, width: 1280, height: 720 });
  const sources: string[] = [];
  for (const site of ENCODE_SITES) {
    if ((await admin.get(`/api/global/data/Site/${site}`)).status === 404) await admin.post('/api/global/data/Site', { _id: site, label: site });
    const profile = { label: 'Standard', resolutions: [360, 720], videoBitrate: 2500, audioBitrate: 128, hls: true, progressive: true };
    await admin.post(`/api/${site}/data/EncodingProfile`, { ...profile, trailerDuration: 30, isDefault: true });
    sources.push((await uploadFile(admin, site, 'source.mp4', clip)).body.path);
  }
  return sources;
}

/** The 1,000,000 records' server idle, then with two encodes and an export kept running. */
async function idleAndBusy(log: (line: string) => void): Promise<Pick<BackgroundBenchResult, 'idle' | 'busy'>> {
  const db = await filledDatabase();
  const loopReport = path.join(db.dataDir, 'event-loop-background.json');
  const server = await startBenchServer(
    { DATABASE_URL: db.url, DATA_DIR: db.dataDir, EVENT_LOOP_REPORT: loopReport, ENCODES_PER_PROCESS: String(BUSY_ENCODES) },
    ['./tests/bench/eventLoopProbe.ts'],
  );
  const admin = new ApiClient(server.base);
  admin.cookie = server.cookie;
  try {
    const sources = await encodeSetup(admin);
    // Whatever the database's start left running ends before the idle figures.
    await jobsEnded(db.pool, START_LIMIT_MS);
    const requests = staffRequests(server.base, server.cookie, SITE, TYPE, (i) => `bench-${1 + ((i * 7919) % RECORDS)}`);
    const enough = (tag: string) => (samples: Sample[]) => countOf(samples, tag) >= BACKGROUND_SAMPLES;
    log(`Au repos : ${BACKGROUND_SAMPLES} tours liste, lecture, enregistrement...`);
    const idle = await phase(server, loopReport, async () => ({ samples: await sampleRounds(requests, () => 'idle', enough('idle')), tag: 'idle' }));

    // Two encodes and an export, each started again when it ends, until enough samples fell while all three ran.
    const videos: string[] = [];
    if (ONLY !== 'export')
      for (const [i, site] of ENCODE_SITES.entries())
        videos.push((await admin.post(`/api/${site}/data/Video`, { label: `Banc fond ${i + 1}`, sourceFile: sources[i] })).body._id);
    let exports = 0;
    let state = { encodes: 0, exports: 0 };
    let polling = true;
    const poll = (async () => {
      while (polling) {
        const jobs = await jobsByKind(db.pool);
        state = { encodes: ffmpegChildren(server.process.pid!).length, exports: jobs.running.get('export') ?? 0 };
        if (ONLY !== 'encodes' && !state.exports && !jobs.waiting.get('export')) {
          exports++;
          await admin.post(`/api/${SITE}/exports`, { type: TYPE, fields: EXPORT_FIELDS });
        }
        for (const [i, site] of ONLY === 'export' ? [] : ENCODE_SITES.entries()) {
          // From the database: the bench's own bookkeeping asks the server it measures nothing.
          const video = (await db.pool.query(`SELECT doc FROM documents WHERE site_id = $1 AND cls = 'Video' AND id = $2`, [site, videos[i]])).rows[0]
            .doc;
          if (video.encodingStatus === 'error') throw new Error(`encodage en erreur : ${video.encodingError}`);
          if (video.encodingStatus === 'done') await admin.post(`/api/${site}/encoding/${videos[i]}/reencode`, {});
        }
        await sleep(300);
      }
    })();
    log(`Pendant ${BUSY_ENCODES} encodages et un export : ${BACKGROUND_SAMPLES} tours...`);
    const tag = () => ((ONLY === 'export' || state.encodes >= BUSY_ENCODES) && (ONLY === 'encodes' || state.exports >= 1) ? 'busy' : undefined);
    const busy = await phase(server, loopReport, async () => ({ samples: await sampleRounds(requests, tag, enough('busy')), tag: 'busy' }));
    polling = false;
    await poll;
    for (const [i, site] of ENCODE_SITES.entries()) if (videos[i]) await admin.post(`/api/${site}/encoding/${videos[i]}/cancel`, {});
    return { idle, busy: { ...busy, exports } };
  } finally {
    await server.stop();
    await db.stop();
  }
}

/** A fresh start with the full demo: the figures while its own work runs, then once it is over. */
async function freshStart(log: (line: string) => void): Promise<BackgroundBenchResult['start']> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-background-start-'));
  const loopReport = path.join(dataDir, 'event-loop.json');
  const started = Date.now();
  const server = await startBenchServer(
    { DATA_DIR: dataDir, DEMO_VOLUME: 'full', ADMIN_LOGIN: ADMIN.login, ADMIN_PASSWORD: ADMIN.password, EVENT_LOOP_REPORT: loopReport },
    ['./tests/bench/eventLoopProbe.ts'],
  );
  const pool = testPool({ connectionString: databaseUrlOf({ dataDir }), max: 1 });
  try {
    const list = (await (
      await fetch(`${server.base}/api/${SITE}/data/${TYPE}?sortBy=-createdAt&limit=30`, { headers: { cookie: server.cookie } })
    ).json()) as { data: { _id: string }[] };
    const ids = list.data.map((r) => r._id);
    const requests = staffRequests(server.base, server.cookie, SITE, TYPE, (i) => ids[i % ids.length]);
    const kinds = new Set<string>();
    let encodesSeen = 0;
    const now = { phase: 'start' as 'start' | 'after' };
    let quietSince = 0;
    let seconds = 0;
    let polling = true;
    const poll = (async () => {
      while (polling) {
        const jobs = await jobsByKind(pool);
        const encodes = ffmpegChildren(server.process.pid!).length;
        encodesSeen = Math.max(encodesSeen, encodes);
        for (const kind of jobs.running.keys()) kinds.add(kind);
        const busy = jobs.running.size > 0 || jobs.waiting.size > 0 || encodes > 0;
        if (busy) quietSince = 0;
        else if (!quietSince) quietSince = Date.now();
        if (now.phase === 'start' && quietSince && Date.now() - quietSince > QUIET_MS) {
          seconds = (quietSince - started) / 1000;
          now.phase = 'after';
          log(`Travail du démarrage terminé après ${seconds.toFixed(0)} s (${[...kinds].join(', ')})`);
        }
        await sleep(250);
      }
    })();
    log('Démarrage neuf avec la démonstration complète : tours pendant son travail de fond...');
    const limit = Date.now() + START_LIMIT_MS;
    const during = await phase(server, loopReport, async () => ({
      samples: await sampleRounds(
        requests,
        () => (now.phase === 'start' ? 'start' : undefined),
        () => now.phase === 'after' || Date.now() > limit,
      ),
      tag: 'start',
    }));
    if (now.phase !== 'after') throw new Error('le travail du démarrage ne finit pas en 30 minutes');
    const after = await phase(server, loopReport, async () => ({
      samples: await sampleRounds(
        requests,
        () => 'after',
        (s) => countOf(s, 'after') >= BACKGROUND_SAMPLES,
      ),
      tag: 'after',
    }));
    polling = false;
    await poll;
    return { during, after, seconds, kinds: [...kinds].sort(), encodesSeen };
  } finally {
    await pool.end();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runBackgroundBench(log: (line: string) => void = console.log): Promise<BackgroundBenchResult> {
  const { idle, busy } = await idleAndBusy(log);
  // BENCH_BACKGROUND_START=0: the busy part alone.
  const start = ONLY_BUSY ? undefined : await freshStart(log);
  return { records: RECORDS, idle, busy, start };
}

const ms = (n: number) => n.toFixed(1);
const ratio = (busy: number, idle: number) => (idle > 0 ? busy / idle : 0);
const KIND_LABELS: Record<StaffKind, string> = {
  liste: 'First page of the list, with total',
  lecture: 'Read of a record by id',
  enregistrement: 'Save of a change',
};

/** The report's table: each request's p50/p95 idle and busy, and busy over idle against the 1.5× target. */
export function backgroundTable(idle: Phase, busy: Phase, idleName: string, busyName: string): string {
  const rows = STAFF_KINDS.map((k) => {
    const i = idle.figures[k];
    const b = busy.figures[k];
    const worst = Math.max(ratio(b.p50, i.p50), ratio(b.p95, i.p95));
    return `| ${KIND_LABELS[k]} | ${ms(i.p50)} | ${ms(i.p95)} | ${ms(b.p50)} | ${ms(b.p95)} | ${ratio(b.p50, i.p50).toFixed(2)}× / ${ratio(b.p95, i.p95).toFixed(2)}× | ${worst <= 1.5 ? 'oui' : 'non'} |`;
  });
  return `| request | ${idleName} p50 (ms) | p95 (ms) | ${busyName} p50 (ms) | p95 (ms) | busy ÷ idle (p50 / p95) | ≤ 1.5× |
|---|---|---|---|---|---|---|
${rows.join('\n')}
| the server's Node process: cores used, event-loop delay p99 | ${idle.serverCores.toFixed(2)} | ${ms(idle.eventLoopP99)} | ${busy.serverCores.toFixed(2)} | ${ms(busy.eventLoopP99)} | | |

Of which the server's own time (its \`Server-Timing\`, from the request's first hook to the answer leaving), p50 / p95 ${idleName} → ${busyName}: ${STAFF_KINDS.map(
    (k) =>
      `${KIND_LABELS[k].toLowerCase()} ${ms(idle.figures[k].server.p50)} / ${ms(idle.figures[k].server.p95)} → ${ms(busy.figures[k].server.p50)} / ${ms(busy.figures[k].server.p95)} ms`,
  ).join('; ')}.`;
}

if (process.argv[1]?.endsWith('background.ts')) {
  runBackgroundBench().then(
    (r) => {
      console.log(backgroundTable(r.idle, r.busy, 'idle', 'busy'));
      if (r.start) console.log(backgroundTable(r.start.after, r.start.during, 'after', 'start'));
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
