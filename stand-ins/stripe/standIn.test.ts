// The stand-in through the official SDK, as the console reaches it: charges, declines, idempotency, payouts, webhooks.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProvider, listBalanceTransactions, listPayouts } from '../../server/integrations/stripe/index.js';
import { createStripe } from '../../server/integrations/stripe/client.js';
import { startStripeStandIn, type StripeStandIn } from './index.js';

const DAY = 86_400;

let standIn: StripeStandIn;
let provider: PaymentProvider;

beforeAll(async () => {
  standIn = await startStripeStandIn({ webhookSecret: 'whsec_unit' });
  const settings = { secretKey: 'sk_test_unit', apiUrl: standIn.url, simulated: true };
  provider = new PaymentProvider(createStripe(settings), settings);
});
afterAll(() => standIn.close());

const charge = (customerId: string, key: string) =>
  provider.chargeOffSession({ customerId, amount: 999, currency: 'eur', description: 'Test', metadata: { purchaseId: key }, idempotencyKey: key });

describe('Stripe stand-in through the SDK', () => {
  it('charges a customer off-session with their card, and replays an idempotency key without charging again', async () => {
    const customer = await provider.stripe.customers.create({ email: 'a@example.com' });
    await provider.stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const first = await charge(customer.id, 'k-1');
    const again = await charge(customer.id, 'k-1');
    expect(first.ok && first.intent.status).toBe('succeeded');
    expect(again.ok && again.intent.id).toBe(first.ok && first.intent.id);
    const intents = await provider.stripe.paymentIntents.list({ customer: customer.id });
    expect(intents.data).toHaveLength(1);
    expect(intents.data[0].metadata).toEqual({ purchaseId: 'k-1' });
  });

  it('reports a declined card, and a customer without a card, in the console terms', async () => {
    const declined = await provider.stripe.customers.create({});
    await provider.stripe.paymentMethods.attach('pm_card_chargeDeclined', { customer: declined.id });
    expect(await charge(declined.id, 'k-2')).toMatchObject({ ok: false, code: 'card_declined' });
    const bare = await provider.stripe.customers.create({});
    expect(await charge(bare.id, 'k-3')).toMatchObject({ ok: false, code: 'no_payment_method' });
    expect(await charge('cus_inconnu', 'k-4')).toMatchObject({ ok: false, code: 'no_payment_method' });
  });

  it('answers Stripe errors as the SDK expects them', async () => {
    await expect(provider.stripe.paymentIntents.create({ amount: 10, currency: 'eur' })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'amount_too_small',
    });
    await expect(provider.stripe.customers.retrieve('cus_nope')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('pays out the balance and lists each payout’s transactions with their sources', async () => {
    const customer = await provider.stripe.customers.create({});
    await provider.stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const paid = await charge(customer.id, 'k-5');
    const intentId = paid.ok ? paid.intent.id : '';
    const refund = await provider.stripe.refunds.create({ payment_intent: intentId, amount: 100 });
    expect(refund.status).toBe('succeeded');
    const payout = await provider.stripe.payouts.create({ amount: 1, currency: 'eur' });
    // A calendar day at midnight UTC, two days on, as Stripe dates a payout's arrival.
    expect(payout.arrival_date % DAY).toBe(0);
    expect(payout.arrival_date - payout.created).toBeGreaterThan(DAY);
    const payouts = await listPayouts(provider);
    expect(payouts.map((p) => p.id)).toContain(payout.id);
    const entries = await listBalanceTransactions(provider, payout.id);
    expect(entries.reduce((sum, t) => sum + t.net, 0)).toBe(0);
    expect(entries.some((t) => t.type === 'refund')).toBe(true);
    const chargeEntry = entries.find((t) => t.type === 'charge' && (t.source as { payment_intent?: string }).payment_intent === intentId);
    expect(chargeEntry?.fee).toBe(Math.round(999 * 0.014) + 25);
  });

  it('lists newest first by creation date, whatever the order objects were added in', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const [id, created] of [
      ['po_recent', now - DAY],
      ['po_old', now - 400 * DAY],
      ['po_older', now - 500 * DAY],
    ] as const)
      standIn.state.add('payouts', { id, amount: 100, currency: 'eur', status: 'paid', arrival_date: created + 2 * DAY, created });
    const listed = (await provider.stripe.payouts.list({ limit: 100 })).data.map((p) => p.id);
    expect(listed.filter((id) => ['po_recent', 'po_old', 'po_older'].includes(id))).toEqual(['po_recent', 'po_old', 'po_older']);
    const created = (await provider.stripe.payouts.list({ limit: 100 })).data.map((p) => p.created);
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('lists a customer’s subscriptions with their period on the item', async () => {
    const customer = await provider.stripe.customers.create({});
    const price = await provider.stripe.prices.create({ unit_amount: 999, currency: 'eur', nickname: 'Mensuel', recurring: { interval: 'month' } });
    await provider.stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }] });
    const [sub] = await provider.subscriptionsOf(customer.id);
    expect(sub.items.data[0].plan.nickname).toBe('Mensuel');
    expect(sub.items.data[0].current_period_end).toBeGreaterThan(sub.items.data[0].current_period_start);
  });
});

