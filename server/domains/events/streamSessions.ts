// A live-event stream lives no longer than its session (issue 35). Each event is sent only once the stream's session
// is read again: a session ended or an account disabled closes the stream instead, a right removed skips the event.
// Each stream's session is also watched until its end by time (lifetime, idle time-out), which no write announces.
// The ends that writes make (logout, an account changed) reach every server through the database and close the
// streams at once (changeFeed.ts); these checks hold even if that news is lost.
import type { SessionUser } from '../../../model/rights.js';
import type { LiveSession } from '../auth/index.js';

/** What a stream is to its session: the session's key, and its user as last read (each check updates it). */
export interface SessionStream {
  sessionKey: string;
  user: SessionUser;
}

/** The live sessions among some keys (AuthService.liveSessions). */
export type SessionLookup = (keys: readonly string[]) => Promise<Map<string, LiveSession>>;

/** setTimeout's longest wait: a longer session is read again then. */
const MAX_WAIT_MS = 2 ** 31 - 1;
/** Past a session's end, so that the database's clock agrees it is over. */
const MARGIN_MS = 50;
/** When the sessions cannot be read (the database out of reach), the watch tries again this much later. */
const RETRY_MS = 5_000;

export class StreamSessions<S extends SessionStream> {
  private watched = new Map<string, NodeJS.Timeout | undefined>();
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private lookup: SessionLookup,
    /** Closes a stream whose session ended. */
    private end: (id: string) => void,
  ) {}

  /**
   * Sends to the streams that may hear it, once their sessions are read again, in the order asked: a stream whose
   * session ended is closed instead, one whose user may no longer hear it is skipped. Nothing is sent while the
   * sessions cannot be read.
   */
  deliver(streams: ReadonlyMap<string, S>, may: (stream: S) => boolean, send: (stream: S) => void): Promise<void> {
    const run = async () => {
      const candidates = [...streams].filter(([, s]) => may(s));
      if (!candidates.length) return;
      const live = await this.lookup([...new Set(candidates.map(([, s]) => s.sessionKey))]);
      for (const [id, stream] of candidates) {
        if (streams.get(id) !== stream) continue;
        const session = live.get(stream.sessionKey);
        if (!session) {
          this.end(id);
          continue;
        }
        stream.user = session.user;
        if (may(stream)) send(stream);
      }
    };
    this.queue = this.queue.then(run).catch(() => {});
    return this.queue;
  }

  /** Closes the streams whose sessions ended, without an event (a news of an end that was lost). */
  recheck(streams: ReadonlyMap<string, S>): Promise<void> {
    return this.deliver(
      streams,
      () => true,
      () => {},
    );
  }

  /** Watches a stream's session until its end by time, then closes the stream; `forget` stops it. */
  watch(id: string, sessionKey: string): Promise<void> {
    this.watched.set(id, undefined);
    return this.check(id, sessionKey);
  }

  forget(id: string): void {
    clearTimeout(this.watched.get(id));
    this.watched.delete(id);
  }

  stop(): void {
    for (const id of [...this.watched.keys()]) this.forget(id);
  }

  private async check(id: string, sessionKey: string): Promise<void> {
    let wait = RETRY_MS;
    try {
      const session = (await this.lookup([sessionKey])).get(sessionKey);
      if (!this.watched.has(id)) return;
      if (!session) {
        this.forget(id);
        return this.end(id);
      }
      wait = Math.min(Math.max(session.remainingMs, 0) + MARGIN_MS, MAX_WAIT_MS);
    } catch {
      if (!this.watched.has(id)) return;
    }
    const timer = setTimeout(() => void this.check(id, sessionKey), wait);
    timer.unref();
    this.watched.set(id, timer);
  }
}
