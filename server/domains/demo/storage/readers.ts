// The demo volume's readers: formulas, users, their subscriptions (chains of renewed purchases) with their payments,
// gifts, comments and questions. Helpers and parameters: see volume.ts.
import { DAY, genId, n, NOW, pastTs, pick, ref, refTo, richText, rnd, words, type GeneratedType } from './volume.js';

const label = (j: string) => `(${j} ->> 'label')`;
const slug = (j: string) => `(${j} ->> 'slug')`;

/**
 * One subscription per reader c (users 1..chains): a formula, how it ends (running, cancelling = dontRenew but still
 * active, cancelled, failed renewal, stopped, lapsed = ended past the renewal's grace, left to the staff) and nper
 * renewed periods ending at last_end. A few rows are pinned so that even a small volume has a member in every purchase
 * filter.
 */
const CHAINS = `chain AS MATERIALIZED (
  SELECT c, f ->> 'id' AS fid, (f ->> 'months')::int AS m, (f ->> 'price')::numeric AS price, kind, last_end_s, nper,
    to_timestamp(last_end_s) AS last_end, extract(epoch FROM to_timestamp(last_end_s) - make_interval(months => (f ->> 'months')::int * nper))::bigint AS start_s
  FROM generate_series(1, ${n('chains')}) c
  CROSS JOIN LATERAL (SELECT f FROM jsonb_array_elements(${words('chainFormulas')}) f
    WHERE (f ->> 'cum')::float8 > ${rnd('ch-f', 'c')} ORDER BY (f ->> 'cum')::float8 LIMIT 1) ff
  CROSS JOIN LATERAL (SELECT ${rnd('ch-kind', 'c')} AS rk) k1
  CROSS JOIN LATERAL (SELECT CASE c % 29 WHEN 1 THEN 'running' WHEN 2 THEN 'failed' WHEN 3 THEN 'cancelling' WHEN 4 THEN 'stopped' WHEN 5 THEN 'cancelled'
    WHEN 6 THEN 'lapsed' ELSE CASE WHEN rk < 0.52 THEN 'running' WHEN rk < 0.64 THEN 'cancelling' WHEN rk < 0.8 THEN 'cancelled' WHEN rk < 0.9 THEN 'failed' ELSE 'stopped' END
    END AS kind) k2
  CROSS JOIN LATERAL (SELECT (CASE
      WHEN c % 29 = 1 THEN ${NOW} + 3600 + floor(${rnd('ch-soon', 'c')} * 18 * 3600)
      WHEN kind IN ('running', 'cancelling') THEN ${NOW} + 3600 + floor(${rnd('ch-phase', 'c')} * (f ->> 'months')::int * 27 * ${DAY})
      WHEN kind = 'failed' THEN ${NOW} - ${DAY} - floor(${rnd('ch-gap', 'c')} * 90 * ${DAY})
      WHEN kind = 'lapsed' THEN ${NOW} - 10 * ${DAY} - floor(${rnd('ch-gap', 'c')} * 200 * ${DAY})
      ELSE ${NOW} - ${DAY} - floor(${rnd('ch-gap', 'c')} * 650 * ${DAY}) END)::bigint AS last_end_s) k3
  CROSS JOIN LATERAL (SELECT greatest(1, floor((730 * ${DAY} - (${NOW} - last_end_s)) / ((f ->> 'months')::int * 30.44 * ${DAY})))::int AS max_l) k4
  CROSS JOIN LATERAL (SELECT least(max_l, 1 + floor(power(${rnd('ch-len', 'c')}, 2) * max_l)::int) AS nper) k5)`;

/** Seconds before the end of period j of chain c at which its renewal was paid. */
const renewal = (j: string) => `floor(${rnd('ch-renew', `c || '-' || (${j})`)} * 6 * 3600)::bigint`;
const ERRORS = `CASE WHEN c % 29 = 2 OR ${rnd('ch-err', 'c')} < 0.5 THEN 'no_payment_method' WHEN ${rnd('ch-err', 'c')} < 0.8 THEN 'card_declined' ELSE 'other' END`;

