// Limits shared by every server of the database: sliding-window counters (migration 019: failed logins, uploads; each
// write also purges the expired rows, so the table holds no more than the windows' events), and token buckets
// (migration 034: the pace of an ingestion key).
import type { Queryable } from './db.js';

export interface Hit {
  bucket: string;
  subject: string;
  detail?: string;
  amount?: number;
}

/** Records events counted for `windowMs` from now. */
export async function recordHits(db: Queryable, hits: Hit[], windowMs: number): Promise<void> {
  await db.query(
    `WITH purged AS (DELETE FROM rate_hits WHERE expires_at < now())
    INSERT INTO rate_hits (bucket, subject, detail, amount, expires_at)
    SELECT b, s, d, a, clock_timestamp() + make_interval(secs => $5)
    FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[]) AS h(b, s, d, a)`,
    [hits.map((h) => h.bucket), hits.map((h) => h.subject), hits.map((h) => h.detail ?? ''), hits.map((h) => h.amount ?? 0), windowMs / 1000],
  );
}

/** Events of one subject in the last `windowMs`, and the sum of their amounts; `detail` narrows to one second key. */
export async function countHits(
  db: Queryable,
  key: { bucket: string; subject: string; detail?: string },
  windowMs: number,
): Promise<{ count: number; amount: number }> {
  const { rows } = await db.query(
    `SELECT count(*)::int AS count, coalesce(sum(amount), 0)::float8 AS amount FROM rate_hits
    WHERE bucket = $1 AND subject = $2 AND ($3::text IS NULL OR detail = $3) AND at > clock_timestamp() - make_interval(secs => $4)`,
    [key.bucket, key.subject, key.detail ?? null, windowMs / 1000],
  );
  return { count: rows[0].count, amount: rows[0].amount };
}

/** Forgets a subject's events (all of them, or those of one second key). */
export async function clearHits(db: Queryable, key: { bucket: string; subject: string; detail?: string }): Promise<void> {
  await db.query('DELETE FROM rate_hits WHERE bucket = $1 AND subject = $2 AND ($3::text IS NULL OR detail = $3)', [
    key.bucket,
    key.subject,
    key.detail ?? null,
  ]);
}

/**
 * Takes one token of a bucket refilled at `perSecond` up to `burst`; false when it is empty. One statement: the row lock
 * of the upsert orders two servers taking at once, and a refused take leaves the row as it was.
 */
export async function takeToken(
  db: Queryable,
  key: { bucket: string; subject: string },
  rate: { perSecond: number; burst: number },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO token_buckets AS b (bucket, subject, tokens, at) VALUES ($1, $2, $4::float8 - 1, clock_timestamp())
    ON CONFLICT (bucket, subject) DO UPDATE
      SET tokens = least($4::float8, b.tokens + extract(epoch FROM clock_timestamp() - b.at)::float8 * $3::float8) - 1, at = clock_timestamp()
      WHERE least($4::float8, b.tokens + extract(epoch FROM clock_timestamp() - b.at)::float8 * $3::float8) >= 1`,
    [key.bucket, key.subject, rate.perSecond, rate.burst],
  );
  return rowCount === 1;
}
