// The job system (design.md §10): domains define kinds, start jobs, and the console follows them live.
// pg-boss owns the queue: delivery to one worker (in this process unless JOB_WORKERS=0, or in `npm run worker`
// processes), retries (each kind's retryLimit), expiry and debouncing; the cron is cronClock.ts. The jobs table (storage.ts) is what
// people see, and who runs a job now: the one thing pg-boss v10 lacks, a heartbeat, is kept there (runner.ts, reaper.ts).
import crypto from 'node:crypto';
import os from 'node:os';
import { Ajv, type ValidateFunction } from 'ajv';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { SessionUser } from '../../model/rights.js';
import { AppError, badRequest, forbidden, notFound } from '../errors.js';
import { frenchSchemaError } from '../../model/schemaErrors.js';
import { inRetriedTransaction } from '../storage/db.js';
import { JOBS_CHANNEL, notifyChange } from '../storage/notifications.js';
import { canSeeJob, canStartJob } from './access.js';
import { CronClock } from './cronClock.js';
import { declareQueue, dropBossSchedules, handBack } from './queue.js';
import { reapLostJobs, REAP_EVERY_MS } from './reaper.js';
import { notifyEnd, runJob, type RunnerDeps } from './runner.js';
import { insertJob, listJobs, readJob, requestCancel, viewOf, type JobFilter } from './storage.js';
import type { JobKind, JobView } from './types.js';
import { WorkerWakeUps } from './workerWakeUps.js';

const KIND_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const SHUTDOWN_WAIT_MS = 5_000;
/**
 * How often each worker asks pg-boss for a job when nobody woke it. A job queued on any server, the cron's included
 * (cronClock.ts), wakes the workers of its kind at once, or when it is due (relay); the poll finds what no notification
 * told of (one lost while the listening connection reconnected, a job queued by an older version). Every 2 s, the ~20
 * workers' polls were most of an idle server's CPU (issue 30: 18 ms a second of the server's, 15 of PostgreSQL's).
 */
const POLL_SECONDS = 30;
const ajv = new Ajv({ allErrors: false, strict: false });

export interface StartOptions {
  siteId: string;
  params?: Record<string, unknown>;
  startedBy: { id: string; login: string } | null;
}

export interface JobSystemOptions {
  /** Run handlers in this process (false: a server that only starts jobs; `npm run worker` runs them). */
  workers: boolean;
}

export class JobService {
  private readonly kinds = new Map<string, JobKind>();
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly workerIds = new Map<string, string[]>();
  private readonly wakeUps: WorkerWakeUps;
  private readonly workerId = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
  private boss?: PgBoss;
  private reaper?: NodeJS.Timeout;
  private clock?: CronClock;
  private readonly running: RunnerDeps['running'] = new Map();
  /**
   * pg-boss's statements not yet answered. It marks a finished handler's job complete without awaiting it, so a
   * process that ended its pool just after a job ended crashed on that statement ('Cannot use a pool after calling
   * end'); shutdown waits for them.
   */
  private readonly queueStatements = new Set<Promise<unknown>>();
  /** Called with the id of a job that changed on any server (wired to the live-event feed). */
  onChange?: (job: JobView) => void;

  constructor(
    private readonly pool: pg.Pool,
    private readonly options: JobSystemOptions,
  ) {
    this.wakeUps = new WorkerWakeUps(pool, (kind) => {
      for (const workerId of this.workerIds.get(kind) ?? []) this.boss?.notifyWorker(workerId);
    });
  }

  /** Domains call this while registering, before boot(). */
  define<P, R>(kind: JobKind<P, R>): void {
    if (!KIND_NAME.test(kind.kind)) throw new Error(`Nom de tâche invalide : ${kind.kind}`);
    if (this.kinds.has(kind.kind)) throw new Error(`Tâche déjà définie : ${kind.kind}`);
    this.kinds.set(kind.kind, kind as unknown as JobKind);
    if (kind.paramsSchema) this.validators.set(kind.kind, ajv.compile(kind.paramsSchema));
  }

  kindOf(name: string): JobKind | undefined {
    return this.kinds.get(name);
  }

