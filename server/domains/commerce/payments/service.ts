// Payment verification (spec 001 §7 checkAllPayments): Payment records compared with the provider's payment intents
// in batches of 100 — amount, status, the intent's link back to the record (metadata.paymentId) — relinking what can
// be relinked when asked, and reporting every mismatch.
import type Stripe from 'stripe';
import type pg from 'pg';
import type { PaymentProvider } from '../../../integrations/stripe/index.js';
import { inRetriedTransaction } from '../../../storage/db.js';
import { getDocument } from '../../../storage/documents.js';
import { providerDated } from './date.js';
import { countPaymentsAfter, paymentsAfter, type PaymentRow } from './storage.js';
import type { Actor, DomainWriter } from '../../../services/domainWriter.js';
import type { PaymentCheckResult, PaymentMismatch as Mismatch } from '../../../../model/commerce/index.js';
import type { PaymentCheckParams } from './checkParams.js';
import { frenchEurosOfCents } from '../../../../model/frenchFormat.js';

export type { PaymentCheckParams, PaymentCheckResult };

export const CHECK_BATCH = 100;
const MAX_REPORTED = 500;

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
/** Cents the provider should have received: price, donation and shipping. */
export const expectedAmount = (doc: Record<string, unknown>) => Math.round((num(doc.price) + num(doc.donation) + num(doc.shippingCost)) * 100);

export interface CheckDeps {
  pool: pg.Pool;
  provider: PaymentProvider;
  writer: DomainWriter;
}

export interface CheckRun {
  siteId: string;
  params: PaymentCheckParams;
  actor: Actor;
  signal?: AbortSignal;
  progress?: (fraction: number, text: string) => Promise<void> | void;
}

export async function checkAllPayments(deps: CheckDeps, run: CheckRun): Promise<PaymentCheckResult> {
  const { params, siteId } = run;
  const batch = Math.min(Math.max(params.limit ?? CHECK_BATCH, 1), CHECK_BATCH);
  const result: PaymentCheckResult = { checked: 0, ok: 0, relinked: 0, mismatches: [], truncated: false, lastId: params.afterId ?? '' };
  const total = await countPaymentsAfter(deps.pool, siteId, result.lastId);
  const report = (m: Mismatch) => (result.mismatches.length < MAX_REPORTED ? result.mismatches.push(m) : (result.truncated = true));
  await run.progress?.(0, `0 / ${total} paiement(s) vérifié(s)`);
  while (!run.signal?.aborted) {
    const rows = await paymentsAfter(deps.pool, siteId, result.lastId, batch);
    if (!rows.length) break;
    for (const row of rows) {
      const found = await checkOne(deps, run, row);
      if (found.relinked) result.relinked++;
      if (found.mismatch) report(found.mismatch);
      else result.ok++;
      result.checked++;
      result.lastId = row.id;
    }
    await run.progress?.(
      total ? result.checked / total : 1,
      `${result.checked} / ${total} paiement(s) vérifié(s), ${result.mismatches.length} écart(s)`,
    );
  }
  return result;
}

async function checkOne(deps: CheckDeps, run: CheckRun, row: PaymentRow): Promise<{ mismatch?: Mismatch; relinked?: boolean }> {
  const { params } = run;
  const intentId = (row.doc.intent as { id?: unknown } | undefined)?.id;
  const expected = expectedAmount(row.doc);
  if (typeof intentId !== 'string' || !intentId) {
    const found = params.local || !row.customerId ? undefined : await findIntent(deps.provider, row, expected, params.ignoreMetadata === true);
    if (!found)
      return { mismatch: { paymentId: row.id, intentId: null, problem: 'unlinked', detail: 'Aucune intention de paiement liée ni retrouvée' } };
    if (!params.relink)
      return { mismatch: { paymentId: row.id, intentId: found.id, problem: 'unlinked', detail: `Intention retrouvée (${found.id}), non reliée` } };
    await relinkRecord(deps, run, row.id, found);
    return { relinked: true };
  }
  const intent = await deps.provider.paymentIntent(intentId);
  if (!intent) return { mismatch: { paymentId: row.id, intentId, problem: 'missing_at_provider', detail: 'Intention inconnue du prestataire' } };
  if (intent.amount !== expected) {
    return {
      mismatch: {
        paymentId: row.id,
        intentId,
        problem: 'amount',
        detail: `Montant ${frenchEurosOfCents(intent.amount)} chez le prestataire, ${frenchEurosOfCents(expected)} enregistré`,
      },
    };
  }
  // A refund leaves the intent succeeded at the provider: a refunded record was paid too.
  const paid = row.doc.status === 'succeeded' || row.doc.status === 'refunded';
  if (paid !== (intent.status === 'succeeded')) {
    return {
      mismatch: {
        paymentId: row.id,
        intentId,
        problem: 'status',
        detail: `État ${intent.status} chez le prestataire, ${String(row.doc.status ?? '(aucun)')} enregistré`,
      },
    };
  }
  const linked = intent.metadata?.paymentId;
  if (!params.ignoreMetadata && linked !== row.id) {
    if (linked || !params.relink) {
      return {
        mismatch: {
          paymentId: row.id,
          intentId,
          problem: 'metadata',
          detail: linked ? `L'intention désigne le paiement ${linked}` : "L'intention ne désigne aucun paiement",
        },
      };
    }
    await deps.provider.stripe.paymentIntents.update(intentId, { metadata: { paymentId: row.id, siteId: run.siteId } });
    return { relinked: true };
  }
  return {};
}

/** The customer's intent that names this record, or (ignoreMetadata) the one of the same amount named by no record. */
async function findIntent(
  provider: PaymentProvider,
  row: PaymentRow,
  expected: number,
  ignoreMetadata: boolean,
): Promise<Stripe.PaymentIntent | undefined> {
  const intents = (await provider.intentsOf(row.customerId!)).filter((i) => i.status === 'succeeded');
  return (
    intents.find((i) => i.metadata?.paymentId === row.id) ??
    (ignoreMetadata ? intents.find((i) => !i.metadata?.paymentId && i.amount === expected) : undefined)
  );
}

async function relinkRecord(deps: CheckDeps, run: CheckRun, paymentId: string, intent: Stripe.PaymentIntent): Promise<void> {
  await inRetriedTransaction(deps.pool, async (client) => {
    const stored = await getDocument(client, run.siteId, 'Payment', paymentId, true);
    if (!stored) return;
    await deps.writer.replace(client, run.actor, run.siteId, 'Payment', paymentId, stored.doc, {
      ...stored.doc,
      ...providerDated(stored.doc, intent.created),
      intent: { id: intent.id, status: intent.status },
    });
  });
  if (intent.metadata?.paymentId !== paymentId)
    await deps.provider.stripe.paymentIntents.update(intent.id, { metadata: { paymentId, siteId: run.siteId } });
}
