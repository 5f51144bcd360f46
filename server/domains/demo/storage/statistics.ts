// The demo sites' events (issue 12 §1), set-based over generate_series: plays over 90 days with a long-tail popularity
// over the site's videos (power law on a fixed shuffle), sessions stopping part way, views on videos and articles,
// participants of the winter tournament and their bets. random() is seeded per site: a run is reproducible.
import type { Queryable } from '../../../storage/db.js';
import { DAY, insertGenerated, NOW, type DemoVolumeInput } from './volume.js';

const DEMO_TOURNAMENT = 'tour-hiver';

const VIDEOS = `v AS MATERIALIZED (SELECT (row_number() OVER (ORDER BY md5($1 || id)) - 1)::int AS k, id,
    coalesce(CASE WHEN jsonb_typeof(doc -> 'duration') = 'number' THEN (doc ->> 'duration')::real END, 600) AS dur
  FROM documents WHERE site_id = $1 AND cls = 'Video' AND NOT archived),
  nv AS (SELECT count(*)::int AS n FROM v),
  nu AS (SELECT count(*)::int AS n FROM documents WHERE site_id = $1 AND cls = 'User' AND id LIKE 'gen-user-%')`;
/** A logged-in reader for status st (premium: the first readers, who subscribe; freemium: the others). */
const READER = (st: string, r: string) => `CASE WHEN ${st} = 0 OR nu.n < 3 THEN 'a:visiteur-' || floor(${r} * $2 * 0.2)::int
  WHEN ${st} = 2 THEN 'u:gen-user-' || lpad((1 + floor(${r} * nu.n * 0.38))::int::text, 5, '0')
  ELSE 'u:gen-user-' || lpad((1 + floor(nu.n * 0.38) + floor(${r} * nu.n * 0.62))::int::text, 5, '0') END`;
const MODE = (r: string) => `CASE WHEN ${r} < 0.45 THEN 0 WHEN ${r} < 0.75 THEN 1 WHEN ${r} < 0.9 THEN 2 ELSE 3 END`;
const STATUS = (r: string) => `CASE WHEN ${r} < 0.5 THEN 0 WHEN ${r} < 0.8 THEN 1 ELSE 2 END`;
/** More recent days see a little more traffic. */
const TS = (r: string) => `to_timestamp(${NOW}) - power(${r}, 1.15) * 90 * interval '1 day'`;

async function seedRandom(db: Queryable, siteId: string, purpose: string): Promise<void> {
  // 32 bits of the hash, not 2,000 seeds: the 50 steps of a site's events drew the same block one time in two.
  await db.query(`SELECT setseed((('x' || substr(md5($1), 1, 8))::bit(32)::int) / 2147483648.0)`, [`${siteId}:${purpose}`]);
}

/** `plays` plays over the last 90 days of the site's videos (also the bench's filler); `chunk` seeds a part of many. */
export async function insertPlays(db: Queryable, input: DemoVolumeInput, plays: number, chunk = 0): Promise<number> {
  await seedRandom(db, input.siteId, chunk ? `plays:${chunk}` : 'plays');
  const res = await db.query(
    `WITH ${VIDEOS}, g AS (SELECT random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5, random() AS r6, random() AS r7
      FROM generate_series(1, $2))
    INSERT INTO stats_play_events (site_id, entity_id, mode, user_status, user_key, play_time, percent, ts)
    SELECT $1, v.id, mode, st, ${READER('st', 'r5')}, round((pct / 100 * CASE WHEN mode IN (1, 3) THEN least(dur, 90) ELSE dur END)::numeric, 1), pct,
      ${TS('r7')}
    FROM g CROSS JOIN nv CROSS JOIN nu JOIN v ON v.k = floor(power(g.r1, 3) * nv.n)
    CROSS JOIN LATERAL (SELECT ${MODE('r2')} AS mode, ${STATUS('r3')} AS st,
      CASE WHEN r4 < 0.35 THEN 100 ELSE round((100 * power(r6, 0.8))::numeric, 1)::real END AS pct) x`,
    [input.siteId, plays, input.now],
  );
  return res.rowCount ?? 0;
}