/** Every purchase's facts: the periods of the chains, then one-off gifts and failed first payments. */
const PURCHASES = `WITH ${CHAINS}, periods AS MATERIALIZED (
    SELECT ch.*, j, extract(epoch FROM last_end - make_interval(months => m * (nper - j + 1)))::bigint AS b,
      extract(epoch FROM last_end - make_interval(months => m * (nper - j)))::bigint AS e
    FROM chain ch CROSS JOIN LATERAL generate_series(1, nper) j),
  rows AS MATERIALIZED (
    SELECT lpad(c::text, 5, '0') || '-' || lpad(j::text, 2, '0') AS sfx, c AS reader, fid, b, e,
      CASE WHEN j = 1 AND ${rnd('ch-discount', 'c')} < 0.1 THEN round(price * 0.8, 2) ELSE price END AS price,
      CASE WHEN j = 1 THEN b - 120 ELSE b - ${renewal('j - 1')} END AS paid,
      CASE WHEN j = nper AND kind = 'stopped' THEN 'deactivated' WHEN j = nper AND kind = 'failed' THEN 'error' ELSE 'ok' END AS status,
      CASE WHEN j = nper AND kind = 'stopped' AND c % 2 = 0 THEN 'refunded' ELSE 'succeeded' END AS payment,
      j = nper AND kind IN ('cancelling', 'cancelled') AS dont_renew, false AS gift, jsonb_strip_nulls(jsonb_build_object(
        'previousPurchaseId', CASE WHEN j > 1 THEN ${ref('Purchase', `'gen-pur-' || lpad(c::text, 5, '0') || '-' || lpad((j - 1)::text, 2, '0')`)} END,
        'renewedPurchaseId', CASE WHEN j < nper THEN ${ref('Purchase', `'gen-pur-' || lpad(c::text, 5, '0') || '-' || lpad((j + 1)::text, 2, '0')`)} END,
        'renewedTs', CASE WHEN j < nper THEN e - ${renewal('j')} END,
        'renewError', CASE WHEN j = nper AND kind = 'failed' THEN 'Le renouvellement a échoué : ' || CASE ${ERRORS}
          WHEN 'no_payment_method' THEN 'aucun moyen de paiement valide' WHEN 'card_declined' THEN 'carte refusée' ELSE 'erreur du prestataire' END END,
        'renewErrorCode', CASE WHEN j = nper AND kind = 'failed' THEN ${ERRORS} END)) AS sub_info, NULL::jsonb AS gift_info
    FROM periods
    UNION ALL
    SELECT 'x' || lpad(o::text, 4, '0'), ${n('chains')} + 1 + floor(${rnd('oo-user', 'o')} * (${n('User')} - ${n('chains')}))::int,
      f ->> 'id', b, extract(epoch FROM to_timestamp(b) + make_interval(months => (f ->> 'months')::int))::bigint, (f ->> 'price')::numeric, b - 60,
      CASE WHEN gift THEN 'ok' ELSE 'error' END, CASE WHEN gift THEN 'succeeded' ELSE 'failed' END, gift, gift, '{}'::jsonb,
      CASE WHEN gift THEN jsonb_strip_nulls(jsonb_build_object('token', 'CADEAU-' || upper(substr(md5($1::text || o), 1, 4)) || '-' || upper(substr(md5($1::text || o), 5, 4)),
        'masterGiftCode', CASE WHEN ${rnd('oo-mgc', 'o')} < 0.4 THEN ${ref('MasterGiftCode', "'mgc-noel'")} END, '_generatedTs', b - 60)) END
    FROM generate_series(1, ${n('oneOffs')}) o
    CROSS JOIN LATERAL (SELECT o % 3 <> 0 AS gift, ${pastTs(rnd('oo-ts', 'o'))} AS b) k
    CROSS JOIN LATERAL (SELECT CASE WHEN gift THEN ${words('giftFormula')} ELSE ${pick('chainFormulas', rnd('oo-f', 'o'))} END AS f) w)`;

const PURCHASE: GeneratedType = [
  'Purchase',
  `${PURCHASES}
  SELECT 'gen-pur-' || sfx AS id, jsonb_build_object('status', status, 'product', ${ref('SubscriptionFormula', 'fid')}, 'productId', fid,
      'userId', ${ref('User', genId('user', 'reader'))}, 'paymentId', ${ref('Payment', "'gen-pay-' || sfx")}, 'beginTs', b, 'endTs', e,
      'price', price, 'dontRenew', dont_renew, 'isGift', gift)
      || CASE WHEN sub_info = '{}' THEN '{}' ELSE jsonb_build_object('subInfo', sub_info) END || coalesce(gift_info, '{}') AS doc,
    to_timestamp(paid) AS created_at
  FROM rows`,
];

