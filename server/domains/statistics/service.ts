// The statistics screens' figures (spec 000 §2 "Statistics screens", 001 §2 and §7), behind the data section's right.
import { textProblem } from '../../../model/storableText.js';
import type pg from 'pg';
import { hasRight, type SessionUser } from '../../../model/rights.js';
import { ALL_SELECTED, PLAY_MODES, PLAY_STATS_PAGE_SIZE, selectionMask, type Period, type PlaySelection } from '../../../model/statistics/index.js';
import {
  TIMELINE_USAGE_OF_KIND,
  type ModeCounts,
  type PlayStatRow,
  type PlayStatsPage,
  type SalesSummary,
  type Timeline,
  type TimelineUsage,
  type TournamentStats,
  type ViewPoint,
  type ViewStats,
} from '../../../model/statistics/index.js';
import { checkSite } from '../../services/access.js';
import { badRequest, forbidden, notFound } from '../../errors.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';
import { addDays, daysBetween, isDate, parisDate } from './dates.js';
import { playTotals, type PlayTotalsRow } from './storage/play.js';
import { pendingCount } from './storage/rollups.js';
import { formulaExists, type SalesFigures } from './storage/sales.js';
import { cachedSalesFigures, salesPerDay } from './storage/salesDays.js';
import { bucketsOf, playsAndViews, renewalsPerBucket, usersPerBucket } from './storage/timeline.js';
import { top20, tournamentDays, tournamentOf } from './storage/tournaments.js';
import { lagTolerant } from '../../storage/readReplica.js';

/** The longest range a chart covers. */
const MAX_RANGE_DAYS = 1100;

const SALES_LINES: { key: keyof SalesFigures; label: string }[] = [
  { key: 'sales', label: 'Nombre de ventes' },
  { key: 'revenue', label: "Chiffre d'affaires (€)" },
  { key: 'newSubscriptions', label: 'Nouveaux abonnements' },
  { key: 'renewals', label: 'Renouvellements' },
  { key: 'cancellations', label: 'Résiliations' },
  { key: 'gifts', label: 'Cadeaux' },
];

/** Play statistics of one page of videos, most played first (the exports' play preset reads this too). */
export async function playStatsRows(
  pool: pg.Pool,
  siteId: string,
  offset: number,
  limit: number,
  sel: PlaySelection = ALL_SELECTED,
): Promise<PlayStatsPage> {
  const { count, rows } = await playTotals(pool, siteId, selectionMask(sel), offset, limit);
  const key = (row: PlayTotalsRow) => ({
    entityId: row.entityId,
    mode: PLAY_MODES.filter(
      (m) => sel.pages.includes(m.startsWith('pl_') ? 'playlist' : 'content') && sel.kinds.includes(m.endsWith('trailer') ? 'trailer' : 'full'),
    ).join(','),
    userStatus: sel.statuses.join(','),
  });
  const data: PlayStatRow[] = rows.map((row) => ({
    key: key(row),
    entity: { _id: row.entityId, _cls: 'Video', label: row.label },
    count: row.plays,
    views: row.views,
    distinctUsers: row.distinctUsers,
    avgTime: row.avgTime,
    avgPercent: row.avgPercent,
    total: { count: row.totalPlays, views: row.totalViews },
  }));
  return { data, count };
}

function checkRange(start: string, end: string): void {
  if (!isDate(start) || !isDate(end)) throw badRequest('BAD_DATE', 'Les dates doivent être au format AAAA-MM-JJ');
  if (start > end) throw badRequest('BAD_RANGE', 'La date de début ne peut pas dépasser la date de fin');
  if (daysBetween(start, end) > MAX_RANGE_DAYS) throw badRequest('BAD_RANGE', 'La période ne peut pas dépasser 3 ans');
}

/** formulaId as the spec sends it, quoted (JSON text of a string); a bare id is taken too. */
function formulaIdOf(raw: string): string {
  let id: unknown = raw;
  if (raw.startsWith('"')) {
    try {
      id = JSON.parse(raw);
    } catch {
      id = undefined;
    }
  }
  // A quoted id's escapes (\u0000) decode into text PostgreSQL cannot compare with, which the request's guard could not see.
  if (typeof id !== 'string' || !id || id.length > 128 || textProblem(id)) throw badRequest('BAD_FORMULA', 'Formule invalide');
  return id;
}

