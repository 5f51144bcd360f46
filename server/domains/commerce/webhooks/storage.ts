// The webhook's SQL (migrations 032, 048): events already processed by the account, and the records an event names.
import type { Queryable } from '../../../storage/db.js';

/** Rows kept this long: Stripe retries an event for up to three days, each time with the same id. */
const KEPT = '30 days';

/**
 * Marks an event processed, by the site whose endpoint received it; false when it already was, through any site's
 * endpoint (a retry, a replay, the same event at another endpoint of the account, another server's delivery).
 */
export async function markEventProcessed(db: Queryable, siteId: string, eventId: string, type: string): Promise<boolean> {
  await db.query(`DELETE FROM stripe_events WHERE received_at < now() - interval '${KEPT}'`);
  const res = await db.query(`INSERT INTO stripe_events (site_id, event_id, type) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
    siteId,
    eventId,
    type,
  ]);
  return res.rowCount === 1;
}

/** The site's Payment record linked to a payment intent, if any. */
export async function paymentOfIntent(db: Queryable, siteId: string, intentId: string): Promise<string | undefined> {
  const res = await db.query(
    `SELECT id FROM documents WHERE site_id = $1 AND cls = 'Payment' AND NOT archived AND doc #>> '{intent,id}' = $2 ORDER BY id LIMIT 1`,
    [siteId, intentId],
  );
  return res.rows[0]?.id;
}

/** The site's record of a provider payout (AccountingExportPayout), if any. */
export async function recordOfPayout(db: Queryable, siteId: string, payoutId: string): Promise<string | undefined> {
  const res = await db.query(
    `SELECT id FROM documents WHERE site_id = $1 AND cls = 'AccountingExportPayout' AND NOT archived AND doc->>'payoutId' = $2 ORDER BY id LIMIT 1`,
    [siteId, payoutId],
  );
  return res.rows[0]?.id;
}
