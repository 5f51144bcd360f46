// The commerce domain's SQL on purchases: the sidebar's named filters (spec 000 §2 "Purchase list filters") and the
// renewal's selection and row lock. A renewable purchase (spec 000 §4) is the 'to-renew' filter: the job charges
// exactly what the list shows. A gift is never renewable: renewing charges the holder's card off-session, and the
// holder of a gift did not pay for it (spec 000 §4 names no exception for gifts, so none is made to the payer either).
// Values only through parameters; keys are fixed text.
import type { Queryable } from '../../../storage/db.js';
import { Sql } from '../../../storage/sql.js';

/** The to-renew-now window (spec 000 §9). */
export const RENEW_NOW_WINDOW_SECONDS = 86_400;

const path = (dotted: string) => `doc #> '{${dotted.split('.').join(',')}}'`;
/** Set to something other than JSON null. */
const present = (dotted: string) => `coalesce(jsonb_typeof(${path(dotted)}), 'null') <> 'null'`;
const isTrue = (dotted: string) => `coalesce(${path(dotted)} = 'true'::jsonb, false)`;
/** A Unix time in seconds, or NULL when it is not a number. */
const seconds = (dotted: string) => `(CASE WHEN jsonb_typeof(${path(dotted)}) = 'number' THEN (${path(dotted)})::text::numeric END)`;
const statusOk = `doc->>'status' = 'ok'`;
const subscription = `doc #>> '{product,_cls}' = 'SubscriptionFormula'`;
const now = (sql: Sql, offset = 0) => `(extract(epoch FROM now())::bigint + ${sql.param(offset)}::bigint)`;

const RENEWABLE_EVER = [
  statusOk,
  subscription,
  `${seconds('endTs')} IS NOT NULL`,
  `NOT ${isTrue('dontRenew')}`,
  `NOT ${isTrue('isGift')}`,
  `NOT ${present('subInfo.renewedPurchaseId')}`,
  `NOT ${present('subInfo.renewError')}`,
].join(' AND ');
/**
 * Within its grace: what a renewal may charge. `graceSeconds` (RENEWAL_GRACE_DAYS, ServerConfig.renewalGraceSeconds) is how
 * long after its end a subscription may still be renewed; past it the purchase has lapsed: it is never charged (a
 * renewal would start a period mostly over) and waits under its own sub-filter for the staff to decide.
 */
const notLapsed = (sql: Sql, graceSeconds: number) => `${seconds('endTs')} >= ${now(sql, -graceSeconds)}`;
const RENEWABLE = (sql: Sql, graceSeconds: number) => `${RENEWABLE_EVER} AND ${notLapsed(sql, graceSeconds)}`;

/**
 * A renewal failed for want of a valid payment method: the renewal job stores the reason's code beside its French
 * text (subInfo.renewErrorCode); records written by other tools may carry the code as the error itself, or in it.
 */
const NO_PAYMENT_METHOD = `'no_payment_method' IN (doc #>> '{subInfo,renewErrorCode}', doc #>> '{subInfo,renewError}', doc #>> '{subInfo,renewError,code}')`;

/** The named filters of the Purchase list, by id: SQL conditions on `doc`. */
export const purchaseFilters = (graceSeconds: number): Record<string, (sql: Sql) => string> => ({
  direct: () => `NOT ${present('subInfo.previousPurchaseId')} AND NOT ${isTrue('isGift')} AND NOT ${present('_generatedTs')}`,
  renewals: () => present('subInfo.previousPurchaseId'),
  renewed: () => present('subInfo.renewedPurchaseId'),
  'to-renew': (sql) => RENEWABLE(sql, graceSeconds),
  'to-renew-now': (sql) => `${RENEWABLE(sql, graceSeconds)} AND ${seconds('endTs')} <= ${now(sql, RENEW_NOW_WINDOW_SECONDS)}`,
  lapsed: (sql) => `${RENEWABLE_EVER} AND NOT ${notLapsed(sql, graceSeconds)}`,
  'renew-error': () => present('subInfo.renewError'),
  'renew-error-no-pm': () => `${present('subInfo.renewError')} AND ${NO_PAYMENT_METHOD}`,
  'dont-renew': () => isTrue('dontRenew'),
  // A purchase without a start runs from when it was made.
  'active-sub': (sql) =>
    `${statusOk} AND ${subscription} AND (NOT ${present('beginTs')} OR ${seconds('beginTs')} <= ${now(sql)}) AND ${seconds('endTs')} > ${now(sql)}`,
  'not-ok': () => `doc->>'status' IS DISTINCT FROM 'ok'`,
  gift: () => isTrue('isGift'),
  generated: () => present('_generatedTs'),
});

/** Ids of the purchases a renewal run charges: renewable and ending before `until` (Unix seconds), oldest end first. */
export async function dueRenewals(
  db: Queryable,
  graceSeconds: number,
  siteId: string,
  until: number,
  afterId = '',
  limit = 500,
): Promise<{ id: string; endTs: number }[]> {
  const sql = new Sql();
  const res = await db.query<{ id: string; end_ts: string }>(
    `SELECT id, ${seconds('endTs')} AS end_ts FROM documents
     WHERE site_id = ${sql.param(siteId)} AND cls = 'Purchase' AND NOT archived AND ${RENEWABLE(sql, graceSeconds)}
       AND ${seconds('endTs')} <= ${sql.param(until)} AND id > ${sql.param(afterId)}
     ORDER BY id LIMIT ${sql.param(limit)}`,
    sql.params,
  );
  return res.rows.map((r) => ({ id: r.id, endTs: Number(r.end_ts) }));
}

export async function countDueRenewals(db: Queryable, graceSeconds: number, siteId: string, until: number): Promise<number> {
  const sql = new Sql();
  const res = await db.query(
    `SELECT count(*) AS n FROM documents WHERE site_id = ${sql.param(siteId)} AND cls = 'Purchase' AND NOT archived AND ${RENEWABLE(sql, graceSeconds)}
       AND ${seconds('endTs')} <= ${sql.param(until)}`,
    sql.params,
  );
  return Number(res.rows[0].n);
}

/**
 * Locks a purchase for its renewal if it is still renewable: undefined when another worker holds it (SKIP LOCKED)
 * or it was renewed or failed meanwhile. The lock lasts until the caller's transaction ends.
 */
export async function lockRenewable(db: Queryable, graceSeconds: number, siteId: string, id: string): Promise<Record<string, unknown> | undefined> {
  const sql = new Sql();
  const res = await db.query(
    `SELECT doc FROM documents WHERE site_id = ${sql.param(siteId)} AND cls = 'Purchase' AND id = ${sql.param(id)} AND NOT archived AND ${RENEWABLE(sql, graceSeconds)}
     FOR UPDATE SKIP LOCKED`,
    sql.params,
  );
  return res.rows[0]?.doc;
}

/** Sites that hold purchases (the cron run goes through each). */
export async function sitesWithPurchases(db: Queryable): Promise<string[]> {
  const res = await db.query<{ site_id: string }>(
    `SELECT DISTINCT site_id FROM documents WHERE cls = 'Purchase' AND site_id <> 'global' ORDER BY site_id`,
  );
  return res.rows.map((r) => r.site_id);
}
