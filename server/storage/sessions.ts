// Sessions are stored by the hash of their token: a leaked table gives no usable cookie.
import type { Queryable } from './db.js';

export interface SessionRow { userId: string; createdAt: Date; lastSeenAt: Date; expiresAt: Date }

export async function insertSession(db: Queryable, tokenHash: Buffer, userId: string, expiresAt: Date): Promise<void> {
  await db.query('INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [tokenHash, userId, expiresAt]);
}

/** The live session, touched; undefined when missing, expired or idle too long. */
export async function touchSession(db: Queryable, tokenHash: Buffer, idleMs: number): Promise<SessionRow | undefined> {
  const res = await db.query(`UPDATE sessions SET last_seen_at = now()
    WHERE token_hash = $1 AND expires_at > now() AND last_seen_at > now() - make_interval(secs => $2)
    RETURNING user_id, created_at, last_seen_at, expires_at`, [tokenHash, idleMs / 1000]);
  const row = res.rows[0];
  return row && { userId: row.user_id, createdAt: row.created_at, lastSeenAt: row.last_seen_at, expiresAt: row.expires_at };
}

export async function deleteSession(db: Queryable, tokenHash: Buffer): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
}

export async function deleteUserSessions(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}

export async function purgeExpiredSessions(db: Queryable, idleMs: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE expires_at < now() OR last_seen_at < now() - make_interval(secs => $1)', [idleMs / 1000]);
}
