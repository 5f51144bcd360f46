// The SUBSCRIPTIONS_RENEWALS job kind: a daily cron over every site, or one site started from the purchase list.
import type { JobKind } from '../../../jobs/types.js';
import type { SiteDirectory } from '../../../services/siteDirectory.js';
import { runRenewals, type RenewalRunResult } from './run.js';
import type { RenewalDeps } from './service.js';
import { RENEW_NOW_WINDOW_SECONDS, sitesWithPurchases } from './storage.js';
import { actorOf, knownSite } from '../context.js';

export const RENEWALS_KIND = 'SUBSCRIPTIONS_RENEWALS';

export const renewalsJob = (deps: RenewalDeps, sites: SiteDirectory): JobKind<{ windowSeconds?: number }, RenewalRunResult> => ({
  kind: RENEWALS_KIND,
  label: 'Renouvellement des abonnements',
  right: 'users',
  // Every morning; a run started by hand meanwhile finds nothing left to charge twice.
  cron: '0 6 * * *',
  concurrency: 2,
  retryLimit: 1,
  timeoutSeconds: 4 * 3600,
  paramsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: { windowSeconds: { type: 'integer', minimum: 0, maximum: 31 * 86_400 } },
  },
  run: async (ctx) => {
    const siteIds = ctx.siteId === 'global' ? await sitesWithPurchases(ctx.pool) : [ctx.siteId];
    if (ctx.siteId !== 'global') knownSite(sites, ctx.siteId);
    const until = Math.floor(Date.now() / 1000) + (ctx.params.windowSeconds ?? RENEW_NOW_WINDOW_SECONDS);
    const result = await runRenewals(deps, {
      siteIds,
      until,
      actor: actorOf(ctx.startedBy, RENEWALS_KIND),
      signal: ctx.signal,
      progress: (fraction, text) => ctx.progress(fraction, text),
      log: (text, level) => ctx.log(text, level),
    });
    await ctx.log(
      `Terminé : ${result.renewed} renouvelé(s), ${result.failed} en échec, ${result.skipped} déjà traité(s), ${result.errors} erreur(s) sur ${result.due} achat(s) à renouveler`,
    );
    return result;
  },
});
