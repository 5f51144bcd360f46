// The SSO domain's SQL (migration 050_sso.sql): sign-ins under way, subjects linked to accounts, sessions opened through
// a provider; and its reads of SsoProvider records and of accounts by e-mail. Parameterised queries only.
import type { SsoIdentity } from '../../../model/sso/index.js';
import type { Queryable } from '../../storage/db.js';

export interface FlowRow {
  state: string;
  providerId: string;
  nonce: string;
  codeVerifier: string;
  browserKey: Buffer;
  redirectUri: string;
  returnTo: string;
  expiresAt: Date;
}

export async function insertFlow(db: Queryable, f: FlowRow): Promise<void> {
  await db.query(
    `INSERT INTO sso_flows (state, provider_id, nonce, code_verifier, browser_key, redirect_uri, return_to, expires_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [f.state, f.providerId, f.nonce, f.codeVerifier, f.browserKey, f.redirectUri, f.returnTo, f.expiresAt],
  );
}

/** Takes a flow once: the row is deleted as it is read, so that a second use of the same state finds nothing. */
export async function takeFlow(db: Queryable, state: string): Promise<FlowRow | undefined> {
  const res = await db.query(
    `DELETE FROM sso_flows WHERE state = $1
    RETURNING state, provider_id, nonce, code_verifier, browser_key, redirect_uri, return_to, expires_at`,
    [state],
  );
  const r = res.rows[0];
  return (
    r && {
      state: r.state,
      providerId: r.provider_id,
      nonce: r.nonce,
      codeVerifier: r.code_verifier,
      browserKey: r.browser_key,
      redirectUri: r.redirect_uri,
      returnTo: r.return_to,
      expiresAt: r.expires_at,
    }
  );
}

/** Flows and provider sessions past their end (a few rows per start: no sweep of a large table). */
export async function purgeExpired(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM sso_flows WHERE ctid IN (SELECT ctid FROM sso_flows WHERE expires_at < now() - interval '1 hour' LIMIT 100)`);
  await db.query(`DELETE FROM sso_sessions WHERE ctid IN (SELECT ctid FROM sso_sessions WHERE expires_at < now() LIMIT 100)`);
}

export interface ProviderRow {
  id: string;
  doc: Record<string, unknown>;
}

export async function listProviderDocs(db: Queryable): Promise<ProviderRow[]> {
  const res = await db.query(`SELECT id, doc FROM documents WHERE site_id = 'global' AND cls = 'SsoProvider' AND NOT archived ORDER BY id LIMIT 100`);
  return res.rows;
}

export async function getProviderDoc(db: Queryable, id: string): Promise<ProviderRow | undefined> {
  const res = await db.query(`SELECT id, doc FROM documents WHERE site_id = 'global' AND cls = 'SsoProvider' AND id = $1 AND NOT archived`, [id]);
  return res.rows[0];
}

export interface IdentityRow {
  userId: string;
  createdAccount: boolean;
}

export async function findIdentity(db: Queryable, providerId: string, subject: string): Promise<IdentityRow | undefined> {
  const res = await db.query(`SELECT user_id, created_account FROM sso_identities WHERE provider_id = $1 AND subject = $2`, [providerId, subject]);
  return res.rows[0] && { userId: res.rows[0].user_id, createdAccount: res.rows[0].created_account };
}

/** Links a subject to an account (or notes its new sign-in). */
export async function linkIdentity(db: Queryable, providerId: string, subject: string, userId: string, createdAccount: boolean): Promise<void> {
  await db.query(
    `INSERT INTO sso_identities (provider_id, subject, user_id, created_account) VALUES ($1, $2, $3, $4)
    ON CONFLICT (provider_id, subject) DO UPDATE SET last_sign_in_at = now()`,
    [providerId, subject, userId, createdAccount],
  );
}

/** Unlinks one identity from its account; false when that account has no such identity. */
export async function unlinkIdentity(db: Queryable, userId: string, providerId: string, subject: string): Promise<boolean> {
  const res = await db.query(`DELETE FROM sso_identities WHERE user_id = $1 AND provider_id = $2 AND subject = $3`, [userId, providerId, subject]);
  return (res.rowCount ?? 0) > 0;
}

/** The provider identities linked to an account, with their provider's label (archived providers' included). */
export async function identitiesOf(db: Queryable, userId: string): Promise<SsoIdentity[]> {
  const res = await db.query(
    `SELECT i.provider_id, i.subject, i.linked_at, i.last_sign_in_at, coalesce(d.doc->>'label', i.provider_id) AS label
    FROM sso_identities i LEFT JOIN documents d ON d.site_id = 'global' AND d.cls = 'SsoProvider' AND d.id = i.provider_id
    WHERE i.user_id = $1 ORDER BY i.last_sign_in_at DESC LIMIT 50`,
    [userId],
  );
  return res.rows.map((r) => ({
    providerId: r.provider_id,
    providerLabel: r.label,
    subject: r.subject,
    linkedAt: r.linked_at.toISOString(),
    lastSignInAt: r.last_sign_in_at.toISOString(),
  }));
}

export async function insertProviderSession(db: Queryable, sessionHash: Buffer, providerId: string, idToken: string, expiresAt: Date): Promise<void> {
  await db.query(`INSERT INTO sso_sessions (session_hash, provider_id, id_token, expires_at) VALUES ($1, $2, $3, $4)`, [
    sessionHash,
    providerId,
    idToken,
    expiresAt,
  ]);
}

/** The provider session of a console session, removed as it is read (logout). */
export async function takeProviderSession(db: Queryable, sessionHash: Buffer): Promise<{ providerId: string; idToken: string } | undefined> {
  const res = await db.query(`DELETE FROM sso_sessions WHERE session_hash = $1 RETURNING provider_id, id_token`, [sessionHash]);
  return res.rows[0] && { providerId: res.rows[0].provider_id, idToken: res.rows[0].id_token };
}
