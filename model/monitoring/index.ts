// Video-server monitoring (spec 000 §2 "Video server monitoring", §3 VideoServer): the status protocol a video server
// answers (docs/integrations.md), what the console's API answers about it, and the gauges' derivations.

/** `GET {baseUrl}/status` of a video server (docs/integrations.md "Serveurs vidéo"). */
export interface VideoServerStatus {
  /** 0 (all is well) to 4 or more (critical). */
  alertLevel: number;
  /** The server accepts new viewers. */
  online: boolean;
  /** Percent (0-100) of CPU, memory and swap in use. */
  cpuLoad: number;
  memoryLoad: number;
  swapLoad: number;
  /** Bytes per second sent to viewers over the last second. */
  outRate: number;
  /** Open connections now, and connections opened over the last second. */
  connections: number;
  newConnections: number;
  /** Set by the local stand-in (stand-ins/video-server): the console tags it "simulateur local". */
  standIn?: boolean;
}

/** One VideoServer as the poller last saw it. */
export interface ServerReading {
  id: string;
  name: string;
  baseUrl: string;
  /** Megabytes (10^6 bytes) per second the server may send; the bandwidth gauge's 100 %. */
  bandwidth: number | null;
  weight: number;
  /** Reachable and declaring itself online. */
  online: boolean;
  /** Why it counts as offline (French), when it does. */
  reason?: string;
  /** Its figures come from a local stand-in (stand-ins/video-server): the console tags it "simulateur local". */
  standIn: boolean;
  /** The last status read, absent when the server could not be read. */
  status?: VideoServerStatus;
}

/** `GET /api/global/monitoring/status`. */
export interface MonitoringSnapshot {
  /** When the poll round started (ISO). */
  ts: string;
  servers: ServerReading[];
}

/** `GET /api/global/monitoring/stand-ins`: the base URLs of the video-server stand-ins this console runs itself. */
export interface StandInsReply {
  data: string[];
}

export interface HistoryServerPoint {
  id: string;
  connections: number;
  newConnections: number;
}

/** One row of `GET /api/global/monitoring/history` (spec 000 §3 "History: ts, servers with connections and newConnections"). */
export interface HistoryPoint {
  ts: string;
  servers: HistoryServerPoint[];
}

export const HISTORY_MAX_MINUTES = 24 * 60;

export type GaugeZone = 'normal' | 'warning' | 'danger';

/** Spec: yellow zone 80-95, red 95-100. */
export const gaugeZone = (percent: number): GaugeZone => (percent >= 95 ? 'danger' : percent >= 80 ? 'warning' : 'normal');

export const MEGABYTE = 1_000_000;

/** Bandwidth in use as a percent of the record's bandwidth (MB/s); undefined when the record has none. */
export function bandwidthPercent(outRate: number, bandwidthMb: number | null): number | undefined {
  if (!bandwidthMb || bandwidthMb <= 0) return undefined;
  return (outRate / (bandwidthMb * MEGABYTE)) * 100;
}

/** Thermometer filling for an alert level: 0 empty, 1 quarter, 2 half, 3 three-quarters, 4 or more full. */
export const thermometerFill = (alertLevel: number): 0 | 0.25 | 0.5 | 0.75 | 1 =>
  alertLevel >= 4 ? 1 : alertLevel >= 3 ? 0.75 : alertLevel >= 2 ? 0.5 : alertLevel >= 1 ? 0.25 : 0;

/** The address the status protocol is read at, or undefined for an address that is not plain http(s). */
export function statusUrl(baseUrl: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return undefined;
  return new URL(`${url.pathname.replace(/\/+$/, '')}/status`, url.origin);
}

/** Whether two VideoServer addresses name one server (its status is read at one address). */
export function sameServer(a: string, b: string): boolean {
  const url = statusUrl(a);
  return !!url && url.href === statusUrl(b)?.href;
}
