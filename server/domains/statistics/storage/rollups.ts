// Rollups of plays and views (migration 012): folded in from stats_pending by the STATS_ROLLUP job, each pending event
// exactly once, or rebuilt whole from the raw events (demo seed). Distinct users are kept per video for every mask the
// play page's toggles can make: a user counts in a mask the first time one of its cells is played.
import type { Queryable } from '../../../storage/db.js';
import { ALL_SELECTION_MASKS } from '../../../../model/statistics/index.js';
import { PARIS_TIME_ZONE } from '../../../../model/parisTime.js';
import { LOCK } from '../../../storage/advisoryLocks.js';

const BIT = `(1 << (mode * 3 + user_status))`;
const ADD = (cols: string[]) => cols.map((c) => `${c} = r.${c} + excluded.${c}`).join(', ');
const SUMS = ['plays', 'views', 'play_time_sum', 'percent_sum'];

/**
 * Folds up to `limit` pending events into the rollups, in the caller's transaction; answers how many it folded, or
 * null when another rollup holds the lock.
 */
export async function foldPending(db: Queryable, limit: number): Promise<number | null> {
  const { rows } = await db.query('SELECT pg_try_advisory_xact_lock($1) AS locked', [LOCK.statisticsRollup]);
  if (!rows[0].locked) return null;
  await db.query('CREATE TEMP TABLE stats_batch (LIKE stats_pending) ON COMMIT DROP');
  const moved = await db.query(
    `WITH d AS (DELETE FROM stats_pending WHERE id IN (SELECT id FROM stats_pending ORDER BY id LIMIT $1) RETURNING *)
    INSERT INTO stats_batch SELECT * FROM d`,
    [limit],
  );
  if (!moved.rowCount) return 0;
  const grouped = (keys: string) => `SELECT ${keys}, count(*) FILTER (WHERE kind = 0), count(*) FILTER (WHERE kind = 1),
      coalesce(sum(play_time), 0), coalesce(sum(percent), 0) FROM stats_batch GROUP BY ${keys}`;
  await db.query(
    `INSERT INTO stats_play_daily AS r (site_id, day, entity_id, mode, user_status, ${SUMS.join(', ')})
    ${grouped('site_id, day, entity_id, mode, user_status')}
    ON CONFLICT (site_id, day, entity_id, mode, user_status) DO UPDATE SET ${ADD(SUMS)}`,
  );
  await db.query(
    `INSERT INTO stats_play_totals AS r (site_id, entity_id, mode, user_status, ${SUMS.join(', ')})
    ${grouped('site_id, entity_id, mode, user_status')}
    ON CONFLICT (site_id, entity_id, mode, user_status) DO UPDATE SET ${ADD(SUMS)}`,
  );
  // Every CTE reads the users' masks as they were before this statement's upsert.
  await db.query(
    `WITH nw AS (SELECT site_id, entity_id, user_key, bit_or(${BIT}) AS m FROM stats_batch WHERE kind = 0 GROUP BY 1, 2, 3),
      was AS (SELECT nw.*, coalesce(u.mask, 0) AS o FROM nw
        LEFT JOIN stats_play_users u USING (site_id, entity_id, user_key)),
      up AS (INSERT INTO stats_play_users AS u (site_id, entity_id, user_key, mask) SELECT site_id, entity_id, user_key, m FROM nw
        ON CONFLICT (site_id, entity_id, user_key) DO UPDATE SET mask = u.mask | excluded.mask)
    INSERT INTO stats_play_distinct AS r (site_id, entity_id, sel, users)
    SELECT site_id, entity_id, s.sel, count(*) FROM was CROSS JOIN unnest($1::int[]) AS s(sel)
    WHERE o & s.sel = 0 AND (o | m) & s.sel <> 0 GROUP BY 1, 2, 3
    ON CONFLICT (site_id, entity_id, sel) DO UPDATE SET users = r.users + excluded.users`,
    [ALL_SELECTION_MASKS],
  );
  return moved.rowCount;
}

export async function pendingCount(db: Queryable, siteId: string): Promise<number> {
  const { rows } = await db.query('SELECT count(*)::int AS n FROM stats_pending WHERE site_id = $1', [siteId]);
  return rows[0].n as number;
}

/** Rebuilds a site's rollups from its raw events (set-based; the demo seed). Its pending events are folded in too. */
export async function rebuildRollups(db: Queryable, siteId: string): Promise<void> {
  for (const table of ['stats_pending', 'stats_play_daily', 'stats_play_totals', 'stats_play_users', 'stats_play_distinct']) {
    await db.query(`DELETE FROM ${table} WHERE site_id = $1`, [siteId]);
  }
  await db.query(
    `INSERT INTO stats_play_daily (site_id, day, entity_id, mode, user_status, ${SUMS.join(', ')})
    SELECT $1, day, entity_id, mode, user_status, sum(p), sum(v), sum(t), sum(pc) FROM (
      SELECT (ts AT TIME ZONE '${PARIS_TIME_ZONE}')::date AS day, entity_id, mode, user_status, count(*) AS p, 0 AS v, sum(play_time) AS t, sum(percent) AS pc
      FROM stats_play_events WHERE site_id = $1 GROUP BY 1, 2, 3, 4
      UNION ALL
      SELECT (ts AT TIME ZONE '${PARIS_TIME_ZONE}')::date, entity_id, mode, user_status, 0, count(*), 0, 0
      FROM stats_view_events WHERE site_id = $1 GROUP BY 1, 2, 3, 4) x
    GROUP BY day, entity_id, mode, user_status`,
    [siteId],
  );
  await db.query(
    `INSERT INTO stats_play_totals (site_id, entity_id, mode, user_status, ${SUMS.join(', ')})
    SELECT site_id, entity_id, mode, user_status, ${SUMS.map((c) => `sum(${c})`).join(', ')} FROM stats_play_daily WHERE site_id = $1
    GROUP BY 1, 2, 3, 4`,
    [siteId],
  );
  await db.query(
    `INSERT INTO stats_play_users (site_id, entity_id, user_key, mask)
    SELECT $1, entity_id, user_key, bit_or(${BIT}) FROM stats_play_events WHERE site_id = $1 GROUP BY 2, 3`,
    [siteId],
  );
  await db.query(
    `INSERT INTO stats_play_distinct (site_id, entity_id, sel, users)
    SELECT $1, entity_id, s.sel, sum(n) FROM (SELECT entity_id, mask, count(*) AS n FROM stats_play_users WHERE site_id = $1 GROUP BY 1, 2) m
    CROSS JOIN unnest($2::int[]) AS s(sel) WHERE mask & s.sel <> 0 GROUP BY 2, 3`,
    [siteId, ALL_SELECTION_MASKS],
  );
}
