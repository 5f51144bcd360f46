// The only SQL of second factors and sessions in view (migration 051): TOTP secrets, recovery codes, passkeys,
// WebAuthn challenges, pending logins, and the sessions table as 'Mes sessions' reads it.
import type { Queryable } from '../../storage/db.js';

// ---- TOTP

export interface TotpRow {
  secret: string;
  confirmed: boolean;
  lastStep: number;
}

export async function getTotp(db: Queryable, userId: string): Promise<TotpRow | undefined> {
  const { rows } = await db.query('SELECT secret, confirmed_at, last_step FROM totp_factors WHERE user_id = $1', [userId]);
  return rows[0] && { secret: rows[0].secret, confirmed: rows[0].confirmed_at !== null, lastStep: Number(rows[0].last_step) };
}

/** A new unconfirmed secret, in place of any unconfirmed one (a confirmed factor is removed first, on purpose). */
export async function putPendingTotp(db: Queryable, userId: string, secret: string): Promise<boolean> {
  const res = await db.query(
    `INSERT INTO totp_factors (user_id, secret) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET secret = $2, last_step = 0, created_at = now() WHERE totp_factors.confirmed_at IS NULL`,
    [userId, secret],
  );
  return res.rowCount === 1;
}

/**
 * Records the time step of an accepted code, only if later than the last one: false when another request (any server)
 * used this step or a later one first, so that one code opens one door.
 */
export async function useTotpStep(db: Queryable, userId: string, step: number, confirm: boolean): Promise<boolean> {
  const res = await db.query(
    `UPDATE totp_factors SET last_step = $2, confirmed_at = CASE WHEN $3 THEN coalesce(confirmed_at, now()) ELSE confirmed_at END
     WHERE user_id = $1 AND last_step < $2 AND (confirmed_at IS NOT NULL OR $3)`,
    [userId, step, confirm],
  );
  return res.rowCount === 1;
}

/** Secrets stored before they were encrypted (the `v1:` prefix of server/storage/secretBox.ts), a bounded batch. */
/** Every stored TOTP secret (one per console account at most), for the start's check of how each is sealed. */
export async function totpSecrets(db: Queryable): Promise<{ userId: string; secret: string }[]> {
  const { rows } = await db.query(`SELECT user_id, secret FROM totp_factors`);
  return rows.map((r) => ({ userId: r.user_id, secret: r.secret }));
}

/** Replaces a stored secret by its form sealed under the current key, unless it changed meanwhile. */
export async function resealTotp(db: Queryable, userId: string, plain: string, sealed: string): Promise<void> {
  await db.query('UPDATE totp_factors SET secret = $3 WHERE user_id = $1 AND secret = $2', [userId, plain, sealed]);
}

export async function deleteTotp(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM totp_factors WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
}

/** Every factor of an account (a super administrator's reset, when its owner lost them); how many there were. */
export async function deleteAllFactors(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query(
    `WITH t AS (DELETE FROM totp_factors WHERE user_id = $1 AND confirmed_at IS NOT NULL RETURNING 1),
       p AS (DELETE FROM passkeys WHERE user_id = $1 RETURNING 1),
       r AS (DELETE FROM recovery_codes WHERE user_id = $1 RETURNING 1)
     SELECT (SELECT count(*) FROM t) + (SELECT count(*) FROM p) AS n, (SELECT count(*) FROM r) AS codes`,
    [userId],
  );
  return Number(rows[0].n);
}

// ---- recovery codes

export async function replaceRecoveryCodes(db: Queryable, userId: string, hashes: Buffer[]): Promise<void> {
  await db.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
  await db.query('INSERT INTO recovery_codes (user_id, code_hash) SELECT $1, h FROM unnest($2::bytea[]) h', [userId, hashes]);
}

/** Marks a recovery code used; false when it is unknown or was used already (at once on every server). */
export async function useRecoveryCode(db: Queryable, userId: string, hash: Buffer): Promise<boolean> {
  const res = await db.query('UPDATE recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL', [userId, hash]);
  return res.rowCount === 1;
}

export async function countRecoveryCodesLeft(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query('SELECT count(*)::int AS n FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL', [userId]);
  return rows[0].n;
}

// ---- passkeys

export interface PasskeyRow {
  id: string;
  userId: string;
  name: string;
  publicKey: Buffer;
  counter: number;
  transports: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
}

const PASSKEY_COLUMNS = 'id, user_id, name, public_key, counter, transports, created_at, last_used_at';
/** A row of `passkeys` as PASSKEY_COLUMNS selects it (the counter a bigint, read as text). */
interface PasskeyTableRow {
  id: string;
  user_id: string;
  name: string;
  public_key: Buffer;
  counter: string;
  transports: string[];
  created_at: Date;
  last_used_at: Date | null;
}

const toPasskey = (r: PasskeyTableRow): PasskeyRow => ({
  id: r.id,
  userId: r.user_id,
  name: r.name,
  publicKey: r.public_key,
  counter: Number(r.counter),
  transports: r.transports,
  createdAt: r.created_at,
  lastUsedAt: r.last_used_at,
});

export async function passkeysOf(db: Queryable, userId: string): Promise<PasskeyRow[]> {
  const { rows } = await db.query<PasskeyTableRow>(`SELECT ${PASSKEY_COLUMNS} FROM passkeys WHERE user_id = $1 ORDER BY created_at`, [userId]);
  return rows.map(toPasskey);
}

