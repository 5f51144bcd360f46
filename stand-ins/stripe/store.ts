// The stand-in's storage: Stripe objects by kind as the API answers them, kept in insertion order, with their ids,
// lookups and the snapshot tests read (GET /_stand-in/state). state.ts adds Stripe's behaviour on top.
import crypto from 'node:crypto';
import { invalidRequest, noSuch } from './errors.js';

export type StripeObject = Record<string, unknown> & { id: string; object: string; created: number };

/** Object kinds by their list path (/v1/{kind}). */
export const KINDS = [
  'customers',
  'payment_methods',
  'payment_intents',
  'charges',
  'subscriptions',
  'prices',
  'payouts',
  'balance_transactions',
  'refunds',
  'webhook_endpoints',
  'events',
] as const;
export type Kind = (typeof KINDS)[number];

const PREFIX: Record<Kind, string> = {
  customers: 'cus',
  payment_methods: 'pm',
  payment_intents: 'pi',
  charges: 'ch',
  subscriptions: 'sub',
  prices: 'price',
  payouts: 'po',
  balance_transactions: 'txn',
  refunds: 're',
  webhook_endpoints: 'we',
  events: 'evt',
};

/** The `object` field of each kind. */
const OBJECT_NAME: Record<Kind, string> = {
  customers: 'customer',
  payment_methods: 'payment_method',
  payment_intents: 'payment_intent',
  charges: 'charge',
  subscriptions: 'subscription',
  prices: 'price',
  payouts: 'payout',
  balance_transactions: 'balance_transaction',
  refunds: 'refund',
  webhook_endpoints: 'webhook_endpoint',
  events: 'event',
};

export const now = () => Math.floor(Date.now() / 1000);

/** The first answer to an Idempotency-Key, replayed to the same request. */
export interface KeptReply {
  fingerprint: string;
  reply: { status: number; body: unknown };
}

/** The store as its snapshot file keeps it (stand-ins/shared/snapshotFile.ts). */
export interface StoreDump {
  objects: Partial<Record<Kind, StripeObject[]>>;
  replies?: [string, KeptReply][];
}

export class StripeStore {
  readonly objects: Record<Kind, Map<string, StripeObject>> = Object.fromEntries(KINDS.map((k) => [k, new Map()])) as Record<
    Kind,
    Map<string, StripeObject>
  >;
  /** Tells this stand-in from another one later on the same port. */
  readonly instanceId = crypto.randomUUID();
  /** Idempotency keys seen, oldest first (server.ts bounds their number). */
  readonly replies = new Map<string, KeptReply>();
  /** Requests answered, replays of an idempotency key included (tests count charges with it). */
  readonly counters = { requests: 0, idempotentReplays: 0, chargeAttempts: 0 };

  newId(kind: Kind): string {
    return `${PREFIX[kind]}_${crypto.randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
  }

  add(kind: Kind, fields: Record<string, unknown> & { id?: string }): StripeObject {
    const id = fields.id ?? this.newId(kind);
    if (this.objects[kind].has(id)) throw invalidRequest(`An object with id '${id}' already exists.`, 'id', 'resource_already_exists');
    const object = { object: OBJECT_NAME[kind], livemode: false, created: now(), metadata: {}, ...fields, id } as StripeObject;
    this.objects[kind].set(id, object);
    return object;
  }

  get(kind: Kind, id: string, param = 'id'): StripeObject {
    const found = this.objects[kind].get(id);
    if (!found) throw noSuch(OBJECT_NAME[kind], id, param);
    return found;
  }

  /** Any object by its id (its prefix says its kind). */
  find(id: string): StripeObject | undefined {
    for (const kind of KINDS) {
      const found = this.objects[kind].get(id);
      if (found) return found;
    }
    return undefined;
  }

  dump(): StoreDump {
    return { objects: Object.fromEntries(KINDS.map((k) => [k, [...this.objects[k].values()]])), replies: [...this.replies] };
  }

  /** Takes back a dump: what it holds replaces what is here. */
  restore(dump: StoreDump): void {
    for (const kind of KINDS) {
      this.objects[kind].clear();
      for (const object of dump.objects[kind] ?? []) this.objects[kind].set(object.id, object);
    }
    this.replies.clear();
    for (const [key, kept] of dump.replies ?? []) this.replies.set(key, kept);
  }

  /** Everything, for tests: the objects by kind and the counters. */
  snapshot(): Record<string, unknown> {
    return { ...Object.fromEntries(KINDS.map((k) => [k, [...this.objects[k].values()]])), counters: this.counters };
  }
}