  async boot(): Promise<void> {
    const pool = this.pool;
    const boss = new PgBoss({
      db: {
        executeSql: (text, values) => {
          const statement = pool.query(text, values);
          this.queueStatements.add(statement);
          void statement.catch(() => {}).finally(() => this.queueStatements.delete(statement));
          return statement;
        },
      },
      schema: 'pgboss',
      deleteAfterDays: 7,
      maintenanceIntervalSeconds: 120,
      // The kinds' cron is the console's own (cronClock.ts).
      schedule: false,
    });
    boss.on('error', (err) => console.error('[console] File de tâches :', err.message));
    await boss.start();
    this.boss = boss;
    await dropBossSchedules(boss);
    for (const kind of this.kinds.values()) {
      await declareQueue(boss, kind);
      if (this.options.workers) await this.work(boss, kind);
    }
    this.clock = new CronClock(
      [...this.kinds.values()].flatMap((kind) =>
        kind.cron ? [{ name: kind.kind, cron: kind.cron, start: () => this.startScheduled(kind.kind) }] : [],
      ),
      (name, err) => console.error(`[console] Tâche planifiée ${name} :`, err instanceof Error ? err.message : err),
    );
    this.clock.start();
    if (this.options.workers) {
      await this.wakeUps.planDue([...this.workerIds.keys()], POLL_SECONDS * 1000);
      const reap = () => reapLostJobs(this.pool, boss, this.kinds, (id) => this.changed(id));
      this.reaper = setInterval(() => void reap().catch(() => {}), REAP_EVERY_MS);
      this.reaper.unref();
      await reap();
    }
  }

  private async work(boss: PgBoss, kind: JobKind): Promise<void> {
    const deps: RunnerDeps = { pool: this.pool, workerId: this.workerId, changed: (id: string) => this.changed(id), running: this.running };
    const ids: string[] = [];
    for (let i = 0; i < (kind.concurrency ?? 1); i++) {
      ids.push(
        await boss.work<object>(kind.kind, { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS, includeMetadata: true }, async ([job]) => {
          try {
            return await runJob(deps, kind, job);
          } finally {
            // Told while its run ends, a worker asks for the next job at once: a queue of jobs drains without polls.
            this.wakeUps.wake(kind.kind);
          }
        }),
      );
    }
    this.workerIds.set(kind.kind, ids);
  }

  /**
   * Running handlers are stopped (an encode's ffmpeg killed) and put back in the queue, then the queue stops: a restart
   * does not wait for a long job, and nothing is left writing to a pool about to close. A handler that does not stop
   * within SHUTDOWN_WAIT_MS is left to the reaper of the next start.
   */
  async shutdown(): Promise<void> {
    clearInterval(this.reaper);
    this.clock?.stop();
    this.wakeUps.stop();
    const runs = [...this.running.entries()];
    for (const [, run] of runs) run.stop();
    await Promise.race([Promise.all(runs.map(([, r]) => r.settled)), new Promise((resolve) => setTimeout(resolve, SHUTDOWN_WAIT_MS).unref())]);
    for (const [id, run] of runs) if (this.boss) await handBack(this.boss, run.kind, id).catch(() => {});
    await this.boss?.stop({ graceful: false, wait: false, close: false }).catch(() => {});
    await Promise.allSettled([...this.queueStatements]);
  }

  /** Queues a job; a kind with `oneWaiting` that has one waiting already refuses with a French 409. */
  async start(kindName: string, opts: StartOptions): Promise<JobView> {
    const view = await this.startUnlessWaiting(kindName, opts);
    if (!view) throw new AppError(409, 'BUSY', `« ${this.kinds.get(kindName)!.label} » attend déjà son tour : cette tâche fera ce travail`);
    return view;
  }

  /** `start`, answering null where a kind with `oneWaiting` has one waiting already (a start's own passes). */
  async startUnlessWaiting(kindName: string, opts: StartOptions): Promise<JobView | null> {
    // A send with a new id is refused only by a stately queue.
    return this.enqueue(kindName, opts, (boss, name, options) => boss.send(name, {}, options));
  }

  /**
   * A start debounced by pg-boss (sendDebounced): one job of this kind per window of `seconds`, and one more queued
   * for the next window; null when both are taken, as a job already queued will do the work.
   */
  async startDebounced(kindName: string, opts: StartOptions, seconds: number): Promise<JobView | null> {
    return this.enqueue(kindName, opts, (boss, name, options) => boss.sendDebounced(name, {}, options, seconds));
  }

  /**
   * A scheduled start (cronClock.ts), for the whole platform and by nobody: every process of the fleet sends it at the
   * schedule's minute, and pg-boss keeps one per minute (a singleton of 60 s); null for the others.
   */
  async startScheduled(kindName: string): Promise<JobView | null> {
    return this.enqueue(kindName, { siteId: 'global', startedBy: null }, (boss, name, options) =>
      boss.send(name, {}, { ...options, singletonKey: 'cron', singletonSeconds: 60 }),
    );
  }

