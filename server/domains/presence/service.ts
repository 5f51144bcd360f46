// Presence on records (issue 22 §2): each open record screen beats through the database, so that every server of it
// knows who has which record open and in which field they type, and tells its own live-event streams. News travel
// on NOTIFY (console_presence): `p` someone came, left, changed field, or typed on for PRESENCE_RETOLD_MS (the servers read the record's viewers again and
// send `event: presence` to the streams that may read the type), `r` a record someone has open was saved (sent as
// `event: record` to the streams of the people on it). A beat is on a live record its sender reads (404 when missing or
// archived, as its GET), in a field of it they see (presenceField.ts); who beats is the session's user only.
import type pg from 'pg';
import { SWEEP_MS, type Viewer } from '../../../model/presence/index.js';
import * as storage from '../../storage/presence.js';
import type { RecordKey } from '../../storage/presence.js';
import type { CallContext } from '../../services/access.js';
import type { ChangeFeed } from '../events/index.js';
import { presenceField } from './presenceField.js';
import type { CommittedWrite } from '../../services/recordHooks.js';
import type { RecordService } from '../../services/records.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import { versionOfEtag } from '../../services/recordView.js';
import { listVersions } from '../../storage/recordVersions.js';

type News = ({ k: 'p' } | { k: 'r'; by: { userId: string; name: string }; action: string; v: number }) & { s: string; c: string; i: string };

export interface BeatInput {
  tab: string;
  field?: string | null;
  typing?: boolean;
  /** The version the screen shows. */
  version?: number;
}

export interface BeatAnswer {
  viewers: Viewer[];
  version: number;
  /** Who wrote the stored version, when the screen shows another and the record's history names a person. */
  savedBy?: { userId: string; name: string };
}

const sameRecord = (a: RecordKey, b: RecordKey) => a.siteId === b.siteId && a.cls === b.cls && a.recordId === b.recordId;
const othersThan = (viewers: Viewer[] | undefined, userId: string) => (viewers ?? []).filter((v) => v.userId !== userId);

export class PresenceService {
  private sweeper?: NodeJS.Timeout;

  constructor(
    private pool: pg.Pool,
    private feed: ChangeFeed,
    private records: RecordService,
    private registry: SchemaRegistry,
  ) {}

  /** Sweeps expired rows on every server (each row is deleted by one of them) and relays the news. */
  start(): void {
    this.feed.onPresence = (payload) => void this.relay(payload).catch(() => {});
    this.sweeper = setInterval(() => void this.sweep().catch(() => {}), SWEEP_MS);
    this.sweeper.unref();
  }

  stop(): void {
    clearInterval(this.sweeper);
  }

  /**
   * The tab's heartbeat on a record; answers the other people on it and the stored version. A save between the screen's
   * read and its first beat is told to nobody's screen (the save's news goes to the people on the record, and the
   * screen was not yet): the screen learns it here, with who saved, and merges it as it would the news.
   */
  async beat(ctx: CallContext, cls: string, recordId: string, input: BeatInput): Promise<BeatAnswer> {
    const key = { siteId: ctx.siteId, cls, recordId };
    const { record, etag } = await this.records.get(ctx, cls, recordId);
    const version = versionOfEtag(etag);
    const field = presenceField(this.registry.get(cls)!, ctx.user, record, input.field ?? null);
    const typing = input.typing === true && field !== null;
    const { before, news } = await storage.beat(this.pool, {
      ...key,
      userId: ctx.user._id,
      userName: ctx.user.login,
      tabId: input.tab,
      field,
      typing,
    });
    if (before && !sameRecord(before, key)) await this.tell(before);
    if (news) await this.tell(key);
    const viewers = othersThan((await storage.viewersOf(this.pool, ctx.siteId, cls, [recordId])).get(recordId), ctx.user._id);
    return { viewers, version, ...(input.version !== undefined && input.version !== version && (await this.savedBy(key, version))) };
  }

  /** The person who wrote a record's `version`, from its history (none for a job's or the system's write). */
  private async savedBy(key: RecordKey, version: number): Promise<Pick<BeatAnswer, 'savedBy'> | undefined> {
    const [last] = await listVersions(this.pool, { siteId: key.siteId, cls: key.cls, id: key.recordId }, { limit: 1 });
    return last?.version === version && last.userId && last.login ? { savedBy: { userId: last.userId, name: last.login } } : undefined;
  }

  /** The tab closed its record screen. */
  async leave(ctx: CallContext, tab: string): Promise<void> {
    const left = await storage.leave(this.pool, ctx.user._id, tab);
    if (left) await this.tell(left);
  }

  /** The other people on some records of a type (a list's page), by record id; records nobody has open are left out. */
  async onRecords(ctx: CallContext, cls: string, ids: readonly string[]): Promise<Record<string, Viewer[]>> {
    const byRecord = await storage.viewersOf(this.pool, ctx.siteId, cls, ids);
    const result: Record<string, Viewer[]> = {};
    for (const [id, viewers] of byRecord) {
      const others = othersThan(viewers, ctx.user._id);
      if (others.length) result[id] = others;
    }
    return result;
  }

  /** Record hook of every type: a write of a record someone has open reaches their screens. */
  async recordWritten(write: CommittedWrite): Promise<void> {
    // Nobody has a record open before it exists: an import's 100,000 creations asked PostgreSQL 100,000 times.
    if (write.action === 'create') return;
    const key = { siteId: write.ctx.siteId, cls: write.schema._id, recordId: write.id };
    const news: News = {
      k: 'r',
      s: key.siteId,
      c: key.cls,
      i: key.recordId,
      action: write.action,
      v: write.version,
      by: { userId: write.ctx.user._id, name: write.ctx.user.login },
    };
    await storage.notifyIfWatched(this.pool, key, news);
  }

  private async sweep(): Promise<void> {
    const gone = await storage.sweep(this.pool);
    const records = new Map(gone.map((key) => [JSON.stringify(key), key]));
    for (const key of records.values()) await this.tell(key);
  }

  private tell(key: RecordKey): Promise<void> {
    return storage.notifyPresence(this.pool, { k: 'p', s: key.siteId, c: key.cls, i: key.recordId } satisfies News);
  }

  /** News from any server: read once here, then sent to this server's streams that may hear it. */
  private async relay(payload: string): Promise<void> {
    const news = JSON.parse(payload) as News;
    if (!this.feed.hasReaders(news.s, news.c)) return;
    const viewers = (await storage.viewersOf(this.pool, news.s, news.c, [news.i])).get(news.i) ?? [];
    const record = { siteId: news.s, type: news.c, id: news.i };
    if (news.k === 'p') return this.feed.sendToReaders('presence', news.s, news.c, { ...record, viewers });
    // Only the people on the record hear of its save (their other tabs alike: a screen that holds the version written,
    // its own save's answer, reads nothing).
    const users = new Set(viewers.map((v) => v.userId));
    this.feed.sendToReaders('record', news.s, news.c, { ...record, action: news.action, version: news.v, by: news.by }, users);
  }
}
