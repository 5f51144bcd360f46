// The play statistics page (spec 001 §2 "Play statistics page"): videos by plays over the selected (mode, status)
// cells, from the all-time totals; distinct users from the count kept for that very selection.
import type { Queryable } from '../../../storage/db.js';

export interface PlayTotalsRow {
  entityId: string;
  label: string | null;
  plays: number;
  views: number;
  distinctUsers: number;
  avgTime: number;
  avgPercent: number;
  totalPlays: number;
  totalViews: number;
}

const IN_SEL = `(1 << (mode * 3 + user_status)) & $2 <> 0`;

/** Videos with at least one play, most played in the selection first; `count` is how many there are. */
export async function playTotals(
  db: Queryable,
  siteId: string,
  mask: number,
  offset: number,
  limit: number,
): Promise<{ count: number; rows: PlayTotalsRow[] }> {
  const { rows } = await db.query(
    `WITH t AS (
      SELECT entity_id, coalesce(sum(plays) FILTER (WHERE ${IN_SEL}), 0) AS plays, coalesce(sum(views) FILTER (WHERE ${IN_SEL}), 0) AS views,
        coalesce(sum(play_time_sum) FILTER (WHERE ${IN_SEL}), 0) AS t_sum, coalesce(sum(percent_sum) FILTER (WHERE ${IN_SEL}), 0) AS p_sum,
        sum(plays) AS total_plays, sum(views) AS total_views
      FROM stats_play_totals WHERE site_id = $1 GROUP BY entity_id HAVING sum(plays) > 0),
    page AS (SELECT *, count(*) OVER () AS n FROM t ORDER BY plays DESC, total_plays DESC, entity_id OFFSET $3 LIMIT $4)
    SELECT page.entity_id AS "entityId", d.doc ->> 'label' AS label, page.plays::float8 AS plays, page.views::float8 AS views,
      coalesce(u.users, 0)::float8 AS "distinctUsers",
      CASE WHEN page.plays > 0 THEN round((t_sum / page.plays)::numeric, 2) ELSE 0 END::float8 AS "avgTime",
      CASE WHEN page.plays > 0 THEN round((p_sum / page.plays)::numeric, 2) ELSE 0 END::float8 AS "avgPercent",
      total_plays::float8 AS "totalPlays", total_views::float8 AS "totalViews", n::int AS n
    FROM page LEFT JOIN documents d ON d.site_id = $1 AND d.cls = 'Video' AND d.id = page.entity_id
    LEFT JOIN stats_play_distinct u ON u.site_id = $1 AND u.entity_id = page.entity_id AND u.sel = $2
    ORDER BY page.plays DESC, page.total_plays DESC, page.entity_id`,
    [siteId, mask, offset, limit],
  );
  const count = rows.length
    ? (rows[0].n as number)
    : ((await db.query('SELECT count(DISTINCT entity_id)::int AS n FROM stats_play_totals WHERE site_id = $1 AND plays > 0', [siteId])).rows[0]
        .n as number);
  return { count, rows: rows.map(({ n: _n, ...row }) => row as PlayTotalsRow) };
}
