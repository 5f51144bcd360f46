// A webhook's signature, checked by the Stripe SDK on the body exactly as it arrived: a request that no configured
// secret signed, or signed longer ago than the tolerance (a replay), is refused before its content is read.
import type Stripe from 'stripe';
import { AppError, badRequest } from '../../../errors.js';
import { isObject } from '../../../../model/isObject.js';

/** Stripe's default: an event signed more than five minutes ago is a replay. */
export const TOLERANCE_SECONDS = 300;

export interface VerifiedEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
  livemode?: unknown;
  /** Set on the events of a connected account (Stripe Connect) only. */
  account?: unknown;
}

const EVENT_ID = /^[A-Za-z0-9_]{1,200}$/;

function wellFormed(event: unknown): VerifiedEvent {
  const data = isObject(event) ? event.data : undefined;
  if (
    !isObject(event) ||
    typeof event.id !== 'string' ||
    !EVENT_ID.test(event.id) ||
    typeof event.type !== 'string' ||
    !event.type ||
    !isObject(data) ||
    !isObject(data.object)
  ) {
    throw badRequest('BAD_EVENT', 'Événement Stripe mal formé (id, type et data.object attendus)');
  }
  return event as unknown as VerifiedEvent;
}

/** The event a signed body holds; a French 400 for a missing, forged or expired signature and for a body that is not an event. */
export function verifiedEvent(stripe: Stripe, secrets: readonly string[], body: string, header: unknown): VerifiedEvent {
  if (typeof header !== 'string' || !header.trim()) throw badRequest('SIGNATURE_MISSING', 'Signature Stripe absente (en-tête Stripe-Signature)');
  if (!secrets.length) {
    throw new AppError(
      400,
      'WEBHOOK_NOT_CONFIGURED',
      "Webhook Stripe non configuré sur ce serveur (STRIPE_WEBHOOK_SECRET) : l'événement ne peut être vérifié",
    );
  }
  let expired = false;
  for (const secret of secrets) {
    let event: unknown;
    try {
      event = stripe.webhooks.constructEvent(body, header, secret, TOLERANCE_SECONDS);
    } catch (err) {
      // The SDK checks the signature, then the timestamp, then parses the body: each failure says which.
      if (err instanceof SyntaxError) throw badRequest('BAD_JSON', 'Corps JSON invalide');
      if (/tolerance/i.test((err as Error).message)) expired = true;
      continue;
    }
    return wellFormed(event);
  }
  if (expired) throw badRequest('SIGNATURE_EXPIRED', `Événement signé il y a plus de ${TOLERANCE_SECONDS} secondes : rejeu refusé`);
  throw badRequest('SIGNATURE_INVALID', 'Signature Stripe invalide');
}

/** What an event is checked against: the server's key (its mode) and its account. */
export interface OwnAccount {
  livemode: boolean;
  accountId(): Promise<string>;
}

/**
 * An event of the account the server's key belongs to: a secret of that account signed it, its `livemode` is the key's,
 * and the account it names, when it names one (a connected account's event), is that one.
 */
export async function checkAccount(event: VerifiedEvent, own: OwnAccount): Promise<void> {
  if (event.livemode !== own.livemode) {
    throw badRequest(
      'WRONG_MODE',
      own.livemode ? 'Événement Stripe de test refusé : ce serveur a une clé réelle' : 'Événement Stripe réel refusé : ce serveur a une clé de test',
    );
  }
  if (event.account === undefined || event.account === null) return;
  const account = await own.accountId().catch(() => {
    throw new AppError(502, 'PROVIDER_ERROR', 'Compte Stripe du serveur injoignable : événement non vérifié, Stripe le renverra');
  });
  if (event.account !== account) {
    throw badRequest('WRONG_ACCOUNT', `Événement d'un autre compte Stripe (${String(event.account).slice(0, 60)}) : refusé`);
  }
}
