// The CSV export on 100,000 and 1,000,000 records (issue 11 §4): time of the export job and peak memory (RSS) of the
// server process while it runs. The export reads through a cursor, so the peak must stay flat as the count grows.
// demo-prod/TextContent holds the smaller collection, demo-dev/TextContent the larger one. The lead's bench script
// calls runExportBench(); BENCH_EXPORT_SIZES=1000,10000 shrinks it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../../server/storage/migrate.js';
import { createPool } from '../../server/storage/db.js';
import { startEmbeddedPostgres } from '../../server/storage/embeddedPostgres.js';
import { seed } from '../../server/services/seed.js';
import { ADMIN, freePort } from '../support/startServer.js';
import { fillCollection } from './fill.js';

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
  fileMb: number;
}

const rssMb = (pid: number): number => {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1] ?? 0) / 1024;
};

export async function runExportBench(): Promise<ExportRun[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-export-'));
  const db = await startEmbeddedPostgres(dataDir, console.log);
  const pool = createPool(db.url);
  await migrate(pool);
  await seed(pool, {
    catalogueDir: path.resolve('catalogue'),
    seedDemo: true,
    adminLogin: ADMIN.login,
    adminPassword: ADMIN.password,
    log: () => {},
  });
  for (const [i, size] of SIZES.entries()) await fillCollection(pool, SITES[i], 'TextContent', size);
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: db.url, DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve) => server.stdout.on('data', (c: Buffer) => c.toString().includes('Console prête') && resolve()));
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    const call = async (method: string, p: string, body?: unknown) =>
      (
        await fetch(`${base}${p}`, {
          method,
          headers: { cookie, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
      ).json();
    const runs: ExportRun[] = [];
    for (const [i, records] of SIZES.entries()) {
      const baseMb = rssMb(server.pid!);
      let peakMb = baseMb;
      const started = performance.now();
      const { jobId, exportId } = await call('POST', `/api/${SITES[i]}/exports`, { type: 'TextContent', fields: FIELDS });
      for (;;) {
        peakMb = Math.max(peakMb, rssMb(server.pid!));
        const job = await call('GET', `/api/jobs/${jobId}`);
        if (job.state === 'done') break;
        if (job.state === 'failed' || job.state === 'cancelled') throw new Error(`export ${records}: ${job.error}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const record = await call('GET', `/api/${SITES[i]}/data/Export/${exportId}`);
      runs.push({ records, seconds: (performance.now() - started) / 1000, peakMb, baseMb, fileMb: record.size / 1024 / 1024 });
      console.log(`export de ${records.toLocaleString('fr-FR')} enregistrements : ${runs.at(-1)!.seconds.toFixed(1)} s, pic ${peakMb.toFixed(0)} Mo`);
    }
    return runs;
  } finally {
    server.kill();
    await pool.end();
    await db.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
