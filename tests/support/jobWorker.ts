// A job worker process for tests/api/jobs.test.ts: the real JobService with kinds of the test's own, so that the
// job system can be killed (-9), cancelled and made to fail on purpose without test code in the product.
// Run: DATABASE_URL=... node --import tsx tests/support/jobWorker.ts
import pg from 'pg';
import { JobService } from '../../server/jobs/service.js';
import type { JobKind } from '../../server/jobs/types.js';
import { JOBS_CHANNEL, listenChanges } from '../../server/storage/notifications.js';
import { testPool } from './pgConnections.js';

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(new Error('stopped'))), { once: true });
  });

/** Steps of `stepMs` each, reporting progress; `failAt`: throws at that step on the first attempt, or always. */
export const testKinds: JobKind<{ steps: number; stepMs?: number; failAt?: number; failAlways?: boolean }>[] = [
  {
    kind: 'TEST_STEPS',
    label: 'Étapes de test',
    right: 'contents',
    paramsSchema: {
      type: 'object',
      required: ['steps'],
      additionalProperties: false,
      properties: {
        steps: { type: 'integer', minimum: 1, maximum: 1000 },
        stepMs: { type: 'integer' },
        failAt: { type: 'integer' },
        failAlways: { type: 'boolean' },
      },
    },
    run: async (ctx) => {
      const { steps, stepMs = 200, failAt, failAlways } = ctx.params;
      await ctx.log(`Tentative ${ctx.attempt} par ${process.pid}`);
      for (let i = 1; i <= steps; i++) {
        await sleep(stepMs, ctx.signal);
        if (i === failAt && (failAlways || ctx.attempt === 1)) throw new Error(`échec voulu à l'étape ${i}`);
        await ctx.progress(i / steps, `Étape ${i} sur ${steps}`);
      }
      return { pid: process.pid, attempt: ctx.attempt };
    },
    onEnd: async (job, pool) => {
      await pool.query('CREATE TABLE IF NOT EXISTS test_job_ends (id uuid PRIMARY KEY, state text)');
      await pool.query('INSERT INTO test_job_ends VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET state = $2', [job.id, job.state]);
    },
  },
  // A pass that brings everything up to date: one waiting is enough.
  { kind: 'TEST_ONE_WAITING', label: 'Passe de test', oneWaiting: true, run: async () => ({}) },
];

export async function jobService(url: string, workers: boolean): Promise<{ jobs: JobService; pool: pg.Pool; stopListening: () => Promise<void> }> {
  // Its error listeners (testPool): the server's PostgreSQL stops before this pool at the end of a run.
  const pool = testPool({ connectionString: url, max: 4 });
  const jobs = new JobService(pool, { workers });
  for (const kind of testKinds) jobs.define(kind);
  // As the console's live feed does (server/app.ts), from before the boot (its reap tells of the jobs it takes back):
  // a job queued by any process wakes the workers of its kind.
  const stopListening = workers ? await listenChanges(pool, (id) => void jobs.relay(id).catch(() => {}), [JOBS_CHANNEL]) : async () => {};
  await jobs.boot();
  return { jobs, pool, stopListening };
}

if (process.argv[1]?.endsWith('jobWorker.ts')) {
  const { jobs, pool, stopListening } = await jobService(process.env.DATABASE_URL ?? '', true);
  // As server/worker.ts does: a stop puts the running job back in the queue before the pool closes.
  process.once(
    'SIGTERM',
    () =>
      void jobs
        .shutdown()
        .then(stopListening)
        .then(() => pool.end().then(() => process.exit(0))),
  );
  console.log('worker ready');
}
