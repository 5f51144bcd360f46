// What each handled Stripe event changes, in the transaction that marks it processed for the account: the Payment
// record of a payment intent (paid, declined, refunded) on the site it belongs to, and the records of a payout (paid),
// written by the domain's writer and audited under the webhook's name. Stripe sends each event to every site's
// endpoint and the first delivery takes effect, so an effect finds its sites among those the account serves rather
// than by the endpoint that received it. Each effect answers what it did, in French, for the audit.
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
  /** The site whose endpoint received the event. */
  siteId: string;
  /** The sites the account serves: every site of this server (one key per server). */
  siteIds: readonly string[];
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

interface LockedPayment {
  siteId: string;
  id: string;
  doc: Doc;
}

/**
 * The Payment of an intent, locked: on the site the intent's metadata names, the record it names there (record ids
 * repeat from site to site: a paymentId alone is no proof) unless linked to another intent, else the one linked to
 * the intent; without a site named, the record linked to the intent on any site the account serves.
 */
async function lockedPayment(ctx: EffectContext, intentId: string, metadata: unknown): Promise<LockedPayment | string> {
  const meta = (metadata && typeof metadata === 'object' ? metadata : {}) as Record<string, unknown>;
  const lock = async (siteId: string, id: string | undefined) => {
    const stored = id ? await getDocument(ctx.client, siteId, 'Payment', id, true) : undefined;
    return stored && !stored.archived ? { siteId, id: stored.id, doc: stored.doc } : undefined;
  };
  const linked = (siteId: string) => paymentOfIntent(ctx.client, siteId, intentId).then((id) => lock(siteId, id));
  const none = `Aucun paiement pour l'intention ${intentId.slice(0, 100)} : ignoré`;
  if (typeof meta.siteId === 'string') {
    const siteId = meta.siteId;
    if (!ctx.siteIds.includes(siteId)) return `Paiement d'un site que ce compte ne sert pas (${siteId.slice(0, 100)}) : ignoré`;
    const named = typeof meta.paymentId === 'string' ? await lock(siteId, meta.paymentId) : undefined;
    if (named && (idOf(named.doc.intent) ?? intentId) === intentId) return named;
    return (await linked(siteId)) ?? none;
  }
  for (const siteId of ctx.siteIds) {
    const found = await linked(siteId);
    if (found) return found;
  }
  return none;
}

/** Applies `change` to the intent's Payment; says what it did. */
async function updatePayment(ctx: EffectContext, intentId: string | undefined, metadata: unknown, change: (doc: Doc) => Doc): Promise<string> {
  if (!intentId) return 'Événement sans intention de paiement : ignoré';
  const payment = await lockedPayment(ctx, intentId, metadata);
  if (typeof payment === 'string') return payment;
  const after = change(payment.doc);
  if (deepEqual(after, payment.doc)) return `Paiement ${payment.id} déjà à jour`;
  await ctx.writer.replace(ctx.client, WEBHOOK_ACTOR, payment.siteId, 'Payment', payment.id, payment.doc, after);
  return `Paiement ${payment.id} (${payment.siteId}) : ${String(payment.doc.status ?? '(aucun)')} → ${String(after.status ?? '(aucun)')}`;
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

/**
 * The payout's records (Paiements > Virements du prestataire) brought to paid on the sites that hold one (its export
 * made one there); held by none, it is recorded once, on the site whose endpoint received it.
 */
async function payoutPaid(ctx: EffectContext, payout: Doc): Promise<string> {
  const payoutId = idOf(payout);
  if (!payoutId) return 'Virement sans identifiant : ignoré';
  const fields = { payoutId, arrival_date: payout.arrival_date, amount: payout.amount, currency: payout.currency ?? 'eur', status: 'paid' };
  const held: { siteId: string; doc: Doc; id: string }[] = [];
  for (const siteId of ctx.siteIds) {
    const recordId = await recordOfPayout(ctx.client, siteId, payoutId);
    const stored = recordId ? await getDocument(ctx.client, siteId, PAYOUT_TYPE, recordId, true) : undefined;
    if (stored) held.push({ siteId, doc: stored.doc, id: stored.id });
  }
  if (!held.length) {
    const created = await ctx.writer.insert(ctx.client, WEBHOOK_ACTOR, ctx.siteId, PAYOUT_TYPE, payoutId, fields);
    return created
      ? `Virement ${payoutId} enregistré (${ctx.siteId}), payé`
      : `Virement ${payoutId} : identifiant pris par un enregistrement archivé, non enregistré`;
  }
  const outcomes: string[] = [];
  for (const stored of held) {
    const after = { ...stored.doc, ...fields };
    if (deepEqual(after, stored.doc)) {
      outcomes.push(`Virement ${payoutId} (${stored.siteId}) déjà enregistré comme payé`);
      continue;
    }
    await ctx.writer.replace(ctx.client, WEBHOOK_ACTOR, stored.siteId, PAYOUT_TYPE, stored.id, stored.doc, after);
    outcomes.push(`Virement ${payoutId} (${stored.siteId}) : ${String(stored.doc.status ?? '(aucun)')} → paid`);
  }
  return outcomes.join(' ; ');
}

/** What an event does on the site; a type not handled is acknowledged only. */
export async function applyEvent(ctx: EffectContext, event: { type: string; data: { object: Doc } }): Promise<string> {
  const effect = Object.hasOwn(EFFECTS, event.type) ? EFFECTS[event.type] : undefined;
  return effect ? effect(ctx, event.data.object) : `Type d'événement non traité (${event.type.slice(0, 100)}) : reçu sans effet`;
}
