// `npm start`: database (embedded unless DATABASE_URL), migrations, first-start seed, then the HTTP server.
import path from 'node:path';
import { buildApp } from './app.js';
import { InvalidSettings, readConfig } from './config.js';
import { seedDemo, startDemoVideoServers, writeDemoVideoSources } from './domains/demo/index.js';
import { frenchNumber } from '../model/frenchFormat.js';
import { seed } from './domains/catalogue/index.js';
import { DataDirLockedError, lockDataDir } from './storage/dataDirLock.js';
import { attachBackgroundPool } from './storage/backgroundPool.js';
import { createPool } from './storage/db.js';
import { attachReadReplica } from './storage/readReplica.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './storage/embeddedPostgres.js';
import { startLocalS3 } from './integrations/objectStore.js';
import { openFileStorage } from './storage/files/index.js';
import { migrate } from './storage/migrate.js';
import { setWriteBudget } from './jobs/writePace.js';

const log = (message: string) => console.log(`[console] ${message}`);
const startedAt = performance.now();
const STEPS = 5;
/** The start's progress line: `[2/5 · 3,1 s] Migrations appliquées`. */
const step = (n: number, message: string) => log(`[${n}/${STEPS} · ${frenchNumber((performance.now() - startedAt) / 1000, 1)} s] ${message}`);

const cleanups: (() => Promise<void> | void)[] = [];
let stopping = false;

// Ctrl-C in a terminal reaches the embedded PostgreSQL too, which then refuses connections while the job queue still
// reports its last runs: while stopping, such a late failure is no reason to crash; otherwise it is.
process.on('unhandledRejection', (err) => {
  if (!stopping) throw err;
});

async function shutdown(code: number): Promise<never> {
  stopping = true;
  for (const fn of cleanups.splice(0).reverse()) await Promise.resolve(fn()).catch((e) => console.error(e));
  process.exit(code);
}

async function main(): Promise<void> {
  const config = readConfig();
  process.once('SIGINT', () => void shutdown(0));
  process.once('SIGTERM', () => void shutdown(0));

  let url = config.databaseUrl;
  if (!url) {
    cleanups.push(lockDataDir(config.dataDir));
    const db: EmbeddedDatabase = await startEmbeddedPostgres(config.dataDir, log);
    cleanups.push(async () => {
      log('Arrêt de PostgreSQL');
      await db.stop();
    });
    url = db.url;
    step(1, `PostgreSQL embarqué démarré (${config.dataDir})`);
  }
  const pool = createPool(url);
  cleanups.push(() => pool.end());
  cleanups.push(await attachBackgroundPool(pool, url, config.backgroundDbNiceness, log));
  setWriteBudget(config.backgroundWriteMbPerSecond);
  if (config.databaseReadUrl) cleanups.push(await attachReadReplica(pool, config.databaseReadUrl, config.readMaxLagMs));
  const applied = await migrate(pool);
  step(2, applied.length ? `Migrations appliquées : ${applied.join(', ')}` : 'Base à jour');
  const fileStorage = await openFileStorage(config, startLocalS3);
  cleanups.push(() => fileStorage.close());
  const files = fileStorage.files;
  const { catalogueDir } = config;
  await seed(pool, {
    catalogueDir,
    ...(config.seedDemo && { demo: (db, schemas) => seedDemo(db, schemas, { catalogueDir, volume: config.demoVolume, log }) }),
    adminLogin: config.adminLogin,
    adminPassword: config.adminPassword,
    log,
  });
  // Demo mode: the demo VideoServer records are local stand-ins serving the stored files (server/domains/demo/videoServers.ts):
  // the local store's folder or the S3 stand-in's bucket (a real object store: DATA_DIR/files, which then stays empty);
  // in a fleet, the ones run apart (DEMO_VIDEO_SERVER_URLS).
  const videoServers = config.seedDemo
    ? await startDemoVideoServers(pool, fileStorage.localRoot ?? path.join(config.dataDir, 'files'), log, config.demoVideoServerUrls)
    : undefined;
  if (videoServers) cleanups.push(videoServers.close);
  step(3, 'Catalogue chargé');
  // While the app is built: the demo's video sources, which its encodes (started with the server) read.
  const sources = config.seedDemo ? writeDemoVideoSources(pool, files, config.ffmpegBinaries) : undefined;
  sources?.catch(() => {}); // awaited below, once the app is built
  const app = await buildApp(pool, config, { videoServerStandIns: videoServers?.urls, fileStorage });
  await sources;
  step(4, 'Services prêts');
  cleanups.push(() => app.close());
  await app.listen({ port: config.port, host: config.host });
  step(STEPS, `Console prête sur http://localhost:${config.port} (API sur /api, environnement ${config.envName})`);
}

main().catch(async (err) => {
  if (err instanceof DataDirLockedError || err instanceof InvalidSettings) console.error(`[console] ${err.message}`);
  else console.error('[console] Échec du démarrage :', err);
  await shutdown(1);
});
