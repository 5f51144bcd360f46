// The history the charts draw: the server's history once, then each live round appended, one point per second.
import type { HistoryPoint, MonitoringSnapshot } from '../../model/monitoring';

/** What the charts keep: the last ten minutes. */
export const WINDOW_MINUTES = 10;

const second = (ts: string) => Math.floor(Date.parse(ts) / 1000);

/** A live round as a history point (offline servers have none), or undefined when no server answered. */
export function pointOf(snapshot: MonitoringSnapshot): HistoryPoint | undefined {
  const servers = snapshot.servers.flatMap((s) =>
    s.status ? [{ id: s.id, connections: s.status.connections, newConnections: s.status.newConnections }] : [],
  );
  return servers.length ? { ts: snapshot.ts, servers } : undefined;
}

/** Both series as one, a point per second (the later one wins), oldest first, within the window of the newest. */
export function mergeSeries(a: readonly HistoryPoint[], b: readonly HistoryPoint[], windowMinutes = WINDOW_MINUTES): HistoryPoint[] {
  const bySecond = new Map<number, HistoryPoint>();
  for (const point of [...a, ...b]) bySecond.set(second(point.ts), point);
  const seconds = [...bySecond.keys()].sort((x, y) => x - y);
  const from = (seconds.at(-1) ?? 0) - windowMinutes * 60;
  return seconds.filter((s) => s > from).map((s) => bySecond.get(s)!);
}

export type ChartRow = { t: number } & Record<string, number>;

/**
 * Rows for a recharts line chart: the time in ms and one key per server id. Where nobody watched (no point for more
 * than two buckets), a row without values breaks the lines rather than drawing a slope across the gap.
 */
export function chartRows(series: readonly HistoryPoint[], key: 'connections' | 'newConnections', bucketSeconds = 1): ChartRow[] {
  const rows: ChartRow[] = [];
  for (const point of series) {
    const t = Date.parse(point.ts);
    const previous = rows.at(-1)?.t;
    if (previous !== undefined && t - previous > 2 * bucketSeconds * 1000) rows.push({ t: previous + bucketSeconds * 1000 } as ChartRow);
    const row: ChartRow = { t };
    for (const s of point.servers) row[s.id] = s[key];
    rows.push(row);
  }
  return rows;
}
