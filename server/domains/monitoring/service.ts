// What the monitoring routes answer. The dashboard is a tab of the VideoServer list, in the superadmin section, and
// shows the video servers' addresses: super administrators only (design.md §5).
import type pg from 'pg';
import { HISTORY_MAX_MINUTES, type HistoryPoint, type MonitoringSnapshot, type StandInsReply } from '../../../model/monitoring/index.js';
import type { MonitoringPoller } from './poller.js';
import { readHistory } from './storage.js';

/** Points a history answer holds at most: longer periods are averaged into buckets. */
const MAX_POINTS = 600;

export class MonitoringService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly poller: MonitoringPoller,
    /** Base URLs of the video-server stand-ins this process runs (demo mode). */
    private readonly standInUrls: readonly string[] = [],
  ) {}

  /** Which VideoServer addresses are this console's own stand-ins: the screens tag their records "simulateur local". */
  standIns(): StandInsReply {
    return { data: [...this.standInUrls] };
  }

  /** The last poll round; asking is what keeps the poller running (see poller.ts). */
  status(): Promise<MonitoringSnapshot> {
    return this.poller.watch();
  }

  async history(minutes: number): Promise<{ bucketSeconds: number; data: HistoryPoint[] }> {
    const span = Math.min(HISTORY_MAX_MINUTES, minutes);
    const bucketSeconds = Math.max(1, Math.ceil((span * 60) / MAX_POINTS));
    return { bucketSeconds, data: await readHistory(this.pool, span, bucketSeconds) };
  }
}