const PAYMENT: GeneratedType = [
  'Payment',
  `${PURCHASES}
  SELECT 'gen-pay-' || sfx AS id, jsonb_strip_nulls(jsonb_build_object('createTs', paid, 'status', payment,
      'userId', ${ref('User', genId('user', 'reader'))}, 'purchases', jsonb_build_array(${ref('Purchase', "'gen-pur-' || sfx")}),
      'price', price, 'netPrice', round(price / 1.021, 2), 'donation', 0, 'shippingCost', 0, 'stripeFee', round(price * 0.014 + 0.25, 2),
      'refund', CASE WHEN payment = 'refunded' THEN price ELSE 0 END, 'billingAddress', u.doc -> 'address',
      'intent', jsonb_build_object('id', 'pi_gen_' || replace($1, '-', '') || '_' || sfx, 'status', CASE WHEN payment = 'failed' THEN 'requires_payment_method' ELSE 'succeeded' END))) AS doc,
    to_timestamp(paid) AS created_at
  FROM rows LEFT JOIN documents u ON u.site_id = $1 AND u.cls = 'User' AND u.id = ${genId('user', 'reader')}`,
];

/** A payment's amount at the provider, in cents, and its charge's fee (the stand-in's: 1.4 % + 0.25 €). */
const CENTS = `round((coalesce((p.doc ->> 'price')::numeric, 0) + coalesce((p.doc ->> 'donation')::numeric, 0)
  + coalesce((p.doc ->> 'shippingCost')::numeric, 0)) * 100)::bigint`;
/**
 * The provider's weekly payouts (Fridays), each paying out the site's charges that became available (2 days after the
 * payment) and refunds (made the day after) since the previous Friday, the first one all before it: every payment
 * older than a couple of weeks belongs to one, and the amount is what the payout's lines add up to in the accounting
 * export. Fridays taken by a hand-written payout are left to it; a payment of several sites (hand-written ones) counts
 * in the first site only, as the stand-in takes it (domains/demo/stripeStandIn.ts). The word lists and counts ($2,
 * $4) are not used, only typed.
 */
const PAYOUT: GeneratedType = [
  'AccountingExportPayout',
  `WITH RECURSIVE payments AS MATERIALIZED (
      SELECT (p.doc ->> 'createTs')::bigint AS created, ${CENTS} AS amount, p.doc ->> 'status' = 'refunded' AS refunded,
        round(coalesce((p.doc ->> 'refund')::numeric, 0) * 100)::bigint AS refund FROM documents p
      WHERE p.site_id = $1 AND p.cls = 'Payment' AND NOT p.archived AND jsonb_typeof(p.doc -> 'createTs') = 'number'
        AND coalesce(p.doc #>> '{intent,id}', '') <> '' AND coalesce(p.doc ->> 'status', 'succeeded') <> 'failed'
        AND NOT EXISTS (SELECT 1 FROM documents o WHERE o.cls = 'Payment' AND NOT o.archived AND o.site_id < p.site_id
          AND o.doc #>> '{intent,id}' = p.doc #>> '{intent,id}')),
    charges AS MATERIALIZED (
      SELECT created + 2 * ${DAY} AS available, amount - (round(amount * 0.014) + 25) AS net FROM payments WHERE amount >= 50
      UNION ALL
      SELECT created + 3 * ${DAY}, -least(refund, amount) FROM payments WHERE amount >= 50 AND refunded AND refund > 0),
    fridays AS (SELECT extract(epoch FROM f)::bigint AS a, row_number() OVER (ORDER BY f) AS k
      FROM (SELECT min(available) AS first FROM charges) c,
        generate_series(date_trunc('week', to_timestamp(c.first) AT TIME ZONE 'UTC') + interval '4 days',
          to_timestamp(${NOW} - 3 * ${DAY}) AT TIME ZONE 'UTC', interval '7 days') f
      WHERE f >= to_timestamp(c.first) AT TIME ZONE 'UTC'),
    weeks AS (SELECT k, a, coalesce(sum(net), 0)::bigint AS net,
        EXISTS (SELECT 1 FROM documents h WHERE h.site_id = $1 AND h.cls = 'AccountingExportPayout' AND (h.doc ->> 'arrival_date')::bigint = a) AS kept
      FROM fridays LEFT JOIN charges ON available <= a AND (k = 1 OR available > a - 7 * ${DAY}) GROUP BY k, a),
    -- A week whose refunds outweigh its charges pays nothing: what it holds goes to the next payout, as at the provider.
    payouts (k, a, net, kept) AS (SELECT k, a, net, kept FROM weeks WHERE k = 1
      UNION ALL SELECT w.k, w.a, w.net + CASE WHEN p.net > 0 OR p.kept THEN 0 ELSE p.net END, w.kept FROM payouts p JOIN weeks w ON w.k = p.k + 1)
  SELECT 'gen-po-' || to_char(to_timestamp(a) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS id, jsonb_build_object(
      'payoutId', 'po_gen_' || replace($1, '-', '') || '_' || to_char(to_timestamp(a) AT TIME ZONE 'UTC', 'YYYYMMDD'),
      'arrival_date', a, 'amount', net, 'status', 'paid', 'currency', 'eur') AS doc, to_timestamp(a - 2 * ${DAY}) AS created_at
  FROM payouts WHERE net > 0 AND NOT kept AND $2::jsonb IS NOT NULL AND $4::jsonb IS NOT NULL`,
];

