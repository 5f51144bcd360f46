// One run of one job in this process: take its row, beat while it runs, report progress, record how it ended.
// pg-boss delivered it and keeps its retry count: a failed run throws, and pg-boss runs it again or fails it.
// The heartbeat is ours because pg-boss v10 has none (its only sign of a dead worker is the job's expiry, an hour
// for an encode): the beat lets a reaper elsewhere take back a killed worker's job within seconds, and brings
// 'Annuler', asked on any server, to the process that runs the job.
import type PgBoss from 'pg-boss';
import type pg from 'pg';
import { AppError } from '../errors.js';
import { starterNow } from './starterRights.js';
import { appendStep, beat, claimJob, endRun, insertJob, readJob, saveProgress, viewOf } from './storage.js';
import type { JobContext, JobKind, JobState, JobStep } from './types.js';
import { withReadsSince } from '../storage/readReplica.js';
import { inJob } from './runningJob.js';
import { inBackground } from '../storage/backgroundPool.js';

export const HEARTBEAT_MS = 2_000;
const PROGRESS_EVERY_MS = 250;

type StopReason = 'cancelled' | 'lost' | 'timeout' | 'shutdown' | 'rightLost';

export interface RunnerDeps {
  pool: pg.Pool;
  workerId: string;
  /** Tells every server that the job changed (NOTIFY). */
  changed: (id: string) => void;
  /** The runs of this process, each with its way to be stopped when the process shuts down. */
  running: Map<string, { kind: string; stop: () => void; settled: Promise<void> }>;
}

const messageOf = (err: unknown): string =>
  err instanceof AppError ? err.message : err instanceof Error ? `Erreur inattendue : ${err.message.slice(0, 500)}` : 'Erreur inattendue';

/** A run pg-boss's own cron queued (a server of an older version) has no row yet: made here, for the whole platform, by nobody. */
async function claimOrCreate(deps: RunnerDeps, kind: JobKind, id: string, attempt: number) {
  const claimed = await claimJob(deps.pool, id, deps.workerId, attempt);
  if (claimed || (await readJob(deps.pool, id, false))) return claimed;
  await insertJob(deps.pool, { id, kind: kind.kind, siteId: 'global', startedBy: null, params: {} });
  return claimJob(deps.pool, id, deps.workerId, attempt);
}

/** Runs a delivery of pg-boss; the attempt is its count (a lost worker's run and a server stop count too). */
export async function runJob(deps: RunnerDeps, kind: JobKind, job: PgBoss.JobWithMetadata): Promise<void> {
  const id = job.id;
  const row = await claimOrCreate(deps, kind, id, job.retryCount + 1);
  if (!row) return; // cancelled while waiting, or another worker has it
  const controller = new AbortController();
  const stop = (reason: StopReason) => !controller.signal.aborted && controller.abort(reason);
  const run = runClaimed(deps, kind, row, job.retryCount < job.retryLimit, controller, stop);
  deps.running.set(id, {
    kind: kind.kind,
    stop: () => stop('shutdown'),
    settled: run.then(
      () => {},
      () => {},
    ),
  });
  try {
    await run;
  } finally {
    deps.running.delete(id);
  }
}

