// SQL of the jobs table (005_jobs.sql): what the console shows of a job, and which worker runs it. Every change of a
// running job is guarded by its worker id, so a worker that lost its job (a reaper gave it back to pg-boss) can no
// longer write to it. Retry counts are pg-boss's (queue.ts).
import type { Queryable } from '../storage/db.js';
import type { JobState, JobStep, JobView } from './types.js';

/** The step log keeps its first lines and its last ones: a runaway job cannot grow its row without bound. */
const MAX_LOG_LINES = 500;

interface JobRow {
  id: string;
  kind: string;
  site_id: string;
  started_by: string | null;
  started_by_login: string | null;
  params: Record<string, unknown>;
  state: JobState;
  progress: number;
  progress_text: string;
  log?: JobStep[];
  result: unknown;
  error: string | null;
  attempts: number;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

const COLUMNS = `id, kind, site_id, started_by, started_by_login, params, state, progress, progress_text, result, error, attempts,
  created_at, started_at, finished_at`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function viewOf(row: JobRow, label: string): JobView {
  return {
    id: row.id,
    kind: row.kind,
    label,
    siteId: row.site_id,
    startedBy: row.started_by ? { id: row.started_by, login: row.started_by_login ?? '' } : null,
    params: row.params,
    state: row.state,
    progress: row.progress,
    progressText: row.progress_text,
    log: row.log ?? [],
    result: row.result ?? null,
    error: row.error,
    attempts: row.attempts,
    createdAt: row.created_at.toISOString(),
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
  };
}

export interface NewJob {
  id: string;
  kind: string;
  siteId: string;
  startedBy: { id: string; login: string } | null;
  params: Record<string, unknown>;
}

export async function insertJob(db: Queryable, job: NewJob): Promise<JobRow> {
  const { rows } = await db.query(
    `INSERT INTO jobs (id, kind, site_id, started_by, started_by_login, params) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (id) DO NOTHING RETURNING ${COLUMNS}`,
    [job.id, job.kind, job.siteId, job.startedBy?.id ?? null, job.startedBy?.login ?? null, job.params],
  );
  return rows[0];
}

export async function readJob(db: Queryable, id: string, withLog: boolean): Promise<JobRow | undefined> {
  const { rows } = await db.query(`SELECT ${COLUMNS}${withLog ? ', log' : ''} FROM jobs WHERE id = $1`, [id]);
  return rows[0];
}

export interface JobFilter {
  siteId?: string;
  kind?: string;
  state?: JobState;
  /** For users who are not super administrators: jobs of these kinds, or that they started. */
  visibleTo?: { kinds: string[]; userId: string };
  offset: number;
  limit: number;
}

export async function listJobs(db: Queryable, f: JobFilter): Promise<{ rows: JobRow[]; count: number }> {
  const where: string[] = [];
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  if (f.siteId !== undefined) where.push(`site_id = ${param(f.siteId)}`);
  if (f.kind !== undefined) where.push(`kind = ${param(f.kind)}`);
  if (f.state !== undefined) where.push(`state = ${param(f.state)}`);
  if (f.visibleTo) where.push(`(kind = ANY(${param(f.visibleTo.kinds)}) OR started_by = ${param(f.visibleTo.userId)})`);
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const { rows } = await db.query(
    `SELECT ${COLUMNS}, count(*) OVER () AS total FROM jobs ${clause} ORDER BY created_at DESC, id LIMIT ${param(f.limit)} OFFSET ${param(f.offset)}`,
    values,
  );
  return { rows, count: rows.length ? Number(rows[0].total) : 0 };
}

/** Takes a waiting job for this worker (its attempt as pg-boss counts); undefined when it is no longer waiting (cancelled, taken, finished). */
export async function claimJob(db: Queryable, id: string, workerId: string, attempt: number): Promise<JobRow | undefined> {
  const { rows } = await db.query(
    `UPDATE jobs SET state = 'running', worker_id = $2, heartbeat_at = now(), attempts = $3, started_at = coalesce(started_at, now())
     WHERE id = $1 AND state = 'waiting' RETURNING ${COLUMNS}`,
    [id, workerId, attempt],
  );
  return rows[0];
}

/** Still ours? Then whether someone asked to cancel. Undefined: the job was taken from this worker. */
export async function beat(db: Queryable, id: string, workerId: string): Promise<{ cancelRequested: boolean } | undefined> {
  const { rows } = await db.query(
    `UPDATE jobs SET heartbeat_at = now() WHERE id = $1 AND worker_id = $2 AND state = 'running' RETURNING cancel_requested`,
    [id, workerId],
  );
  return rows[0] && { cancelRequested: rows[0].cancel_requested };
}

export async function saveProgress(db: Queryable, id: string, workerId: string, progress: number, text: string): Promise<void> {
  await db.query(`UPDATE jobs SET progress = $3, progress_text = $4 WHERE id = $1 AND worker_id = $2 AND state = 'running'`, [
    id,
    workerId,
    progress,
    text,
  ]);
}

export async function appendStep(db: Queryable, id: string, step: JobStep): Promise<void> {
  await db.query(
    `UPDATE jobs SET log = CASE WHEN jsonb_array_length(log) >= ${MAX_LOG_LINES}
       THEN (log - ${MAX_LOG_LINES / 2}) || jsonb_build_array($2::jsonb) ELSE log || jsonb_build_array($2::jsonb) END
     WHERE id = $1`,
    [id, step],
  );
}

/** The end of a run by its worker: done, failed, cancelled, or back to waiting for a retry. */
export async function endRun(
  db: Queryable,
  id: string,
  workerId: string,
  state: JobState,
  outcome: { result?: unknown; error?: string },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE jobs SET state = $3, result = $4, error = $5, worker_id = NULL, heartbeat_at = NULL,
       progress = CASE WHEN $3 = 'done' THEN 1 ELSE progress END,
       finished_at = CASE WHEN $3 = 'waiting' THEN NULL ELSE now() END
     WHERE id = $1 AND worker_id = $2 AND state = 'running'`,
    [id, workerId, state, outcome.result === undefined ? null : JSON.stringify(outcome.result), outcome.error ?? null],
  );
  return rowCount === 1;
}

/** Running jobs whose worker stopped beating (killed, frozen, cut from the database). */
export async function staleJobs(db: Queryable, staleSeconds: number): Promise<{ id: string; kind: string; cancelRequested: boolean }[]> {
  const { rows } = await db.query(
    `SELECT id, kind, cancel_requested AS "cancelRequested" FROM jobs WHERE state = 'running' AND heartbeat_at < now() - make_interval(secs => $1)`,
    [staleSeconds],
  );
  return rows;
}

/**
 * Jobs pg-boss handed to a worker that never claimed their row (killed between its fetch and its claim): active in
 * pg-boss's own table (schema 'pgboss', pg-boss v10) since `staleSeconds` while ours still waits. Locked, so that
 * two reapers never take the same one; whether pg-boss will run it again comes from its retry count.
 */
export async function lockUnclaimedJobs(db: Queryable, staleSeconds: number): Promise<{ id: string; kind: string; willRun: boolean }[]> {
  const { rows } = await db.query(
    `SELECT j.id, j.kind, b.retry_count < b.retry_limit AS "willRun"
       FROM jobs j JOIN pgboss.job b ON b.name = j.kind AND b.id = j.id
      WHERE j.state = 'waiting' AND b.state = 'active' AND b.started_on < now() - make_interval(secs => $1)
      ORDER BY j.created_at LIMIT 100
      FOR UPDATE OF j SKIP LOCKED`,
    [staleSeconds],
  );
  return rows;
}

/** An unclaimed job's row: a line in its log, and failed when pg-boss will not run it again. */
export async function settleUnclaimed(db: Queryable, id: string, willRun: boolean, reason: string): Promise<void> {
  await db.query(
    `UPDATE jobs SET state = CASE WHEN $2 THEN state ELSE 'failed' END,
       error = CASE WHEN $2 THEN error ELSE $3 END,
       finished_at = CASE WHEN $2 THEN NULL ELSE now() END,
       log = log || jsonb_build_array(jsonb_build_object('ts', now(), 'level', 'warning', 'text', $3::text))
     WHERE id = $1 AND state = 'waiting'`,
    [id, willRun, reason],
  );
}

/**
 * Takes a stale job from its lost worker and gives it the state the reaper decided (waiting for pg-boss's retry,
 * failed, cancelled); false when it is no longer stale (another reaper took it, or its worker beat again).
 */
export async function settleLost(db: Queryable, id: string, staleSeconds: number, state: JobState, reason: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE jobs SET worker_id = NULL, heartbeat_at = NULL, state = $3,
       error = CASE WHEN $3 = 'failed' THEN $4 ELSE error END,
       finished_at = CASE WHEN $3 = 'waiting' THEN NULL ELSE now() END,
       log = log || jsonb_build_array(jsonb_build_object('ts', now(), 'level', 'warning', 'text', $4::text))
     WHERE id = $1 AND state = 'running' AND heartbeat_at < now() - make_interval(secs => $2)`,
    [id, staleSeconds, state, reason],
  );
  return rowCount === 1;
}

