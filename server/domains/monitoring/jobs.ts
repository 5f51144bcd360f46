// The history's retention as a scheduled job (design.md §10 "monitoring history"): one run for the whole database,
// whichever server's worker takes it, even when no server has a watcher to run a poller.
import type { JobKind } from '../../jobs/types.js';
import { purgeHistory } from './storage.js';

export const HISTORY_RETENTION_HOURS = 24;

export const historyPurgeJob: JobKind = {
  kind: 'MONITORING_HISTORY_PURGE',
  label: "Purge de l'historique des serveurs vidéo",
  cron: '23 * * * *',
  run: async (ctx) => {
    const deleted = await purgeHistory(ctx.pool, new Date(Date.now() - HISTORY_RETENTION_HOURS * 3600_000));
    await ctx.progress(1, `${deleted} relevé(s) de plus de ${HISTORY_RETENTION_HOURS} h supprimé(s)`);
    return { deleted };
  },
};
