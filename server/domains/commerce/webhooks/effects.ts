// What each handled Stripe event changes on the site of its endpoint, in the transaction that marks it processed:
// the Payment record of a payment intent (paid, declined, refunded) and the record of a payout (paid), written by the
// domain's writer and audited under the webhook's name. Each effect answers what it did, in French, for the audit.
import type Stripe from 'stripe';
import type pg from 'pg';
import { deepEqual } from '../../../../model/diff.js';
import { getDocument } from '../../../storage/documents.js';
import { providerDated } from '../payments/date.js';
import type { Actor, DomainWriter } from '../../../services/domainWriter.js';
import { paymentOfIntent, recordOfPayout } from './storage.js';

export const WEBHOOK_ACTOR: Actor = { login: 'webhook Stripe' };
const PAYOUT_TYPE = 'AccountingExportPayout';

export interface EffectContext {
  client: pg.PoolClient;
  writer: DomainWriter;
  siteId: string;
}

type Doc = Record<string, unknown>;
type Effect = (ctx: EffectContext, object: Doc) => Promise<string>;

const idOf = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object' && typeof (value as Doc).id === 'string'
      ? String((value as Doc).id)
      : undefined;
const isPaid = (doc: Doc) => doc.status === 'succeeded' || doc.status === 'refunded';

/**
 * The site's Payment of an intent, locked: the one the intent's metadata names when it names this site too (record ids
 * repeat from site to site: a paymentId alone is no proof) and the record is not linked to another intent, else the one
 * linked to the intent. An intent of another site is not looked for.
 */
async function lockedPayment(ctx: EffectContext, intentId: string, metadata: unknown): Promise<{ id: string; doc: Doc } | string> {
  const meta = (metadata && typeof metadata === 'object' ? metadata : {}) as Record<string, unknown>;
  if (typeof meta.siteId === 'string' && meta.siteId !== ctx.siteId) return `Paiement d'un autre site (${meta.siteId.slice(0, 100)}) : ignoré`;
  const lock = async (id: string | undefined) => {
    const stored = id ? await getDocument(ctx.client, ctx.siteId, 'Payment', id, true) : undefined;
    return stored && !stored.archived ? { id: stored.id, doc: stored.doc } : undefined;
  };
  const named = meta.siteId === ctx.siteId && typeof meta.paymentId === 'string' ? await lock(meta.paymentId) : undefined;
  if (named && (idOf(named.doc.intent) ?? intentId) === intentId) return named;
  return (
    (await lock(await paymentOfIntent(ctx.client, ctx.siteId, intentId))) ??
    `Aucun paiement de ce site pour l'intention ${intentId.slice(0, 100)} : ignoré`
  );
}

/** Applies `change` to the intent's Payment; says what it did. */
async function updatePayment(ctx: EffectContext, intentId: string | undefined, metadata: unknown, change: (doc: Doc) => Doc): Promise<string> {
  if (!intentId) return 'Événement sans intention de paiement : ignoré';
  const payment = await lockedPayment(ctx, intentId, metadata);
  if (typeof payment === 'string') return payment;
  const after = change(payment.doc);
  if (deepEqual(after, payment.doc)) return `Paiement ${payment.id} déjà à jour`;
  await ctx.writer.replace(ctx.client, WEBHOOK_ACTOR, ctx.siteId, 'Payment', payment.id, payment.doc, after);
  return `Paiement ${payment.id} : ${String(payment.doc.status ?? '(aucun)')} → ${String(after.status ?? '(aucun)')}`;
}

/** The record linked to its intent: a record written before the payment keeps its date, else it takes the provider's. */
const linked = (doc: Doc, intent: Doc): Doc => ({
  ...doc,
  ...(idOf(doc.intent) === undefined && typeof intent.created === 'number' && providerDated(doc, intent.created)),
  intent: { id: intent.id, status: intent.status },
});

const EFFECTS: Record<string, Effect> = {
  'payment_intent.succeeded': (ctx, intent) =>
    updatePayment(ctx, idOf(intent), intent.metadata, (doc) => ({
      ...linked(doc, intent),
      status: doc.status === 'refunded' ? 'refunded' : 'succeeded',
    })),
  // A decline after the payment went through is an earlier attempt's, delivered late: the record stays paid.
  'payment_intent.payment_failed': (ctx, intent) =>
    updatePayment(ctx, idOf(intent), intent.metadata, (doc) => (isPaid(doc) ? doc : { ...linked(doc, intent), status: 'failed' })),
  // amount_refunded is the charge's total so far: a refund event delivered late cannot lower it.
  'charge.refunded': (ctx, charge) =>
    updatePayment(ctx, idOf(charge.payment_intent), charge.metadata, (doc) => {
      const refund = Math.max(Number(charge.amount_refunded) / 100 || 0, typeof doc.refund === 'number' ? doc.refund : 0);
      return { ...doc, refund, status: charge.refunded === true ? 'refunded' : doc.status };
    }),
  'payout.paid': payoutPaid,
};

/** The handled types: what the endpoints are registered for. */
export const HANDLED_EVENTS = Object.keys(EFFECTS) as Stripe.WebhookEndpointCreateParams.EnabledEvent[];

/** The site's record of the payout (Paiements > Virements du prestataire), created or brought to paid. */
async function payoutPaid(ctx: EffectContext, payout: Doc): Promise<string> {
  const payoutId = idOf(payout);
  if (!payoutId) return 'Virement sans identifiant : ignoré';
  const fields = { payoutId, arrival_date: payout.arrival_date, amount: payout.amount, currency: payout.currency ?? 'eur', status: 'paid' };
  const recordId = await recordOfPayout(ctx.client, ctx.siteId, payoutId);
  const stored = recordId ? await getDocument(ctx.client, ctx.siteId, PAYOUT_TYPE, recordId, true) : undefined;
  if (!stored) {
    const created = await ctx.writer.insert(ctx.client, WEBHOOK_ACTOR, ctx.siteId, PAYOUT_TYPE, payoutId, fields);
    return created
      ? `Virement ${payoutId} enregistré, payé`
      : `Virement ${payoutId} : identifiant pris par un enregistrement archivé, non enregistré`;
  }
  const after = { ...stored.doc, ...fields };
  if (deepEqual(after, stored.doc)) return `Virement ${payoutId} déjà enregistré comme payé`;
  await ctx.writer.replace(ctx.client, WEBHOOK_ACTOR, ctx.siteId, PAYOUT_TYPE, stored.id, stored.doc, after);
  return `Virement ${payoutId} : ${String(stored.doc.status ?? '(aucun)')} → paid`;
}

/** What an event does on the site; a type not handled is acknowledged only. */
export async function applyEvent(ctx: EffectContext, event: { type: string; data: { object: Doc } }): Promise<string> {
  const effect = Object.hasOwn(EFFECTS, event.type) ? EFFECTS[event.type] : undefined;
  return effect ? effect(ctx, event.data.object) : `Type d'événement non traité (${event.type.slice(0, 100)}) : reçu sans effet`;
}
