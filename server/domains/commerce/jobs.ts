// The domain's job kinds: SUBSCRIPTIONS_RENEWALS (daily cron over every site, or one site from the purchase list)
// and CHECK_PAYMENTS (GET …/tools/checkAllPayments).
import type { JobKind } from '../../jobs/types.js';
import { AppError } from '../../errors.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';
import { checkAllPayments, type CheckDeps, type PaymentCheckParams, type PaymentCheckResult } from './paymentCheck.js';
import { runRenewals, type RenewalRunResult } from './renewalRun.js';
import type { RenewalDeps } from './renewals.js';
import { RENEW_NOW_WINDOW_SECONDS, sitesWithPurchases } from './storage.js';
import type { Actor } from './writes.js';

export const RENEWALS_KIND = 'SUBSCRIPTIONS_RENEWALS';
export const CHECK_PAYMENTS_KIND = 'CHECK_PAYMENTS';

const actorOf = (startedBy: { id: string; login: string } | null, kind: string): Actor =>
  startedBy ? { userId: startedBy.id, login: startedBy.login } : { login: kind };

function knownSite(sites: SiteDirectory, siteId: string): void {
  if (!sites.has(siteId)) throw new AppError(404, 'NOT_FOUND', 'Site inconnu');
}

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

export const checkPaymentsJob = (deps: CheckDeps, sites: SiteDirectory): JobKind<PaymentCheckParams, PaymentCheckResult> => ({
  kind: CHECK_PAYMENTS_KIND,
  label: 'Vérification des paiements',
  right: 'superAdmin',
  timeoutSeconds: 4 * 3600,
  run: async (ctx) => {
    knownSite(sites, ctx.siteId);
    const result = await checkAllPayments(deps, {
      siteId: ctx.siteId,
      params: ctx.params,
      actor: actorOf(ctx.startedBy, CHECK_PAYMENTS_KIND),
      signal: ctx.signal,
      progress: (fraction, text) => ctx.progress(fraction, text),
    });
    for (const m of result.mismatches.slice(0, 50))
      await ctx.log(`Paiement ${m.paymentId}${m.intentId ? ` (${m.intentId})` : ''} : ${m.detail}`, 'warning');
    await ctx.log(
      `Terminé : ${result.checked} vérifié(s), ${result.ok} conforme(s), ${result.relinked} relié(s), ${result.mismatches.length} écart(s)`,
    );
    return result;
  },
});
