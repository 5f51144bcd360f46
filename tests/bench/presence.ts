// The cost of presence (issue 22 §2) at 200 open record screens: 40 people with 5 record tabs each (200 screens on 100
// records, two per record), each tab beating every 10 s as the console does, with its live-event stream open; a tenth
// of the tabs type (their beats say so, their field changes every 30 s), and one of the records is saved every second.
// Measured over BENCH_PRESENCE_SECONDS (60 by default) after a warm-up beat: the beats' latency, the CPU time of the
// console server and of its PostgreSQL per second, the events and bytes each stream receives.
// The lead's bench script calls runPresenceBench(); `npx tsx tests/bench/presence.ts` runs it alone.
import http from 'node:http';
import { ADMIN, startServer } from '../support/startServer.js';
import { markServerCpu, serverCpuSince } from './processCpu.js';
import { percentile, sortedCopy } from './sampling.js';

const PEOPLE = 40;
const TABS = 5;
const RECORDS = 100;
const SECONDS = Number(process.env.BENCH_PRESENCE_SECONDS ?? 60);
const SITE = 'demo-prod';
const TYPE = 'TextContent';

export interface PresenceBench {
  screens: number;
  seconds: number;
  beats: number;
  beatP50: number;
  beatP95: number;
  /** Console server CPU per second, ms. */
  serverCpuPerSecond: number;
  /** Its PostgreSQL's CPU (postmaster and backends) per second, ms. */
  databaseCpuPerSecond: number;
  /** Per stream per minute. */
  eventsPerMinute: number;
  kilobytesPerMinute: number;
  saves: number;
  /** Events received by all streams during the run, by name. */
  byName: Record<string, number>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(url: string, cookie: string, method: string, p: string, body?: unknown) {
  const res = await fetch(`${url}${p}`, {
    method,
    headers: { cookie, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${p}: HTTP ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

async function login(url: string, login: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  if (res.status !== 200) throw new Error(`login ${login}: ${res.status}`);
  return res.headers.get('set-cookie')!.split(';')[0];
}

/** An open stream counting what it receives. */
type Counts = { events: number; bytes: number; byName: Record<string, number> };

function stream(url: string, cookie: string, counts: Counts): http.ClientRequest {
  const req = http.get(`${url}/api/events`, { headers: { cookie } }, (res) =>
    res.on('data', (chunk: Buffer) => {
      counts.bytes += chunk.length;
      for (const [, name] of chunk.toString().matchAll(/^event: (\w+)/gm)) {
        counts.events++;
        counts.byName[name] = (counts.byName[name] ?? 0) + 1;
      }
    }),
  );
  req.on('error', () => {});
  return req;
}

export async function runPresenceBench(log: (line: string) => void = console.log): Promise<PresenceBench> {
  const server = await startServer();
  const requests: http.ClientRequest[] = [];
  try {
    const admin = await login(server.url, ADMIN.login, ADMIN.password);
    const ids: string[] = [];
    for (let i = 0; i < RECORDS; i++) ids.push((await call(server.url, admin, 'POST', `/api/${SITE}/data/${TYPE}`, { label: `Présence ${i}` }))._id);
    const cookies: string[] = [];
    for (let p = 0; p < PEOPLE; p++) {
      const login_ = `presence-${p}@example.com`;
      await call(server.url, admin, 'POST', '/api/global/data/AdminUser', {
        login: login_,
        password: 'mot-de-passe-bench-42',
        rights: { contents: true },
      });
      cookies.push(await login(server.url, login_, 'mot-de-passe-bench-42'));
    }
    const counts: Counts = { events: 0, bytes: 0, byName: {} };
    const tabs = cookies.flatMap((cookie, p) =>
      Array.from({ length: TABS }, (_, t) => ({
        cookie,
        tab: `bench-${p}-${t}-tabid`,
        id: ids[(p * TABS + t) % RECORDS],
        typing: (p * TABS + t) % 10 === 0,
      })),
    );
    for (const tab of tabs) requests.push(stream(server.url, tab.cookie, counts));
    log(`presence bench: ${tabs.length} screens on ${RECORDS} records, ${PEOPLE} people`);
    const beat = async (tab: (typeof tabs)[number], second: number) => {
      const field = tab.typing ? (Math.floor(second / 30) % 2 ? 'label' : 'chapo') : null;
      const started = performance.now();
      await call(server.url, tab.cookie, 'PUT', `/api/${SITE}/presence/${TYPE}/${tab.id}`, { tab: tab.tab, field, typing: tab.typing });
      return performance.now() - started;
    };
    await Promise.all(tabs.map((tab) => beat(tab, 0)));
    await sleep(2_000);
    const before = { ...counts.byName };
    const start = { cpu: markServerCpu(server.pid!, server.dataDir), events: counts.events, bytes: counts.bytes, at: Date.now() };
    const latencies: number[] = [];
    let saves = 0;
    for (let second = 0; second < SECONDS; second++) {
      const due = start.at + second * 1000;
      await sleep(Math.max(0, due - Date.now()));
      // Each tab beats every 10 s, a tenth of them in each second.
      const beating = tabs.filter((_, i) => i % 10 === second % 10);
      const saving = call(server.url, admin, 'PUT', `/api/${SITE}/data/${TYPE}/${ids[second % RECORDS]}`, { chapo: `Sauvegarde ${second}` }).then(
        () => saves++,
      );
      latencies.push(...(await Promise.all(beating.map((tab) => beat(tab, second)))));
      await saving;
    }
    const elapsed = (Date.now() - start.at) / 1000;
    const cpu = serverCpuSince(start.cpu, server.pid!, server.dataDir);
    const sorted = sortedCopy(latencies);
    const result: PresenceBench = {
      screens: tabs.length,
      seconds: Math.round(elapsed),
      beats: latencies.length,
      beatP50: percentile(sorted, 50),
      beatP95: percentile(sorted, 95),
      serverCpuPerSecond: (cpu.server * 1000) / elapsed,
      databaseCpuPerSecond: (cpu.postgres * 1000) / elapsed,
      eventsPerMinute: ((counts.events - start.events) / tabs.length / elapsed) * 60,
      kilobytesPerMinute: ((counts.bytes - start.bytes) / 1024 / tabs.length / elapsed) * 60,
      saves,
      byName: Object.fromEntries(Object.entries(counts.byName).map(([name, n]) => [name, n - (before[name] ?? 0)])),
    };
    log(JSON.stringify(result, null, 2));
    return result;
  } finally {
    for (const req of requests) req.destroy();
    await server.stop();
  }
}

if (process.argv[1]?.endsWith('presence.ts')) await runPresenceBench();
