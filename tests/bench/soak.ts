// The soak (issue 29 §4, BENCH_PARTS=soak, never in CI): SOAK_MINUTES (30) on the API part's 1,000,000 records, the
// staff's mixed load at SOAK_RATE (100) requests a second, and meanwhile what a live console runs (soakWork.ts) with
// its jobs in two worker processes, one of which is killed (-9) halfway and started again. Per minute: the answers that
// failed (the declared busy answers apart), p50/p95/p99, the server's heap and resident memory, PostgreSQL's
// connections; at the end every step's and every job's outcome.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { ApiClient } from '../api/client.js';
import { ADMIN, startServer } from '../support/startServer.js';
import { filledDatabase, RECORDS, SITE, staffMix } from './apiBench.js';
import { encodeSetup, ENCODE_SITES } from './background.js';
import { openLoop } from './load.js';
import { startBenchServer } from './sampling.js';
import { rssMb } from './staffLatency.js';
import { SoakWork, type Operation } from './soakWork.js';

export const SOAK_MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
export const SOAK_RATE = Number(process.env.SOAK_RATE ?? 100);

export interface SoakMinute {
  minute: number;
  sent: number;
  /** Failed answers other than 503, by status. */
  errors: Record<string, number>;
  busy: number;
  p50: number;
  p95: number;
  p99: number;
  /** The server's heap in use, lowest sample of the minute (nearest to what it holds after its collections), MB. */
  heapMb: number;
  rssMb: number;
  /** PostgreSQL's connections, most seen in the minute. */
  connections: number;
}
export interface SoakResult {
  records: number;
  rate: number;
  minutes: SoakMinute[];
  operations: Operation[];
  jobs: { kind: string; state: string; n: number; errors: string[] }[];
  workerKilledAt: number;
}

