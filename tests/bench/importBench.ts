// The import of a large CSV of News (issue 31, targets: 1,000,000 rows, dry run and import each under 5 minutes on
// 2 cores, the server's live heap under 300 MB, the list within 2× its idle latency meanwhile, a second import writing
// nothing). BENCH_IMPORT_ROWS=100000 shrinks it. The file is written to a temporary folder and uploaded as a stream
// (fs.openAsBlob): neither the bench nor the server holds it in memory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jsonCaller, startBenchDatabase, startBenchServer } from './sampling.js';

export const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 1_000_000);
const SITE = 'demo-prod';
const LIST = `/api/${SITE}/data/News?limit=20&sortBy=-updatedAt`;

export interface ImportStep {
  what: string;
  seconds: number;
  /** Peak of the live heap (after full collections) while the job ran, MB. */
  liveMb: number;
  /** Median and 95th percentile of the list's answers while the job ran, ms. */
  listP50: number;
  listP95: number;
  counts: { created: number; updated: number; unchanged: number; refused: number };
}

export interface ImportBench {
  rows: number;
  fileMb: number;
  idleP50: number;
  steps: ImportStep[];
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

function writeCsv(file: string, rows: number): void {
  const fd = fs.openSync(file, 'w');
  fs.writeSync(fd, '\ufeffTitre;Alerte\r\n');
  for (let start = 0; start < rows; start += 10_000) {
    const lines: string[] = [];
    for (let i = start; i < Math.min(rows, start + 10_000); i++) lines.push(`Dépêche importée ${i};${i % 7 === 0 ? 'Oui' : 'Non'}\r\n`);
    fs.writeSync(fd, lines.join(''));
  }
  fs.closeSync(fd);
}

export async function runImportBench(): Promise<ImportBench> {
  const database = await startBenchDatabase('import');
  const { dataDir } = database;
  const memoryReport = path.join(dataDir, 'memory.json');
  const csv = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-import-')), 'depeches.csv');
  writeCsv(csv, IMPORT_ROWS);
  const server = await startBenchServer(
    { DATABASE_URL: database.url, DATA_DIR: dataDir, MEMORY_REPORT: memoryReport },
    ['./tests/bench/memoryProbe.ts'],
    ['--expose-gc'],
  );
  const { base, cookie } = server;
  const call = jsonCaller(server);
  const peakLiveMb = async (): Promise<number> => {
    fs.rmSync(memoryReport, { force: true });
    server.process.kill('SIGUSR2');
    while (!fs.existsSync(memoryReport)) await new Promise((r) => setTimeout(r, 20));
    return (JSON.parse(fs.readFileSync(memoryReport, 'utf8')) as { peakLiveMb: number }).peakLiveMb;
  };
  const listMs = async () => {
    const started = performance.now();
    await (await fetch(`${base}${LIST}`, { headers: { cookie } })).arrayBuffer();
    return performance.now() - started;
  };
  const upload = async () => {
    const form = new FormData();
    form.append('file', await fs.openAsBlob(csv), 'depeches.csv');
    const res = await fetch(`${base}/api/${SITE}/imports/new/News`, { method: 'POST', body: form, headers: { cookie, 'x-console-upload': '1' } });
    return ((await res.json()) as { import: { id: string } }).import.id;
  };
  /** Starts a dry run or an import and waits for it, the list asked every 250 ms meanwhile. */
  const timed = async (what: string, id: string, step: 'check' | 'run'): Promise<ImportStep> => {
    await peakLiveMb(); // resets the peak
    const latencies: number[] = [];
    const started = performance.now();
    const { jobId } = await call('POST', `/api/${SITE}/imports/${id}/${step}`, {});
    for (;;) {
      latencies.push(await listMs());
      const job = await call('GET', `/api/jobs/${jobId}`);
      if (job.state === 'done') break;
      if (job.state === 'failed' || job.state === 'cancelled') throw new Error(`${what}: ${job.error}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    const seconds = (performance.now() - started) / 1000;
    const { counts } = await call('GET', `/api/${SITE}/imports/${id}`);
    const result = { what, seconds, liveMb: await peakLiveMb(), listP50: quantile(latencies, 0.5), listP95: quantile(latencies, 0.95), counts };
    console.log(`${what} : ${seconds.toFixed(1)} s, tas vivant ${result.liveMb.toFixed(0)} Mo, liste p50 ${result.listP50.toFixed(1)} ms`);
    return result;
  };
  try {
    const idle: number[] = [];
    for (let i = 0; i < 40; i++) idle.push(await listMs());
    const first = await upload();
    const steps = [await timed('essai à blanc', first, 'check'), await timed('import', first, 'run')];
    const second = await upload();
    steps.push(await timed('second essai à blanc', second, 'check'), await timed('second import', second, 'run'));
    return { rows: IMPORT_ROWS, fileMb: fs.statSync(csv).size / 1024 / 1024, idleP50: quantile(idle, 0.5), steps };
  } finally {
    fs.rmSync(path.dirname(csv), { recursive: true, force: true });
    await server.stop();
    await database.stop();
  }
}

const ms = (n: number) => n.toFixed(1);

/** The bench's section of docs/performance.md. */
export function importSection(r: ImportBench): string {
  return `## CSV import

${r.rows.toLocaleString('en')} rows of News (${r.fileMb.toFixed(0)} MB of CSV, the export's format) uploaded as a stream, then a dry run and
an import as the 'Importer' tab starts them (tests/bench/importBench.ts), then the same file again; meanwhile the list
of News asked every 250 ms (idle: p50 ${ms(r.idleP50)} ms), and the server's live heap measured after each full
collection (V8's own, and one forced every 5 s: tests/bench/memoryProbe.ts). Each batch of 500 rows is checked by the records service, then its rows written in one
transaction, its new records in one statement per table (documents, links, audit, the import's rows), two batches at once on
two connections while the next is checked. Targets: each under 5 minutes, the heap under 300 MB, the list within 2× its idle latency, the second
import writing nothing.

| step | time (s) | rows/s | peak live heap (MB) | list p50 / p95 (ms) | created | updated | unchanged | refused |
|---|---|---|---|---|---|---|---|---|
${r.steps.map((s) => `| ${s.what} | ${s.seconds.toFixed(1)} | ${Math.round(r.rows / s.seconds).toLocaleString('en')} | ${s.liveMb.toFixed(0)} | ${ms(s.listP50)} / ${ms(s.listP95)} | ${s.counts.created} | ${s.counts.updated} | ${s.counts.unchanged} | ${s.counts.refused} |`).join('\n')}`;
}
