// What the console asks of the payment provider: off-session charges, a customer's cards and subscriptions, payment
// intents, payouts with their balance transactions. One instance per server (app.ts), started by startPaymentProvider.
import type Stripe from 'stripe';
import { startStripeStandIn, type StripeStandIn } from '../../../stand-ins/stripe/index.js';
import type { StripeConfig } from '../../config.js';
import type { SharedStandIn } from '../standInPlugin.js';
import { createStripe, type StripeSettings } from './client.js';

export type RenewErrorCode = 'no_payment_method' | 'card_declined' | 'other';

export type ChargeOutcome = { ok: true; intent: Stripe.PaymentIntent } | { ok: false; code: RenewErrorCode; message: string; intentId?: string };

export interface OffSessionCharge {
  customerId: string;
  /** Cents. */
  amount: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  /** The same key never charges twice (Stripe keeps it 24 h): one per purchase and period. */
  idempotencyKey: string;
}

/** Card errors that mean the customer has no usable card any more, not a one-off refusal. */
const NO_VALID_CARD = new Set(['expired_card', 'authentication_required']);

export class PaymentProvider {
  constructor(
    readonly stripe: Stripe,
    readonly settings: StripeSettings,
    private standIn?: StripeStandIn,
  ) {}

  get simulated(): boolean {
    return this.settings.simulated;
  }

  /** A live key's events are live ones (`livemode`), a test key's are not. */
  get livemode(): boolean {
    return /^[rs]k_live_/.test(this.settings.secretKey);
  }

  private account?: Promise<string>;

  /** The id (`acct_…`) of the account the key belongs to, asked once; asked again after a failure. */
  accountId(): Promise<string> {
    this.account ??= this.stripe.accounts.retrieveCurrent().then(
      (a) => a.id,
      (err: unknown) => {
        this.account = undefined;
        throw err;
      },
    );
    return this.account;
  }

  /** The in-process stand-in, when the console runs without STRIPE_SECRET_KEY. */
  get localStandIn(): StripeStandIn | undefined {
    return this.standIn;
  }

  async close(): Promise<void> {
    await this.standIn?.close();
  }

  /** The card to charge: the customer's default payment method, else their newest card; undefined when none. */
  async cardOf(customerId: string): Promise<string | undefined> {
    const customer = await this.stripe.customers.retrieve(customerId);
    if (customer.deleted) return undefined;
    const preferred = customer.invoice_settings?.default_payment_method;
    if (preferred) return typeof preferred === 'string' ? preferred : preferred.id;
    const cards = await this.stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 1 });
    return cards.data[0]?.id;
  }

  async chargeOffSession(charge: OffSessionCharge): Promise<ChargeOutcome> {
    let card: string | undefined;
    try {
      card = await this.cardOf(charge.customerId);
    } catch (err) {
      if (isStripeError(err) && err.code === 'resource_missing')
        return { ok: false, code: 'no_payment_method', message: `Client inconnu du prestataire (${charge.customerId})` };
      throw err;
    }
    if (!card) return { ok: false, code: 'no_payment_method', message: "Aucun moyen de paiement valide pour l'utilisateur" };
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: charge.amount,
          currency: charge.currency,
          customer: charge.customerId,
          payment_method: card,
          off_session: true,
          confirm: true,
          description: charge.description,
          metadata: charge.metadata,
        },
        { idempotencyKey: charge.idempotencyKey },
      );
      if (intent.status === 'succeeded') return { ok: true, intent };
      return { ok: false, code: 'other', message: `Paiement non abouti (état ${intent.status})`, intentId: intent.id };
    } catch (err) {
      if (!isStripeError(err) || err.type !== 'StripeCardError') throw err;
      const reason = err.decline_code ?? err.code ?? '';
      return {
        ok: false,
        code: NO_VALID_CARD.has(reason) || NO_VALID_CARD.has(err.code ?? '') ? 'no_payment_method' : 'card_declined',
        message: `Carte refusée (${reason || 'refus'}) : ${err.message}`,
        intentId: err.payment_intent?.id,
      };
    }
  }

  /** The customer's subscriptions, canceled ones included, newest first (at most 100). */
  async subscriptionsOf(customerId: string): Promise<Stripe.Subscription[]> {
    return (await this.stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 })).data;
  }

  async paymentIntent(id: string): Promise<Stripe.PaymentIntent | undefined> {
    try {
      return await this.stripe.paymentIntents.retrieve(id);
    } catch (err) {
      if (isStripeError(err) && err.code === 'resource_missing') return undefined;
      throw err;
    }
  }

  /** A customer's payment intents, newest first, at most `limit`. */
  async intentsOf(customerId: string, limit = 100): Promise<Stripe.PaymentIntent[]> {
    return (await this.stripe.paymentIntents.list({ customer: customerId, limit })).data;
  }
}