export async function getPasskey(db: Queryable, id: string): Promise<PasskeyRow | undefined> {
  const { rows } = await db.query<PasskeyTableRow>(`SELECT ${PASSKEY_COLUMNS} FROM passkeys WHERE id = $1`, [id]);
  return rows[0] && toPasskey(rows[0]);
}

export async function insertPasskey(db: Queryable, p: Omit<PasskeyRow, 'createdAt' | 'lastUsedAt'>): Promise<boolean> {
  const res = await db.query(
    'INSERT INTO passkeys (id, user_id, name, public_key, counter, transports) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING',
    [p.id, p.userId, p.name, p.publicKey, p.counter, p.transports],
  );
  return res.rowCount === 1;
}

/** The new sign count, only forward (a clone's lower count never wins a race either). */
export async function usePasskey(db: Queryable, id: string, counter: number): Promise<boolean> {
  const res = await db.query('UPDATE passkeys SET counter = $2, last_used_at = now() WHERE id = $1 AND (counter < $2 OR $2 = 0)', [id, counter]);
  return res.rowCount === 1;
}

export async function renamePasskey(db: Queryable, userId: string, id: string, name: string): Promise<boolean> {
  return (await db.query('UPDATE passkeys SET name = $3 WHERE user_id = $1 AND id = $2', [userId, id, name])).rowCount === 1;
}

export async function deletePasskey(db: Queryable, userId: string, id: string): Promise<boolean> {
  return (await db.query('DELETE FROM passkeys WHERE user_id = $1 AND id = $2', [userId, id])).rowCount === 1;
}

// ---- WebAuthn challenges (single use, with an expiry)

export async function insertChallenge(db: Queryable, challenge: string, purpose: 'register' | 'login', userId: string | null, ttlMs: number) {
  await db.query(`DELETE FROM webauthn_challenges WHERE expires_at < now()`);
  await db.query(`INSERT INTO webauthn_challenges (challenge, purpose, user_id, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`, [
    challenge,
    purpose,
    userId,
    ttlMs / 1000,
  ]);
}

/** Takes a live challenge of this purpose (deleted: a second use finds nothing); its user, or null when any may answer. */
export async function takeChallenge(db: Queryable, challenge: string, purpose: 'register' | 'login'): Promise<{ userId: string | null } | undefined> {
  const { rows } = await db.query(
    'DELETE FROM webauthn_challenges WHERE challenge = $1 AND purpose = $2 RETURNING user_id, expires_at > now() AS live',
    [challenge, purpose],
  );
  return rows[0]?.live ? { userId: rows[0].user_id } : undefined;
}

// ---- pending logins (between the password and the second factor)

export interface PendingLogin {
  userId: string;
  login: string;
  ip: string;
  userAgent: string;
  setup: boolean;
}

export async function insertPendingLogin(db: Queryable, tokenHash: Buffer, p: PendingLogin, ttlMs: number): Promise<Date> {
  await db.query('DELETE FROM pending_logins WHERE expires_at < now()');
  const { rows } = await db.query(
    `INSERT INTO pending_logins (token_hash, user_id, login, ip, user_agent, setup, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7)) RETURNING expires_at`,
    [tokenHash, p.userId, p.login, p.ip, p.userAgent.slice(0, 500), p.setup, ttlMs / 1000],
  );
  return rows[0].expires_at;
}

export async function getPendingLogin(db: Queryable, tokenHash: Buffer): Promise<PendingLogin | undefined> {
  const { rows } = await db.query('SELECT user_id, login, ip, user_agent, setup FROM pending_logins WHERE token_hash = $1 AND expires_at > now()', [
    tokenHash,
  ]);
  const r = rows[0];
  return r && { userId: r.user_id, login: r.login, ip: r.ip, userAgent: r.user_agent, setup: r.setup };
}

/** Ends a pending login (its session is open): false when another request finished it first. */
export async function takePendingLogin(db: Queryable, tokenHash: Buffer): Promise<boolean> {
  return (await db.query('DELETE FROM pending_logins WHERE token_hash = $1 AND expires_at > now()', [tokenHash])).rowCount === 1;
}

// ---- sessions as 'Mes sessions' shows them

export interface SessionView {
  key: string;
  userAgent: string;
  ip: string;
  method: string;
  createdAt: Date;
  lastSeenAt: Date;
}

export async function liveSessionsOf(db: Queryable, userId: string, idleMs: number): Promise<SessionView[]> {
  const { rows } = await db.query(
    `SELECT encode(token_hash, 'hex') AS key, user_agent, ip, method, created_at, last_seen_at FROM sessions
     WHERE user_id = $1 AND expires_at > now() AND last_seen_at > now() - make_interval(secs => $2)
     ORDER BY last_seen_at DESC LIMIT 200`,
    [userId, idleMs / 1000],
  );
  return rows.map((r) => ({ key: r.key, userAgent: r.user_agent, ip: r.ip, method: r.method, createdAt: r.created_at, lastSeenAt: r.last_seen_at }));
}

/** When the session's owner last gave their second factor (null: not since it began without one). */
export async function verifiedAt(db: Queryable, tokenHash: Buffer): Promise<Date | null> {
  return (await db.query('SELECT verified_at FROM sessions WHERE token_hash = $1', [tokenHash])).rows[0]?.verified_at ?? null;
}

export async function markVerified(db: Queryable, tokenHash: Buffer): Promise<void> {
  await db.query('UPDATE sessions SET verified_at = now() WHERE token_hash = $1', [tokenHash]);
}
