// One poll per fleet (issue 9 §3, issue 21 §2): while at least one console watches the dashboard, the status of every
// enabled VideoServer is read once a second, the round kept for all watchers and written to the history. Each server
// with watchers runs this loop, but only the one holding the fleet's lease (`lead`, a row in PostgreSQL) polls; the
// others read the round it shared (`shared`). A watcher is a dashboard that asked within the last `idleMs`: the first
// one starts the loop, and it stops by itself once the last has left (letting the lease go). Addresses come from the
// VideoServer records only, read again each round. Old history rows are deleted by a scheduled job (jobs.ts).
import pLimit from 'p-limit';
import { sameServer, type HistoryServerPoint, type MonitoringSnapshot, type ServerReading } from '../../../model/monitoring/index.js';
import type { StatusResult } from '../../integrations/video-servers/index.js';
import type { VideoServerRecord } from './storage.js';

export interface PollerDeps {
  servers: () => Promise<VideoServerRecord[]>;
  read: (baseUrl: string) => Promise<StatusResult>;
  saveHistory: (ts: Date, servers: HistoryServerPoint[]) => Promise<void>;
  onError: (err: unknown) => void;
  /**
   * The fleet's lease, taken or renewed each round: only its holder polls (and then shares its round with `share`).
   * Without it, this process polls by itself.
   */
  fleet?: {
    lead(): Promise<boolean>;
    release(): Promise<void>;
    share(snapshot: MonitoringSnapshot): Promise<void>;
    /** The holder's last round, if recent. */
    shared(): Promise<MonitoringSnapshot | undefined>;
  };
  /** Base URLs of the stand-ins this process runs (demo mode): their servers are tagged even when unreachable. */
  standIns?: readonly string[];
  intervalMs?: number;
  idleMs?: number;
  now?: () => number;
}

/** Status reads in flight at once: a round of many servers stays bounded in sockets. */
const CONCURRENT_READS = 16;

export class MonitoringPoller {
  private readonly intervalMs: number;
  private readonly idleMs: number;
  private readonly now: () => number;
  private readonly limit = pLimit(CONCURRENT_READS);
  private lastWatch = 0;
  private active = false;
  private stopped = false;
  private timer?: NodeJS.Timeout;
  private latest?: MonitoringSnapshot;
  private firstRound?: Promise<void>;

  constructor(private readonly deps: PollerDeps) {
    this.intervalMs = deps.intervalMs ?? 1000;
    this.idleMs = deps.idleMs ?? 5000;
    this.now = deps.now ?? Date.now;
  }

  get polling(): boolean {
    return this.active;
  }

  /** A watcher's call: keeps the poller going, starts it if needed, and answers the last round (waiting for a first). */
  async watch(): Promise<MonitoringSnapshot> {
    this.lastWatch = this.now();
    if (!this.active && !this.stopped) {
      this.active = true;
      this.firstRound = this.round();
    }
    if (!this.latest) await this.firstRound;
    return this.latest ?? { ts: new Date(this.now()).toISOString(), servers: [] };
  }

  stop(): void {
    this.stopped = true;
    if (this.active) void this.deps.fleet?.release().catch(() => {});
    this.active = false;
    clearTimeout(this.timer);
  }

  private async round(): Promise<void> {
    const started = this.now();
    if (this.stopped || started - this.lastWatch > this.idleMs) {
      // Nobody watches: stop, and forget the last round so that the next watcher never sees stale figures.
      this.active = false;
      this.latest = undefined;
      await this.deps.fleet?.release().catch((err) => this.deps.onError(err));
      return;
    }
    try {
      const fleet = this.deps.fleet;
      if (!fleet || (await fleet.lead())) {
        this.latest = await this.poll(new Date(started));
        await fleet?.share(this.latest);
      } else this.latest = await fleet.shared();
    } catch (err) {
      this.deps.onError(err);
    }
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.round(), Math.max(0, this.intervalMs - (this.now() - started)));
  }

  private async poll(ts: Date): Promise<MonitoringSnapshot> {
    const records = await this.deps.servers();
    const standIns = this.deps.standIns ?? [];
    const servers = await Promise.all(
      records.map((record) =>
        this.limit(async () =>
          reading(
            record,
            await this.deps.read(record.baseUrl),
            standIns.some((url) => sameServer(url, record.baseUrl)),
          ),
        ),
      ),
    );
    const history = servers.flatMap((s) =>
      s.status ? [{ id: s.id, connections: s.status.connections, newConnections: s.status.newConnections }] : [],
    );
    if (history.length) await this.deps.saveHistory(ts, history);
    return { ts: ts.toISOString(), servers };
  }
}

function reading(record: VideoServerRecord, result: StatusResult, inProcess: boolean): ServerReading {
  const standIn = inProcess || (result.ok && result.status.standIn === true);
  const base = { id: record.id, name: record.name, baseUrl: record.baseUrl, bandwidth: record.bandwidth, weight: record.weight, standIn };
  if (!result.ok) return { ...base, online: false, reason: result.reason };
  if (!result.status.online) return { ...base, online: false, reason: 'Le serveur se déclare hors ligne', status: result.status };
  return { ...base, online: true, status: result.status };
}