async function runClaimed(
  deps: RunnerDeps,
  kind: JobKind,
  row: NonNullable<Awaited<ReturnType<typeof claimJob>>>,
  retriesLeft: boolean,
  controller: AbortController,
  stop: (reason: StopReason) => void,
): Promise<void> {
  const { pool, workerId } = deps;
  const id = row.id;
  deps.changed(id);
  const heartbeat = setInterval(() => {
    beat(pool, id, workerId)
      .then((b) => (b === undefined ? stop('lost') : b.cancelRequested && stop('cancelled')))
      .catch(() => {
        /* the next beat tells */
      });
  }, HEARTBEAT_MS);
  const timeout = setTimeout(() => stop('timeout'), (kind.timeoutSeconds ?? 3600) * 1000);

  let pending: { fraction: number; text?: string } | undefined;
  let lastText = row.progress_text;
  let flushing: Promise<void> = Promise.resolve();
  const flush = () => {
    if (!pending) return flushing;
    const { fraction, text } = pending;
    pending = undefined;
    lastText = text ?? lastText;
    flushing = flushing.then(() => saveProgress(pool, id, workerId, fraction, lastText).then(() => deps.changed(id))).catch(() => {});
    return flushing;
  };
  const ticker = setInterval(() => void flush(), PROGRESS_EVERY_MS);
  const log = async (text: string, level: JobStep['level'] = 'info') => {
    await appendStep(pool, id, { ts: new Date().toISOString(), level, text: text.slice(0, 2000) });
    deps.changed(id);
  };
  // Set when the starter lost the right to go on: the job stops as on 'Annuler', failed with this reason, not retried.
  let refusal: string | undefined;
  const stillAllowed = async () => {
    const now = await starterNow(pool, kind, ctx);
    ctx.user = now.user ?? null;
    if (now.refusal === undefined) return;
    refusal = now.refusal;
    stop('rightLost');
    throw new AppError(403, 'RIGHT_LOST', refusal);
  };
  const ctx: JobContext = {
    id,
    kind: kind.kind,
    siteId: row.site_id,
    params: row.params,
    startedBy: row.started_by ? { id: row.started_by, login: row.started_by_login ?? '' } : null,
    user: null,
    attempt: row.attempts,
    signal: controller.signal,
    pool,
    progress: async (fraction, text) => {
      pending = { fraction: Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0)), text: text?.slice(0, 500) };
      if (!controller.signal.aborted) await stillAllowed();
    },
    log,
  };

  let end: { state: JobState; result?: unknown; error?: string };
  try {
    await stillAllowed();
    // Its lag-tolerant reads (storage/readReplica.ts) need what was committed before it was queued: its starter's
    // writes; every record it writes names it in its history.
    const result = await withReadsSince(row.created_at, () => inJob(id, () => inBackground(() => kind.run(ctx))));
    end = controller.signal.aborted ? outcomeOfStop(controller.signal.reason as StopReason, kind, refusal) : { state: 'done', result };
  } catch (err) {
    end = controller.signal.aborted
      ? outcomeOfStop(controller.signal.reason as StopReason, kind, refusal)
      : { state: 'failed', error: messageOf(err) };
  } finally {
    clearInterval(heartbeat);
    clearInterval(ticker);
    clearTimeout(timeout);
  }
  await flush();
  if (controller.signal.reason === 'lost') return;
  if (controller.signal.reason === 'shutdown') {
    // Back to waiting; JobService.shutdown has pg-boss hand it out again: to another worker, or to this server once restarted.
    await log('Interrompu par l’arrêt du serveur : reprise au prochain démarrage', 'warning');
    if (await endRun(pool, id, workerId, 'waiting', {})) deps.changed(id);
    throw new Error('server shutdown');
  }
  // A failure is pg-boss's to retry (while its count allows); a stop (Annuler, right lost, timeout) is final.
  const thrown = end.state === 'failed' && !controller.signal.aborted;
  const retry = thrown && retriesLeft;
  if (end.state !== 'done')
    await log(retry ? `Échec, nouvelle tentative : ${end.error}` : (end.error ?? 'Annulé'), end.state === 'cancelled' ? 'warning' : 'error');
  const ended = await endRun(pool, id, workerId, retry ? 'waiting' : end.state, end);
  deps.changed(id);
  if (!ended) return;
  if (end.state === 'failed' || end.state === 'cancelled') {
    if (!retry) await notifyEnd(pool, kind, id);
    if (thrown) throw new Error(end.error);
  }
}

function outcomeOfStop(reason: StopReason, kind: JobKind, refusal: string | undefined): { state: JobState; error?: string } {
  if (reason === 'cancelled') return { state: 'cancelled', error: 'Annulé à la demande' };
  if (reason === 'rightLost') return { state: 'failed', error: refusal };
  return { state: 'failed', error: `Durée maximale dépassée (${kind.timeoutSeconds ?? 3600} s)` };
}

/** The kind's own clean-up once a job is over for good (failed or cancelled), whoever ended it. */
export async function notifyEnd(pool: pg.Pool, kind: JobKind, id: string): Promise<void> {
  if (!kind.onEnd) return;
  const row = await readJob(pool, id, false);
  // Its writes name the job, whoever ends it (its own worker, or the reaper of another process for a dead one).
  if (row) await inJob(id, () => kind.onEnd!(viewOf(row, kind.label), pool)).catch(() => {});
}
