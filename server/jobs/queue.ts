// What pg-boss is told about a kind and about a stopped run: pg-boss owns delivery, retries and expiry.
import type PgBoss from 'pg-boss';
import type { JobKind } from './types.js';

/** pg-boss's own expiry comes this long after a kind's timeout (runner.ts stops the run then): a backstop. */
const EXPIRY_GRACE_SECONDS = 120;

/** A failed run's next attempt waits this long (JobService wakes its workers then). */
const RETRY_DELAY_SECONDS = 1;

/** The kind's queue: its retries RETRY_DELAY_SECONDS apart, its expiry, its policy. */
export async function declareQueue(boss: PgBoss, kind: JobKind): Promise<void> {
  const queue = {
    name: kind.kind,
    retryLimit: kind.retryLimit ?? 1,
    retryDelay: RETRY_DELAY_SECONDS,
    expireInSeconds: (kind.timeoutSeconds ?? 3600) + EXPIRY_GRACE_SECONDS,
    // Stately: one job waiting, one retrying and one running at most; a send beyond is answered null.
    policy: (kind.oneWaiting ? 'stately' : 'standard') as PgBoss.QueuePolicy,
  };
  // create does nothing to a queue that exists: update brings an older database's settings to the kind's.
  await boss.createQueue(kind.kind, queue);
  await boss.updateQueue(kind.kind, queue);
}

/** The schedules pg-boss's own cron kept (servers of an older version wrote them): the cron is now cronClock.ts. */
export async function dropBossSchedules(boss: PgBoss): Promise<void> {
  for (const { name } of await boss.getSchedules()) await boss.unschedule(name);
}

/**
 * A run stopped with its server goes back to pg-boss, to be delivered again even when no retry is left (retry()
 * raises the limit of a job that fail() ended): a stop is not the job's failure. Told here rather than left to
 * pg-boss's report of the handler's error, which may not be written before the process ends.
 */
export async function handBack(boss: PgBoss, name: string, id: string): Promise<void> {
  await boss.fail(name, id, { message: 'server shutdown' });
  await boss.retry(name, id);
}
