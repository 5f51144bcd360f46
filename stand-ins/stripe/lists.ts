// Stripe's list answers: newest first, `limit` (1-100, default 10), `starting_after` / `ending_before` cursors,
// `created[gte|gt|lte|lt]` and the kind's own filters, and `expand` of ids into their objects.
import { invalidRequest } from './errors.js';
import type { FormObject } from './form.js';
import type { Kind, StripeObject, StripeState } from './state.js';

/** Filters each kind accepts: query parameter → field (or a function of the object). */
const FILTERS: Partial<Record<Kind, Record<string, (o: StripeObject, value: string, state: StripeState) => boolean>>> = {
  customers: { email: (o, v) => o.email === v },
  payment_methods: { customer: (o, v) => o.customer === v, type: (o, v) => o.type === v },
  payment_intents: { customer: (o, v) => o.customer === v },
  charges: { customer: (o, v) => o.customer === v, payment_intent: (o, v) => o.payment_intent === v },
  subscriptions: { customer: (o, v) => o.customer === v, price: (o, v) => itemsOf(o).some((i) => (i.price as { id: string }).id === v) },
  payouts: { status: (o, v) => o.status === v },
  balance_transactions: {
    payout: (o, v, state) => state.paidOut.get(o.id) === v || (o.type === 'payout' && o.source === v),
    type: (o, v) => o.type === v,
    source: (o, v) => o.source === v,
  },
  refunds: { payment_intent: (o, v) => o.payment_intent === v, charge: (o, v) => o.charge === v },
};

const itemsOf = (o: StripeObject) => ((o.items as { data?: Record<string, unknown>[] } | undefined)?.data ?? []) as Record<string, unknown>[];

function rangeMatches(value: number, range: unknown): boolean {
  if (typeof range === 'string') return value === Number(range);
  if (!range || typeof range !== 'object') return true;
  const r = range as Record<string, string>;
  return (
    (r.gte === undefined || value >= Number(r.gte)) &&
    (r.gt === undefined || value > Number(r.gt)) &&
    (r.lte === undefined || value <= Number(r.lte)) &&
    (r.lt === undefined || value < Number(r.lt))
  );
}

export function listOf(state: StripeState, kind: Kind, query: FormObject, url: string, only?: (o: StripeObject) => boolean) {
  const limit = query.limit === undefined ? 10 : Number(query.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw invalidRequest('Invalid integer: limit must be between 1 and 100', 'limit');
  const filters = FILTERS[kind] ?? {};
  // Newest first by creation date, as Stripe lists (an object seeded later may be older: the demo's fill).
  let items = [...state.objects[kind].values()]
    .reverse()
    .sort((a, b) => Number(b.created ?? 0) - Number(a.created ?? 0))
    .filter((o) => !only || only(o));
  for (const [name, test] of Object.entries(filters)) {
    const value = query[name];
    if (typeof value === 'string') items = items.filter((o) => test(o, value, state));
  }
  // A subscription list leaves the canceled ones out unless asked for by status.
  if (kind === 'subscriptions')
    items = items.filter((o) => (query.status === 'all' ? true : query.status ? o.status === query.status : o.status !== 'canceled'));
  if (query.created !== undefined) items = items.filter((o) => rangeMatches(o.created, query.created));
  if (kind === 'payouts' && query.arrival_date !== undefined) items = items.filter((o) => rangeMatches(Number(o.arrival_date), query.arrival_date));
  const after = typeof query.starting_after === 'string' ? query.starting_after : undefined;
  const before = typeof query.ending_before === 'string' ? query.ending_before : undefined;
  let page: StripeObject[];
  if (after || before) {
    const cursor = (after ?? before)!;
    const at = items.findIndex((o) => o.id === cursor);
    if (at < 0) throw invalidRequest(`No such object: '${cursor}'`, after ? 'starting_after' : 'ending_before', 'resource_missing');
    page = after ? items.slice(at + 1, at + 1 + limit) : items.slice(Math.max(0, at - limit), at);
    const hasMore = after ? at + 1 + limit < items.length : at - limit > 0;
    return { object: 'list', url, has_more: hasMore, data: page.map((o) => expanded(state, o, expandsOf(query, 'data.'))) };
  }
  page = items.slice(0, limit);
  return { object: 'list', url, has_more: items.length > limit, data: page.map((o) => expanded(state, o, expandsOf(query, 'data.'))) };
}

/** The `expand[]` paths of a request below a prefix ('data.' for the items of a list, '' for one object). */
export function expandsOf(query: FormObject, prefix: string): string[] {
  const raw = query.expand;
  const paths = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [];
  return paths.filter((p): p is string => typeof p === 'string' && p.startsWith(prefix)).map((p) => p.slice(prefix.length));
}

/** A copy with the named id fields replaced by their objects (one level: `latest_charge`, `source`, `customer`, ...). */
export function expanded(state: StripeState, object: StripeObject, paths: string[]): StripeObject {
  if (!paths.length) return object;
  const copy: StripeObject = { ...object };
  for (const field of paths) {
    const id = copy[field];
    if (typeof id === 'string') copy[field] = state.find(id) ?? id;
  }
  return copy;
}
