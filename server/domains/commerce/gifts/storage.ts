// Gift code hashes (migration 009): a code is unique in its site.
import type { Queryable } from '../../../storage/db.js';

/** False when the site already holds this code. */
export async function insertGiftCode(db: Queryable, siteId: string, codeHash: Buffer, purchaseId: string): Promise<boolean> {
  const res = await db.query(`INSERT INTO gift_codes (site_id, code_hash, purchase_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
    siteId,
    codeHash,
    purchaseId,
  ]);
  return res.rowCount === 1;
}
