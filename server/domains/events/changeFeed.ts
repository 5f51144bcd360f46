// Live effect of catalogue changes: a saved schema or site reloads the caches of every server on the database
// (LISTEN/NOTIFY) and reaches every open console through server-sent events. The change also raises the catalogue's
// version, which every session lookup reads: a server that has not heard the NOTIFY yet reloads before answering
// (catchUp), so a schema saved through one server holds at once on every other. Jobs ride the same streams: a job's
// change reaches the consoles allowed to see it (server/jobs/). The streams' caps are counted in PostgreSQL, so they
// hold across the servers of one database. Presence on records rides them too (domains/presence/service.ts). A stream lives
// no longer than its session: an end told by any server closes it, and each event reads the session again first
// (streamSessions.ts).
import crypto from 'node:crypto';
import type pg from 'pg';
import type { JobView } from '../../jobs/types.js';
import type { SessionUser } from '../../../model/rights.js';
import { closeStream, openStream, refreshStreams, STREAM_TTL_MS, type StreamRow } from '../../storage/eventStreams.js';
import {
  announceCatalogueChange,
  catalogueVersion,
  CATALOGUE_CHANNEL,
  JOBS_CHANNEL,
  listenChanges,
  PRESENCE_CHANNEL,
  SESSIONS_CHANNEL,
  STREAMS_CHANNEL,
} from '../../storage/notifications.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';
import { StreamSessions, type SessionLookup, type SessionStream } from './streamSessions.js';

export type ChangeKind = 'schemas' | 'sites';
/** `presence`: who is on a record; `record`: a record someone has open was saved. */
export type RecordNewsKind = 'presence' | 'record';

/** One open stream: whose session holds it (its user as last read), how to send to it, how to end it. */
export interface Subscriber extends SessionStream {
  send: (kind: ChangeKind | 'job' | RecordNewsKind, data?: unknown) => void;
  /** Whether a user may see that job (server/jobs/access.ts). */
  canSeeJob: (user: SessionUser, job: JobView) => boolean;
  /** Whether a user may read the records of a type on a site (presence, saves of records they have open). */
  canRead: (user: SessionUser, siteId: string, type: string) => boolean;
  close: () => void;
}

/** A console opens one stream per tab: a few tabs per session, a few sessions per person. */
export const STREAM_LIMITS = { perSession: 5, perUser: 20, total: 2000 };

export type SubscribeResult = { ok: true; unsubscribe: () => void } | { ok: false; reason: 'user' | 'total' };

/**
 * The caps per session and per user, on the user's live streams of every server (oldest first): beyond its
 * session's cap, the session's oldest stream makes room; beyond the user's, the stream is refused.
 */
export function admitStream(live: readonly StreamRow[], sessionKey: string): { ok: true; evict?: string } | { ok: false } {
  const ofSession = live.filter((s) => s.sessionKey === sessionKey);
  if (ofSession.length >= STREAM_LIMITS.perSession) return { ok: true, evict: ofSession[0].id };
  if (live.length >= STREAM_LIMITS.perUser) return { ok: false };
  return { ok: true };
}

/** How often a server tells the database its streams are still open (well within STREAM_TTL_MS). */
const REFRESH_MS = STREAM_TTL_MS / 3;

export class ChangeFeed {
  private readonly serverId = crypto.randomBytes(8).toString('hex');
  private subscribers = new Map<string, Subscriber>();
  /** Streams being admitted: not sent to yet, but already this server's for the refresh. */
  private opening = new Set<string>();
  private refresher?: NodeJS.Timeout;
  private stop?: () => Promise<void>;
  /** Told the id of every job that changed, on any server of the database. */
  onJobChanged?: (id: string) => void;
  /** The reload under way after another server's change: requests and the NOTIFY wait for the same one. */
  private reloading?: Promise<void>;
  /** Told every presence news of the database (domains/presence/service.ts). */
  onPresence?: (payload: string) => void;
  private sessions: StreamSessions<Subscriber>;

  constructor(
    private pool: pg.Pool,
    private registry: SchemaRegistry,
    private sites: SiteDirectory,
    /** The catalogue version the caches hold (read before they were loaded). */
    private loadedVersion: number,
    liveSessions: SessionLookup,
  ) {
    this.sessions = new StreamSessions(liveSessions, (id) => this.endStream(id));
  }

  async start(): Promise<void> {
    this.stop = await listenChanges(
      this.pool,
      (payload, channel) => {
        if (channel === JOBS_CHANNEL) return this.onJobChanged?.(payload);
        if (channel === STREAMS_CHANNEL) return this.closeLocal(payload);
        if (channel === PRESENCE_CHANNEL) return this.onPresence?.(payload);
        if (channel === SESSIONS_CHANNEL) return this.sessionEnded(payload);
        this.catalogueChanged(payload);
      },
      [CATALOGUE_CHANNEL, JOBS_CHANNEL, STREAMS_CHANNEL, PRESENCE_CHANNEL, SESSIONS_CHANNEL],
    );
    this.refresher = setInterval(() => void this.refresh().catch(() => {}), REFRESH_MS);
    this.refresher.unref();
  }

