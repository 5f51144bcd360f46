// French figures and dates of the statistics screens: numbers, durations, bucket labels, Paris dates.
import { frenchNumber } from '../../model/frenchFormat';
import type { Period } from '../../model/statistics';

const DAY_MONTH = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const FULL_DATE = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export { frenchNumber as formatNumber, frenchEuros as formatEuros } from '../../model/frenchFormat';
export const formatPercent = (n: number): string => `${frenchNumber(n)} %`;

/** Seconds as '1 min 05 s', '45 s', '1 h 02 min'. */
export function formatDuration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
}

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** The label of a bucket (its first day, YYYY-MM-DD) on a chart's axis. */
export function bucketLabel(bucket: string, period: Period): string {
  if (period === 'month') return MONTH.format(utc(bucket));
  if (period === 'week') return `sem. du ${DAY_MONTH.format(utc(bucket))}`;
  return DAY_MONTH.format(utc(bucket));
}

/** YYYY-MM-DD as dd/mm/yyyy. */
export const formatDay = (date: string): string => FULL_DATE.format(utc(date));

export { parisDate } from '../../model/parisTime';

/** A Paris date moved by whole months (the day clamped to the month's end). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}