  private async enqueue(
    kindName: string,
    opts: StartOptions,
    send: (boss: PgBoss, name: string, options: PgBoss.SendOptions) => Promise<string | null>,
  ): Promise<JobView | null> {
    const kind = this.kinds.get(kindName);
    const boss = this.boss;
    if (!kind || !boss) throw notFound(`Tâche inconnue : ${kindName.slice(0, 64)}`);
    const id = crypto.randomUUID();
    // The row and pg-boss's job commit together: no worker takes a job before its row exists, and a send that
    // pg-boss refuses leaves no row.
    const row = await inRetriedTransaction(this.pool, async (client) => {
      const queued = await send(boss, kind.kind, { id, db: { executeSql: (text, values) => client.query(text, values) } });
      return queued
        ? insertJob(client, { id, kind: kind.kind, siteId: opts.siteId, startedBy: opts.startedBy, params: opts.params ?? {} })
        : undefined;
    });
    if (!row) return null;
    // A debounced job is due later: its notification (relay) plans the wake-up.
    this.wakeUps.wake(kind.kind);
    this.changed(id);
    return viewOf(row, kind.label);
  }

  /** POST /api/{siteId}/jobs/{kind}: kinds with a right, params checked against their schema. */
  async startFor(user: SessionUser, siteId: string, kindName: string, params: unknown): Promise<JobView> {
    const kind = this.kinds.get(kindName);
    if (!kind) throw notFound(`Tâche inconnue : ${kindName.slice(0, 64)}`);
    if (!canStartJob(user, siteId, kind)) throw forbidden("Vous n'avez pas le droit de lancer cette tâche");
    const validate = this.validators.get(kind.kind);
    const value = params ?? {};
    if (validate && !validate(value)) {
      const [first] = validate.errors ?? [];
      throw badRequest('BAD_PARAMS', `Paramètres invalides${first ? ` : ${frenchSchemaError(first)}` : ''}`);
    }
    const start = { siteId, params: value as Record<string, unknown>, startedBy: { id: user._id, login: user.login } };
    await kind.beforeStart?.(start);
    return this.start(kind.kind, start);
  }

  async get(id: string, withLog = true): Promise<JobView | undefined> {
    const row = await readJob(this.pool, id, withLog);
    return row && viewOf(row, this.kinds.get(row.kind)?.label ?? row.kind);
  }

  /** A job this user may see, else 404 (no hint that it exists). */
  async getFor(user: SessionUser, id: string): Promise<JobView> {
    const job = await this.get(id);
    if (!job || !canSeeJob(user, job, this.kinds.get(job.kind))) throw notFound('Tâche introuvable');
    return job;
  }

  canSee(user: SessionUser, job: JobView): boolean {
    return canSeeJob(user, job, this.kinds.get(job.kind));
  }

  /** Super administrators see every job; the others, on one site, the kinds whose right they hold and their own. */
  async list(user: SessionUser, filter: Omit<JobFilter, 'visibleTo'>): Promise<{ data: JobView[]; count: number }> {
    // The route's schema bounds them, but a coerced '1e309' is an Infinity that passes a JSON Schema maximum.
    if (!Number.isSafeInteger(filter.offset) || !Number.isSafeInteger(filter.limit)) {
      throw badRequest('BAD_PAGE', 'Paramètres offset et limit : des entiers sont attendus');
    }
    const f: JobFilter = { ...filter };
    if (!user.superAdmin) {
      const siteId = filter.siteId ?? '';
      const kinds = [...this.kinds.values()].filter((k) => canSeeJob(user, { siteId, startedBy: null }, k)).map((k) => k.kind);
      f.visibleTo = { kinds, userId: user._id };
    }
    const { rows, count } = await listJobs(this.pool, f);
    return { data: rows.map((r) => viewOf(r, this.kinds.get(r.kind)?.label ?? r.kind)), count };
  }

  async cancel(user: SessionUser, id: string): Promise<JobView> {
    const job = await this.getFor(user, id);
    const state = await requestCancel(this.pool, id);
    if (state === undefined) throw badRequest('JOB_OVER', 'Cette tâche est déjà terminée');
    if (state === 'cancelled') {
      await this.boss?.cancel(job.kind, id);
      const kind = this.kinds.get(job.kind);
      if (kind) await notifyEnd(this.pool, kind, id);
    }
    this.changed(id);
    return (await this.get(id)) as JobView;
  }

  private changed(id: string): void {
    notifyChange(this.pool, id, JOBS_CHANNEL).catch(() => {});
  }

  /**
   * A NOTIFY of any server: read the job once and hand it to the live streams; a job waiting for a worker of a kind
   * this process runs wakes them when it is due.
   */
  async relay(id: string): Promise<void> {
    const job = await this.get(id, false);
    if (!job) return;
    this.onChange?.(job);
    if (job.state === 'waiting' && this.workerIds.has(job.kind)) await this.wakeUps.whenDue(job);
  }
}
