// The history's retention (HISTORY_KEEP_DAYS, HISTORY_KEEP_VERSIONS; docs/operations.md): a nightly run for the whole
// database forgets the versions past the age, except the newest ones of each record, in batches.
import type { JobKind } from '../../jobs/types.js';
import { pruneVersions } from '../../storage/recordVersions.js';

export interface HistoryRetention {
  keepDays: number;
  keepVersions: number;
}

const BATCH = 5_000;

export const historyRetentionJob = (retention: HistoryRetention): JobKind => ({
  kind: 'RECORD_HISTORY_RETENTION',
  label: "Purge des versions anciennes de l'historique",
  // Not between 02:00 and 02:59, which Paris skips one day a year and repeats another (server/jobs/cronClock.ts).
  cron: '41 4 * * *',
  run: async (ctx) => {
    const before = new Date(Date.now() - retention.keepDays * 86_400_000);
    let deleted = 0;
    for (let n = BATCH; n === BATCH && !ctx.signal.aborted; deleted += n) {
      n = await pruneVersions(ctx.pool, before, retention.keepVersions, BATCH);
      await ctx.progress(0, `${deleted + n} version(s) supprimée(s)`);
    }
    await ctx.progress(
      1,
      `${deleted} version(s) de plus de ${retention.keepDays} jours supprimée(s) (les ${retention.keepVersions} dernières de chaque enregistrement gardées)`,
    );
    return { deleted };
  },
});
