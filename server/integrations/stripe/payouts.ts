// Payouts and the balance transactions each one pays out: what the accounting reconciliation reads (exports domain).
import type Stripe from 'stripe';
import type { PaymentProvider } from './provider.js';

export interface PayoutQuery {
  /** Unix seconds, inclusive bounds on the arrival date. */
  arrivalFrom?: number;
  arrivalTo?: number;
  /** At most this many, newest first (default 100, at most 1000). */
  limit?: number;
}

const MAX_PAYOUTS = 1000;

export async function listPayouts(provider: PaymentProvider, query: PayoutQuery = {}): Promise<Stripe.Payout[]> {
  const limit = Math.min(Math.max(query.limit ?? 100, 1), MAX_PAYOUTS);
  const arrival = {
    ...(query.arrivalFrom !== undefined && { gte: query.arrivalFrom }),
    ...(query.arrivalTo !== undefined && { lte: query.arrivalTo }),
  };
  return provider.stripe.payouts
    .list({ limit: Math.min(limit, 100), ...(Object.keys(arrival).length && { arrival_date: arrival }) })
    .autoPagingToArray({ limit });
}

/** Every balance transaction of a payout (at most 10,000, the SDK’s bound: its charges, refunds, adjustments and its own entry), sources expanded. */
export async function listBalanceTransactions(provider: PaymentProvider, payoutId: string): Promise<Stripe.BalanceTransaction[]> {
  return provider.stripe.balanceTransactions.list({ payout: payoutId, limit: 100, expand: ['data.source'] }).autoPagingToArray({ limit: 10_000 });
}
