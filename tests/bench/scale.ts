// The scale part (issue 30 §2, §3): the staff's requests on one type of 100,000, 1,000,000 and 10,000,000 records (and
// a tenth as many in each of three other types of the same site, so 1,000,000 each beside the 10,000,000), their p95 at
// each size and its growth, an export of the whole type with the server's heap, and how long the fill, an index and a
// start take. Not in the default parts: the 10,000,000 take hours to fill and about 45 GB.
//   BENCH_PARTS=scale npm run bench    (BENCH_SCALE_SIZES=100000,1000000,10000000; BENCH_SCALE_DIR keeps one database
//   per size under it, so that the next run reuses the fills; BENCH_SAMPLES per line)
import fs from 'node:fs';
import path from 'node:path';
import { catalogueProperties, SAMPLES, SITE, staffQueries, TYPE, type Timing } from './apiBench.js';
import { startMemoryProbedServer, timedExport, type ExportRun } from './exportBench.js';
import { fillCollection } from './fill.js';
import { startBenchDatabase, timeRequests } from './sampling.js';
import { jobsEnded } from './staffLatency.js';

export const SCALE_SIZES = (process.env.BENCH_SCALE_SIZES ?? '100000,1000000,10000000').split(',').map(Number);
const SCALE_DIR = process.env.BENCH_SCALE_DIR;
/** The site's other types, each filled with a tenth of the big type's count. */
export const OTHER_TYPES = ['News', 'MagazineArticle', 'Author'];
/** A property of the big type made sortable: the time its index takes to build on every record. */
const INDEXED = 'readingTime';

export interface ScaleRun {
  records: number;
  /** Seconds to fill the big type, then the other types (indexes kept as rows come). */
  fill: { seconds: number; otherSeconds: number };
  /** The database's size on disk, GB. */
  diskGb: number;
  /**
   * Spawn → the first logged-in answer, then until the start's jobs ended: the first start after the fill (its jobs
   * index what the fill wrote past the records service), then a second one (nothing changed: it must not walk them).
   */
  start: { seconds: number; jobsSeconds: number };
  restart: { seconds: number; jobsSeconds: number };
  timings: Timing[];
  /** The schema save making a property sortable: its index built on every record. */
  indexSeconds: number;
  export: ExportRun;
}

const elapsed = (t0: number) => (performance.now() - t0) / 1000;

/** The database of `records` records, kept under BENCH_SCALE_DIR; its fill's times are kept beside it. */
export async function scaleDatabase(records: number) {
  const db = await startBenchDatabase(`scale-${records}`, undefined, SCALE_DIR && path.join(SCALE_DIR, String(records)));
  const fillFile = path.join(db.dataDir, 'fill.json');
  if (db.fresh) {
    console.log(
      `Remplissage : ${records.toLocaleString('fr-FR')} ${TYPE}, ${(records / 10).toLocaleString('fr-FR')} de chacun de ${OTHER_TYPES.join(', ')}...`,
    );
    let t0 = performance.now();
    await fillCollection(db.pool, SITE, TYPE, records);
    const seconds = elapsed(t0);
    t0 = performance.now();
    for (const cls of OTHER_TYPES) await fillCollection(db.pool, SITE, cls, records / 10);
    fs.writeFileSync(fillFile, JSON.stringify({ seconds, otherSeconds: elapsed(t0) }));
    db.filled();
  }
  const fill = JSON.parse(fs.readFileSync(fillFile, 'utf8')) as ScaleRun['fill'];
  return { ...db, fill };
}

async function runSize(records: number): Promise<ScaleRun> {
  const db = await scaleDatabase(records);
  const diskGb = Number((await db.pool.query('SELECT pg_database_size(current_database()) AS b')).rows[0].b) / 1024 ** 3;
  const timedStart = async () => {
    let t0 = performance.now();
    const server = await startMemoryProbedServer(db.url, db.dataDir);
    const seconds = elapsed(t0);
    t0 = performance.now();
    await jobsEnded(db.pool, 60 * 60_000);
    return { server, seconds, jobsSeconds: elapsed(t0) };
  };
  const first = await timedStart();
  await first.server.stop();
  const { server, ...restart } = await timedStart();
  const start = { seconds: first.seconds, jobsSeconds: first.jobsSeconds };
  const schemaUrl = `${server.base}/api/global/data/schema/${TYPE}`;
  const saveProperties = async (propertiesList: Record<string, unknown>[]) => {
    const res = await fetch(schemaUrl, {
      method: 'PUT',
      headers: { cookie: server.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ propertiesList }),
    });
    if (!res.ok) throw new Error(`schéma : HTTP ${res.status} ${await res.text()}`);
  };
  const original = catalogueProperties();
  try {
    const timings: Timing[] = [];
    for (const q of staffQueries(server, records)) {
      console.log(`${records.toLocaleString('fr-FR')} : ${q.name}`);
      timings.push({ name: q.name, target: q.target, ...(await timeRequests(SAMPLES, q.request)) });
    }
    console.log(`${records.toLocaleString('fr-FR')} : « ${INDEXED} » triable...`);
    const t0 = performance.now();
    await saveProperties(original.map((p) => (p.key === INDEXED ? { ...p, sortable: true } : p)));
    const indexSeconds = elapsed(t0);
    await saveProperties(original);
    return { records, fill: db.fill, diskGb, start, restart, timings, indexSeconds, export: await timedExport(server, SITE, records) };
  } finally {
    await saveProperties(original).catch(() => {});
    await server.stop();
    await db.stop();
  }
}

