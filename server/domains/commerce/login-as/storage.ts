// Redeemed login-as tokens (migration 009): each is used once.
import type { Queryable } from '../../../storage/db.js';

/** Marks a login-as token used; false when it already was. Expired marks are swept on the way. */
export async function markLoginAsTokenUsed(db: Queryable, jti: string, expiresAt: Date): Promise<boolean> {
  await db.query(`DELETE FROM login_as_uses WHERE expires_at < now() - interval '1 day'`);
  const res = await db.query(`INSERT INTO login_as_uses (jti, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [jti, expiresAt]);
  return res.rowCount === 1;
}