/** 'Annuler': a waiting job ends now; a running one is asked, and its worker stops at its next beat. */
export async function requestCancel(db: Queryable, id: string): Promise<JobState | undefined> {
  const { rows } = await db.query(
    `UPDATE jobs SET cancel_requested = true,
       state = CASE WHEN state = 'waiting' THEN 'cancelled' ELSE state END,
       finished_at = CASE WHEN state = 'waiting' THEN now() ELSE finished_at END
     WHERE id = $1 AND state IN ('waiting', 'running') RETURNING state`,
    [id],
  );
  return rows[0]?.state;
}

/** Milliseconds until pg-boss hands out a job (0 when due), by the database's clock. */
const WAIT_MS = 'greatest(0, extract(epoch FROM start_after - now()) * 1000)::float8';

/**
 * How long until pg-boss hands out a job that waits (a debounce's delay, a retry's), in milliseconds of the database's
 * clock; null while pg-boss has it active (a worker just took it, or its run failed and the retry is not yet
 * recorded); undefined once it is gone or over.
 */
export async function queuedStart(db: Queryable, kind: string, id: string): Promise<number | null | undefined> {
  const res = await db.query<{ state: string; wait_ms: number }>(`SELECT state, ${WAIT_MS} AS wait_ms FROM pgboss.job WHERE name = $1 AND id = $2`, [
    kind,
    id,
  ]);
  const row = res.rows[0];
  if (!row) return undefined;
  if (row.state === 'created' || row.state === 'retry') return row.wait_ms;
  return row.state === 'active' ? null : undefined;
}

/** When the waiting jobs of these kinds are due within `withinMs` from now (0: due already), by kind. */
export async function dueWithin(db: Queryable, kinds: string[], withinMs: number): Promise<{ kind: string; waitMs: number }[]> {
  const { rows } = await db.query<{ kind: string; waitMs: number }>(
    `SELECT DISTINCT name AS kind, ${WAIT_MS} AS "waitMs"
       FROM pgboss.job
      WHERE name = ANY($1) AND state IN ('created', 'retry') AND start_after < now() + make_interval(secs => $2)
      ORDER BY 2 LIMIT 500`,
    [kinds, withinMs / 1000],
  );
  return rows;
}
