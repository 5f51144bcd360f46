// The CSV export on 100,000 and 1,000,000 records (issue 11 §4): time of the export job, peak memory (RSS) of the
// server process while it runs, and its peak live heap (after full collections, tests/bench/memoryProbe.ts). The export
// reads through a cursor, so the live heap must stay flat as the count grows.
// demo-prod/TextContent holds the smaller collection, demo-dev/TextContent the larger one. The lead's bench script
// calls runExportBench(); BENCH_EXPORT_SIZES=1000,10000 shrinks it.
import fs from 'node:fs';
import path from 'node:path';
import { jsonCaller, startBenchDatabase, startBenchServer, type BenchServer } from './sampling.js';
import { fillCollection } from './fill.js';
import { rssMb } from './staffLatency.js';

const SIZES = (process.env.BENCH_EXPORT_SIZES ?? '100000,1000000').split(',').map(Number);
const SITES = ['demo-prod', 'demo-dev'];
const FIELDS = ['_id', 'label', 'status', 'publishTs', 'createdAt'];

export interface ExportRun {
  records: number;
  seconds: number;
  /** Peak resident memory of the server process during the export, MB. */
  peakMb: number;
  /** Resident memory just before it started, MB. */
  baseMb: number;
  /** Peak of the live heap (measured after full collections) during the export, MB. */
  liveMb: number;
  fileMb: number;
}

/** A server that can report its live heap's peak: started with the memory probe (tests/bench/memoryProbe.ts). */
export async function startMemoryProbedServer(url: string, dataDir: string): Promise<BenchServer & { peakLiveMb: () => Promise<number> }> {
  const memoryReport = path.join(dataDir, 'memory.json');
  const server = await startBenchServer(
    { DATABASE_URL: url, DATA_DIR: dataDir, MEMORY_REPORT: memoryReport },
    ['./tests/bench/memoryProbe.ts'],
    ['--expose-gc'],
  );
  const peakLiveMb = async (): Promise<number> => {
    fs.rmSync(memoryReport, { force: true });
    server.process.kill('SIGUSR2');
    while (!fs.existsSync(memoryReport)) await new Promise((r) => setTimeout(r, 20));
    return (JSON.parse(fs.readFileSync(memoryReport, 'utf8')) as { peakLiveMb: number }).peakLiveMb;
  };
  return Object.assign(server, { peakLiveMb });
}

/** One export of `site`'s TextContent of `records` records, timed, with the server's memory while it runs. */
export async function timedExport(server: Awaited<ReturnType<typeof startMemoryProbedServer>>, site: string, records: number): Promise<ExportRun> {
  const call = jsonCaller(server);
  const baseMb = rssMb(server.process.pid!);
  let peakMb = baseMb;
  await server.peakLiveMb(); // resets the peak
  const started = performance.now();
  const { jobId, exportId } = await call('POST', `/api/${site}/exports`, { type: 'TextContent', fields: FIELDS });
  for (;;) {
    peakMb = Math.max(peakMb, rssMb(server.process.pid!));
    const job = await call('GET', `/api/jobs/${jobId}`);
    if (job.state === 'done') break;
    if (job.state === 'failed' || job.state === 'cancelled') throw new Error(`export ${records}: ${job.error}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  const liveMb = await server.peakLiveMb();
  const record = await call('GET', `/api/${site}/data/Export/${exportId}`);
  console.log(`export de ${records.toLocaleString('fr-FR')} enregistrements : ${seconds.toFixed(1)} s, pic ${peakMb.toFixed(0)} Mo`);
  return { records, seconds, peakMb, baseMb, liveMb, fileMb: record.size / 1024 / 1024 };
}

export async function runExportBench(): Promise<ExportRun[]> {
  const database = await startBenchDatabase('export');
  const { pool, dataDir } = database;
  for (const [i, size] of SIZES.entries()) await fillCollection(pool, SITES[i], 'TextContent', size);
  const server = await startMemoryProbedServer(database.url, dataDir);
  try {
    const runs: ExportRun[] = [];
    for (const [i, records] of SIZES.entries()) runs.push(await timedExport(server, SITES[i], records));
    return runs;
  } finally {
    await server.stop();
    await database.stop();
  }
}