export class StatisticsService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly sites: SiteDirectory,
  ) {}

  /**
   * The figures' reads: the read replica when there is one recent enough for the caller (storage/readReplica.ts).
   * The sales figures stay on the primary: reading them writes the days' cache.
   */
  private get reads(): pg.Pool {
    return lagTolerant(this.pool);
  }

  /** The data section's right on a site the user may reach. */
  check(user: SessionUser, siteId: string): void {
    if (siteId === 'global') throw notFound('Site inconnu');
    checkSite(this.sites, { user, siteId });
    if (!hasRight(user, 'hasDataSectionAccess')) throw forbidden("Vous n'avez pas le droit d'accéder aux statistiques");
  }

  async play(user: SessionUser, siteId: string, q: { offset?: number; limit?: number } & Partial<PlaySelection>): Promise<PlayStatsPage> {
    this.check(user, siteId);
    const sel: PlaySelection = {
      statuses: q.statuses ?? ALL_SELECTED.statuses,
      pages: q.pages ?? ALL_SELECTED.pages,
      kinds: q.kinds ?? ALL_SELECTED.kinds,
    };
    return playStatsRows(this.reads, siteId, q.offset ?? 0, q.limit ?? PLAY_STATS_PAGE_SIZE, sel);
  }

  async status(user: SessionUser, siteId: string) {
    this.check(user, siteId);
    return { pendingEvents: await pendingCount(this.reads, siteId) };
  }

  /** Plays and views per bucket and mode; on top, the spec's Statistics of the range (modes, minutes per bucket). */
  async views(user: SessionUser, siteId: string, q: { start: string; end: string; period: Period; entityId?: string }): Promise<ViewStats> {
    this.check(user, siteId);
    checkRange(q.start, q.end);
    const [buckets, counts] = await Promise.all([
      bucketsOf(this.reads, q.period, q.start, q.end),
      playsAndViews(this.reads, siteId, q.period, q.start, q.end, q.entityId),
    ]);
    const zeros = () => Object.fromEntries(PLAY_MODES.map((m) => [m, { playCount: 0, viewCount: 0 }])) as ModeCounts;
    const points = new Map<string, ViewPoint>(buckets.map((bucket) => [bucket, { bucket, ...zeros(), minutes: 0 }]));
    const totals = { ...zeros(), minutes: 0 };
    const add = (a: number, b: number) => Math.round((a + b) * 100) / 100;
    for (const c of counts) {
      const point = points.get(c.bucket);
      if (!point) continue;
      const mode = PLAY_MODES[c.mode];
      point[mode] = { playCount: c.plays, viewCount: c.views };
      point.minutes = add(point.minutes, c.minutes);
      totals[mode] = { playCount: totals[mode].playCount + c.plays, viewCount: totals[mode].viewCount + c.views };
      totals.minutes = add(totals.minutes, c.minutes);
    }
    const list = [...points.values()];
    const { minutes: _sum, ...modes } = totals;
    return { period: q.period, start: q.start, end: q.end, ...modes, minutes: list.map((p) => p.minutes), points: list, totals };
  }

  async sales(user: SessionUser, siteId: string, q: { startTs: number; endTs: number; formulaId?: string }): Promise<SalesSummary> {
    this.check(user, siteId);
    if (q.endTs <= q.startTs) throw badRequest('BAD_RANGE', 'La date de début doit précéder la date de fin');
    const formulaId = q.formulaId === undefined ? null : formulaIdOf(q.formulaId);
    if (formulaId && !(await formulaExists(this.pool, siteId, formulaId))) throw notFound('Formule inconnue');
    const length = q.endTs - q.startTs;
    const [previous, current] = await Promise.all([
      cachedSalesFigures(this.pool, siteId, q.startTs - length, q.startTs, formulaId),
      cachedSalesFigures(this.pool, siteId, q.startTs, q.endTs, formulaId),
    ]);
    return {
      previous: { startTs: q.startTs - length, endTs: q.startTs },
      current: { startTs: q.startTs, endTs: q.endTs },
      lines: SALES_LINES.map(({ key, label }) => ({ key, label, startDateValue: previous[key], endDateValue: current[key] })),
    };
  }

  /** Sales per Paris day from the start of `fromDay` (YYYY-MM-DD) to now: the home's chart (issue 34). */
  async dailySales(user: SessionUser, siteId: string, fromDay: string, now = new Date()): Promise<{ day: string; value: number }[]> {
    this.check(user, siteId);
    const days = await salesPerDay(this.pool, siteId, fromDay, Math.floor(now.getTime() / 1000));
    return days.map((d) => ({ day: d.day, value: d.figures.sales }));
  }

  async timeline(
    user: SessionUser,
    siteId: string,
    q: { usage: TimelineUsage | keyof typeof TIMELINE_USAGE_OF_KIND; period: Period; start: string; end: string },
  ): Promise<Timeline> {
    this.check(user, siteId);
    const usage = TIMELINE_USAGE_OF_KIND[q.usage] ?? (q.usage as TimelineUsage);
    checkRange(q.start, q.end);
    const [buckets, values] = await Promise.all([
      bucketsOf(this.reads, q.period, q.start, q.end),
      usage === 'user_creation'
        ? usersPerBucket(this.reads, siteId, q.period, q.start, q.end)
        : renewalsPerBucket(this.reads, siteId, q.period, q.start, q.end),
    ]);
    return { usage, period: q.period, points: buckets.map((bucket) => ({ bucket, value: values.get(bucket) ?? 0 })) };
  }

  /** From a week before the start to the earlier of tomorrow and the end, one point a day (spec 001 §9). */
  async tournament(user: SessionUser, siteId: string, id: string, now = new Date()): Promise<TournamentStats> {
    this.check(user, siteId);
    const t = await tournamentOf(this.reads, siteId, id);
    if (!t) throw notFound('Tournoi introuvable');
    const startTs = typeof t.startTs === 'number' ? t.startTs : null;
    const endTs = typeof t.endTs === 'number' ? t.endTs : null;
    const tomorrow = addDays(parisDate(now), 1);
    const from = startTs === null ? null : addDays(parisDate(new Date(startTs * 1000)), -7);
    const end = endTs === null ? tomorrow : parisDate(new Date(endTs * 1000));
    const to = end < tomorrow ? end : tomorrow;
    const days = from && from <= to && daysBetween(from, to) <= MAX_RANGE_DAYS ? await tournamentDays(this.reads, siteId, id, from, to) : [];
    const series = (pick: (d: (typeof days)[number]) => number) => days.map((d) => ({ date: d.day, value: pick(d) }));
    return {
      from,
      to: from ? to : null,
      betsTimeSeries: series((d) => d.bets),
      createdParticipantCountTimeSeries: series((d) => d.created),
      participantCountTimeSeries: series((d) => d.participants),
      top20Rankings: await top20(this.reads, siteId, id),
    };
  }
}
