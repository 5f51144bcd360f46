// Time series by day, week or month (Paris time): buckets, the view statistics from the daily rollups, subscription
// renewals and user creations from the records (the latter through the USER_CREATION job's daily counts).
import type { Queryable } from '../../../storage/db.js';
import type { Period } from '../../../../model/statistics/index.js';
import { PARIS_TIME_ZONE } from '../../../../model/parisTime.js';

/** SQL of the bucket (a date) holding the date expression `day`; `period` is checked by the routes' schema. */
export const bucketOf = (day: string, period: Period) => (period === 'day' ? day : `date_trunc('${period}', ${day})::date`);
/** The Paris day of an epoch-seconds expression. */
export const parisDay = (epoch: string) => `(to_timestamp(${epoch}) AT TIME ZONE '${PARIS_TIME_ZONE}')::date`;

/** Every bucket from the one holding `start` to the one holding `end` (dates YYYY-MM-DD), as a FROM item `b(bucket)`. */
/** The epoch seconds (jsonb, as records store them) of a Paris date's midnight. */
const PARIS_EPOCH = (date: string) => `to_jsonb(extract(epoch FROM (${date})::timestamp AT TIME ZONE '${PARIS_TIME_ZONE}'))`;

export const BUCKETS = (period: Period, start: string, end: string) =>
  `(SELECT d::date AS bucket FROM generate_series(${bucketOf(`${start}::date`, period)}, ${end}::date, interval '1 ${period}') d) b`;

export interface ModeCounts {
  bucket: string;
  mode: number;
  plays: number;
  views: number;
  minutes: number;
}

/** Plays, views and minutes played per bucket and mode over the site, or one content (`entityId`). */
export async function playsAndViews(
  db: Queryable,
  siteId: string,
  period: Period,
  start: string,
  end: string,
  entityId?: string,
): Promise<ModeCounts[]> {
  const { rows } = await db.query(
    `SELECT to_char(${bucketOf('day', period)}, 'YYYY-MM-DD') AS bucket, mode, sum(plays)::float8 AS plays, sum(views)::float8 AS views,
      round((sum(play_time_sum) / 60)::numeric, 2)::float8 AS minutes
    FROM stats_play_daily WHERE site_id = $1 AND day BETWEEN $2::date AND $3::date AND ($4::text IS NULL OR entity_id = $4)
    GROUP BY 1, 2 ORDER BY 1, 2`,
    [siteId, start, end, entityId ?? null],
  );
  return rows as ModeCounts[];
}

/** The buckets of a range, as dates YYYY-MM-DD. */
export async function bucketsOf(db: Queryable, period: Period, start: string, end: string): Promise<string[]> {
  const { rows } = await db.query<{ b: string }>(`SELECT to_char(bucket, 'YYYY-MM-DD') AS b FROM ${BUCKETS(period, '$1', '$2')} ORDER BY 1`, [
    start,
    end,
  ]);
  return rows.map((r) => r.b);
}

/** Purchases renewed per bucket (subInfo.renewedTs). */
export async function renewalsPerBucket(db: Queryable, siteId: string, period: Period, start: string, end: string): Promise<Map<string, number>> {
  const { rows } = await db.query<{ bucket: string; n: number }>(
    `SELECT to_char(${bucketOf(parisDay("(doc #>> '{subInfo,renewedTs}')::float8"), period)}, 'YYYY-MM-DD') AS bucket, count(*)::int AS n
    FROM documents WHERE site_id = $1 AND cls = 'Purchase' AND NOT archived
      AND doc #> '{subInfo,renewedTs}' >= ${PARIS_EPOCH('$2::date')} AND doc #> '{subInfo,renewedTs}' < ${PARIS_EPOCH('$3::date + 1')}
    GROUP BY 1`,
    [siteId, start, end],
  );
  return new Map(rows.map((r) => [r.bucket, r.n]));
}

const USER_DAY = `${parisDay("(doc ->> 'createTs')::float8")}`;
const USER_TS_KNOWN = `jsonb_typeof(doc -> 'createTs') = 'number'`;

/** USER_CREATION: the site's users created per day before `through` (a Paris date), from their records. */
export async function rollupUserCreation(db: Queryable, siteId: string, through: string): Promise<number> {
  await db.query(`DELETE FROM stats_daily_counts WHERE site_id = $1 AND metric = 'user_creation'`, [siteId]);
  const res = await db.query(
    `INSERT INTO stats_daily_counts (site_id, metric, day, n)
    SELECT $1, 'user_creation', day, count(*) FROM (
      SELECT CASE WHEN ${USER_TS_KNOWN} THEN ${USER_DAY} ELSE (created_at AT TIME ZONE '${PARIS_TIME_ZONE}')::date END AS day
      FROM documents WHERE site_id = $1 AND cls = 'User' AND NOT archived) u
    WHERE day < $2::date GROUP BY day`,
    [siteId, through],
  );
  await db.query(
    `INSERT INTO stats_rollup_state (site_id, metric, through) VALUES ($1, 'user_creation', $2::date)
    ON CONFLICT (site_id, metric) DO UPDATE SET through = excluded.through, at = now()`,
    [siteId, through],
  );
  return res.rowCount ?? 0;
}

/** Users created per bucket: the job's daily counts before its `through` day, the records themselves from then on. */
export async function usersPerBucket(db: Queryable, siteId: string, period: Period, start: string, end: string): Promise<Map<string, number>> {
  const { rows } = await db.query<{ bucket: string; n: number }>(
    `WITH st AS (SELECT coalesce((SELECT through FROM stats_rollup_state WHERE site_id = $1 AND metric = 'user_creation'), '-infinity'::date) AS through),
    days AS (
      SELECT day, n FROM stats_daily_counts, st WHERE site_id = $1 AND metric = 'user_creation' AND day < st.through AND day BETWEEN $2::date AND $3::date
      UNION ALL
      SELECT day, 1 FROM (SELECT CASE WHEN ${USER_TS_KNOWN} THEN ${USER_DAY} ELSE (created_at AT TIME ZONE '${PARIS_TIME_ZONE}')::date END AS day
        FROM documents, st WHERE site_id = $1 AND cls = 'User' AND NOT archived
          AND (doc -> 'createTs' >= ${PARIS_EPOCH('greatest(st.through, $2::date)')}
            OR (jsonb_typeof(doc -> 'createTs') IS DISTINCT FROM 'number' AND created_at >= greatest(st.through, $2::date)::timestamp AT TIME ZONE '${PARIS_TIME_ZONE}'))) u, st
      WHERE day >= st.through AND day BETWEEN $2::date AND $3::date)
    SELECT to_char(${bucketOf('day', period)}, 'YYYY-MM-DD') AS bucket, sum(n)::int AS n FROM days GROUP BY 1`,
    [siteId, start, end],
  );
  return new Map(rows.map((r) => [r.bucket, r.n]));
}
