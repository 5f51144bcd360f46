// Ingestion keys (migration 012): stored as their sha256, shown once; revoked keys stay listed.
import type { IngestKey } from '../../../../model/statistics/index.js';
import type { Queryable } from '../../../storage/db.js';

const COLUMNS = `id, site_id AS "siteId", label, prefix, created_at AS "createdAt", created_by AS "createdBy", revoked_at AS "revokedAt",
  last_used_at AS "lastUsedAt"`;

export async function insertKey(
  db: Queryable,
  row: { id: string; siteId: string; label: string; hash: Buffer; prefix: string; createdBy: string },
): Promise<IngestKey> {
  const { rows } = await db.query(
    `INSERT INTO stats_ingest_keys (id, site_id, label, key_hash, prefix, created_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [row.id, row.siteId, row.label, row.hash, row.prefix, row.createdBy],
  );
  return rows[0];
}

export async function listKeys(db: Queryable, siteId: string | null): Promise<IngestKey[]> {
  const { rows } = await db.query(
    `SELECT ${COLUMNS} FROM stats_ingest_keys WHERE $1::text IS NULL OR site_id = $1 ORDER BY created_at DESC, id LIMIT 500`,
    [siteId],
  );
  return rows;
}

export async function revokeKey(db: Queryable, id: string): Promise<IngestKey | undefined> {
  const { rows } = await db.query(`UPDATE stats_ingest_keys SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 RETURNING ${COLUMNS}`, [id]);
  return rows[0];
}

/** The live key with this hash: its id and site. Notes its use at most once a minute. */
export async function findLiveKey(db: Queryable, hash: Buffer): Promise<{ id: string; siteId: string } | undefined> {
  const { rows } = await db.query(
    `UPDATE stats_ingest_keys SET last_used_at = CASE WHEN last_used_at IS NULL OR last_used_at < now() - interval '1 minute' THEN now() ELSE last_used_at END
    WHERE key_hash = $1 AND revoked_at IS NULL RETURNING id, site_id AS "siteId"`,
    [hash],
  );
  return rows[0];
}
