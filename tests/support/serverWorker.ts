// `npm run worker` (server/worker.ts) on a test server's data folder: the process that runs its jobs when the server
// itself runs none (JOB_WORKERS=0), started when a test wants its jobs to run.
import { spawn, type ChildProcess } from 'node:child_process';
import { ADMIN, TEST_BACKGROUND_DB_NICENESS } from './startServer.js';

/** Resolves once the worker says it is ready; the caller kills it (SIGKILL in a crash test, else SIGTERM). */
export function startServerWorker(dataDir: string): Promise<ChildProcess> {
  const worker = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
    // At the tests' own priority: on CI it shares the cores with the other suite, and a worker below it would only be late.
    env: {
      ...process.env,
      WORKER_NICENESS: '0',
      FFMPEG_NICENESS: '0',
      FFMPEG_CORES_LEFT: '0',
      BACKGROUND_DB_NICENESS: String(TEST_BACKGROUND_DB_NICENESS),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ADMIN_LOGIN: ADMIN.login,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`worker did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Exécuteur de tâches prêt')) {
        clearTimeout(timer);
        resolve(worker);
      }
    };
    worker.stdout!.on('data', onData);
    worker.stderr!.on('data', onData);
  });
}
