// Sessions are stored by the hash of their token: a leaked table gives no usable cookie. A session's key is that hash
// in hex; ending a session tells every server of the database (NOTIFY on SESSIONS_CHANNEL, payload its key), so that
// each closes the session's live-event streams at once.
import type { Queryable } from './db.js';
import { prepared } from './preparedStatements.js';
import { SESSIONS_CHANNEL } from './notifications.js';

export interface SessionRow {
  userId: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  /** The session's last write (migration 034): until the read replica has replayed past it, its reads go to the primary. */
  wroteAt: Date | null;
  /** The catalogue's version now (migration 034): a server whose caches are older reloads them first. */
  catalogueVersion: number;
  /** The session's account (its AdminUser document), read in the same statement; undefined once archived or removed. */
  userDoc?: Record<string, unknown>;
}

export type SignInMethod = 'password' | 'password+totp' | 'password+recovery' | 'password+passkey' | 'passkey' | 'sso';

/** Where a session began (migration 051: shown by 'Mes sessions'); a user agent is kept to 500 characters. */
export interface SessionStart {
  ip: string;
  userAgent: string;
  method: SignInMethod;
  verified?: boolean;
}

export async function insertSession(db: Queryable, tokenHash: Buffer, userId: string, expiresAt: Date, start: SessionStart): Promise<void> {
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at, ip, user_agent, method, verified_at)
     VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7 THEN now() END)`,
    [tokenHash, userId, expiresAt, start.ip.slice(0, 100), start.userAgent.slice(0, 500), start.method, start.verified === true],
  );
}

/**
 * How stale last_seen_at may get: 30 s, or a tenth of the idle time if shorter (an idle session ends at most that
 * much early). Touching it on every request made every read a write, each waiting for a WAL flush.
 */
const touchEverySeconds = (idleMs: number) => Math.min(30, idleMs / 10_000);

/** The live session and its account, touched when stale, in one round trip; undefined when missing, expired or idle too long. */
export async function touchSession(db: Queryable, tokenHash: Buffer, idleMs: number): Promise<SessionRow | undefined> {
  const res = await db.query(
    prepared(
      `WITH live AS (
      SELECT token_hash, user_id, created_at, last_seen_at, expires_at, wrote_at FROM sessions
      WHERE token_hash = $1 AND expires_at > now() AND last_seen_at > now() - make_interval(secs => $2)
    ), touched AS (
      UPDATE sessions s SET last_seen_at = now() FROM live
      WHERE s.token_hash = live.token_hash AND live.last_seen_at < now() - make_interval(secs => $3)
      RETURNING s.last_seen_at
    )
    SELECT user_id, created_at, coalesce((SELECT last_seen_at FROM touched), last_seen_at) AS last_seen_at, expires_at, wrote_at,
      (SELECT version FROM catalogue_version WHERE id = 1)::float8 AS catalogue_version,
      (SELECT doc FROM documents WHERE site_id = 'global' AND cls = 'AdminUser' AND id = live.user_id AND NOT archived) AS user_doc
    FROM live`,
      [tokenHash, idleMs / 1000, touchEverySeconds(idleMs)],
    ),
  );
  const row = res.rows[0];
  return (
    row && {
      userId: row.user_id,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      expiresAt: row.expires_at,
      wroteAt: row.wrote_at,
      catalogueVersion: row.catalogue_version,
      userDoc: row.user_doc ?? undefined,
    }
  );
}

/** Marks the session as having just written (before its answer leaves, so that no later read can miss it). */
export async function markSessionWrite(db: Queryable, tokenHash: Buffer): Promise<void> {
  await db.query(prepared('UPDATE sessions SET wrote_at = now() WHERE token_hash = $1', [tokenHash]));
}

/** A live session of `liveSessions`: its account, and how long until it ends unless used (idle) or at all (lifetime). */
export interface LiveSessionRow {
  key: string;
  userId: string;
  userDoc?: Record<string, unknown>;
  remainingMs: number;
}

/** The live ones among some sessions (by key), untouched: a stream's events are no activity of its session. */
export async function liveSessions(db: Queryable, keys: readonly string[], idleMs: number): Promise<LiveSessionRow[]> {
  const { rows } = await db.query(
    `SELECT encode(s.token_hash, 'hex') AS key, s.user_id, d.doc AS user_doc,
       extract(epoch FROM least(s.expires_at, s.last_seen_at + make_interval(secs => $2)) - now()) * 1000 AS remaining_ms
     FROM sessions s
     LEFT JOIN documents d ON d.site_id = 'global' AND d.cls = 'AdminUser' AND d.id = s.user_id AND NOT d.archived
     WHERE s.token_hash IN (SELECT decode(k, 'hex') FROM unnest($1::text[]) k)
       AND s.expires_at > now() AND s.last_seen_at > now() - make_interval(secs => $2)`,
    [keys, idleMs / 1000],
  );
  return rows.map((r) => ({ key: r.key, userId: r.user_id, userDoc: r.user_doc ?? undefined, remainingMs: Number(r.remaining_ms) }));
}

const ENDED = `SELECT pg_notify('${SESSIONS_CHANNEL}', encode(token_hash, 'hex')) FROM ended`;

/** Ends one session; answers its account (undefined when it was over already), for the audit log. */
export async function deleteSession(db: Queryable, tokenHash: Buffer): Promise<string | undefined> {
  const { rows } = await db.query(
    `WITH ended AS (DELETE FROM sessions WHERE token_hash = $1 RETURNING token_hash, user_id)
     SELECT pg_notify('${SESSIONS_CHANNEL}', encode(token_hash, 'hex')), user_id FROM ended`,
    [tokenHash],
  );
  return rows[0]?.user_id;
}

export async function deleteUserSessions(db: Queryable, userId: string): Promise<void> {
  await db.query(`WITH ended AS (DELETE FROM sessions WHERE user_id = $1 RETURNING token_hash) ${ENDED}`, [userId]);
}

export async function purgeExpiredSessions(db: Queryable, idleMs: number): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM sessions WHERE expires_at < now() OR last_seen_at < now() - make_interval(secs => $1)', [
    idleMs / 1000,
  ]);
  return rowCount ?? 0;
}
