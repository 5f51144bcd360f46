// The staff's requests timed beside background work (issue 29 §2, §4): a list's first page, a record read by id and a
// save, sent one after the other in rounds; each sample is tagged with what ran in the background when it was sent
// and when it was answered (a sample whose tag changed meanwhile counts for neither), so that the same server gives its
// figures idle and busy side by side.
import fs from 'node:fs';
import type pg from 'pg';
import { percentile, serverTimingMs, sortedCopy } from './sampling.js';

export const STAFF_KINDS = ['liste', 'lecture', 'enregistrement'] as const;
export type StaffKind = (typeof STAFF_KINDS)[number];
export interface Figures {
  p50: number;
  p95: number;
  n: number;
  /** The server's own time (its Server-Timing header), p50 and p95 of the same samples. */
  server: { p50: number; p95: number };
}
export interface Sample {
  kind: StaffKind;
  ms: number;
  /** The server's own time, from its `Server-Timing: app;dur=…` header. */
  serverMs: number;
  tag: string;
}

export type StaffRequests = Record<StaffKind, (i: number) => Promise<Response>>;

/** The three requests on `site/type` as the console sends them; `id(i)` names an existing record. */
export function staffRequests(base: string, cookie: string, site: string, type: string, id: (i: number) => string): StaffRequests {
  const url = `${base}/api/${site}/data/${type}`;
  return {
    liste: () => fetch(`${url}?sortBy=-createdAt&withCount=true&serialize=true&adminTable=true&limit=30`, { headers: { cookie } }),
    lecture: (i) => fetch(`${url}/${id(i)}`, { headers: { cookie } }),
    enregistrement: (i) =>
      fetch(`${url}/${id(i * 7 + 3)}`, {
        method: 'PUT',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ label: `Titre modifié ${i}` }),
      }),
  };
}

/**
 * Rounds of the three requests, sequential, until `done()` says so; `tag()` says what runs in the background now
 * (undefined: not counted). A failed answer throws: a bench's figures are of successes.
 */
export async function sampleRounds(requests: StaffRequests, tag: () => string | undefined, done: (samples: Sample[]) => boolean): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let i = 0; !done(samples); i++) {
    for (const kind of STAFF_KINDS) {
      const before = tag();
      const t0 = performance.now();
      const res = await requests[kind](i);
      await res.arrayBuffer();
      const ms = performance.now() - t0;
      if (!res.ok) throw new Error(`${kind}: HTTP ${res.status}`);
      const after = tag();
      const serverMs = serverTimingMs(res.headers.get('server-timing'));
      if (before !== undefined && before === after) samples.push({ kind, ms, serverMs, tag: before });
    }
  }
  return samples;
}

/** p50 and p95 of each kind among the samples of one tag. */
export function figuresOf(samples: Sample[], tag: string): Record<StaffKind, Figures> {
  const out = {} as Record<StaffKind, Figures>;
  for (const kind of STAFF_KINDS) {
    const mine = samples.filter((s) => s.kind === kind && s.tag === tag);
    const sorted = sortedCopy(mine.map((s) => s.ms));
    const server = sortedCopy(mine.map((s) => s.serverMs));
    out[kind] = {
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      n: sorted.length,
      server: { p50: percentile(server, 50), p95: percentile(server, 95) },
    };
  }
  return out;
}

export const countOf = (samples: Sample[], tag: string): number =>
  Math.min(...STAFF_KINDS.map((k) => samples.filter((s) => s.kind === k && s.tag === tag).length));

/** The ffmpeg children of a process now (their comm in /proc): the encodes it runs. */
export function ffmpegChildren(parent: number): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (comm === 'ffmpeg' && Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent) pids.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return pids;
}

/** Running and waiting jobs by kind (the jobs table). */
export async function jobsByKind(pool: pg.Pool): Promise<{ running: Map<string, number>; waiting: Map<string, number> }> {
  const { rows } = await pool.query(`SELECT kind, state, count(*)::int AS n FROM jobs WHERE state IN ('running', 'waiting') GROUP BY kind, state`);
  const running = new Map<string, number>();
  const waiting = new Map<string, number>();
  for (const r of rows) (r.state === 'running' ? running : waiting).set(r.kind as string, r.n as number);
  return { running, waiting };
}

/** Waits, up to `limitMs`, until no job runs or waits: what a server's start left (a demo encode, the link index). */
export async function jobsEnded(pool: pg.Pool, limitMs: number): Promise<void> {
  for (let end = Date.now() + limitMs; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 1000))) {
    const jobs = await jobsByKind(pool);
    if (!jobs.running.size && !jobs.waiting.size) return;
  }
  console.log(`Travaux encore en cours après ${Math.round(limitMs / 1000)} s : les mesures les ont à côté d'elles.`);
}

/** Resident memory (MB) of a process. */
export function rssMb(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1] ?? 0) / 1024;
}

/** The server's event-loop delay since the last call (tests/bench/eventLoopProbe.ts preloaded), in ms. */
export async function eventLoopSince(
  server: { kill: (signal: NodeJS.Signals) => boolean },
  report: string,
): Promise<{ p50: number; p99: number; max: number }> {
  fs.rmSync(report, { force: true });
  server.kill('SIGUSR2');
  for (let i = 0; i < 250 && !fs.existsSync(report); i++) await new Promise((r) => setTimeout(r, 20));
  return JSON.parse(fs.readFileSync(report, 'utf8'));
}