function startWorker(env: Record<string, string>, name: string): ChildProcess {
  const worker = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
    env: { ...process.env, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  worker.on('exit', (code, signal) => signal !== 'SIGKILL' && code && console.error(`${name} arrêté (${code ?? signal})`));
  return worker;
}

/** A peer server ('staging', fresh database, small demo) and the token the soaked server copies to it with. */
async function peer(dir: string): Promise<{ stop: () => Promise<void>; peersFile: string }> {
  const staging = await startServer({ ENV_NAME: 'staging', CONSOLE_DIR: path.join(os.tmpdir(), 'no-console-build') });
  const admin = await ApiClient.login(ADMIN.login, ADMIN.password, staging.url);
  const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
  const { token } = (await admin.post('/api/environments/tokens', { name: 'soak', scope: 'read-write', expiresAt })).body;
  const peersFile = path.join(dir, 'peers.json');
  fs.writeFileSync(peersFile, JSON.stringify({ staging: { url: staging.url, token } }));
  return { stop: () => staging.stop(), peersFile };
}

export async function runSoak(log: (line: string) => void = console.log): Promise<SoakResult> {
  const db = await filledDatabase();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-soak-'));
  const heapReport = path.join(dir, 'heap.jsonl');
  const staging = await peer(dir);
  const env = { DATABASE_URL: db.url, DATA_DIR: db.dataDir, ENCODES_PER_PROCESS: '1' };
  const server = await startBenchServer({ ...env, ENV_NAME: 'dev', ENVIRONMENTS: staging.peersFile, JOB_WORKERS: '0', HEAP_REPORT: heapReport }, [
    './tests/bench/heapProbe.ts',
  ]);
  const workers = [startWorker(env, 'exécuteur 1'), startWorker(env, 'exécuteur 2')];
  const admin = new ApiClient(server.base);
  admin.cookie = server.cookie;
  let started = performance.now();
  const minuteNow = () => Math.floor((performance.now() - started) / 60_000) + 1;
  const work = new SoakWork(admin, minuteNow);
  const workerKilledAt = Math.ceil(SOAK_MINUTES / 2);
  try {
    await work.start();
    const sources = await encodeSetup(admin);
    const videos: string[] = [];
    for (const [i, site] of ENCODE_SITES.entries())
      videos.push((await admin.post(`/api/${site}/data/Video`, { label: `Endurance ${i + 1}`, sourceFile: sources[i] })).body._id);
    let soaking = true;
    work.keepEncoding(videos, () => soaking);

    const mix = staffMix(server.base, server.cookie);
    const minutes: SoakMinute[] = [];
    // The jobs of the soak: those its steps start, not the start-up's (the bench database holds no demo files, so the
    // demo's own encodes fail there for want of their sources).
    const soakStart = new Date();
    started = performance.now();
    for (let m = 1; m <= SOAK_MINUTES; m++) {
      log(`Endurance : minute ${m} / ${SOAK_MINUTES}`);
      work.schemaSave(m);
      if (m % 5 === 1) work.export();
      if (m % 3 === 2) work.copyToPeer(m);
      if (m === 4) work.executeAndUndo();
      if (m === 6) work.reindex();
      if (m === workerKilledAt) {
        workers[0].kill('SIGKILL');
        setTimeout(() => (workers[0] = startWorker(env, 'exécuteur 1 relancé')), 15_000);
      }
      const probe = sampleMinute(server.process.pid!, db.pool);
      const load = await openLoop(SOAK_RATE, 60, (i) => mix(m * 1_000_000 + i));
      const { '503': busy = 0, ...errors } = load.failures;
      minutes.push({ minute: m, sent: load.sent, errors, busy, p50: load.p50, p95: load.p95, p99: load.p99, ...(await probe.stop(heapReport)) });
    }
    soaking = false;
    log('Endurance : fin des travaux en cours...');
    await work.finish();
    const jobs = (
      await db.pool.query(
        `SELECT kind, state, count(*)::int AS n, array_remove(array_agg(DISTINCT left(error, 160)), NULL) AS errors
        FROM jobs WHERE created_at >= $1 GROUP BY kind, state ORDER BY kind, state`,
        [soakStart],
      )
    ).rows;
    return { records: RECORDS, rate: SOAK_RATE, minutes, operations: work.operations, jobs, workerKilledAt };
  } finally {
    for (const w of workers) w.kill('SIGTERM');
    await server.stop();
    await staging.stop();
    await db.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The minute's memory and connections, sampled every 5 s until `stop`. */
function sampleMinute(pid: number, pool: { query: (sql: string) => Promise<{ rows: { n: number }[] }> }) {
  let rss = 0;
  let connections = 0;
  const since = Date.now();
  const sample = async () => {
    rss = Math.max(rss, rssMb(pid));
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'client backend'`);
    connections = Math.max(connections, rows[0].n);
  };
  const timer = setInterval(() => void sample().catch(() => {}), 5000);
  return {
    stop: async (heapReport: string) => {
      clearInterval(timer);
      await sample();
      const heaps = fs.existsSync(heapReport)
        ? fs
            .readFileSync(heapReport, 'utf8')
            .trim()
            .split('\n')
            .map((l) => JSON.parse(l) as { t: number; heapMb: number })
            .filter((h) => h.t >= since)
            .map((h) => h.heapMb)
        : [];
      return { heapMb: heaps.length ? Math.min(...heaps) : 0, rssMb: rss, connections };
    },
  };
}

const ms = (n: number) => n.toFixed(1);

/** The report's section. */
export function soakSection(r: SoakResult): string {
  const errors = r.minutes.reduce((sum, m) => sum + Object.values(m.errors).reduce((a, b) => a + b, 0), 0);
  const busy = r.minutes.reduce((sum, m) => sum + m.busy, 0);
  const sent = r.minutes.reduce((sum, m) => sum + m.sent, 0);
  const heap = r.minutes.map((m) => m.heapMb);
  const rss = r.minutes.map((m) => m.rssMb);
  const half = Math.floor(r.minutes.length / 2);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  return `## Soak

${r.minutes.length} minutes on \`${SITE}\`'s ${r.records.toLocaleString('en')} records (tests/bench/soak.ts), the staff's mix of the load line (first pages, filtered
pages, searches, reads, saves) at ${r.rate} requests a second, the server running no job (\`JOB_WORKERS=0\`) and two
\`npm run worker\` processes running them; worker 1 killed (-9) in minute ${r.workerKilledAt} and started again 15 s later.
Meanwhile a schema save every minute, exports, two encodes kept running, an Execute and its undo, copies to a
'staging' server, a re-index (below).

**${sent.toLocaleString('en')} requests: ${errors} errors, ${busy} busy answers (503).** Server heap (lowest of each minute) first half
${mean(heap.slice(0, half)).toFixed(0)} MB, second half ${mean(heap.slice(half)).toFixed(0)} MB; resident ${mean(rss.slice(0, half)).toFixed(0)} MB then ${mean(rss.slice(half)).toFixed(0)} MB.

| minute | requests | errors | busy | p50 (ms) | p95 (ms) | p99 (ms) | heap (MB) | RSS (MB) | PostgreSQL connections |
|---|---|---|---|---|---|---|---|---|---|
${r.minutes
  .map(
    (m) =>
      `| ${m.minute} | ${m.sent} | ${
        Object.entries(m.errors)
          .map(([s, n]) => `${n} × ${s}`)
          .join(', ') || 0
      } | ${m.busy} | ${ms(m.p50)} | ${ms(m.p95)} | ${ms(m.p99)} | ${m.heapMb.toFixed(0)} | ${m.rssMb.toFixed(0)} | ${m.connections} |`,
  )
  .join('\n')}

What ran beside the load, each step with its outcome (busy: answers 503 before the save was taken):

| minute | step | outcome | busy | seconds |
|---|---|---|---|---|
${[...r.operations]
  .sort((a, b) => a.minute - b.minute)
  .map(
    (o) =>
      `| ${o.minute} | ${o.what} | ${o.ok ? 'réussi' : 'échec'}${o.detail ? ` (${o.detail.replace(/\|/g, '/')})` : ''} | ${o.busy} | ${o.seconds.toFixed(1)} |`,
  )
  .join('\n')}

Jobs of the soak:

| kind | state | count | errors |
|---|---|---|---|
${r.jobs.map((j) => `| ${j.kind} | ${j.state} | ${j.n} | ${j.errors.join(' / ').replace(/\|/g, '/')} |`).join('\n')}`;
}

if (process.argv[1]?.endsWith('soak.ts')) {
  runSoak().then(
    (r) => console.log(soakSection(r)),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