export const isStripeError = (err: unknown): err is Stripe.errors.StripeError =>
  !!err && typeof err === 'object' && typeof (err as { type?: unknown }).type === 'string' && 'rawType' in err;

const SIMULATOR_KEY = 'sk_test_simulateur_local';

/**
 * A stand-in as the processes of one database know it (a worker charges the one the console shows): where, which one,
 * and the secret its webhooks are signed with.
 */
export interface RegisteredStandIn {
  url: string;
  id: string;
  webhookSecret?: string;
}

/** The stand-in that was registered is still there (not another one that took its port since). */
async function stillThere(standIn: { url: string; id: string }): Promise<boolean> {
  try {
    const res = await fetch(`${standIn.url}/_stand-in/health`, { signal: AbortSignal.timeout(1000) });
    return res.ok && ((await res.json()) as { id?: string }).id === standIn.id;
  } catch {
    return false;
  }
}

/**
 * STRIPE_SECRET_KEY (and STRIPE_API_URL to reach another Stripe-compatible server), else the stand-in: the one run
 * apart at STRIPE_API_URL (a fleet's), the one another process of the same database already serves, or a new one in this process (then `localStandIn`),
 * which keeps its state in `snapshotFile` from one run to the next. The stand-in's webhook secret is drawn once and
 * kept in the registry, so that every server of the database checks what any of its stand-ins signs.
 */
export async function startPaymentProvider(
  config: StripeConfig,
  standIns?: SharedStandIn<RegisteredStandIn>,
  snapshotFile?: string,
): Promise<PaymentProvider> {
  const { secretKey } = config;
  if (secretKey) {
    const settings: StripeSettings = { secretKey, apiUrl: config.apiUrl, simulated: false, webhookSecrets: config.webhookSecrets };
    return new PaymentProvider(createStripe(settings), settings);
  }
  if (config.apiUrl) {
    // A stand-in run apart (stand-ins/serve.ts), one for the whole fleet; its webhooks are signed with STRIPE_WEBHOOK_SECRET.
    const settings: StripeSettings = { secretKey: SIMULATOR_KEY, apiUrl: config.apiUrl, simulated: true, webhookSecrets: config.webhookSecrets };
    return new PaymentProvider(createStripe(settings), settings);
  }
  const shared = await standIns?.read();
  if (shared && (await stillThere(shared))) {
    const settings: StripeSettings = {
      secretKey: SIMULATOR_KEY,
      apiUrl: shared.url,
      simulated: true,
      webhookSecrets: shared.webhookSecret ? [shared.webhookSecret] : [],
    };
    return new PaymentProvider(createStripe(settings), settings);
  }
  const standIn = await startStripeStandIn({ snapshotFile, webhookSecret: shared?.webhookSecret });
  await standIns?.write({ url: standIn.url, id: standIn.state.instanceId, webhookSecret: standIn.webhooks.secret });
  const settings: StripeSettings = { secretKey: SIMULATOR_KEY, apiUrl: standIn.url, simulated: true, webhookSecrets: [standIn.webhooks.secret] };
  return new PaymentProvider(createStripe(settings), settings, standIn);
}
