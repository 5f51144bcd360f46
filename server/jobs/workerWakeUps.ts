// When this process's workers of a kind ask pg-boss for a job (JobService): at once when a job is queued or a run ends,
// or when a waiting job is due (a debounce's delay, a retry's), so that they need not poll for it.
import type { Queryable } from '../storage/db.js';
import { dueWithin, queuedStart } from './storage.js';
import type { JobView } from './types.js';

/** A wake-up comes this long after a job is due: its worker's fetch then finds it. */
const WAKE_MARGIN_MS = 50;
/** How often, and how many times, a failed run's retry is looked for before its wake-up is planned. */
const RETRY_ASK_MS = 250;
const RETRY_ASKS = 12;

export class WorkerWakeUps {
  /** Wake-ups planned for jobs due later. */
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(
    private readonly pool: Queryable,
    /** Tells this process's workers of a kind to ask for a job now. */
    private readonly notify: (kind: string) => void,
  ) {}

  /**
   * Wakes the workers when a waiting job is due. A job pg-boss still has active was just taken by a worker (never
   * run: nothing to do), or its run failed and pg-boss records the retry without being waited for: asked again a few
   * times until it is.
   */
  async whenDue(job: JobView, asks = RETRY_ASKS): Promise<void> {
    const waitMs = await queuedStart(this.pool, job.kind, job.id);
    if (waitMs === undefined) return;
    if (waitMs !== null) return this.wake(job.kind, waitMs);
    if (job.attempts > 0 && asks > 1) this.later(RETRY_ASK_MS, () => void this.whenDue(job, asks - 1).catch(() => {}));
  }

  /**
   * At a process's start, once its workers are registered: the jobs of their kinds due before their next poll, due
   * already or later. A job whose notification came while the process started (a retry planned by another server's
   * reaper) would otherwise wait for that poll, up to `withinMs`.
   */
  async planDue(kinds: string[], withinMs: number): Promise<void> {
    for (const { kind, waitMs } of await dueWithin(this.pool, kinds, withinMs)) this.wake(kind, waitMs);
  }

  /** The workers of a kind ask pg-boss for a job now, or in `inMs` milliseconds. */
  wake(kind: string, inMs = 0): void {
    if (inMs > 0) return this.later(inMs + WAKE_MARGIN_MS, () => this.wake(kind));
    this.notify(kind);
  }

  /** No wake-up after this: the planned ones are dropped. */
  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private later(ms: number, fn: () => void): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      fn();
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }
}
