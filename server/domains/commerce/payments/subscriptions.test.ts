import { describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { subscriptionView } from './subscriptions.js';

const sub = (start: number, end: number) =>
  ({
    id: 'sub_1',
    status: 'active',
    start_date: 100,
    livemode: false,
    items: { data: [{ current_period_start: start, current_period_end: end, plan: { nickname: 'Annuel' } }] },
  }) as unknown as Stripe.Subscription;

describe('subscriptionView', () => {
  it('is current when now lies within the current period, and only then', () => {
    expect(subscriptionView(sub(1000, 2000), 1500)).toMatchObject({ current: true, planNickname: 'Annuel', currentPeriodEnd: 2000, start: 100 });
    expect(subscriptionView(sub(1000, 2000), 2000).current).toBe(false);
    expect(subscriptionView(sub(1000, 2000), 999).current).toBe(false);
  });
});
