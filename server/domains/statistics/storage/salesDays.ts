// Sales figures of a period from the figures of its whole Paris days, each computed once and kept in stats_sales_days
// (migration 020) until a Purchase or Payment write touching that day forgets it; the parts of days at either end are
// computed live. A month's summary reads 30 small rows instead of tens of thousands of records.
import type pg from 'pg';
import { inRetriedTransaction } from '../../../storage/db.js';
import { salesFigures, type SalesFigures } from './sales.js';
import { PARIS_TIME_ZONE } from '../../../../model/parisTime.js';

/** Longer periods are computed live in one query rather than day by day. */
const MAX_CACHED_DAYS = 1200;

const ZERO: SalesFigures = { sales: 0, revenue: 0, newSubscriptions: 0, renewals: 0, cancellations: 0, gifts: 0 };

const add = (a: SalesFigures, b: SalesFigures): SalesFigures => ({
  sales: a.sales + b.sales,
  revenue: Math.round((a.revenue + b.revenue) * 100) / 100,
  newSubscriptions: a.newSubscriptions + b.newSubscriptions,
  renewals: a.renewals + b.renewals,
  cancellations: a.cancellations + b.cancellations,
  gifts: a.gifts + b.gifts,
});

interface Day {
  day: string;
  startTs: number;
  endTs: number;
}

/** The whole Paris days inside [fromTs, toTs), with their bounds (a day lasts 23 or 25 hours at a clock change). */
async function wholeDays(pool: pg.Pool, fromTs: number, toTs: number): Promise<Day[]> {
  const { rows } = await pool.query(
    `SELECT d::date::text AS day, extract(epoch FROM d::date::timestamp AT TIME ZONE '${PARIS_TIME_ZONE}')::float8 AS start,
       extract(epoch FROM (d::date + 1)::timestamp AT TIME ZONE '${PARIS_TIME_ZONE}')::float8 AS "end"
     FROM generate_series((to_timestamp($1) AT TIME ZONE '${PARIS_TIME_ZONE}')::date, (to_timestamp($2) AT TIME ZONE '${PARIS_TIME_ZONE}')::date,
       interval '1 day') d`,
    [fromTs, toTs],
  );
  return rows.filter((r) => r.start >= fromTs && r.end <= toTs).map((r) => ({ day: r.day, startTs: r.start, endTs: r.end }));
}

const lockKey = (siteId: string) => `stats_sales:${siteId}`;

/** Computes and keeps one day, under the site's lock taken exclusive: no write in flight can be missed. */
async function computeDay(pool: pg.Pool, siteId: string, formula: string, day: Day): Promise<SalesFigures> {
  return inRetriedTransaction(pool, async (db) => {
    await db.query('SELECT pg_advisory_xact_lock(hashtext($1)::bigint)', [lockKey(siteId)]);
    const figures = await salesFigures(db, siteId, day.startTs, day.endTs, formula || null);
    await db.query(
      `INSERT INTO stats_sales_days (site_id, formula, day, figures) VALUES ($1, $2, $3, $4)
       ON CONFLICT (site_id, formula, day) DO UPDATE SET figures = excluded.figures`,
      [siteId, formula, day.day, figures],
    );
    return figures;
  });
}

export async function cachedSalesFigures(
  pool: pg.Pool,
  siteId: string,
  fromTs: number,
  toTs: number,
  formulaId: string | null,
): Promise<SalesFigures> {
  if (toTs - fromTs > MAX_CACHED_DAYS * 86_400) return salesFigures(pool, siteId, fromTs, toTs, formulaId);
  const days = await wholeDays(pool, fromTs, toTs);
  if (!days.length) return salesFigures(pool, siteId, fromTs, toTs, formulaId);
  const formula = formulaId ?? '';
  const kept = new Map<string, SalesFigures>(
    (
      await pool.query('SELECT day::text AS day, figures FROM stats_sales_days WHERE site_id = $1 AND formula = $2 AND day = ANY($3::date[])', [
        siteId,
        formula,
        days.map((d) => d.day),
      ])
    ).rows.map((r) => [r.day, r.figures]),
  );
  let total = ZERO;
  for (const day of days) total = add(total, kept.get(day.day) ?? (await computeDay(pool, siteId, formula, day)));
  const [first, last] = [days[0], days[days.length - 1]];
  if (fromTs < first.startTs) total = add(total, await salesFigures(pool, siteId, fromTs, first.startTs, formulaId));
  if (last.endTs < toTs) total = add(total, await salesFigures(pool, siteId, last.endTs, toTs, formulaId));
  return total;
}

/**
 * The figures of each Paris day from `fromDay` (YYYY-MM-DD) to `toTs` (now, within the last day), oldest first: the
 * whole days from the kept rows, read at once (computed and kept when missing), the day under way computed live.
 */
export async function salesPerDay(pool: pg.Pool, siteId: string, fromDay: string, toTs: number): Promise<{ day: string; figures: SalesFigures }[]> {
  const start = `extract(epoch FROM $1::date::timestamp AT TIME ZONE '${PARIS_TIME_ZONE}')::float8`;
  const fromTs = (await pool.query(`SELECT ${start} AS ts`, [fromDay])).rows[0].ts as number;
  const days = await wholeDays(pool, fromTs, toTs);
  const kept = new Map<string, SalesFigures>(
    (
      await pool.query(`SELECT day::text AS day, figures FROM stats_sales_days WHERE site_id = $1 AND formula = '' AND day = ANY($2::date[])`, [
        siteId,
        days.map((d) => d.day),
      ])
    ).rows.map((r) => [r.day, r.figures]),
  );
  const whole = await Promise.all(days.map(async (d) => ({ day: d.day, figures: kept.get(d.day) ?? (await computeDay(pool, siteId, '', d)) })));
  const lastEnd = days.length ? days[days.length - 1].endTs : fromTs;
  if (lastEnd >= toTs) return whole;
  const today = (await pool.query(`SELECT (to_timestamp($1) AT TIME ZONE '${PARIS_TIME_ZONE}')::date::text AS day`, [lastEnd])).rows[0].day as string;
  return [...whole, { day: today, figures: await salesFigures(pool, siteId, lastEnd, toTs, null) }];
}
