// Raw events (migration 012): written in one statement per batch, with their copy in stats_pending for the rollup job;
// monthly partitions made ahead and dropped by date.
import type { Queryable } from '../../../storage/db.js';
import { PARIS_TIME_ZONE } from '../../../../model/parisTime.js';

export interface PlayEvent {
  entityId: string;
  mode: number;
  userStatus: number;
  userKey: string;
  playTime: number;
  percent: number;
  ts: Date;
}
export interface ViewEvent {
  entityId: string;
  mode: number;
  userStatus: number;
  ts: Date;
}
export interface BetEvent {
  tournamentId: string;
  participantId: string;
  ts: Date;
}

const PARIS_DAY = `(ts AT TIME ZONE '${PARIS_TIME_ZONE}')::date`;

export async function insertPlays(db: Queryable, siteId: string, events: PlayEvent[]): Promise<void> {
  await db.query(
    `WITH ev AS (SELECT * FROM unnest($2::text[], $3::int2[], $4::int2[], $5::text[], $6::real[], $7::real[], $8::timestamptz[])
        AS e(entity_id, mode, user_status, user_key, play_time, percent, ts)),
      ins AS (INSERT INTO stats_play_events (site_id, entity_id, mode, user_status, user_key, play_time, percent, ts)
        SELECT $1, entity_id, mode, user_status, user_key, play_time, percent, ts FROM ev)
    INSERT INTO stats_pending (kind, site_id, entity_id, mode, user_status, user_key, play_time, percent, day)
    SELECT 0, $1, entity_id, mode, user_status, user_key, play_time, percent, ${PARIS_DAY} FROM ev`,
    [
      siteId,
      events.map((e) => e.entityId),
      events.map((e) => e.mode),
      events.map((e) => e.userStatus),
      events.map((e) => e.userKey),
      events.map((e) => e.playTime),
      events.map((e) => e.percent),
      events.map((e) => e.ts),
    ],
  );
}

export async function insertViews(db: Queryable, siteId: string, events: ViewEvent[]): Promise<void> {
  await db.query(
    `WITH ev AS (SELECT * FROM unnest($2::text[], $3::int2[], $4::int2[], $5::timestamptz[]) AS e(entity_id, mode, user_status, ts)),
      ins AS (INSERT INTO stats_view_events (site_id, entity_id, mode, user_status, ts) SELECT $1, entity_id, mode, user_status, ts FROM ev)
    INSERT INTO stats_pending (kind, site_id, entity_id, mode, user_status, day) SELECT 1, $1, entity_id, mode, user_status, ${PARIS_DAY} FROM ev`,
    [siteId, events.map((e) => e.entityId), events.map((e) => e.mode), events.map((e) => e.userStatus), events.map((e) => e.ts)],
  );
}

export async function insertBets(db: Queryable, siteId: string, events: BetEvent[]): Promise<void> {
  await db.query(
    `INSERT INTO stats_bet_events (site_id, tournament_id, participant_id, ts)
    SELECT $1, t, p, ts FROM unnest($2::text[], $3::text[], $4::timestamptz[]) AS e(t, p, ts)`,
    [siteId, events.map((e) => e.tournamentId), events.map((e) => e.participantId), events.map((e) => e.ts)],
  );
}

/** Makes the missing monthly partitions (Paris months) between two dates; answers how many tables it made. */
export async function ensureEventPartitions(db: Queryable, from: Date, to: Date): Promise<number> {
  const { rows } = await db.query<{ made: number }>('SELECT stats_ensure_partitions($1::date, $2::date) AS made', [from, to]);
  return rows[0].made;
}

/** Drops the raw events of the months before `month` (YYYYMM), whole partitions; rollups stay. */
export async function dropEventPartitionsBefore(db: Queryable, month: string): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent IN ('stats_play_events'::regclass, 'stats_view_events'::regclass, 'stats_bet_events'::regclass)
      AND right(c.relname, 6) ~ '^[0-9]{6}$' AND right(c.relname, 6) < $1 ORDER BY 1`,
    [month],
  );
  const names = rows.map((r) => r.name);
  // Names come from the catalogue and match stats_*_events_YYYYMM: quoting them is enough.
  for (const name of names) await db.query(`DROP TABLE "${name.replace(/"/g, '""')}"`);
  return names;
}
