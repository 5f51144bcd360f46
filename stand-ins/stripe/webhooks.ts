// Webhooks as Stripe sends them (https://docs.stripe.com/webhooks): endpoints registered through POST /v1/webhook_endpoints
// ({url, enabled_events[]}, the secret in the creation's answer only), and for each event an API call makes, a POST of the
// event as JSON to every endpoint enabled for its type, signed `Stripe-Signature: t={unix},v1={hex HMAC-SHA256(secret,
// "{t}.{body}")}`, two at a time per endpoint, retried twice on failure. Unlike Stripe (a secret per endpoint), one
// secret signs for the whole stand-in: the console's servers on one database share it
// (server/integrations/stripe/provider.ts).
import crypto from 'node:crypto';
import pLimit, { type LimitFunction } from 'p-limit';
import { invalidRequest } from './errors.js';
import type { FormObject } from './form.js';
import type { StripeObject, StripeState } from './state.js';

const KEPT_EVENTS = 1000;
const KEPT_DELIVERIES = 200;
const RETRY_DELAYS_MS = [500, 2000];
const TIMEOUT_MS = 5000;
/**
 * Deliveries at once to one endpoint, the others waiting their turn in order, as Stripe paces an endpoint: sent all at
 * once, 400 payments to the forty sites' endpoints of a test server opened 16,000 connections, overflowed the
 * console's listen queue, and its own callers' connections timed out.
 */
const PER_ENDPOINT = 2;

export interface Delivery {
  event: string;
  type: string;
  url: string;
  /** The endpoint's HTTP status, null when it could not be reached. */
  status: number | null;
  attempt: number;
  at: number;
}

/** The header Stripe signs a payload with. */
export function signatureHeader(secret: string, payload: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${crypto.createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`;
}

const listOf = (value: unknown): string[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(String);

/**
 * The events a call of the API made, as its answer tells them: an intent paid or declined, a charge refunded, a payout
 * paid (the kinds the console handles, server/domains/commerce/webhooks; Stripe sends many more).
 */
export function eventsOf(state: StripeState, method: string, route: string, reply: { status: number; body: unknown }): [string, StripeObject][] {
  if (method !== 'POST') return [];
  const body = reply.body as StripeObject & { error?: { payment_intent?: StripeObject } };
  if (route === '/v1/payment_intents' || route === '/v1/payment_intents/:id/confirm') {
    if (reply.status === 200 && body.status === 'succeeded') return [['payment_intent.succeeded', body]];
    if (reply.status === 402 && body.error?.payment_intent) return [['payment_intent.payment_failed', body.error.payment_intent]];
  }
  if (reply.status !== 200) return [];
  if (route === '/v1/refunds') return [['charge.refunded', state.get('charges', String(body.charge))]];
  if (route === '/_stand-in/payouts/:id/paid') return [['payout.paid', body]];
  return [];
}

export class WebhookSender {
  /** The latest attempts, newest last (GET /_stand-in/webhooks). */
  readonly deliveries: Delivery[] = [];
  /** The stand-in's account (GET /v1/account): drawn from the secret, so the same for every stand-in of one database. */
  readonly account: string;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<AbortController>();
  /** Each endpoint's turns (p-limit runs its tasks in the order given). */
  private readonly queues = new Map<string, LimitFunction>();
  private closed = false;

  constructor(
    private readonly state: StripeState,
    readonly secret: string,
  ) {
    this.account = `acct_${crypto.createHash('sha256').update(secret).digest('hex').slice(0, 16)}`;
  }

  /** GET /_stand-in/webhooks: what the tests check. */
  view() {
    return { secret: this.secret, endpoints: [...this.state.objects.webhook_endpoints.values()], deliveries: this.deliveries };
  }

  /** DELETE /v1/webhook_endpoints/{id} */
  remove(id: string) {
    this.state.get('webhook_endpoints', id);
    this.state.objects.webhook_endpoints.delete(id);
    return { id, object: 'webhook_endpoint', deleted: true };
  }

  /** POST /v1/webhook_endpoints: the secret is in this answer only. */
  register(params: FormObject): StripeObject {
    const url = typeof params.url === 'string' ? params.url : '';
    if (!/^https?:\/\/[^\s/]+/.test(url)) throw invalidRequest('Invalid URL: the endpoint must be an http(s) URL.', 'url', 'url_invalid');
    const events = listOf(params.enabled_events);
    if (!events.length) throw invalidRequest('Missing required param: enabled_events.', 'enabled_events', 'parameter_missing');
    const endpoint = this.state.add('webhook_endpoints', {
      url,
      enabled_events: events,
      status: 'enabled',
      description: typeof params.description === 'string' ? params.description : null,
      metadata: params.metadata ?? {},
    });
    return { ...endpoint, secret: this.secret };
  }

  /** Records the event and sends it to the endpoints enabled for its type, without waiting for them. */
  emit(type: string, object: StripeObject): StripeObject {
    const endpoints = [...this.state.objects.webhook_endpoints.values()].filter((e) => {
      const enabled = e.enabled_events as string[];
      return e.status === 'enabled' && (enabled.includes('*') || enabled.includes(type));
    });
    const event = this.state.add('events', {
      type,
      data: { object: structuredClone(object) },
      pending_webhooks: endpoints.length,
      request: { id: null, idempotency_key: null },
    });
    const events = this.state.objects.events;
    while (events.size > KEPT_EVENTS) events.delete(events.keys().next().value!);
    const payload = JSON.stringify(event);
    for (const endpoint of endpoints) this.send(String(endpoint.url), () => this.deliver(event, String(endpoint.url), payload, 1));
    return event;
  }

  /** Runs a delivery to `url` when that endpoint has room, after those already waiting for it. */
  private send(url: string, delivery: () => Promise<void>): void {
    if (this.closed) return;
    let queue = this.queues.get(url);
    if (!queue) this.queues.set(url, (queue = pLimit(PER_ENDPOINT)));
    void queue(delivery);
  }

  private async deliver(event: StripeObject, url: string, payload: string, attempt: number): Promise<void> {
    const controller = new AbortController();
    this.inFlight.add(controller);
    const timeout = setTimeout(() => controller.abort(), TIMEOUT_MS);
    let status: number | null = null;
    try {
      // Signed at each attempt, as Stripe does: a retry carries a fresh timestamp.
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signatureHeader(this.secret, payload),
          'user-agent': 'Stripe/1.0',
        },
        body: payload,
        signal: controller.signal,
      });
      status = res.status;
      await res.arrayBuffer();
    } catch {
      // unreachable or too slow: retried below
    } finally {
      clearTimeout(timeout);
      this.inFlight.delete(controller);
    }
    this.deliveries.push({ event: event.id, type: String(event.type), url, status, attempt, at: Math.floor(Date.now() / 1000) });
    if (this.deliveries.length > KEPT_DELIVERIES) this.deliveries.shift();
    const delay = RETRY_DELAYS_MS[attempt - 1];
    if ((status === null || status >= 300) && delay !== undefined && !this.closed) {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.send(url, () => this.deliver(event, url, payload, attempt + 1));
      }, delay);
      this.timers.add(timer);
    }
  }

  /** Stops retrying and sending (the stand-in is closing). */
  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    for (const controller of this.inFlight) controller.abort();
    this.timers.clear();
    for (const queue of this.queues.values()) queue.clearQueue();
    this.queues.clear();
  }
}
