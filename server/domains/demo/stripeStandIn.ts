// Demo mode: the local stand-in starts empty (or with what its snapshot file kept of the last run), so it is filled
// with the provider's side of what the database holds and it lacks (customers with a card, past payments, the
// subscriptions of current purchases, the payouts of the accounting export): the console's screens find at the
// provider what its records name, and what the console did there before a restart stays as it was.
import type pg from 'pg';
import type { StripeObject, StripeState } from '../../../stand-ins/stripe/index.js';
import { seedCustomers, seedPayments, seedPayouts, seedSubscriptions } from './storage/stripeStandIn.js';

const DAY = 86_400;

export async function seedStandIn(pool: pg.Pool, state: StripeState): Promise<Record<string, number>> {
  const [customers, payments, subscriptions, payouts] = await Promise.all([
    seedCustomers(pool),
    seedPayments(pool),
    seedSubscriptions(pool),
    seedPayouts(pool),
  ]);
  const has = (kind: 'customers' | 'payment_intents' | 'payouts', id: string) => state.objects[kind].has(id);
  for (const c of customers) {
    if (has('customers', c.id)) continue;
    state.addCustomer({ id: c.id, email: c.email ?? undefined, name: c.name ?? undefined });
    state.attachTestCard('pm_card_visa', c.id);
  }
  const known = new Set(customers.map((c) => c.id));
  for (const p of payments) {
    if (p.amount < 50 || has('payment_intents', p.intentId)) continue;
    const fields = {
      id: p.intentId,
      amount: p.amount,
      customer: p.customer && known.has(p.customer) ? p.customer : null,
      created: p.created,
      metadata: { siteId: p.siteId, paymentId: p.paymentId },
    };
    // A failed payment left its intent waiting for another card; a refunded one was paid, then refunded.
    if (p.status === 'failed') state.add('payment_intents', { ...fields, currency: 'eur', status: 'requires_payment_method', amount_received: 0 });
    else state.recordPayment(fields);
    // Refunded the day after, so that the payout of that week takes the refund out.
    if (p.status === 'refunded' && p.refund > 0) state.refund({ payment_intent: p.intentId, amount: Math.min(p.refund, p.amount) }, p.created + DAY);
  }
  const now = Math.floor(Date.now() / 1000);
  const prices = new Map<string, string>();
  const subscribed = new Set([...state.objects.subscriptions.values()].map((sub) => (sub.metadata as Record<string, unknown>).purchaseId));
  for (const s of subscriptions) {
    if (subscribed.has(s.purchaseId)) continue;
    const key = `${s.formulaId}/${s.price}`;
    if (!prices.has(key))
      prices.set(key, state.add('prices', { nickname: s.formulaLabel, unit_amount: s.price, currency: 'eur', recurring: { interval: 'month' } }).id);
    state.addSubscription({
      customer: s.customer,
      price: prices.get(key)!,
      status: s.endTs <= now ? 'canceled' : 'active',
      start: s.beginTs,
      periodStart: s.beginTs,
      periodEnd: s.endTs,
      metadata: { siteId: s.siteId, purchaseId: s.purchaseId, ...(s.dontRenew && { dontRenew: 'true' }) },
    });
  }
  // Each payout pays out the charges and refunds of its sites available before it that no earlier payout took.
  const chargeOf = (t: StripeObject) => String(t.type === 'refund' ? state.objects.refunds.get(String(t.source))?.charge : t.source);
  const siteOf = (t: StripeObject) => String((state.objects.charges.get(chargeOf(t))?.metadata as Record<string, unknown> | undefined)?.siteId);
  const payable = (t: StripeObject) => t.type === 'charge' || t.type === 'refund';
  for (const p of [...payouts].sort((a, b) => a.arrivalDate - b.arrivalDate)) {
    if (has('payouts', p.payoutId)) continue;
    const entries = [...state.objects.balance_transactions.values()]
      .filter((t) => payable(t) && !state.paidOut.has(t.id) && Number(t.available_on) <= p.arrivalDate && p.siteIds.includes(siteOf(t)))
      .map((t) => t.id);
    state.addPayout({ id: p.payoutId, amount: p.amount, arrivalDate: p.arrivalDate, status: p.status, entries, created: p.arrivalDate - 2 * DAY });
  }
  return { customers: customers.length, payments: payments.length, subscriptions: subscriptions.length, payouts: payouts.length };
}
