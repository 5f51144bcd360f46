// The presence table (migration 038): who has which record open, in which field they typed last.
import type pg from 'pg';
import { FIELD_IDLE_MS, PRESENCE_RETOLD_MS, PRESENCE_TTL_MS, type Viewer, initialsOf } from '../../model/presence/index.js';
import type { Queryable } from './db.js';
import { PRESENCE_CHANNEL } from './notifications.js';
import { prepared } from './preparedStatements.js';

export interface RecordKey {
  siteId: string;
  cls: string;
  recordId: string;
}

export interface Beat extends RecordKey {
  userId: string;
  userName: string;
  tabId: string;
  /** The field typed in last; with `typing`, typed in since the last beat. */
  field: string | null;
  typing: boolean;
}

/** What the tab's row was before this beat (none: the tab just came), and whether others must hear of this one. */
export interface BeatOutcome {
  before?: RecordKey;
  /** The tab came, moved to another record or field, or types on and was last told PRESENCE_RETOLD_MS ago or more. */
  news: boolean;
}

/**
 * Records the tab's beat: its record, its field (its time moves only when typed in), a new expiry, and when it was
 * last told (told_at moves only with news, decided here in the same statement so that two servers agree).
 */
export async function beat(db: Queryable, b: Beat): Promise<BeatOutcome> {
  // The record the tab was on before this beat, if it was on one.
  const { rows } = await db.query<{ site_id: null; news: boolean } | { site_id: string; cls: string; record_id: string; news: boolean }>(
    `WITH before AS (
       SELECT site_id, cls, record_id, told_at FROM presence WHERE user_id = $1 AND tab_id = $2
     ), saved AS (
       INSERT INTO presence AS p (user_id, tab_id, user_name, site_id, cls, record_id, field, field_at, told_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $7::text IS NULL THEN NULL ELSE clock_timestamp() END, clock_timestamp(),
               clock_timestamp() + make_interval(secs => $9))
       ON CONFLICT (user_id, tab_id) DO UPDATE SET
         user_name = EXCLUDED.user_name, site_id = EXCLUDED.site_id, cls = EXCLUDED.cls, record_id = EXCLUDED.record_id,
         field = EXCLUDED.field,
         field_at = CASE
           WHEN EXCLUDED.field IS NULL THEN NULL
           WHEN $8 OR p.field IS DISTINCT FROM EXCLUDED.field OR p.record_id <> EXCLUDED.record_id THEN clock_timestamp()
           ELSE p.field_at END,
         told_at = CASE
           WHEN (p.site_id, p.cls, p.record_id) IS DISTINCT FROM (EXCLUDED.site_id, EXCLUDED.cls, EXCLUDED.record_id)
             OR p.field IS DISTINCT FROM EXCLUDED.field
             OR ($8 AND EXCLUDED.field IS NOT NULL AND (p.told_at IS NULL OR p.told_at <= clock_timestamp() - make_interval(secs => $10)))
           THEN clock_timestamp()
           ELSE p.told_at END,
         expires_at = EXCLUDED.expires_at
       RETURNING told_at
     )
     SELECT before.site_id, before.cls, before.record_id, saved.told_at IS DISTINCT FROM before.told_at AS news
     FROM saved LEFT JOIN before ON true`,
    [b.userId, b.tabId, b.userName, b.siteId, b.cls, b.recordId, b.field, b.typing, PRESENCE_TTL_MS / 1000, PRESENCE_RETOLD_MS / 1000],
  );
  const r = rows[0];
  const before = r.site_id === null ? undefined : { siteId: r.site_id, cls: r.cls, recordId: r.record_id };
  return { before, news: r.news === true };
}

/** The tab left its record; answers the record it had, if any. */
export async function leave(db: Queryable, userId: string, tabId: string): Promise<RecordKey | undefined> {
  const { rows } = await db.query('DELETE FROM presence WHERE user_id = $1 AND tab_id = $2 RETURNING site_id, cls, record_id', [userId, tabId]);
  return rows[0] && { siteId: rows[0].site_id, cls: rows[0].cls, recordId: rows[0].record_id };
}

/** Deletes the expired rows (each by one server only); answers the records they were on. */
export async function sweep(db: Queryable): Promise<RecordKey[]> {
  const { rows } = await db.query('DELETE FROM presence WHERE expires_at < clock_timestamp() RETURNING site_id, cls, record_id');
  return rows.map((r) => ({ siteId: r.site_id, cls: r.cls, recordId: r.record_id }));
}

/** The people on some records of a type, one entry per person and record (their latest field), by record id. */
export async function viewersOf(db: Queryable, siteId: string, cls: string, recordIds: readonly string[]): Promise<Map<string, Viewer[]>> {
  const { rows } = await db.query(
    `SELECT DISTINCT ON (record_id, user_id) record_id, user_id, user_name, field,
       (extract(epoch FROM clock_timestamp() - field_at) * 1000)::bigint AS field_idle
     FROM presence
     WHERE site_id = $1 AND cls = $2 AND record_id = ANY($3::text[]) AND expires_at >= clock_timestamp()
     ORDER BY record_id, user_id, field_at DESC NULLS LAST`,
    [siteId, cls, recordIds],
  );
  const byRecord = new Map<string, Viewer[]>();
  for (const r of rows) {
    const idle = r.field_idle === null ? null : Number(r.field_idle);
    const active = idle !== null && idle < FIELD_IDLE_MS;
    const viewer: Viewer = {
      userId: r.user_id,
      name: r.user_name,
      initials: initialsOf(r.user_name),
      field: active ? r.field : null,
      fieldIdleMs: active ? idle : null,
    };
    byRecord.set(r.record_id, [...(byRecord.get(r.record_id) ?? []), viewer]);
  }
  return byRecord;
}

/** Tells every server of the database (domains/presence/service.ts reads the payload). */
export async function notifyPresence(db: Pick<pg.Pool, 'query'>, payload: object): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [PRESENCE_CHANNEL, JSON.stringify(payload)]);
}

/** A saved record is news only when someone has it open: one query either way. */
export async function notifyIfWatched(db: Pick<pg.Pool, 'query'>, key: RecordKey, payload: object): Promise<void> {
  await db.query(
    prepared('SELECT pg_notify($1, $2) FROM presence WHERE site_id = $3 AND cls = $4 AND record_id = $5 LIMIT 1', [
      PRESENCE_CHANNEL,
      JSON.stringify(payload),
      key.siteId,
      key.cls,
      key.recordId,
    ]),
  );
}