const FORMULA: GeneratedType = [
  'SubscriptionFormula',
  `SELECT f ->> 'id' AS id, jsonb_build_object('label', ${label('f')},
    'cartLabel', 'Abonnement ' || lower(${label('f')}), 'price', (f ->> 'price')::numeric, 'durationMonths', (f ->> 'durationMonths')::int,
    'group', ${ref('SubscriptionFormulaGroup', "f ->> 'group'")}, 'stripePlanName', ${slug('f')}, 'isObsolete', false, 'isSub', true,
    'resubOnly', false, 'noRecurrence', false, 'requiresShipping', f ->> 'group' = 'sfg-papier', 'displayFirstIssue', false,
    'description', ${richText("'<p>Sans engagement, résiliable à tout moment.</p>'")}) AS doc, to_timestamp(${NOW} - 800 * ${DAY}) AS created_at
  FROM jsonb_array_elements(${words('formulas')}) f LIMIT ${n('SubscriptionFormula')}`,
];

const USER: GeneratedType = [
  'User',
  `WITH ${CHAINS}
  SELECT ${genId('user', 'i')} AS id, jsonb_strip_nulls(jsonb_build_object('login', ${slug('f')} || '.' || ${slug('l')} || i || '@example.com',
      'title', title, 'firstName', ${label('f')}, 'lastName', ${label('l')},
      'nickname', CASE WHEN ${rnd('us-nick')} < 0.3 THEN ${slug('f')} || (i % 100) END,
      'birthDateTs', (-631152000 + floor(${rnd('us-birth')} * 55 * 365 * ${DAY}))::bigint,
      'tel', CASE WHEN ${rnd('us-tel')} < 0.5 THEN '+33 6 ' || to_char(floor(${rnd('us-tel2')} * 100000000), 'FM00 00 00 00') END,
      'address', CASE WHEN ch.c IS NOT NULL OR ${rnd('us-address')} < 0.4 THEN jsonb_build_object('title', title, 'firstName', ${label('f')},
        'lastName', ${label('l')}, 'line1', (1 + floor(${rnd('us-num')} * 120)) || ' ' || (${pick('streets', rnd('us-street'))} #>> '{}'),
        'postalCode', city ->> 1, 'city', city ->> 0, 'country', 'FR') END,
      'subscription', CASE WHEN ch.c IS NOT NULL THEN jsonb_build_object('formulaId', ${ref('SubscriptionFormula', 'ch.fid')},
        'isValid', ch.kind IN ('running', 'cancelling'), 'startTs', ch.start_s, 'endTs', ch.last_end_s) END,
      'freeAccessUntil', CASE WHEN ${rnd('us-free')} < 0.02 THEN (${NOW} + floor(${rnd('us-free2')} * 90 * ${DAY}))::bigint END,
      'receiveNewsletter', ${rnd('us-nl')} < 0.45, 'receiveSpam', ${rnd('us-spam')} < 0.1, 'useAnswerNotif', ${rnd('us-notif')} < 0.3,
      'denyContribution', ${rnd('us-deny')} < 0.01, 'createTs', created,
      'profileTemplate', ${ref('UserProfileTemplate', `CASE WHEN ${rnd('us-upt')} < 0.9 THEN 'upt-default' ELSE 'upt-pro' END`)},
      'stripeCustomerId', CASE WHEN ch.c IS NOT NULL THEN 'cus_gen_' || replace($1, '-', '') || '_' || i END)) AS doc, to_timestamp(created) AS created_at
  FROM generate_series(1, ${n('User')}) i LEFT JOIN chain ch ON ch.c = i
  CROSS JOIN LATERAL (SELECT floor(${rnd('us-f')} * jsonb_array_length(${words('firstNames')}))::int AS fi,
    ${pick('lastNames', rnd('us-l'))} AS l, ${pick('cities', rnd('us-city'))} AS city,
    coalesce(ch.start_s - floor(${rnd('us-created')} * 30 * ${DAY})::bigint, ${pastTs(rnd('us-created'))}) AS created) k
  CROSS JOIN LATERAL (SELECT ${words('firstNames')} -> fi AS f, CASE WHEN fi < 20 THEN 'mrs' ELSE 'mr' END AS title) w`,
];

