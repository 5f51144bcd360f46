// Ended sessions are deleted hourly (a cron job of the queue), so the sessions table holds live ones only.
import { purgeExpiredSessions } from '../storage/sessions.js';
import type { JobKind } from './types.js';

export const sessionPurgeJob = (idleMs: number): JobKind => ({
  kind: 'SESSIONS_PURGE',
  label: 'Purge des sessions terminées',
  cron: '17 * * * *',
  run: async (ctx) => {
    const deleted = await purgeExpiredSessions(ctx.pool, idleMs);
    await ctx.progress(1, `${deleted} session(s) supprimée(s)`);
    return { deleted };
  },
});
