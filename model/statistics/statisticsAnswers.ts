// What the statistics calls answer (spec 001 §7, docs/api.md "Statistics"): one declaration that the server's
// service returns and the console's screens read.
import type { Period, PlayMode } from './statistics.js';

/** Play stat row (spec 000 §3): a video's figures over the selected cells; `total` counts every mode and status. */
export interface PlayStatRow {
  key: { entityId: string; mode: string; userStatus: string };
  entity: { _id: string; _cls: 'Video'; label: string | null };
  count: number;
  views: number;
  distinctUsers: number;
  avgTime: number;
  avgPercent: number;
  total: { count: number; views: number };
}

/** `GET {site}/statistics/play`. */
export interface PlayStatsPage {
  data: PlayStatRow[];
  count: number;
}

export interface ModeCount {
  playCount: number;
  viewCount: number;
}
/** Plays and views of each mode (spec 000 §3 "Statistics"). */
export type ModeCounts = Record<PlayMode, ModeCount>;
/** One bucket of the view statistics: its counts and the minutes played in it. */
export type ViewPoint = ModeCounts & { bucket: string; minutes: number };

/**
 * `GET {site}/statistics/views`: the spec's Statistics (each mode's counts over the range, `minutes` the minutes played
 * per bucket), the buckets themselves, and the totals with the minutes summed.
 */
export interface ViewStats extends ModeCounts {
  period: Period;
  start: string;
  end: string;
  minutes: number[];
  points: ViewPoint[];
  totals: ModeCounts & { minutes: number };
}

export interface SalesLine {
  key: string;
  label: string;
  /** The previous period (left column). */
  startDateValue: number;
  /** The selected period (right column). */
  endDateValue: number;
}

/** `GET {site}/statistics/sales/summary` and `/per-formula`. */
export interface SalesSummary {
  previous: { startTs: number; endTs: number };
  current: { startTs: number; endTs: number };
  lines: SalesLine[];
}

export const TIMELINE_USAGES = ['subscription_renewals', 'user_creation'] as const;
export type TimelineUsage = (typeof TIMELINE_USAGES)[number];
/** The usages by the names of the scheduled job kinds that compute them (spec 000 §3), as a caller may send them. */
export const TIMELINE_USAGE_OF_KIND: Readonly<Record<string, TimelineUsage>> = {
  SUBSCRIPTIONS_RENEWALS: 'subscription_renewals',
  USER_CREATION: 'user_creation',
};

/** `GET {site}/statistics/timeline`. */
export interface Timeline {
  usage: TimelineUsage;
  period: Period;
  points: { bucket: string; value: number }[];
}

export type TimeSeries = { date: string; value: number }[];
export interface Ranking {
  userId: string;
  /** The user's login; null when the user record is gone. */
  login: string | null;
  score: number;
  rank: number;
}

/** `GET {site}/statistics/tournaments/{id}` (spec 000 §3 Tournament stats). */
export interface TournamentStats {
  from: string | null;
  to: string | null;
  betsTimeSeries: TimeSeries;
  createdParticipantCountTimeSeries: TimeSeries;
  participantCountTimeSeries: TimeSeries;
  top20Rankings: Ranking[];
}

/** An ingestion key as listed (`GET /api/global/ingest-keys`); `key` itself only in the creation's answer. */
export interface IngestKey {
  id: string;
  siteId: string;
  label: string;
  prefix: string;
  createdAt: string;
  createdBy: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
}
export type CreatedIngestKey = IngestKey & { key: string };

/** `POST /api/{site}/ingest/{kind}`. */
export interface IngestResult {
  accepted: number;
  rejected: { index: number; message: string }[];
}
