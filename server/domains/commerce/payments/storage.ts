// Payment records read in batches for the verification against the provider, and locked to be relinked.
import type { Queryable } from '../../../storage/db.js';

export interface PaymentRow {
  id: string;
  doc: Record<string, unknown>;
  /** The user's customer at the provider, if any. */
  customerId: string | null;
}

export async function paymentsAfter(db: Queryable, siteId: string, afterId: string, limit: number): Promise<PaymentRow[]> {
  const res = await db.query(
    `SELECT p.id, p.doc, u.doc->>'stripeCustomerId' AS customer_id FROM documents p
     LEFT JOIN documents u ON u.site_id = p.site_id AND u.cls = 'User' AND u.id = p.doc #>> '{userId,_id}'
     WHERE p.site_id = $1 AND p.cls = 'Payment' AND NOT p.archived AND p.id > $2 ORDER BY p.id LIMIT $3`,
    [siteId, afterId, limit],
  );
  return res.rows.map((r) => ({ id: r.id, doc: r.doc, customerId: r.customer_id || null }));
}

export async function countPaymentsAfter(db: Queryable, siteId: string, afterId: string): Promise<number> {
  const res = await db.query(`SELECT count(*) AS n FROM documents WHERE site_id = $1 AND cls = 'Payment' AND NOT archived AND id > $2`, [
    siteId,
    afterId,
  ]);
  return Number(res.rows[0].n);
}
