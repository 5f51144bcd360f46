// Tournament statistics (spec 001 §2, §9): bets per day from the bet events, participants from the Participant
// records (created per day, and how many there are at the end of each day), the ranking, the participants' CSV rows.
import type { Queryable } from '../../../storage/db.js';
import { parisDay } from './timeline.js';
import { PARIS_TIME_ZONE } from '../../../../model/parisTime.js';

const PARTICIPANTS = `FROM documents WHERE site_id = $1 AND cls = 'Participant' AND NOT archived AND doc #>> '{tournament,_id}' = $2`;
/** A number of the record, or null when it holds something else. */
const numOf = (e: string) => `CASE WHEN jsonb_typeof(${e}) = 'number' THEN (${e})::float8 END`;
const CREATED_TS = `CASE WHEN jsonb_typeof(doc -> 'createTs') = 'number' THEN (doc ->> 'createTs')::float8 ELSE extract(epoch FROM created_at) END`;

export async function tournamentOf(db: Queryable, siteId: string, id: string): Promise<{ startTs: unknown; endTs: unknown } | undefined> {
  const { rows } = await db.query(
    `SELECT doc -> 'startTs' AS "startTs", doc -> 'endTs' AS "endTs" FROM documents WHERE site_id = $1 AND cls = 'Tournament' AND id = $2 AND NOT archived`,
    [siteId, id],
  );
  return rows[0];
}

export interface DayCounts {
  day: string;
  bets: number;
  created: number;
  participants: number;
}

/** Per Paris day from `from` to `to` (dates, inclusive): bets, participants created, participants at the day's end. */
export async function tournamentDays(db: Queryable, siteId: string, id: string, from: string, to: string): Promise<DayCounts[]> {
  const { rows } = await db.query(
    `WITH days AS (SELECT d::date AS day FROM generate_series($3::date, $4::date, interval '1 day') d),
    bets AS (SELECT (ts AT TIME ZONE '${PARIS_TIME_ZONE}')::date AS day, count(*) AS n FROM stats_bet_events
      WHERE site_id = $1 AND tournament_id = $2 AND ts >= $3::date::timestamp AT TIME ZONE '${PARIS_TIME_ZONE}'
        AND ts < ($4::date + 1)::timestamp AT TIME ZONE '${PARIS_TIME_ZONE}' GROUP BY 1),
    created AS (SELECT ${parisDay(CREATED_TS)} AS day, count(*) AS n ${PARTICIPANTS} GROUP BY 1)
    SELECT to_char(days.day, 'YYYY-MM-DD') AS day, coalesce(bets.n, 0)::int AS bets, coalesce(c.n, 0)::int AS created,
      ((SELECT coalesce(sum(n), 0) FROM created WHERE created.day < $3::date)
        + sum(coalesce(c.n, 0)) OVER (ORDER BY days.day))::int AS participants
    FROM days LEFT JOIN bets USING (day) LEFT JOIN created c USING (day) ORDER BY days.day`,
    [siteId, id, from, to],
  );
  return rows as DayCounts[];
}

/** The User record of a participant `p`, for its login. */
const PARTICIPANT_USER = `LEFT JOIN documents u ON u.site_id = $1 AND u.cls = 'User' AND u.id = coalesce(p.doc ->> 'userId', p.doc #>> '{user,_id}')`;

/** The 20 best ranked participants, with their users' logins; none while no participant has a rank. */
export async function top20(
  db: Queryable,
  siteId: string,
  id: string,
): Promise<{ userId: string; login: string | null; score: number; rank: number }[]> {
  const { rows } = await db.query(
    `SELECT coalesce(p.doc ->> 'userId', p.doc #>> '{user,_id}', p.id) AS "userId", u.doc ->> 'login' AS login,
      coalesce(${numOf("p.doc -> 'score'")}, 0) AS score, ${numOf("p.doc -> 'rank'")} AS rank
    FROM (SELECT * ${PARTICIPANTS} AND jsonb_typeof(doc -> 'rank') = 'number') p ${PARTICIPANT_USER} ORDER BY 4, 3 DESC, p.id LIMIT 20`,
    [siteId, id],
  );
  return rows;
}

export interface ParticipantCsvRow {
  id: string;
  userId: string;
  login: string | null;
  score: number | null;
  rank: number | null;
  betsCount: number | null;
  createTs: number;
}

/** The participants of a tournament by rank then registration; `createdOnly`: those who have not bet yet. */
export async function participantRows(db: Queryable, siteId: string, id: string, createdOnly: boolean, limit: number): Promise<ParticipantCsvRow[]> {
  const { rows } = await db.query(
    `SELECT p.id, coalesce(p.doc ->> 'userId', p.doc #>> '{user,_id}', '') AS "userId", u.doc ->> 'login' AS login,
      ${numOf("p.doc -> 'score'")} AS score, ${numOf("p.doc -> 'rank'")} AS rank, ${numOf("p.doc -> 'betsCount'")} AS "betsCount",
      ${CREATED_TS.replace(/doc/g, 'p.doc').replace('created_at', 'p.created_at')}::bigint AS "createTs"
    FROM (SELECT * ${PARTICIPANTS}) p ${PARTICIPANT_USER}
    WHERE NOT $3 OR (coalesce(${numOf("p.doc -> 'betsCount'")}, 0) = 0
      AND NOT EXISTS (SELECT 1 FROM stats_bet_events b WHERE b.site_id = $1 AND b.tournament_id = $2 AND b.participant_id = p.id))
    ORDER BY 5 NULLS LAST, 7, p.id LIMIT $4`,
    [siteId, id, createdOnly, limit],
  );
  return rows;
}
