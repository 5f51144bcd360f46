// The stand-in's behaviour on its store (store.ts): customers and cards, payment intents, refunds, subscriptions,
// payouts and their balance transactions. The console seeds it (demo mode) through these methods.
import { TEST_CARDS, type TestCard } from './cards.js';
import { cardError, invalidRequest, missingParam, noSuch } from './errors.js';
import { KINDS, now, StripeStore, type Kind, type StoreDump, type StripeObject } from './store.js';
import { subscriptionOf, type SubscriptionFields } from './subscription.js';

export { KINDS, type Kind, type StripeObject };

export interface StripeDump extends StoreDump {
  cards?: [string, string][];
  paidOut?: [string, string][];
}

const DAY = 86_400;
/** Stripe's European card fee: 1.4 % + 0.25 €. */
const feeOf = (amount: number) => Math.round(amount * 0.014) + 25;

export class StripeState extends StripeStore {
  /** The test card (its token in TEST_CARDS) behind each attached payment method. */
  private readonly cards = new Map<string, string>();
  /** Balance transaction id → payout id that paid it out. */
  readonly paidOut = new Map<string, string>();

  override dump(): StripeDump {
    return { ...super.dump(), cards: [...this.cards], paidOut: [...this.paidOut] };
  }

  override restore(dump: StripeDump): void {
    super.restore(dump);
    this.cards.clear();
    for (const [pm, token] of dump.cards ?? []) this.cards.set(pm, token);
    this.paidOut.clear();
    for (const [txn, payout] of dump.paidOut ?? []) this.paidOut.set(txn, payout);
  }

  // ---- customers and cards ----

  addCustomer(fields: { id?: string; email?: string; name?: string; metadata?: Record<string, unknown> }): StripeObject {
    return this.add('customers', { email: null, name: null, invoice_settings: { default_payment_method: null }, ...fields });
  }

