// The home's SQL (issue 34): each read bounded by a LIMIT on an index, so that the home answers as fast on a site of a
// million records as on an empty one. The history's two indexes are built here, CONCURRENTLY, once per database.
import type pg from 'pg';
import { DEMO_FILL_JOB } from '../../../model/jobs/index.js';
import type { HomeRecord } from '../../../model/home/index.js';
import type { Queryable } from '../../storage/db.js';
import { labelSql, labelsOf } from '../../storage/documents.js';

/** Jobs read to find the last run of each kind: more than a site starts in weeks. */
const RECENT_JOBS = 2000;
/** Versions read to find a few distinct records the reader may read (an import writes thousands in a row). */
const RECENT_VERSIONS = 2000;

/** The history in site order, and one person's part of it (migration 036 keeps only its primary key and time's BRIN). */
const HISTORY_INDEXES = [
  ['record_versions_by_site', 'record_versions (site_id, seq DESC)'],
  ['record_versions_by_user', 'record_versions (site_id, user_id, seq DESC) WHERE user_id IS NOT NULL'],
] as const;

/**
 * Builds the history's indexes beside a serving console (design.md §16): CONCURRENTLY, an interrupted build dropped
 * first; another server building the same one at once is no failure. On a connection of its own without the pool's
 * statement timeout: with 13,000,000 versions the build outlasted those 15 s, was cancelled at each start and left the
 * index invalid, so that the home read the whole history (5 s).
 */
export async function ensureHistoryIndexes(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SET statement_timeout = 0');
    for (const [name, on] of HISTORY_INDEXES) {
      const { rows } = await client.query(
        `SELECT i.indisvalid AS valid FROM pg_class c JOIN pg_index i ON i.indexrelid = c.oid WHERE c.relname = $1`,
        [name],
      );
      if (rows[0]?.valid) continue;
      if (rows[0]) await client.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
      await client.query(`CREATE INDEX CONCURRENTLY IF NOT EXISTS ${name} ON ${on}`).catch((err: { code?: string }) => {
        if (err.code !== '23505' && err.code !== '42P07') throw err;
      });
    }
  } finally {
    // Destroyed, not given back: its setting ends with it.
    client.release(true);
  }
}

export interface FailedRun {
  id: string;
  kind: string;
}

/** The kinds whose last run on these sites failed (a new run, retried or not, takes it off). */
export async function lastRunsFailed(db: Queryable, siteIds: string[]): Promise<FailedRun[]> {
  const { rows } = await db.query(
    `SELECT id, kind FROM (
       SELECT DISTINCT ON (site_id, kind) id, kind, state, created_at
       FROM (SELECT id, kind, site_id, state, created_at FROM jobs WHERE site_id = ANY($1) ORDER BY created_at DESC LIMIT ${RECENT_JOBS}) recent
       ORDER BY site_id, kind, created_at DESC) last
     WHERE state = 'failed' ORDER BY created_at DESC`,
    [siteIds],
  );
  return rows as FailedRun[];
}

/** Jobs running now, on every site (the partial index of running jobs). */
export async function runningJobs(db: Queryable): Promise<number> {
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM (SELECT 1 FROM jobs WHERE state = 'running' LIMIT 1000) r`);
  return rows[0].n;
}

/** The demo's fill, while it has not ended. */
export async function runningDemoFill(db: Queryable): Promise<{ jobId: string; progress: number; text: string } | undefined> {
  const { rows } = await db.query(
    `SELECT id, progress, progress_text FROM jobs WHERE kind = $1 AND state IN ('waiting', 'running') ORDER BY created_at DESC LIMIT 1`,
    [DEMO_FILL_JOB],
  );
  return rows[0] && { jobId: rows[0].id, progress: rows[0].progress, text: rows[0].progress_text };
}

/**
 * The last versions of a site's records of `types`, each record once, newest first; `userId`: only that person's. Found
 * among the site's (or the person's) newest RECENT_VERSIONS versions, whatever their type, so that no reader walks far.
 */
export async function recentVersions(db: Queryable, siteId: string, types: string[], limit: number, userId?: string): Promise<HomeRecord[]> {
  const { rows } = await db.query(
    // The `limit` newest records are picked before their versions are read (not the hundreds met among the newest
    // versions), and found in byte order (no collation's work to tell one record from another).
    `SELECT v.cls, v.id, v.at, v.action, v.login, ${labelSql('v.')} AS label FROM (
       SELECT cls, id, seq FROM (
         SELECT DISTINCT ON (cls COLLATE "C", id COLLATE "C") cls, id, seq FROM (
           SELECT cls, id, seq FROM record_versions WHERE site_id = $1 ${userId ? 'AND user_id = $4' : ''}
           ORDER BY seq DESC LIMIT ${RECENT_VERSIONS}) newest
         WHERE cls = ANY($2) ORDER BY cls COLLATE "C", id COLLATE "C", seq DESC) records
       ORDER BY seq DESC LIMIT $3) latest
     JOIN record_versions v ON v.site_id = $1 AND v.cls = latest.cls AND v.id = latest.id AND v.seq = latest.seq
     ORDER BY v.seq DESC`,
    userId ? [siteId, types, limit, userId] : [siteId, types, limit],
  );
  return rows.map((r) => ({
    type: r.cls,
    id: r.id,
    label: r.label,
    at: new Date(r.at).toISOString(),
    who: r.login ? [r.login] : [],
    action: r.action,
  }));
}

/** Records of `types` that people other than `userId` have open now, with their labels. */
export async function openByOthers(db: Queryable, siteId: string, userId: string, types: string[], limit: number): Promise<HomeRecord[]> {
  const { rows } = await db.query(
    `SELECT cls, record_id AS id, array_agg(DISTINCT user_name ORDER BY user_name) AS users, max(expires_at) AS at FROM presence
     WHERE site_id = $1 AND user_id <> $2 AND cls = ANY($3) AND expires_at >= clock_timestamp()
     GROUP BY cls, record_id ORDER BY max(expires_at) DESC LIMIT $4`,
    [siteId, userId, types, limit],
  );
  // Their labels apart, type by type (labelsOf): joined here, the statement was planned against every type's partition.
  const labels = await labelsOf(
    db,
    [siteId],
    rows.map((r) => ({ cls: r.cls, id: r.id })),
  );
  return rows.map((r) => ({
    type: r.cls,
    id: r.id,
    label: labels.get(`${r.cls}/${r.id}`) ?? r.id,
    at: new Date(r.at).toISOString(),
    who: r.users,
    action: '',
  }));
}
