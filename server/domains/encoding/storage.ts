// The encoding domain's SQL (parameterised only): the queue's claims, a video's encoding keys, priority moves, and the
// encoding profiles of a site. Video records live in the generic documents table, type 'Video'.
import type pg from 'pg';
import type { Queryable } from '../../storage/db.js';

export const VIDEO = 'Video';
export const PROFILE = 'EncodingProfile';

export interface VideoRow {
  id: string;
  doc: Record<string, unknown>;
}

const PRIORITY = `doc->'encodingPriority'`;
const STATUS = `doc->>'encodingStatus'`;
/** The queue's order: highest priority first, then the oldest. */
const QUEUE_ORDER = `${PRIORITY} DESC NULLS LAST, created_at, id`;

/** Serialises the priority changes of one site (moves, new videos), so two never end on one value. */
export const lockPriorities = (db: Queryable, siteId: string) =>
  db.query(`SELECT pg_advisory_xact_lock(hashtext('encoding-priority'), hashtext($1))`, [siteId]);

export async function getVideo(db: Queryable, siteId: string, id: string, forUpdate = false): Promise<VideoRow | undefined> {
  const res = await db.query(
    `SELECT id, doc FROM documents WHERE site_id = $1 AND cls = $2 AND id = $3 AND NOT archived${forUpdate ? ' FOR UPDATE' : ''}`,
    [siteId, VIDEO, id],
  );
  return res.rows[0];
}

/**
 * Takes the highest-priority pending video of the site for a job (row lock, skipping rows another worker is taking);
 * a job run again (`resume`: after a crash, or after a failure, once) takes back the video it held first. One that
 * held none (killed before it took one, or its video asked again or cancelled meanwhile) takes the next pending one,
 * as any run of the queue does. Marks it encoding, owned by the job.
 */
export async function claimNext(client: pg.PoolClient, siteId: string, jobId: string, resume: boolean): Promise<VideoRow | undefined> {
  const held = resume
    ? await client.query(
        `SELECT id, doc FROM documents WHERE site_id = $1 AND cls = $2 AND NOT archived AND ${STATUS} IN ('encoding', 'error') AND doc->>'encodingJobId' = $3
          LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [siteId, VIDEO, jobId],
      )
    : undefined;
  const res = held?.rows.length
    ? held
    : await client.query(
        `SELECT id, doc FROM documents WHERE site_id = $1 AND cls = $2 AND NOT archived AND ${STATUS} = 'pending'
          ORDER BY ${QUEUE_ORDER} LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [siteId, VIDEO],
      );
  const row: VideoRow | undefined = res.rows[0];
  if (!row) return undefined;
  const patch = { encodingStatus: 'encoding', encodingJobId: jobId, encodingProgress: 0, encodingProgressText: 'Encodage : démarrage' };
  const claimed = await client.query(
    `UPDATE documents SET doc = (doc || $4::jsonb) - 'encodingError', updated_at = now(), version = version + 1
      WHERE site_id = $1 AND cls = $2 AND id = $3 RETURNING id, doc`,
    [siteId, VIDEO, row.id, JSON.stringify(patch)],
  );
  return claimed.rows[0];
}

/**
 * Sets (and removes) encoding keys of a video. `jobId`: only while that job still owns it, so a cancelled job that
 * has not stopped yet writes nothing. Progress writes leave the version (the ETag) alone: an editor open on the video
 * can still save; a status change bumps it. Answers whether a row was written.
 */
export async function patchVideo(
  db: Queryable,
  siteId: string,
  id: string,
  patch: Record<string, unknown>,
  opts: { remove?: string[]; jobId?: string; bumpVersion?: boolean } = {},
): Promise<boolean> {
  const res = await db.query(
    `UPDATE documents SET doc = (doc || $4::jsonb) - $5::text[], updated_at = now()${opts.bumpVersion ? ', version = version + 1' : ''}
      WHERE site_id = $1 AND cls = $2 AND id = $3 AND NOT archived${opts.jobId ? ` AND doc->>'encodingJobId' = $6` : ''}`,
    [siteId, VIDEO, id, JSON.stringify(patch), opts.remove ?? [], ...(opts.jobId ? [opts.jobId] : [])],
  );
  return res.rowCount! > 0;
}

/** Videos still marked encoding by a job (its end, a crash the reaper noticed). */
export async function videosOfJob(db: Queryable, siteId: string, jobId: string): Promise<VideoRow[]> {
  const res = await db.query(
    `SELECT id, doc FROM documents WHERE site_id = $1 AND cls = $2 AND NOT archived AND ${STATUS} = 'encoding' AND doc->>'encodingJobId' = $3`,
    [siteId, VIDEO, jobId],
  );
  return res.rows;
}

export async function countPending(db: Queryable, siteId: string): Promise<number> {
  const res = await db.query(`SELECT count(*)::int AS n FROM documents WHERE site_id = $1 AND cls = $2 AND NOT archived AND ${STATUS} = 'pending'`, [
    siteId,
    VIDEO,
  ]);
  return res.rows[0].n;
}

/** Sites holding pending videos (at start: their queues get a job). */
export async function sitesWithPending(db: Queryable): Promise<string[]> {
  const res = await db.query<{ site_id: string }>(
    `SELECT DISTINCT site_id FROM documents WHERE cls = $1 AND NOT archived AND ${STATUS} = 'pending'`,
    [VIDEO],
  );
  return res.rows.map((r) => r.site_id);
}

/** The lowest and highest priorities of the site's videos (null when none has one). */
export async function priorityBounds(db: Queryable, siteId: string): Promise<{ min: number | null; max: number | null }> {
  const res = await db.query(
    `SELECT min((${PRIORITY})::numeric)::float8 AS min, max((${PRIORITY})::numeric)::float8 AS max FROM documents
      WHERE site_id = $1 AND cls = $2 AND NOT archived AND jsonb_typeof(${PRIORITY}) = 'number'`,
    [siteId, VIDEO],
  );
  return { min: res.rows[0].min, max: res.rows[0].max };
}

/** The video just above (`up`: next higher priority) or below a priority, among those of the given statuses (all when null). */
export async function neighbour(
  db: Queryable,
  siteId: string,
  priority: number,
  direction: 'up' | 'down',
  statuses: readonly string[] | null,
): Promise<VideoRow | undefined> {
  const res = await db.query(
    `SELECT id, doc FROM documents WHERE site_id = $1 AND cls = $2 AND NOT archived AND jsonb_typeof(${PRIORITY}) = 'number'
      AND (${PRIORITY})::numeric ${direction === 'up' ? '>' : '<'} $3 AND ($4::text[] IS NULL OR ${STATUS} = ANY($4))
      ORDER BY (${PRIORITY})::numeric ${direction === 'up' ? 'ASC' : 'DESC'} LIMIT 1 FOR UPDATE`,
    [siteId, VIDEO, priority, statuses],
  );
  return res.rows[0];
}

export async function setPriority(db: Queryable, siteId: string, id: string, priority: number): Promise<void> {
  await db.query(
    `UPDATE documents SET doc = jsonb_set(doc, '{encodingPriority}', to_jsonb($4::int)), updated_at = now(), version = version + 1
      WHERE site_id = $1 AND cls = $2 AND id = $3`,
    [siteId, VIDEO, id, priority],
  );
}

/** The site's live encoding profiles. */
export async function profilesOf(db: Queryable, siteId: string): Promise<VideoRow[]> {
  const res = await db.query(`SELECT id, doc FROM documents WHERE site_id = $1 AND cls = $2 AND NOT archived ORDER BY id`, [siteId, PROFILE]);
  return res.rows;
}