  /** Attaches a new card made from a test token (pm_card_visa, pm_card_chargeDeclined, ...) to a customer. */
  attachTestCard(token: string, customerId: string): StripeObject {
    const card = TEST_CARDS[token];
    if (!card) throw noSuch('PaymentMethod', token);
    const customer = this.get('customers', customerId, 'customer');
    const pm = this.add('payment_methods', {
      type: 'card',
      customer: customerId,
      card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: new Date().getFullYear() + 3, country: 'FR' },
      billing_details: { email: customer.email ?? null, name: customer.name ?? null },
    });
    this.cards.set(pm.id, token);
    const settings = customer.invoice_settings as { default_payment_method: string | null };
    if (!settings.default_payment_method) settings.default_payment_method = pm.id;
    return pm;
  }

  detach(pmId: string): StripeObject {
    const pm = this.get('payment_methods', pmId);
    const customer = pm.customer ? this.objects.customers.get(String(pm.customer)) : undefined;
    const settings = customer?.invoice_settings as { default_payment_method: string | null } | undefined;
    if (settings?.default_payment_method === pmId) settings.default_payment_method = null;
    pm.customer = null;
    return pm;
  }

  // ---- payment intents, charges, balance ----

  createPaymentIntent(params: Record<string, unknown>): StripeObject {
    const amount = Number(params.amount);
    if (params.amount === undefined) throw missingParam('amount');
    if (!Number.isInteger(amount) || amount < 50) throw invalidRequest('Amount must be at least 50 cents', 'amount', 'amount_too_small');
    if (!params.currency) throw missingParam('currency');
    if (params.customer) this.get('customers', String(params.customer), 'customer');
    const intent = this.add('payment_intents', {
      amount,
      amount_received: 0,
      currency: String(params.currency).toLowerCase(),
      customer: params.customer ?? null,
      payment_method: params.payment_method ?? null,
      description: params.description ?? null,
      metadata: params.metadata ?? {},
      status: params.payment_method ? 'requires_confirmation' : 'requires_payment_method',
      latest_charge: null,
      last_payment_error: null,
      capture_method: 'automatic',
      confirmation_method: 'automatic',
    });
    return params.confirm === 'true' || params.confirm === true ? this.confirm(intent.id, params) : intent;
  }

  /** Confirms (charges) an intent; a declining test card fails it as Stripe does: 402 card_error, intent back to requires_payment_method. */
  confirm(intentId: string, params: Record<string, unknown> = {}): StripeObject {
    const intent = this.get('payment_intents', intentId, 'intent');
    if (params.payment_method) intent.payment_method = params.payment_method;
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw invalidRequest(
        `This PaymentIntent's status is ${String(intent.status)} and cannot be confirmed.`,
        undefined,
        'payment_intent_unexpected_state',
      );
    }
    if (!intent.payment_method) {
      throw invalidRequest(
        'You cannot confirm this PaymentIntent because it’s missing a payment method.',
        'payment_method',
        'payment_intent_unexpected_state',
      );
    }
    const pm = this.get('payment_methods', String(intent.payment_method), 'payment_method');
    if (intent.customer && pm.customer !== intent.customer) {
      throw invalidRequest(`The provided PaymentMethod ${pm.id} does not belong to the customer ${String(intent.customer)}.`, 'payment_method');
    }
    this.counters.chargeAttempts++;
    const card: TestCard = TEST_CARDS[this.cards.get(pm.id) ?? 'pm_card_visa'] ?? TEST_CARDS.pm_card_visa;
    const charge = this.add('charges', {
      amount: intent.amount,
      amount_refunded: 0,
      refunded: false,
      currency: intent.currency,
      customer: intent.customer,
      payment_intent: intent.id,
      payment_method: pm.id,
      metadata: intent.metadata,
      status: card.decline ? 'failed' : 'succeeded',
      paid: !card.decline,
      failure_code: card.decline?.code ?? null,
      balance_transaction: null,
    });
    intent.latest_charge = charge.id;
    if (card.decline) {
      const error = {
        code: card.decline.code,
        decline_code: card.decline.declineCode,
        message: card.decline.message,
        type: 'card_error',
        charge: charge.id,
      };
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { ...error, payment_method: pm };
      throw cardError(card.decline.code, card.decline.declineCode, card.decline.message, { charge: charge.id, payment_intent: intent });
    }
    charge.balance_transaction = this.balanceEntry('charge', Number(intent.amount), charge.id, String(intent.currency)).id;
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, last_payment_error: null });
    return intent;
  }

  /** A payment made before the stand-in started (demo seed): a succeeded intent with its charge and balance entry. */
  recordPayment(fields: {
    id: string;
    amount: number;
    currency?: string;
    customer?: string | null;
    created: number;
    metadata: Record<string, unknown>;
  }): StripeObject {
    const currency = fields.currency ?? 'eur';
    const intent = this.add('payment_intents', {
      id: fields.id,
      amount: fields.amount,
      amount_received: fields.amount,
      currency,
      customer: fields.customer ?? null,
      payment_method: null,
      description: null,
      metadata: fields.metadata,
      status: 'succeeded',
      last_payment_error: null,
      created: fields.created,
    });
    const charge = this.add('charges', {
      amount: fields.amount,
      amount_refunded: 0,
      refunded: false,
      currency,
      customer: intent.customer,
      payment_intent: intent.id,
      metadata: fields.metadata,
      status: 'succeeded',
      paid: true,
      created: fields.created,
    });
    intent.latest_charge = charge.id;
    charge.balance_transaction = this.balanceEntry('charge', fields.amount, charge.id, currency, fields.created).id;
    return intent;
  }

  balanceEntry(type: 'charge' | 'refund' | 'payout' | 'adjustment', amount: number, source: string, currency: string, created = now()): StripeObject {
    const fee = type === 'charge' ? feeOf(amount) : 0;
    return this.add('balance_transactions', {
      amount,
      fee,
      net: amount - fee,
      currency,
      type,
      reporting_category: type === 'payout' ? 'payout' : type,
      source,
      status: 'available',
      available_on: created + 2 * DAY,
      description: null,
      created,
    });
  }

  /** A refund; `created` dates one made before the stand-in started (demo seed). */
  refund(params: Record<string, unknown>, created?: number): StripeObject {
    const intentId = params.payment_intent ? String(params.payment_intent) : undefined;
    const charge = intentId
      ? this.get('charges', String(this.get('payment_intents', intentId, 'payment_intent').latest_charge ?? ''), 'payment_intent')
      : params.charge
        ? this.get('charges', String(params.charge), 'charge')
        : undefined;
    if (!charge) throw missingParam('payment_intent');
    if (charge.status !== 'succeeded') throw invalidRequest(`Charge ${charge.id} has not succeeded.`, 'charge', 'charge_not_refundable');
    const left = Number(charge.amount) - Number(charge.amount_refunded);
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      throw invalidRequest(
        `Refund amount (${String(params.amount)}) is greater than unrefunded amount on charge (${left})`,
        'amount',
        'amount_too_large',
      );
    }
    const refund = this.add('refunds', {
      amount,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: charge.currency,
      status: 'succeeded',
      reason: params.reason ?? null,
      metadata: params.metadata ?? {},
    });
    refund.balance_transaction = this.balanceEntry('refund', -amount, refund.id, String(charge.currency), created).id;
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return refund;
  }

  // ---- subscriptions, payouts ----

  addSubscription(fields: SubscriptionFields): StripeObject {
    this.get('customers', fields.customer, 'customer');
    const price = this.get('prices', fields.price, 'items[0][price]');
    return this.add('subscriptions', subscriptionOf(fields, price, this.newId('subscriptions').replace(/^sub_/, 'si_')));
  }

  /** A payout reaches the bank: Stripe marks it paid on its arrival date, the stand-in when told (POST /_stand-in/payouts/{id}/paid). */
  payOut(id: string): StripeObject {
    const payout = this.get('payouts', id);
    if (payout.status !== 'in_transit' && payout.status !== 'pending')
      throw invalidRequest(`Payout ${id} is ${String(payout.status)} and cannot be paid.`, 'payout', 'payout_unexpected_state');
    payout.status = 'paid';
    return payout;
  }

  /** A payout of every balance entry not yet paid out (or those given), with its own negative entry. */
  addPayout(fields: {
    id?: string;
    amount?: number;
    currency?: string;
    arrivalDate?: number;
    status?: string;
    entries?: string[];
    created?: number;
  }): StripeObject {
    const currency = fields.currency ?? 'eur';
    const entries =
      fields.entries ??
      [...this.objects.balance_transactions.values()].filter((t) => t.type !== 'payout' && !this.paidOut.has(t.id)).map((t) => t.id);
    const total = entries.reduce((sum, id) => sum + Number(this.get('balance_transactions', id).net), 0);
    const amount = fields.amount ?? total;
    if (!Number.isInteger(amount) || amount <= 0) throw invalidRequest('Amount must be a positive integer', 'amount');
    const created = fields.created ?? now();
    const payout = this.add('payouts', {
      id: fields.id,
      amount,
      currency,
      // A calendar day, as Stripe gives it: midnight UTC of the day the bank is credited.
      arrival_date: fields.arrivalDate ?? Math.floor((created + 2 * DAY) / DAY) * DAY,
      status: fields.status ?? 'in_transit',
      method: 'standard',
      type: 'bank_account',
      automatic: true,
      created,
    });
    // An adjustment keeps the payout equal to the sum of what it pays out, as Stripe's balance always is.
    if (amount !== total) entries.push(this.balanceEntry('adjustment', amount - total, payout.id, currency, created).id);
    for (const id of entries) this.paidOut.set(id, payout.id);
    const own = this.balanceEntry('payout', -amount, payout.id, currency, created);
    payout.balance_transaction = own.id;
    return payout;
  }
}