const COMMENT: GeneratedType = [
  'UserComment',
  `SELECT ${genId('com', 'i')} AS id, jsonb_strip_nulls(jsonb_build_object(
    'body', ${pick('comments', rnd('co-body'))} #>> '{}', 'user', ${refTo('User', 'user', rnd('co-user'))},
    'content', CASE WHEN ${rnd('co-kind')} < 0.7 THEN ${refTo('TextContent', 'tc', rnd('co-content'))} ELSE ${refTo('Video', 'vid', rnd('co-content'))} END,
    'status', CASE WHEN rs < 0.8 THEN 'published' WHEN rs < 0.92 THEN 'pending' WHEN rs < 0.97 THEN 'rejected' ELSE 'archived' END, 'publishTs', ts,
    'parent', CASE WHEN i > 10 AND ${rnd('co-reply')} < 0.12 THEN ${ref('UserComment', genId('com', `1 + floor(${rnd('co-parent')} * (i - 1))::int`))} END,
    'likeCount', floor(power(${rnd('co-likes')}, 3) * 120)::int,
    'reportCount', CASE WHEN ${rnd('co-report')} < 0.05 THEN 1 + floor(${rnd('co-reports')} * 5)::int ELSE 0 END)) AS doc, to_timestamp(ts) AS created_at
  FROM generate_series(1, ${n('UserComment')}) i CROSS JOIN LATERAL (SELECT ${rnd('co-status')} AS rs, ${pastTs(rnd('co-ts'))} AS ts) k`,
];

const QUESTION: GeneratedType = [
  'Question',
  `SELECT ${genId('q', 'i')} AS id, jsonb_build_object(
    'label', q || CASE WHEN i > jsonb_array_length(${words('questions')}) THEN ' (' || (${pick('cities', rnd('qu-city'))} ->> 0) || ')' ELSE '' END,
    'body', ${richText("'<p>' || q || '</p>'")},
    'status', CASE WHEN rs < 0.6 THEN 'published' WHEN rs < 0.9 THEN 'pending' ELSE 'rejected' END, 'publishTs', ts,
    'user', ${refTo('User', 'user', rnd('qu-user'))},
    'questionCategory', ${ref('QuestionCategory', `CASE WHEN ${rnd('qu-cat')} < 0.7 THEN 'qc-vie-locale' ELSE 'qc-economie' END`)},
    'questionType', CASE WHEN q LIKE 'Proposition%' THEN 'proposition' ELSE 'question' END, 'answerCount', 0) AS doc, to_timestamp(ts) AS created_at
  FROM generate_series(1, ${n('Question')}) i
  CROSS JOIN LATERAL (SELECT ${words('questions')} ->> ((i - 1) % jsonb_array_length(${words('questions')})) AS q, ${rnd('qu-status')} AS rs,
    ${pastTs(rnd('qu-ts'))} AS ts) k`,
];

/** The readers' records of a demo site, in the order they are made (after the editorial ones, which comments point at). */
export const READER_TYPES: GeneratedType[] = [FORMULA, USER, PURCHASE, PAYMENT, PAYOUT, COMMENT, QUESTION];
