// Every SQL statement of the monitoring domain: the VideoServer records the poller may read, and the history.
import type { HistoryPoint, HistoryServerPoint, MonitoringSnapshot } from '../../../model/monitoring/index.js';
import type { Queryable } from '../../storage/db.js';

export const VIDEO_SERVER_TYPE = 'VideoServer';

/** A VideoServer record as the poller needs it. */
export interface VideoServerRecord {
  id: string;
  name: string;
  baseUrl: string;
  bandwidth: number | null;
  weight: number;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The live, enabled VideoServer records (global space): the only addresses the poller ever fetches. */
export async function enabledVideoServers(db: Queryable, limit: number): Promise<VideoServerRecord[]> {
  const res = await db.query(
    `SELECT id, doc FROM documents
    WHERE site_id = 'global' AND cls = $1 AND NOT archived AND doc->'disabled' IS DISTINCT FROM 'true'::jsonb
    ORDER BY doc->>'name', id LIMIT $2`,
    [VIDEO_SERVER_TYPE, limit],
  );
  return res.rows.map(({ id, doc }) => ({
    id,
    name: typeof doc.name === 'string' ? doc.name : id,
    baseUrl: typeof doc.baseUrl === 'string' ? doc.baseUrl : '',
    bandwidth: num(doc.bandwidth),
    weight: num(doc.weight) ?? 1,
  }));
}

export async function insertHistory(db: Queryable, ts: Date, servers: HistoryServerPoint[]): Promise<void> {
  await db.query('INSERT INTO monitoring_history (ts, servers) VALUES ($1, $2) ON CONFLICT DO NOTHING', [ts, JSON.stringify(servers)]);
}

/** Deletes the rounds older than `before`; answers how many. */
export async function purgeHistory(db: Queryable, before: Date): Promise<number> {
  return (await db.query('DELETE FROM monitoring_history WHERE ts < $1', [before])).rowCount ?? 0;
}

/**
 * The history of the last `minutes`, in buckets of `bucketSeconds` (1: the rounds as written): per server the most
 * connections seen and the mean of new connections per second in the bucket.
 */
export async function readHistory(db: Queryable, minutes: number, bucketSeconds: number): Promise<HistoryPoint[]> {
  const res = await db.query(
    `SELECT date_bin(make_interval(secs => $2), h.ts, 'epoch') AS bucket, s->>'id' AS id,
      max((s->>'connections')::float8) AS connections, avg((s->>'newConnections')::float8) AS new_connections
    FROM monitoring_history h, jsonb_array_elements(h.servers) s
    WHERE h.ts >= now() - make_interval(mins => $1)
    GROUP BY 1, 2 ORDER BY 1, 2`,
    [minutes, bucketSeconds],
  );
  const points = new Map<number, HistoryPoint>();
  for (const row of res.rows as { bucket: Date; id: string; connections: number; new_connections: number }[]) {
    const key = row.bucket.getTime();
    const point = points.get(key) ?? { ts: row.bucket.toISOString(), servers: [] };
    point.servers.push({ id: row.id, connections: row.connections, newConnections: Math.round(row.new_connections * 100) / 100 });
    points.set(key, point);
  }
  return [...points.values()];
}

/**
 * Points a demo VideoServer at a local stand-in, unless an administrator pointed it at something else than the
 * catalogue's example address or an earlier stand-in (a loopback address).
 */
export async function pointDemoServerAt(db: Queryable, id: string, baseUrl: string, exampleUrl: string): Promise<boolean> {
  const res = await db.query(
    `UPDATE documents SET doc = jsonb_set(doc, '{baseUrl}', to_jsonb($3::text)), updated_at = now(), version = version + 1
    WHERE site_id = 'global' AND cls = $1 AND id = $2 AND (doc->>'baseUrl' = $4 OR doc->>'baseUrl' LIKE 'http://127.0.0.1:%')`,
    [VIDEO_SERVER_TYPE, id, baseUrl, exampleUrl],
  );
  return (res.rowCount ?? 0) > 0;
}

/** The address a demo VideoServer points at now (undefined when the record is gone). */
export async function demoServerAddress(db: Queryable, id: string): Promise<string | undefined> {
  const res = await db.query<{ base_url: string | null }>(
    `SELECT doc->>'baseUrl' AS base_url FROM documents WHERE site_id = 'global' AND cls = $1 AND id = $2`,
    [VIDEO_SERVER_TYPE, id],
  );
  return res.rows[0]?.base_url ?? undefined;
}

/** Takes or renews the fleet's polling lease for `seconds`; false while another server holds it. */
export async function takePollLease(db: Queryable, holder: string, seconds: number): Promise<boolean> {
  const res = await db.query(
    `UPDATE monitoring_poll SET holder = $1, lease_until = clock_timestamp() + make_interval(secs => $2)
    WHERE id = 1 AND (holder = $1 OR lease_until < clock_timestamp())`,
    [holder, seconds],
  );
  return res.rowCount === 1;
}

/** Lets the lease go at once (the holder's last watcher left): the next server with a watcher takes it without waiting. */
export async function releasePollLease(db: Queryable, holder: string): Promise<void> {
  await db.query('UPDATE monitoring_poll SET lease_until = clock_timestamp() WHERE id = 1 AND holder = $1', [holder]);
}

/** The holder's round, for the other servers' watchers. */
export async function saveLatestRound(db: Queryable, holder: string, snapshot: MonitoringSnapshot): Promise<void> {
  await db.query('UPDATE monitoring_poll SET snapshot = $2, polled_at = clock_timestamp() WHERE id = 1 AND holder = $1', [
    holder,
    JSON.stringify(snapshot),
  ]);
}

/** The last round of whichever server polls, if younger than `seconds`. */
export async function latestRound(db: Queryable, seconds: number): Promise<MonitoringSnapshot | undefined> {
  const res = await db.query('SELECT snapshot FROM monitoring_poll WHERE id = 1 AND polled_at > clock_timestamp() - make_interval(secs => $1)', [
    seconds,
  ]);
  return res.rows[0]?.snapshot ?? undefined;
}
