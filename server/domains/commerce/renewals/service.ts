// Subscription renewals (spec 000 §4): each renewable purchase is charged off-session at the provider; success makes
// the next Purchase and its Payment and marks the old one renewed, failure stores the reason on it. Never twice:
// the purchase's row is locked (FOR UPDATE SKIP LOCKED: a second worker passes it by) while it is charged, and the
// charge carries an idempotency key per purchase and period, so a retry after a crash gets the same payment back.
import crypto from 'node:crypto';
import type pg from 'pg';
import type { PaymentProvider, RenewErrorCode } from '../../../integrations/stripe/index.js';
import { inRetriedTransaction } from '../../../storage/db.js';
import { getDocument } from '../../../storage/documents.js';
import { lockRenewable } from './storage.js';
import { refTo, type Actor, type DomainWriter } from '../../../services/domainWriter.js';
import { refId } from '../../../../model/refs.js';

export interface RenewalDeps {
  pool: pg.Pool;
  provider: PaymentProvider;
  writer: DomainWriter;
  /** RENEWAL_GRACE_DAYS in seconds: a purchase ended longer ago has lapsed and is never charged. */
  graceSeconds: number;
}

export type RenewalOutcome =
  | { outcome: 'renewed'; newPurchaseId: string; paymentId: string }
  | { outcome: 'failed'; code: RenewErrorCode; message: string }
  | { outcome: 'skipped' };

type Doc = Record<string, unknown>;

export function addMonths(ts: number, months: number): number {
  const date = new Date(ts * 1000);
  date.setUTCMonth(date.getUTCMonth() + months);
  return Math.floor(date.getTime() / 1000);
}

/** Ids of the renewal's records: the same for a purchase and period, so a replayed run cannot write them twice. */
export function renewalIds(siteId: string, purchaseId: string, endTs: number) {
  const hash = crypto.createHash('sha256').update(`${siteId}/${purchaseId}/${endTs}`).digest('hex').slice(0, 24);
  return { purchaseId: `ren-${hash}`, paymentId: `pay-ren-${hash}`, idempotencyKey: `renewal-${hash}` };
}

export async function renewPurchase(deps: RenewalDeps, siteId: string, purchaseId: string, actor: Actor): Promise<RenewalOutcome> {
  return inRetriedTransaction(deps.pool, async (client) => {
    const purchase = await lockRenewable(client, deps.graceSeconds, siteId, purchaseId);
    if (!purchase) return { outcome: 'skipped' };
    const fail = async (code: RenewErrorCode, message: string): Promise<RenewalOutcome> => {
      const subInfo = { ...((purchase.subInfo as Doc) ?? {}), renewError: message, renewErrorCode: code };
      await deps.writer.replace(client, actor, siteId, 'Purchase', purchaseId, purchase, { ...purchase, subInfo });
      return { outcome: 'failed', code, message };
    };
    const userId = refId(purchase.userId);
    const formulaId = refId(purchase.product);
    const user = userId ? (await getDocument(client, siteId, 'User', userId))?.doc : undefined;
    const formula = formulaId ? (await getDocument(client, siteId, 'SubscriptionFormula', formulaId))?.doc : undefined;
    if (!formula) return fail('other', `Formule d'abonnement introuvable (${formulaId ?? 'aucune'})`);
    const customerId = typeof user?.stripeCustomerId === 'string' && user.stripeCustomerId ? user.stripeCustomerId : undefined;
    if (!customerId) return fail('no_payment_method', "L'utilisateur n'a pas de compte chez le prestataire de paiement");
    const price = typeof formula.price === 'number' ? formula.price : Number(purchase.price);
    const amount = Math.round(price * 100);
    if (!Number.isFinite(amount) || amount < 50) return fail('other', `Prix de la formule invalide (${String(formula.price)})`);

    const endTs = Number(purchase.endTs);
    const ids = renewalIds(siteId, purchaseId, endTs);
    const charge = await deps.provider.chargeOffSession({
      customerId,
      amount,
      currency: 'eur',
      description: `Renouvellement ${String(formula.label ?? formulaId)}`,
      metadata: { siteId, purchaseId, renewalPurchaseId: ids.purchaseId, paymentId: ids.paymentId },
      idempotencyKey: ids.idempotencyKey,
    });
    if (!charge.ok) return fail(charge.code, charge.message);

    const now = Math.floor(Date.now() / 1000);
    const renewal: Doc = {
      status: 'ok',
      product: purchase.product,
      userId: purchase.userId,
      paymentId: refTo('Payment', ids.paymentId),
      productId: formulaId,
      beginTs: endTs,
      endTs: addMonths(endTs, Number(formula.durationMonths) > 0 ? Number(formula.durationMonths) : 1),
      price,
      dontRenew: false,
      isGift: false,
      subInfo: { previousPurchaseId: refTo('Purchase', purchaseId) },
    };
    const payment: Doc = {
      createTs: now,
      status: 'succeeded',
      userId: purchase.userId,
      purchases: [refTo('Purchase', ids.purchaseId)],
      price,
      intent: { id: charge.intent.id, status: charge.intent.status },
    };
    await deps.writer.insert(client, actor, siteId, 'Purchase', ids.purchaseId, renewal);
    await deps.writer.insert(client, actor, siteId, 'Payment', ids.paymentId, payment);
    const subInfo = { ...((purchase.subInfo as Doc) ?? {}), renewedTs: now, renewedPurchaseId: refTo('Purchase', ids.purchaseId) };
    await deps.writer.replace(client, actor, siteId, 'Purchase', purchaseId, purchase, { ...purchase, subInfo });
    return { outcome: 'renewed', newPurchaseId: ids.purchaseId, paymentId: ids.paymentId };
  });
}
