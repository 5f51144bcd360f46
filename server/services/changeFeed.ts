// Live effect of catalogue changes: a saved schema or site reloads the caches of every server on the database
// (LISTEN/NOTIFY) and reaches every open console through server-sent events. Jobs ride the same streams: a job's
// change reaches the consoles allowed to see it (server/jobs/).
import crypto from 'node:crypto';
import type pg from 'pg';
import type { JobView } from '../jobs/types.js';
import { CATALOGUE_CHANNEL, JOBS_CHANNEL, listenChanges, notifyChange } from '../storage/notifications.js';
import type { SchemaRegistry } from './schemaRegistry.js';
import type { SiteDirectory } from './siteDirectory.js';

export type ChangeKind = 'schemas' | 'sites';

/** One open stream: who holds it, how to send to it, how to end it. */
export interface Subscriber {
  sessionKey: string;
  userId: string;
  superAdmin: boolean;
  send: (kind: ChangeKind | 'job', data?: unknown) => void;
  /** Whether this stream's user may see that job (server/jobs/access.ts). */
  canSeeJob: (job: JobView) => boolean;
  close: () => void;
}

/** A console opens one stream per tab: a few tabs per session, a few sessions per person. */
export const STREAM_LIMITS = { perSession: 5, perUser: 20, total: 2000 };

export type SubscribeResult = { ok: true; unsubscribe: () => void } | { ok: false; reason: 'user' | 'total' };

export class ChangeFeed {
  private readonly serverId = crypto.randomBytes(8).toString('hex');
  /** In opening order, so the first of a session is its oldest. */
  private subscribers = new Set<Subscriber>();
  private stop?: () => Promise<void>;
  /** Told the id of every job that changed, on any server of the database. */
  onJobChanged?: (id: string) => void;

  constructor(
    private pool: pg.Pool,
    private registry: SchemaRegistry,
    private sites: SiteDirectory,
  ) {}

  async start(): Promise<void> {
    this.stop = await listenChanges(
      this.pool,
      (payload, channel) => {
        if (channel === JOBS_CHANNEL) return this.onJobChanged?.(payload);
        this.catalogueChanged(payload);
      },
      [CATALOGUE_CHANNEL, JOBS_CHANNEL],
    );
  }

  private catalogueChanged(payload: string): void {
    const [origin, kind] = payload.split(':') as [string, ChangeKind];
    // The server that made the change reloaded already; the others catch up here.
    const reload = origin === this.serverId ? Promise.resolve() : kind === 'schemas' ? this.registry.load(this.pool) : this.sites.load(this.pool);
    reload.then(() => this.broadcast(kind)).catch(() => {});
  }

  async close(): Promise<void> {
    await this.stop?.();
  }

  /** Called after a local write of a schema or a site, once the local caches are reloaded. */
  async changed(kind: ChangeKind): Promise<void> {
    await notifyChange(this.pool, `${this.serverId}:${kind}`);
  }

  /**
   * Caps per session (the oldest stream of the session is closed), per user and in all, so that one account cannot
   * starve the others; a super administrator is never refused for the total, only for their own count.
   */
  subscribe(sub: Subscriber): SubscribeResult {
    const all = [...this.subscribers];
    const ofSession = all.filter((s) => s.sessionKey === sub.sessionKey);
    const ofUser = all.filter((s) => s.userId === sub.userId);
    if (ofSession.length >= STREAM_LIMITS.perSession) {
      const oldest = ofSession[0];
      this.subscribers.delete(oldest);
      oldest.close();
    } else if (ofUser.length >= STREAM_LIMITS.perUser) {
      return { ok: false, reason: 'user' };
    } else if (this.subscribers.size >= STREAM_LIMITS.total && !sub.superAdmin) {
      return { ok: false, reason: 'total' };
    }
    this.subscribers.add(sub);
    return {
      ok: true,
      unsubscribe: () => {
        this.subscribers.delete(sub);
      },
    };
  }

  private broadcast(kind: ChangeKind): void {
    for (const sub of this.subscribers) sub.send(kind);
  }

  /** A job's new state (without its log) to the streams allowed to see it. */
  broadcastJob(job: JobView): void {
    const { log: _log, ...summary } = job;
    for (const sub of this.subscribers) if (sub.canSeeJob(job)) sub.send('job', summary);
  }
}
