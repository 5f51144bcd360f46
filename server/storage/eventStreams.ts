// The open live-event streams of every server of the database (migration 019), so that the caps per session and
// per user hold however many servers the streams are spread over.
import type pg from 'pg';
import { inTransaction } from './db.js';
import { STREAMS_CHANNEL } from './notifications.js';
import { LOCK_OF } from './advisoryLocks.js';

export interface StreamRow {
  id: string;
  sessionKey: string;
}

export interface NewStream {
  id: string;
  serverId: string;
  sessionKey: string;
  userId: string;
}

/** How long a stream counts without its server refreshing it (a killed server's streams stop counting then). */
export const STREAM_TTL_MS = 60_000;

/**
 * Opens a stream if `admit`, shown the user's live streams (oldest first), allows it; the stream `admit` names to
 * evict is deleted, and its server is told through NOTIFY on STREAMS_CHANNEL (payload: its id). One user's opens are
 * serialised, so two servers cannot both take the last slot.
 */
export async function openStream(
  pool: pg.Pool,
  stream: NewStream,
  admit: (live: StreamRow[]) => { ok: true; evict?: string } | { ok: false },
): Promise<{ ok: true; evicted?: string } | { ok: false }> {
  return inTransaction(pool, async (db) => {
    await db.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_OF.userStreams, stream.userId]);
    await db.query('DELETE FROM event_streams WHERE expires_at < now()');
    const live = (
      await db.query<{ id: string; session_key: string }>('SELECT id, session_key FROM event_streams WHERE user_id = $1 ORDER BY opened_at, id', [
        stream.userId,
      ])
    ).rows.map((r) => ({ id: r.id, sessionKey: r.session_key }));
    const verdict = admit(live);
    if (!verdict.ok) return verdict;
    if (verdict.evict) {
      await db.query('DELETE FROM event_streams WHERE id = $1', [verdict.evict]);
      await db.query('SELECT pg_notify($1, $2)', [STREAMS_CHANNEL, verdict.evict]);
    }
    await db.query(
      `INSERT INTO event_streams (id, server_id, session_key, user_id, expires_at)
      VALUES ($1, $2, $3, $4, clock_timestamp() + make_interval(secs => $5))`,
      [stream.id, stream.serverId, stream.sessionKey, stream.userId, STREAM_TTL_MS / 1000],
    );
    return { ok: true, evicted: verdict.evict };
  });
}

export async function closeStream(db: pg.Pool, id: string): Promise<void> {
  await db.query('DELETE FROM event_streams WHERE id = $1', [id]);
}

/** A server's streams are still open: those listed live on, any other row of that server is gone. */
export async function refreshStreams(db: pg.Pool, serverId: string, open: string[]): Promise<void> {
  await db.query(
    `WITH gone AS (DELETE FROM event_streams WHERE server_id = $1 AND NOT (id = ANY($2::text[])))
    UPDATE event_streams SET expires_at = clock_timestamp() + make_interval(secs => $3) WHERE server_id = $1 AND id = ANY($2::text[])`,
    [serverId, open, STREAM_TTL_MS / 1000],
  );
}