  private catalogueChanged(payload: string): void {
    const [origin, kind] = payload.split(':') as [string, ChangeKind];
    // The server that made the change reloaded already; the others catch up here, unless a request did it first.
    const reload = origin === this.serverId ? Promise.resolve() : this.reload();
    reload.then(() => this.broadcast(kind)).catch(() => {});
  }

  /** Reloads the caches if the catalogue is newer than they are (a session lookup read `version`). */
  async catchUp(version: number): Promise<void> {
    while (version > this.loadedVersion) await this.reload();
  }

  private reload(): Promise<void> {
    this.reloading ??= (async () => {
      const version = await catalogueVersion(this.pool);
      // Never drops indexes: such a reload may run beside a newer save whose fresh indexes it would take for unused.
      await this.registry.load(this.pool);
      await this.sites.load(this.pool);
      this.loadedVersion = Math.max(this.loadedVersion, version);
    })().finally(() => (this.reloading = undefined));
    return this.reloading;
  }

  /** Keeps this server's streams counted, and closes those whose session ended unannounced (the news lost). */
  private async refresh(): Promise<void> {
    await refreshStreams(this.pool, this.serverId, [...this.subscribers.keys(), ...this.opening]);
    await this.sessions.recheck(this.subscribers);
  }

  /** Stops listening; this server's streams stop counting at once. */
  async close(): Promise<void> {
    clearInterval(this.refresher);
    this.sessions.stop();
    this.subscribers.clear();
    await this.refresh().catch(() => {});
    await this.stop?.();
  }

  /**
   * Called after a local write of a schema or a site, once the local caches are reloaded: they hold the new version,
   * unless another server changed the catalogue in between (then the next request reloads).
   */
  async changed(kind: ChangeKind): Promise<void> {
    const version = await announceCatalogueChange(this.pool, `${this.serverId}:${kind}`);
    if (version === this.loadedVersion + 1) this.loadedVersion = version;
  }

  /**
   * Caps per session and per user over every server of the database (admitStream), and in all on this server, so
   * that one account cannot starve the others; a super administrator is never refused for the total, only for
   * their own count.
   */
  async subscribe(sub: Subscriber): Promise<SubscribeResult> {
    if (this.subscribers.size + this.opening.size >= STREAM_LIMITS.total && !sub.user.superAdmin) return { ok: false, reason: 'total' };
    const id = crypto.randomUUID();
    this.opening.add(id);
    try {
      const opened = await openStream(this.pool, { id, serverId: this.serverId, sessionKey: sub.sessionKey, userId: sub.user._id }, (live) =>
        admitStream(live, sub.sessionKey),
      );
      if (!opened.ok) return { ok: false, reason: 'user' };
      // Also told through NOTIFY; closing here spares the wait when the evicted stream is this server's.
      if (opened.evicted) this.closeLocal(opened.evicted);
      this.subscribers.set(id, sub);
    } finally {
      this.opening.delete(id);
    }
    // Read once more: the session may have ended since the request was let in, before its end could close this stream.
    void this.sessions.watch(id, sub.sessionKey);
    return {
      ok: true,
      unsubscribe: () => {
        this.sessions.forget(id);
        if (this.subscribers.delete(id)) void closeStream(this.pool, id).catch(() => {});
      },
    };
  }

  /** Ends a stream of this server that a newer one of its session evicted (its row is gone already). */
  private closeLocal(id: string): void {
    const sub = this.subscribers.get(id);
    if (!sub) return;
    this.sessions.forget(id);
    this.subscribers.delete(id);
    sub.close();
  }

  /** Ends a stream of this server whose session ended, and stops counting it. */
  private endStream(id: string): void {
    if (!this.subscribers.has(id)) return;
    this.closeLocal(id);
    void closeStream(this.pool, id).catch(() => {});
  }

  /** A session ended on some server of the database: its streams here close. */
  private sessionEnded(sessionKey: string): void {
    for (const [id, sub] of [...this.subscribers]) if (sub.sessionKey === sessionKey) this.endStream(id);
  }

  private broadcast(kind: ChangeKind): void {
    void this.sessions.deliver(
      this.subscribers,
      () => true,
      (sub) => sub.send(kind),
    );
  }

  /** Whether some stream of this server may read the type (else presence news need not be read here). */
  hasReaders(siteId: string, type: string): boolean {
    for (const sub of this.subscribers.values()) if (sub.canRead(sub.user, siteId, type)) return true;
    return false;
  }

  /** News of a record to the streams that may read its type (and, when `users` is given, are those users'). */
  sendToReaders(kind: RecordNewsKind, siteId: string, type: string, data: unknown, users?: ReadonlySet<string>): Promise<void> {
    const may = (sub: Subscriber) => (!users || users.has(sub.user._id)) && sub.canRead(sub.user, siteId, type);
    return this.sessions.deliver(this.subscribers, may, (sub) => sub.send(kind, data));
  }

  /** A job's new state (without its log) to the streams allowed to see it. */
  broadcastJob(job: JobView): void {
    const { log: _log, ...summary } = job;
    void this.sessions.deliver(
      this.subscribers,
      (sub) => sub.canSeeJob(sub.user, job),
      (sub) => sub.send('job', summary),
    );
  }
}
