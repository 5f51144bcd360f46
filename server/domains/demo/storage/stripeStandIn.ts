// What the local payment stand-in is seeded from (demo mode): the provider's side of the records already stored.
import type { Queryable } from '../../../storage/db.js';

export interface SeedCustomer {
  id: string;
  email: string | null;
  name: string | null;
}

export interface SeedPayment {
  siteId: string;
  paymentId: string;
  intentId: string;
  /** Cents: price + donation + shipping. */
  amount: number;
  created: number;
  customer: string | null;
  status: string;
  /** Cents refunded. */
  refund: number;
}

export interface SeedSubscription {
  siteId: string;
  purchaseId: string;
  customer: string;
  formulaId: string;
  formulaLabel: string;
  /** Cents. */
  price: number;
  beginTs: number;
  endTs: number;
  dontRenew: boolean;
}

export interface SeedPayout {
  payoutId: string;
  amount: number;
  arrivalDate: number;
  status: string;
  /** The sites holding its record: it pays out their charges only. */
  siteIds: string[];
}

/**
 * The simulator holds its objects in memory: a demo database grown to a real publisher's size (a million purchases)
 * gets the provider's side of its latest payments and subscriptions only.
 */
const SEED_LIMIT = 20_000;

const num = (expr: string) => `(CASE WHEN jsonb_typeof(${expr}) = 'number' THEN (${expr})::text::numeric ELSE 0 END)`;

export async function seedCustomers(db: Queryable): Promise<SeedCustomer[]> {
  const res = await db.query(
    `SELECT DISTINCT ON (doc->>'stripeCustomerId') doc->>'stripeCustomerId' AS id, doc->>'login' AS email,
       nullif(btrim(concat_ws(' ', doc->>'firstName', doc->>'lastName')), '') AS name
     FROM documents WHERE cls = 'User' AND NOT archived AND coalesce(doc->>'stripeCustomerId', '') <> ''
     ORDER BY doc->>'stripeCustomerId', site_id
     LIMIT ${SEED_LIMIT}`,
  );
  return res.rows as SeedCustomer[];
}

export async function seedPayments(db: Queryable): Promise<SeedPayment[]> {
  const res = await db.query(
    `SELECT p.site_id, p.id, p.doc #>> '{intent,id}' AS intent_id,
       round((${num("p.doc->'price'")} + ${num("p.doc->'donation'")} + ${num("p.doc->'shippingCost'")}) * 100)::bigint AS amount,
       ${num("p.doc->'createTs'")}::bigint AS created, u.doc->>'stripeCustomerId' AS customer,
       coalesce(p.doc->>'status', 'succeeded') AS status, round(${num("p.doc->'refund'")} * 100)::bigint AS refund
     FROM documents p
     LEFT JOIN documents u ON u.site_id = p.site_id AND u.cls = 'User' AND u.id = p.doc #>> '{userId,_id}'
     WHERE p.cls = 'Payment' AND NOT p.archived AND coalesce(p.doc #>> '{intent,id}', '') <> ''
     ORDER BY ${num("p.doc->'createTs'")} DESC, p.site_id, p.id
     LIMIT ${SEED_LIMIT}`,
  );
  return res.rows.map((r) => ({
    siteId: r.site_id,
    paymentId: r.id,
    intentId: r.intent_id,
    amount: Number(r.amount),
    created: Number(r.created),
    customer: r.customer || null,
    status: r.status,
    refund: Number(r.refund),
  }));
}

/** The last purchase of each subscription chain (not renewed) of a user known to the provider. */
export async function seedSubscriptions(db: Queryable): Promise<SeedSubscription[]> {
  const res = await db.query(
    `SELECT p.site_id, p.id, u.doc->>'stripeCustomerId' AS customer, f.id AS formula_id, coalesce(f.doc->>'label', f.id) AS formula_label,
       round(${num("f.doc->'price'")} * 100)::bigint AS price, ${num("p.doc->'beginTs'")}::bigint AS begin_ts,
       ${num("p.doc->'endTs'")}::bigint AS end_ts, coalesce(p.doc->'dontRenew' = 'true'::jsonb, false) AS dont_renew
     FROM documents p
     JOIN documents u ON u.site_id = p.site_id AND u.cls = 'User' AND u.id = p.doc #>> '{userId,_id}'
     JOIN documents f ON f.site_id = p.site_id AND f.cls = 'SubscriptionFormula' AND f.id = p.doc #>> '{product,_id}'
     WHERE p.cls = 'Purchase' AND NOT p.archived AND p.doc #>> '{product,_cls}' = 'SubscriptionFormula'
       AND coalesce(u.doc->>'stripeCustomerId', '') <> '' AND p.doc #> '{subInfo,renewedPurchaseId}' IS NULL
       AND jsonb_typeof(p.doc->'beginTs') = 'number' AND jsonb_typeof(p.doc->'endTs') = 'number'
     ORDER BY (p.doc->>'endTs')::numeric DESC, p.site_id, p.id
     LIMIT ${SEED_LIMIT}`,
  );
  return res.rows.map((r) => ({
    siteId: r.site_id,
    purchaseId: r.id,
    customer: r.customer,
    formulaId: r.formula_id,
    formulaLabel: r.formula_label,
    price: Number(r.price),
    beginTs: Number(r.begin_ts),
    endTs: Number(r.end_ts),
    dontRenew: r.dont_renew,
  }));
}

export async function seedPayouts(db: Queryable): Promise<SeedPayout[]> {
  const res = await db.query(
    `SELECT DISTINCT ON (doc->>'payoutId') doc->>'payoutId' AS payout_id, ${num("doc->'amount'")}::bigint AS amount,
       ${num("doc->'arrival_date'")}::bigint AS arrival_date, coalesce(doc->>'status', 'paid') AS status,
       array_agg(site_id) OVER (PARTITION BY doc->>'payoutId') AS sites
     FROM documents WHERE cls = 'AccountingExportPayout' AND NOT archived AND coalesce(doc->>'payoutId', '') <> ''
     ORDER BY doc->>'payoutId'`,
  );
  return res.rows.map((r) => ({
    payoutId: r.payout_id,
    amount: Number(r.amount),
    arrivalDate: Number(r.arrival_date),
    status: r.status,
    siteIds: r.sites,
  }));
}
