// The statistics' jobs (design.md §10): STATS_ROLLUP folds ingested events into the daily rollups (each minute, and
// soon after an ingestion), STATS_PARTITIONS makes the months ahead and drops those past the retention asked,
// USER_CREATION (scheduled, spec 000 §3) computes the users created per day of every site.
import type pg from 'pg';
import type { JobService } from '../../jobs/service.js';
import type { JobKind } from '../../jobs/types.js';
import { inRetriedTransaction } from '../../storage/db.js';
import { dropEventPartitionsBefore, ensureEventPartitions } from './storage/events.js';
import { foldPending } from './storage/rollups.js';
import { rollupUserCreation } from './storage/timeline.js';
import { addDays, parisDate } from './dates.js';
import { frenchNumber } from '../../../model/frenchFormat.js';

/** What the domain needs of the job system (server/jobs/JobService). */
export type JobStarter = Pick<JobService, 'define' | 'startDebounced'>;

const BATCH = 50_000;
/** Months of partitions kept ready ahead of now. */
export const MONTHS_AHEAD = 3;

/** Folds every pending event, batch by batch; answers how many. */
export async function rollUp(pool: pg.Pool, signal?: AbortSignal, progress?: (done: number) => Promise<void>): Promise<number> {
  let done = 0;
  let waits = 0;
  for (;;) {
    if (signal?.aborted) break;
    const folded = await inRetriedTransaction(pool, (db) => foldPending(db, BATCH));
    // Another rollup holds the lock: it may have passed the newest events, so wait for it rather than leave them.
    if (folded === null && waits++ < 60) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    if (!folded) break;
    done += folded;
    await progress?.(done);
    if (folded < BATCH) break;
  }
  return done;
}

export async function ensureMonthsAhead(pool: pg.Pool, now = new Date()): Promise<number> {
  const back = new Date(now.getTime() - 430 * 86_400_000);
  const ahead = new Date(now);
  ahead.setMonth(ahead.getMonth() + MONTHS_AHEAD);
  return ensureEventPartitions(pool, back, ahead);
}

const rollupKind: JobKind<Record<string, never>, { events: number }> = {
  kind: 'STATS_ROLLUP',
  label: 'Agrégation des statistiques',
  // Soon after each ingestion (requestRollup); the cron only catches what a stopped server left pending.
  cron: '*/10 * * * *',
  retryLimit: 0,
  async run(ctx) {
    const events = await rollUp(ctx.pool, ctx.signal, (done) => ctx.progress(0.5, `${frenchNumber(done)} événements agrégés`));
    await ctx.progress(1, `${frenchNumber(events)} événements agrégés`);
    return { events };
  },
};

const partitionsKind: JobKind<{ dropBefore?: string }, { made: number; dropped: string[] }> = {
  kind: 'STATS_PARTITIONS',
  label: 'Partitions des événements statistiques',
  cron: '17 3 * * *',
  right: 'superAdmin',
  paramsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: { dropBefore: { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' } },
  },
  async run(ctx) {
    const made = await ensureMonthsAhead(ctx.pool);
    await ctx.log(`${made} partition(s) mensuelle(s) créée(s)`);
    const dropped = ctx.params.dropBefore ? await dropEventPartitionsBefore(ctx.pool, ctx.params.dropBefore.replace('-', '')) : [];
    if (dropped.length) await ctx.log(`Supprimées : ${dropped.join(', ')}`);
    await ctx.progress(1, 'Terminé');
    return { made, dropped };
  },
};

/** USER_CREATION for every site of `siteIds()`: the days before today (Paris), recomputed whole. */
const userCreationKind = (siteIds: () => string[]): JobKind<Record<string, never>, { sites: number }> => ({
  kind: 'USER_CREATION',
  label: 'Statistiques de création d’utilisateurs',
  cron: '5 0 * * *',
  right: 'hasDataSectionAccess',
  async run(ctx) {
    const today = parisDate(new Date());
    const sites = ctx.siteId === 'global' ? siteIds() : [ctx.siteId];
    for (const [i, siteId] of sites.entries()) {
      if (ctx.signal.aborted) break;
      const days = await inRetriedTransaction(ctx.pool, (db) => rollupUserCreation(db, siteId, today));
      await ctx.log(`${siteId} : ${days} jour(s) jusqu’au ${addDays(today, -1).split('-').reverse().join('/')}`);
      await ctx.progress((i + 1) / sites.length, `${i + 1} site(s) sur ${sites.length}`);
    }
    return { sites: sites.length };
  },
});

export const statisticsJobKinds = (siteIds: () => string[]): JobKind[] =>
  [rollupKind, partitionsKind, userCreationKind(siteIds)] as unknown as JobKind[];

/** How long pg-boss gathers ingestions into one rollup (sendDebounced): a batch's events are folded within about this. */
const ROLLUP_DEBOUNCE_SECONDS = 1;

/** A rollup soon after an ingestion; when pg-boss refuses it (already queued) or fails, the next one or the cron folds these events. */
export function requestRollup(jobs: JobStarter): void {
  jobs.startDebounced('STATS_ROLLUP', { siteId: 'global', startedBy: null }, ROLLUP_DEBOUNCE_SECONDS).catch(() => {});
}
