// Live effect of catalogue changes: a saved schema or site reloads the caches of every server on the database
// (LISTEN/NOTIFY) and reaches every open console through server-sent events.
import crypto from 'node:crypto';
import type pg from 'pg';
import { listenChanges, notifyChange } from '../storage/notifications.js';
import type { SchemaRegistry } from './schemaRegistry.js';
import type { SiteDirectory } from './siteDirectory.js';

export type ChangeKind = 'schemas' | 'sites';
type Subscriber = (kind: ChangeKind) => void;

const MAX_SUBSCRIBERS = 2000;

export class ChangeFeed {
  private readonly serverId = crypto.randomBytes(8).toString('hex');
  private subscribers = new Set<Subscriber>();
  private stop?: () => Promise<void>;

  constructor(private pool: pg.Pool, private registry: SchemaRegistry, private sites: SiteDirectory) {}

  async start(): Promise<void> {
    this.stop = await listenChanges(this.pool, (payload) => {
      const [origin, kind] = payload.split(':') as [string, ChangeKind];
      // The server that made the change reloaded already; the others catch up here.
      const reload = origin === this.serverId ? Promise.resolve() : kind === 'schemas' ? this.registry.load(this.pool) : this.sites.load(this.pool);
      reload.then(() => this.broadcast(kind)).catch(() => {});
    });
  }

  async close(): Promise<void> {
    await this.stop?.();
  }

  /** Called after a local write of a schema or a site, once the local caches are reloaded. */
  async changed(kind: ChangeKind): Promise<void> {
    await notifyChange(this.pool, `${this.serverId}:${kind}`);
  }

  subscribe(fn: Subscriber): (() => void) | undefined {
    if (this.subscribers.size >= MAX_SUBSCRIBERS) return undefined;
    this.subscribers.add(fn);
    return () => this.subscribers.delete(fn);
  }

  private broadcast(kind: ChangeKind): void {
    for (const fn of this.subscribers) fn(kind);
  }
}
