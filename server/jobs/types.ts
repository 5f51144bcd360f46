// The job system's contract (design.md §10): what a domain declares (JobKind) and what its handler receives
// (JobContext). Delivery and retries are pg-boss's, the cron cronClock.ts's; the console's own `jobs` table holds what people see
// (state, progress, step log, result) and is what GET /api/events reports live.
import type pg from 'pg';
import type { RightName, SessionUser } from '../../model/rights.js';

export type { JobState, JobStep, JobView } from '../../model/jobs/index.js';
import type { JobStep, JobView } from '../../model/jobs/index.js';

export interface JobContext<P = Record<string, unknown>> {
  id: string;
  kind: string;
  siteId: string;
  params: P;
  startedBy: { id: string; login: string } | null;
  /**
   * The starter's account as it was read before the run (their rights now, not when they asked); null for a job
   * nobody started or a kind with `starterMay: false`.
   */
  user: SessionUser | null;
  /** 1 on the first run, 2 after a retry (a crash of the worker that ran it, say). */
  attempt: number;
  /** Aborted on 'Annuler', or when this worker lost the job; a handler stops at the next step (ffmpeg is killed). */
  signal: AbortSignal;
  /**
   * Throttled to a few writes a second; the console's bars follow it live. Each call is also the check between two
   * batches: it resolves once the starter's current account has been asked again (starterRights.ts); when they may no
   * longer go on, the job is stopped (its signal aborted, as by 'Annuler') and the call throws the French reason.
   */
  progress(fraction: number, text?: string): Promise<void>;
  /** A line of the step log. */
  log(text: string, level?: JobStep['level']): Promise<void>;
  pool: pg.Pool;
}

export interface JobKind<P = Record<string, unknown>, R = unknown> {
  /** Queue name and API id: 'encoding', 'export', 'SUBSCRIPTIONS_RENEWALS', ... ([A-Za-z0-9_-]). */
  kind: string;
  label: string;
  /** JSON Schema of params, checked when the job is started through the API. */
  paramsSchema?: Record<string, unknown>;
  /**
   * Who may start it through POST /api/{siteId}/jobs/{kind} and see its jobs of a site (besides the one who started
   * it and super administrators). Undefined: only JobService.start from the domain's own code.
   */
  right?: RightName;
  /**
   * What the starter must still be allowed, asked with their current account before the run and at each progress
   * step (besides `right` and the job's site): throws a French AppError when they may no longer, and the job stops,
   * failed. Kinds started through their domain's routes ask what the route asked. `false`: the job does its site's
   * queued work (an encode), not its starter's, and goes on whoever started it.
   */
  starterMay?: false | ((user: SessionUser, ctx: JobContext<P>) => unknown);
  /** Handlers at once in one process (default 1). */
  concurrency?: number;
  /** Runs again after a failure, a lost worker or a server stop, this many times (default 1): the retryLimit of its pg-boss queue. */
  retryLimit?: number;
  /** A run longer than this is stopped and fails, not retried (default 3600); pg-boss's expiry of its queue comes a little later. */
  timeoutSeconds?: number;
  /**
   * At most one job of this kind waits (pg-boss's stately queue): a start while one waits queues nothing, since the
   * waiting one will do the work; for passes that bring everything up to date (a re-index, the link index, the
   * documents' upgrade), which schema saves and starts would otherwise pile up behind a long one (the soak: 16).
   */
  oneWaiting?: boolean;
  /** Started at its minutes in Paris time (cronClock.ts), site 'global', by nobody. */
  cron?: string;
  /**
   * Refusals known before a job is queued (its params already checked), answered by the start call itself rather
   * than as a failed job: a French AppError.
   */
  beforeStart?(start: Pick<JobContext<P>, 'siteId' | 'params' | 'startedBy'>): Promise<void>;
  /** The value it returns is the job's result (JSON). Throwing fails the job with the error's message. */
  run(ctx: JobContext<P>): Promise<R>;
  /** Called once when a job of this kind ends failed or cancelled, whoever noticed it (a reaper after a kill -9, say). */
  onEnd?(job: JobView, pool: pg.Pool): Promise<void>;
}
