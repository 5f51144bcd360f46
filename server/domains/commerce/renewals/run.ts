// A renewal run over the due purchases of some sites, a few at a time, with its progress; the SUBSCRIPTIONS_RENEWALS
// job (job.ts) and the bench drive it.
import pLimit from 'p-limit';
import { countDueRenewals, dueRenewals } from './storage.js';
import { renewPurchase, type RenewalDeps } from './service.js';
import type { Actor } from '../../../services/domainWriter.js';

/** Purchases charged at once: each holds a database connection while the provider answers. */
const CONCURRENCY = 3;
const PAGE = 200;

export interface RenewalRunOptions {
  siteIds: string[];
  /** Purchases ending before this Unix time are due. */
  until: number;
  actor: Actor;
  signal?: AbortSignal;
  progress?: (fraction: number, text: string) => Promise<void> | void;
  log?: (text: string, level?: 'info' | 'warning' | 'error') => Promise<void> | void;
}

export interface RenewalRunResult {
  due: number;
  renewed: number;
  failed: number;
  /** Taken by another worker meanwhile, or no longer renewable. */
  skipped: number;
  /** The provider or the database failed: left renewable for the next run. */
  errors: number;
}

export async function runRenewals(deps: RenewalDeps, opts: RenewalRunOptions): Promise<RenewalRunResult> {
  const result: RenewalRunResult = { due: 0, renewed: 0, failed: 0, skipped: 0, errors: 0 };
  for (const siteId of opts.siteIds) result.due += await countDueRenewals(deps.pool, deps.graceSeconds, siteId, opts.until);
  const limit = pLimit(CONCURRENCY);
  let done = 0;
  const report = () =>
    opts.progress?.(
      result.due ? done / result.due : 1,
      `${done} / ${result.due} achat(s) traité(s) : ${result.renewed} renouvelé(s), ${result.failed} en échec`,
    );
  await report();
  for (const siteId of opts.siteIds) {
    let afterId = '';
    for (;;) {
      if (opts.signal?.aborted) return result;
      const page = await dueRenewals(deps.pool, deps.graceSeconds, siteId, opts.until, afterId, PAGE);
      if (!page.length) break;
      afterId = page[page.length - 1].id;
      await Promise.all(
        page.map(({ id }) =>
          limit(async () => {
            if (opts.signal?.aborted) return;
            try {
              const outcome = await renewPurchase(deps, siteId, id, opts.actor);
              result[outcome.outcome === 'renewed' ? 'renewed' : outcome.outcome === 'failed' ? 'failed' : 'skipped']++;
              if (outcome.outcome === 'failed') await opts.log?.(`Achat ${id} (${siteId}) : ${outcome.message}`, 'warning');
            } catch (err) {
              result.errors++;
              await opts.log?.(`Achat ${id} (${siteId}) non traité : ${err instanceof Error ? err.message : String(err)}`, 'error');
            }
            done++;
            await report();
          }),
        ),
      );
    }
  }
  return result;
}
