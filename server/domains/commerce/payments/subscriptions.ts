// The provider's subscriptions of a User (record tab, spec 000 §3 stripeSubscription): current when now lies
// within the current period (spec 000 §4).
import type Stripe from 'stripe';
import type { SubscriptionView } from '../../../../model/commerce/index.js';
import type { PaymentProvider } from '../../../integrations/stripe/index.js';

export function subscriptionView(sub: Stripe.Subscription, now = Math.floor(Date.now() / 1000)): SubscriptionView {
  // Since Stripe's API of 2025-03-31 the period is the item's.
  const item = sub.items.data[0];
  const start = item?.current_period_start ?? null;
  const end = item?.current_period_end ?? null;
  return {
    id: sub.id,
    status: sub.status,
    planNickname: item?.plan?.nickname ?? item?.price?.nickname ?? null,
    currentPeriodStart: start,
    currentPeriodEnd: end,
    start: sub.start_date,
    livemode: sub.livemode,
    current: start !== null && end !== null && start <= now && now < end,
  };
}

/** A customer's subscriptions on this site (one customer may subscribe on several sites: metadata.siteId tells). */
export async function subscriptionsOfCustomer(
  provider: PaymentProvider,
  customerId: string | undefined,
  siteId: string,
): Promise<SubscriptionView[]> {
  if (!customerId) return [];
  try {
    const all = await provider.subscriptionsOf(customerId);
    return all.filter((s) => !s.metadata?.siteId || s.metadata.siteId === siteId).map((s) => subscriptionView(s));
  } catch (err) {
    if ((err as { code?: string }).code === 'resource_missing') return [];
    throw err;
  }
}
