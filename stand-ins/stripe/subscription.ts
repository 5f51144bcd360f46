// A subscription as Stripe answers it: one item on a monthly plan made from its price, the current period on the item.
import type { StripeObject } from './store.js';

export interface SubscriptionFields {
  id?: string;
  customer: string;
  price: string;
  status?: string;
  start: number;
  periodStart: number;
  periodEnd: number;
  metadata?: Record<string, unknown>;
}

/** The subscription's fields (its id given or drawn by the store); `itemId` names its one item. */
export function subscriptionOf(fields: SubscriptionFields, price: StripeObject, itemId: string): Record<string, unknown> {
  const plan = {
    id: price.id,
    object: 'plan',
    nickname: price.nickname,
    amount: price.unit_amount,
    currency: price.currency,
    interval: 'month',
    active: true,
  };
  return {
    id: fields.id,
    customer: fields.customer,
    status: fields.status ?? 'active',
    start_date: fields.start,
    created: fields.start,
    cancel_at_period_end: false,
    metadata: fields.metadata ?? {},
    items: {
      object: 'list',
      has_more: false,
      data: [
        {
          id: itemId,
          object: 'subscription_item',
          price,
          plan,
          quantity: 1,
          current_period_start: fields.periodStart,
          current_period_end: fields.periodEnd,
        },
      ],
    },
  };
}