export async function insertViews(db: Queryable, input: DemoVolumeInput, views: number, chunk = 0): Promise<number> {
  await seedRandom(db, input.siteId, chunk ? `views:${chunk}` : 'views');
  const res = await db.query(
    `WITH ${VIDEOS}, t AS MATERIALIZED (SELECT (row_number() OVER (ORDER BY md5($1 || id)) - 1)::int AS k, id
        FROM documents WHERE site_id = $1 AND cls = 'TextContent' AND NOT archived),
      nt AS (SELECT count(*)::int AS n FROM t),
      g AS (SELECT random() AS r0, random() AS r1, random() AS r2, random() AS r3, random() AS r7 FROM generate_series(1, $2))
    INSERT INTO stats_view_events (site_id, entity_id, mode, user_status, ts)
    SELECT $1, CASE WHEN r0 < 0.8 OR nt.n = 0 THEN v.id ELSE t.id END, CASE WHEN r0 < 0.8 OR nt.n = 0 THEN ${MODE('r2')} ELSE 0 END, ${STATUS('r3')},
      ${TS('r7')}
    FROM g CROSS JOIN nv CROSS JOIN nt JOIN v ON v.k = floor(power(g.r1, 3) * nv.n) LEFT JOIN t ON t.k = floor(power(g.r1, 2) * nt.n)`,
    [input.siteId, views, input.now],
  );
  return res.rowCount ?? 0;
}

/** Participants of the demo tournament: registered from a week before its start, scored by their bets. */
const PARTICIPANTS = `WITH tr AS (SELECT (doc ->> 'startTs')::bigint AS s, least((doc ->> 'endTs')::bigint, ${NOW}) AS e FROM documents
    WHERE site_id = $1 AND cls = 'Tournament' AND id = '${DEMO_TOURNAMENT}' AND jsonb_typeof(doc -> 'startTs') = 'number'),
  nu AS (SELECT count(*)::int AS n FROM documents WHERE site_id = $1 AND cls = 'User' AND id LIKE 'gen-user-%')
  SELECT 'gen-part-' || lpad(i::text, 4, '0') AS id, jsonb_build_object(
      'tournament', jsonb_build_object('_id', '${DEMO_TOURNAMENT}', '_cls', 'Tournament', '_isRef', true),
      'user', jsonb_build_object('_id', u, '_cls', 'User', '_isRef', true), 'userId', u, 'score', bets * floor(random() * 3)::int,
      'betsCount', bets, 'createTs', created) AS doc, to_timestamp(created) AS created_at
  FROM tr, nu, generate_series(1, least(($4::jsonb ->> 'participants')::int, nu.n)) i
  CROSS JOIN LATERAL (SELECT 'gen-user-' || lpad(i::text, 5, '0') AS u, floor(random() * 25)::int AS bets,
    (tr.s - 7 * ${DAY} + floor(power(random(), 1.6) * greatest(tr.e - tr.s, ${DAY})))::bigint AS created) x
  WHERE created < tr.e AND $2::jsonb IS NOT NULL`;

export async function insertTournament(db: Queryable, input: DemoVolumeInput, participants: number): Promise<number> {
  await seedRandom(db, input.siteId, 'participants');
  const made = await insertGenerated(db, { ...input, counts: { ...input.counts, participants } }, 'Participant', PARTICIPANTS);
  await db.query(
    `UPDATE documents d SET doc = jsonb_set(d.doc, '{rank}', to_jsonb(r.rank)) FROM (
      SELECT id, row_number() OVER (ORDER BY (doc ->> 'score')::float8 DESC, (doc ->> 'createTs')::float8, id) AS rank FROM documents
      WHERE site_id = $1 AND cls = 'Participant' AND doc #>> '{tournament,_id}' = $2 AND jsonb_typeof(doc -> 'score') = 'number') r
    WHERE d.site_id = $1 AND d.cls = 'Participant' AND d.id = r.id`,
    [input.siteId, DEMO_TOURNAMENT],
  );
  await seedRandom(db, input.siteId, 'bets');
  await db.query(
    `INSERT INTO stats_bet_events (site_id, tournament_id, participant_id, ts)
    SELECT $1, $2, p.id, to_timestamp(c + random() * greatest(e - c, 60))
    FROM documents p CROSS JOIN LATERAL (SELECT (p.doc ->> 'createTs')::float8 AS c) pc
    CROSS JOIN (SELECT least((doc ->> 'endTs')::float8, $3::bigint) AS e FROM documents WHERE site_id = $1 AND cls = 'Tournament' AND id = $2) t
    CROSS JOIN LATERAL generate_series(1, (p.doc ->> 'betsCount')::int) j
    WHERE p.site_id = $1 AND p.cls = 'Participant' AND p.doc #>> '{tournament,_id}' = $2
      AND jsonb_typeof(p.doc -> 'betsCount') = 'number' AND jsonb_typeof(p.doc -> 'createTs') = 'number' AND c < e`,
    [input.siteId, DEMO_TOURNAMENT, input.now],
  );
  return made;
}
