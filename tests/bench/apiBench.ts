// The API part of the bench: 1,000,000 records in one collection of one site, then p50/p95 over HTTP.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seed } from '../../server/services/seed.js';
import { createPool } from '../../server/storage/db.js';
import { startEmbeddedPostgres } from '../../server/storage/embeddedPostgres.js';
import { migrate } from '../../server/storage/migrate.js';
import { ADMIN, freePort } from '../support/startServer.js';
import { fillCollection } from './fill.js';

export const RECORDS = Number(process.env.BENCH_RECORDS ?? 1_000_000);
export const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
export const SITE = 'demo-prod';
export const TYPE = 'TextContent';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export interface Timing { name: string; p50: number; p95: number }

async function measure(name: string, fn: (i: number) => Promise<Response>): Promise<Timing> {
  for (let i = 0; i < 10; i++) await (await fn(i)).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t0 = performance.now();
    const res = await fn(i);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p95: percentile(times, 95) };
}

export async function runApiBench(): Promise<Timing[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-'));
  const db = await startEmbeddedPostgres(dataDir, console.log);
  const pool = createPool(db.url);
  await migrate(pool);
  await seed(pool, { catalogueDir: path.resolve('catalogue'), seedDemo: true, adminLogin: ADMIN.login, adminPassword: ADMIN.password, log: () => {} });
  console.log(`Remplissage de ${SITE}/${TYPE} avec ${RECORDS.toLocaleString('fr-FR')} enregistrements...`);
  await fillCollection(pool, SITE, TYPE, RECORDS);

  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: db.url, LOG_LEVEL: 'error' }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => server.stdout.on('data', (c: Buffer) => { if (c.toString().includes('Console prête')) resolve(); }));
  const base = `http://127.0.0.1:${port}/api/${SITE}/data/${TYPE}`;
  const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const cookie = login.headers.get('set-cookie')!.split(';')[0];
  const get = (url: string) => fetch(url, { headers: { cookie } });
  const list = '&withCount=true&serialize=true&adminTable=true&limit=30';
  const filter = encodeURIComponent(JSON.stringify({ status: 'published' }));

  const results: Timing[] = [
    await measure('Première page triée par date de création, avec total', () => get(`${base}?sortBy=-createdAt${list}`)),
    await measure('Page filtrée (status = published, un tiers), avec total', () => get(`${base}?sortBy=-createdAt&adminFilter=${filter}${list}`)),
    await measure('Recherche (un mot de ~1 000 enregistrements), avec total', (i) => get(`${base}?adminSearch=mot${100 + (i % 900)}${list}`)),
    await measure('Page 300 (offset 8 970)', () => get(`${base}?sortBy=-createdAt&offset=8970${list}`)),
    await measure("Lecture d'un enregistrement", (i) => get(`${base}/bench-${1 + ((i * 7919) % RECORDS)}`)),
    await measure("Enregistrement d'une modification", (i) => fetch(`${base}/bench-${1 + ((i * 104729) % RECORDS)}`, {
      method: 'PUT', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ label: `Titre modifié ${i}` }),
    })),
  ];
  server.kill('SIGINT');
  await pool.end();
  await db.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });

  return results;
}