describe('webhooks', () => {
  it('registers an endpoint and sends it the events of its calls, signed so that the SDK verifies them', async () => {
    const received: { body: string; signature: string }[] = [];
    let refuseNext = true;
    const endpoint = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        // The first delivery is refused: the stand-in tries again, as Stripe does.
        res.writeHead(refuseNext ? 500 : 200).end();
        if (!refuseNext) received.push({ body, signature: String(req.headers['stripe-signature']) });
        refuseNext = false;
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/hook`;
    try {
      const registered = await provider.stripe.webhookEndpoints.create({ url, enabled_events: ['charge.refunded', 'payment_intent.succeeded'] });
      expect(registered.secret).toBe('whsec_unit');
      expect((await provider.stripe.webhookEndpoints.retrieve(registered.id)).secret).toBeUndefined();
      const customer = await provider.stripe.customers.create({});
      await provider.stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
      const paid = await charge(customer.id, 'k-wh');
      const intentId = paid.ok ? paid.intent.id : '';
      await provider.stripe.refunds.create({ payment_intent: intentId, amount: 100 });
      const deadline = Date.now() + 15_000;
      // The stand-in records a delivery once it has read the answer, after the endpoint has seen the event: wait for both.
      const deliveries = () => standIn.webhooks.deliveries.filter((d) => d.url === url).length;
      while ((received.length < 2 || deliveries() < 3) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const events = received.map((d) => provider.stripe.webhooks.constructEvent(d.body, d.signature, 'whsec_unit', 300));
      expect(events.map((e) => e.type).sort()).toEqual(['charge.refunded', 'payment_intent.succeeded']);
      const refunded = events.find((e) => e.type === 'charge.refunded')!.data.object as { payment_intent: string; amount_refunded: number };
      expect(refunded).toMatchObject({ payment_intent: intentId, amount_refunded: 100 });
      expect(() => provider.stripe.webhooks.constructEvent(received[0].body, received[0].signature, 'whsec_autre', 300)).toThrow();
      expect(
        standIn.webhooks.deliveries
          .filter((d) => d.url === url)
          .map((d) => d.status)
          .sort(),
      ).toEqual([200, 200, 500]);
      const listed = await provider.stripe.events.list({ limit: 10 });
      expect(listed.data.map((e) => e.type)).toContain('charge.refunded');
      await provider.stripe.webhookEndpoints.del(registered.id);
      expect((await provider.stripe.webhookEndpoints.list()).data.map((e) => e.id)).not.toContain(registered.id);
    } finally {
      await new Promise((resolve) => endpoint.close(resolve));
    }
  });
});
