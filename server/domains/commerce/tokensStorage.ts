// Gift code hashes and redeemed login-as tokens (migration 009).
import type { Queryable } from '../../storage/db.js';

/** False when the site already holds this code. */
export async function insertGiftCode(db: Queryable, siteId: string, codeHash: Buffer, purchaseId: string): Promise<boolean> {
  const res = await db.query(`INSERT INTO gift_codes (site_id, code_hash, purchase_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
    siteId,
    codeHash,
    purchaseId,
  ]);
  return res.rowCount === 1;
}

/** Marks a login-as token used; false when it already was. Expired marks are swept on the way. */
export async function markLoginAsTokenUsed(db: Queryable, jti: string, expiresAt: Date): Promise<boolean> {
  await db.query(`DELETE FROM login_as_uses WHERE expires_at < now() - interval '1 day'`);
  const res = await db.query(`INSERT INTO login_as_uses (jti, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [jti, expiresAt]);
  return res.rowCount === 1;
}