export async function runScaleBench(): Promise<ScaleRun[]> {
  const runs: ScaleRun[] = [];
  for (const records of SCALE_SIZES) runs.push(await runSize(records));
  return runs;
}

const n = (v: number) => v.toLocaleString('en');
const ms = (v: number) => v.toFixed(1);
const growth = (a: number, b: number) => `${(b / a).toFixed(2)}×`;

/** The report's section: the cost curve, then the largest size against issue 30's targets. */
export function scaleSection(runs: ScaleRun[]): string {
  const steps = runs.slice(1).map((r, i) => [runs[i], r] as const);
  const largest = runs.at(-1)!;
  const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  const head = (cells: string[]) => `${row(cells)}\n|${cells.map(() => '---|').join('')}`;
  const curve = largest.timings.map((t, i) =>
    row([
      t.name,
      ...runs.map((r) => `${ms(r.timings[i].p50)} / ${ms(r.timings[i].p95)}`),
      ...steps.map(([a, b]) => growth(a.timings[i].p95, b.timings[i].p95)),
      `${largest.timings[i].p95 <= t.target ? 'oui' : 'non'} (≤ ${t.target})`,
    ]),
  );
  const sizes = runs.map((r) => n(r.records));
  const line = (what: string, cell: (r: ScaleRun) => string) => row([what, ...runs.map(cell)]);
  return `## Scale: ${sizes.join(', ')} records

\`${SITE}/${TYPE}\` filled with each count, and ${OTHER_TYPES.join(', ')} of the same site with a tenth as many each, each size
in its own database (tests/bench/scale.ts; the rare word is in about 1,000 records at every size, the common word in
about a tenth). ${SAMPLES} sequential HTTP requests per line after 10 warm-up ones; p50 / p95 in ms; the growth is the p95's
from one size to the next (10× the records; the logarithm's own growth is about 1.2×). Target: issue 30's, at the largest size.

${head(['request', ...sizes, ...steps.map(([a, b]) => `p95 ${n(a.records)} → ${n(b.records)}`), `met at ${n(largest.records)}`])}
${curve.join('\n')}

${head(['', ...sizes])}
${[
  line(`fill of ${TYPE} (s; records/s)`, (r) => `${r.fill.seconds.toFixed(0)}; ${n(Math.round(r.records / r.fill.seconds))}`),
  line('fill of the 3 other types (s)', (r) => r.fill.otherSeconds.toFixed(0)),
  line('database on disk (GB)', (r) => r.diskGb.toFixed(1)),
  line('a start: spawn → logged in (s)', (r) => r.start.seconds.toFixed(1)),
  line("then the start's jobs (s)", (r) => r.start.jobsSeconds.toFixed(1)),
  line('a second start: spawn → logged in (s)', (r) => r.restart.seconds.toFixed(1)),
  line("then the second start's jobs (s)", (r) => r.restart.jobsSeconds.toFixed(1)),
  line(`« ${INDEXED} » made sortable: the schema saved with its index (s)`, (r) => r.indexSeconds.toFixed(1)),
  line('export of every record (s; records/s)', (r) => `${r.export.seconds.toFixed(0)}; ${n(Math.round(r.records / r.export.seconds))}`),
  line("the export's live heap peak, resident peak (MB)", (r) => `${r.export.liveMb.toFixed(0)}, ${r.export.peakMb.toFixed(0)}`),
].join('\n')}

Target for the export: the server's heap under 300 MB at ${n(largest.records)}: ${largest.export.liveMb < 300 ? 'oui' : 'non'}.`;
}
