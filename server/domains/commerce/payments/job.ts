// The CHECK_PAYMENTS job kind, started by GET …/tools/checkAllPayments (routes.ts).
import type { JobKind } from '../../../jobs/types.js';
import type { SiteDirectory } from '../../../services/siteDirectory.js';
import { actorOf, knownSite } from '../context.js';
import { checkAllPayments, type CheckDeps, type PaymentCheckParams, type PaymentCheckResult } from './service.js';

export const CHECK_PAYMENTS_KIND = 'CHECK_PAYMENTS';

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
