// `npm run worker`: a process that runs background jobs and serves nothing (design.md §10), for when the server's
// own workers are not enough. Same kinds as the server (it builds the same app without listening), same database:
// DATABASE_URL, or the embedded PostgreSQL of a console started with `npm start` on this DATA_DIR.
import os from 'node:os';
import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { attachBackgroundPool } from './storage/backgroundPool.js';
import { createPool } from './storage/db.js';
import { attachReadReplica } from './storage/readReplica.js';
import { readEmbeddedUrl } from './storage/embeddedPostgres.js';

const log = (message: string) => console.log(`[worker] ${message}`);

/**
 * A worker runs below its parent's CPU priority (WORKER_NICENESS): on a machine that also serves requests, the scheduler
 * gives the serving processes the cores first (the soak: a worker's re-index and Execute at the server's priority took
 * its requests from p50 50 ms to 30 s at 100 requests a second on 2 cores). Its ffmpeg children go lower from there.
 */
function lowerPriority(niceness: number): void {
  try {
    os.setPriority(Math.min(19, os.getPriority() + niceness));
  } catch {
    // not allowed here: it runs at its parent's priority
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  lowerPriority(config.workerNiceness);
  const url = config.databaseUrl ?? readEmbeddedUrl(config.dataDir);
  if (!url) throw new Error(`aucune base de données : donnez DATABASE_URL, ou démarrez d'abord la console (npm start) sur ${config.dataDir}`);
  const pool = createPool(url);
  const closeBackground = await attachBackgroundPool(pool, url, config.backgroundDbNiceness, log);
  const closeReplica = config.databaseReadUrl ? await attachReadReplica(pool, config.databaseReadUrl, config.readMaxLagMs) : undefined;
  // No OpenID simulator here: the serving console's own is the one its SsoProvider record points at.
  const app = await buildApp(pool, { ...config, jobWorkers: true, sso: { ...config.sso, standIn: false } });
  await app.ready();
  log(`Exécuteur de tâches prêt (pid ${process.pid}, priorité ${os.getPriority()})`);
  const stop = async () => {
    await app.close().catch(() => {});
    await closeReplica?.().catch(() => {});
    await closeBackground().catch(() => {});
    await pool.end().catch(() => {});
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((err) => {
  console.error('[worker] Échec du démarrage :', err instanceof Error ? err.message : err);
  process.exit(1);
});
