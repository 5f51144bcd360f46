// The monitoring page's cost with 20 video servers (issue 9 §5): 20 local stand-ins registered as VideoServer records
// (the two demo ones disabled for the run), then
// - server: the console server's CPU time per poll round (process CPU while one watcher asks every second, minus the
//   same span with nobody watching, over 10 rounds), and the status call's latency as the page sees it;
// - page: in Chromium, from navigation to the 20 servers' gauges and the charts drawn, then the main thread's busy
//   time per second (one refresh: the status call, 20 cards and two charts re-rendered), from Chrome's own metrics.
// The lead's bench script calls runMonitoringBench(); `npx tsx tests/bench/monitoring.ts` runs it alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startVideoServerStandIn, type VideoServerStandIn } from '../../stand-ins/video-server/index.js';
import { launch } from '../e2e/browser.js';
import { ADMIN, startServer } from '../support/startServer.js';
import { processCpuSeconds } from './processCpu.js';
import { percentile, sortedCopy } from './sampling.js';

export const SERVERS = 20;
const ROUNDS = 10;

export interface MonitoringBench {
  servers: number;
  /** Server CPU (user + system) per poll round, ms. */
  cpuPerRound: number;
  statusP50: number;
  statusP95: number;
  /** Navigation to 20 cards and both charts drawn, ms. */
  pageOpen: number;
  /** Chrome main-thread task time per second of the open page, ms. */
  pageBusyPerSecond: number;
  /** Of which script, ms. */
  pageScriptPerSecond: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round1 = (n: number) => Math.round(n * 10) / 10;

/** User + system CPU time of a process, ms. */
const cpuMs = (pid: number) => processCpuSeconds(pid) * 1000;

async function api(url: string, cookie: string, method: string, p: string, body?: unknown) {
  const res = await fetch(`${url}${p}`, {
    method,
    headers: { cookie, origin: url, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${method} ${p}: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

export async function runMonitoringBench(): Promise<MonitoringBench> {
  const server = await startServer();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-monitoring-'));
  const standIns: VideoServerStandIn[] = [];
  const browser = await launch();
  try {
    const url = server.url;
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    for (const id of ['vs-paris-1', 'vs-lyon-1']) await api(url, cookie, 'PUT', `/api/global/data/VideoServer/${id}`, { disabled: true });
    for (let i = 0; i < SERVERS; i++) {
      const standIn = await startVideoServerStandIn({ root });
      standIns.push(standIn);
      await api(url, cookie, 'POST', '/api/global/data/VideoServer', {
        name: `Banc ${String(i + 1).padStart(2, '0')}`,
        baseUrl: standIn.url,
        bandwidth: 125,
      });
    }

    // Nobody watches: the poller is stopped; the server's own background work is the baseline.
    await sleep(6000);
    let cpu = cpuMs(server.pid!);
    await sleep(ROUNDS * 1000);
    const idle = cpuMs(server.pid!) - cpu;

    // One watcher asking every second, as the page does.
    const latencies: number[] = [];
    const ask = async () => {
      const t0 = performance.now();
      await api(url, cookie, 'GET', '/api/global/monitoring/status');
      latencies.push(performance.now() - t0);
    };
    // Warm-up: the first call starts the poller and waits for its first round.
    for (let i = 0; i < 3; i++) await Promise.all([ask(), sleep(1000)]);
    latencies.length = 0;
    cpu = cpuMs(server.pid!);
    for (let i = 0; i < ROUNDS; i++) await Promise.all([ask(), sleep(1000)]);
    const watched = cpuMs(server.pid!) - cpu;

    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'fr-FR' });
    await context.addCookies([{ name: 'session', value: cookie.slice(cookie.indexOf('=') + 1), domain: new URL(url).hostname, path: '/' }]);
    // tsx (esbuild keepNames) may wrap functions handed to the page in __name(): give the page one.
    await context.addInitScript('globalThis.__name = (fn) => fn;');
    const page = await context.newPage();
    const t0 = Date.now();
    await page.goto(`${url}/demo-prod/super-admin/video-servers/monitoring`);
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll('section[aria-label^="Serveur "] [role="meter"][aria-valuenow]').length >= n * 4 &&
        document.querySelectorAll('figure svg').length >= 2,
      SERVERS,
      { timeout: 30_000 },
    );
    const pageOpen = Date.now() - t0;
    await page.waitForTimeout(3000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const metrics = async () =>
      Object.fromEntries(((await cdp.send('Performance.getMetrics')).metrics as { name: string; value: number }[]).map((m) => [m.name, m.value]));
    const before = await metrics();
    await page.waitForTimeout(ROUNDS * 1000);
    const after = await metrics();
    await context.close();

    return {
      servers: SERVERS,
      cpuPerRound: round1(Math.max(0, watched - idle) / ROUNDS),
      statusP50: round1(percentile(sortedCopy(latencies), 50)),
      statusP95: round1(percentile(sortedCopy(latencies), 95)),
      pageOpen,
      pageBusyPerSecond: round1(((after.TaskDuration - before.TaskDuration) * 1000) / ROUNDS),
      pageScriptPerSecond: round1(((after.ScriptDuration - before.ScriptDuration) * 1000) / ROUNDS),
    };
  } finally {
    await browser.close();
    await Promise.all(standIns.map((s) => s.close()));
    fs.rmSync(root, { recursive: true, force: true });
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runMonitoringBench().then(
    (result) => console.log(JSON.stringify(result)),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
