// Sales figures of a period (spec 000 §2 "Sales statistics") from the Payment and Purchase records, through the
// partial indexes of migration 012. A payment's date is its createTs (the payment's own date, given at creation by an
// import or a provider sync, else stamped when recorded; see domains/commerce/payments/date.ts), or for a record stored
// without one when it was written. New subscriptions, renewals and cancellations count subscription purchases only
// (product SubscriptionFormula); gifts any gift. `formulaId` narrows every figure to the purchases of one formula.
import type { Queryable } from '../../../storage/db.js';

export interface SalesFigures {
  sales: number;
  revenue: number;
  newSubscriptions: number;
  renewals: number;
  cancellations: number;
  gifts: number;
}

const num = (e: string) => `CASE WHEN jsonb_typeof(${e}) = 'number' THEN (${e})::numeric ELSE 0 END`;
const IN_RANGE = (e: string) => `${e} >= to_jsonb($2::float8) AND ${e} < to_jsonb($3::float8)`;
const PURCHASES = `FROM documents p WHERE p.site_id = $1 AND p.cls = 'Purchase' AND NOT p.archived
  AND ($4::text IS NULL OR coalesce(p.doc ->> 'productId', p.doc #>> '{product,_id}') = $4)`;
const SUBSCRIPTIONS = `${PURCHASES} AND p.doc #>> '{product,_cls}' = 'SubscriptionFormula'`;
const OF_FORMULA = `$4::text IS NULL OR EXISTS (SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(y.doc -> 'purchases') = 'array'
    THEN y.doc -> 'purchases' ELSE '[]' END) r
  JOIN documents p ON p.site_id = $1 AND p.cls = 'Purchase' AND p.id = r ->> '_id'
  WHERE coalesce(p.doc ->> 'productId', p.doc #>> '{product,_id}') = $4)`;

/**
 * The figures of [fromTs, toTs) (epoch seconds). The NOT EXISTS keeps its OFFSET 0 so that it stays a probe of the
 * renewal index per purchase of the period: as an anti-join the planner reads every purchase of the site.
 */
export async function salesFigures(db: Queryable, siteId: string, fromTs: number, toTs: number, formulaId: string | null): Promise<SalesFigures> {
  const { rows } = await db.query(
    `SELECT
      (SELECT json_build_object('n', count(*), 'sum', coalesce(sum(${num("y.doc -> 'price'")} - ${num("y.doc -> 'refund'")}), 0))
        FROM documents y WHERE y.site_id = $1 AND y.cls = 'Payment' AND NOT y.archived AND (${IN_RANGE("y.doc -> 'createTs'")}
          OR (jsonb_typeof(y.doc -> 'createTs') IS DISTINCT FROM 'number' AND y.created_at >= to_timestamp($2) AND y.created_at < to_timestamp($3)))
          AND y.doc ->> 'status' IN ('succeeded', 'refunded') AND (${OF_FORMULA})) AS sales,
      (SELECT count(*) ${SUBSCRIPTIONS} AND ${IN_RANGE("p.doc -> 'beginTs'")} AND p.doc -> 'isGift' IS DISTINCT FROM 'true'
        AND p.doc ->> 'status' IS DISTINCT FROM 'error'
        AND NOT EXISTS (SELECT 1 FROM documents q WHERE q.site_id = $1 AND q.cls = 'Purchase' AND NOT q.archived
          AND q.doc #>> '{subInfo,renewedPurchaseId,_id}' = p.id OFFSET 0))::int AS "newSubscriptions",
      (SELECT count(*) ${SUBSCRIPTIONS} AND ${IN_RANGE("p.doc #> '{subInfo,renewedTs}'")})::int AS renewals,
      (SELECT count(*) ${SUBSCRIPTIONS} AND ${IN_RANGE("p.doc -> 'endTs'")} AND p.doc -> 'dontRenew' = 'true')::int AS cancellations,
      (SELECT count(*) ${PURCHASES} AND ${IN_RANGE("p.doc -> 'beginTs'")} AND p.doc -> 'isGift' = 'true')::int AS gifts`,
    [siteId, fromTs, toTs, formulaId],
  );
  const r = rows[0];
  return {
    sales: Number(r.sales.n),
    revenue: Math.round(Number(r.sales.sum) * 100) / 100,
    newSubscriptions: r.newSubscriptions,
    renewals: r.renewals,
    cancellations: r.cancellations,
    gifts: r.gifts,
  };
}

/** Whether the site has this subscription formula (live). */
export async function formulaExists(db: Queryable, siteId: string, formulaId: string): Promise<boolean> {
  const { rowCount } = await db.query(`SELECT 1 FROM documents WHERE site_id = $1 AND cls = 'SubscriptionFormula' AND id = $2 AND NOT archived`, [
    siteId,
    formulaId,
  ]);
  return !!rowCount;
}
