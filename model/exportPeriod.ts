// The period of an export, on the records' creation date (spec 000 §5): start ≤ end, end no later than tomorrow.
import { EXPORT_TIME_ZONE } from './exportFormat.js';
import { START_AFTER_END } from './validation/dateRange.js';

export const END_AFTER_TOMORROW = 'La fin de la période ne peut pas être postérieure à demain';

const parisDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: EXPORT_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** The Paris wall-clock time of an instant, read as if it were UTC (milliseconds). */
function parisWallClock(ms: number): number {
  const part = Object.fromEntries(parisDay.formatToParts(new Date(ms)).map(({ type, value }) => [type, Number(value)]));
  return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
}

/** The last second of tomorrow on a clock whose wall time of an instant is `wall(instant)`. */
function endOfTomorrowOn(wall: (ms: number) => number, now: number): number {
  const today = new Date(wall(now));
  const wallMidnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 2);
  return (wallMidnight - (wall(wallMidnight) - wallMidnight)) / 1000 - 1;
}

/**
 * The last second of tomorrow, in Unix seconds: of tomorrow in Paris (as the staff count days and the export writes
 * dates) or in UTC (a browser or server without a time zone), whichever ends later. The date picker reads days in
 * the browser's time, so neither clock refuses tomorrow's date picked just after its midnight.
 */
export const endOfTomorrow = (now = Date.now()): number =>
  Math.max(
    endOfTomorrowOn(parisWallClock, now),
    endOfTomorrowOn((ms) => ms, now),
  );

/** Unix seconds of each end, either optional; the French reason when the period breaks a rule. */
export function exportPeriodError(min: number | undefined, max: number | undefined, now = Date.now()): string | undefined {
  if (max !== undefined && max > endOfTomorrow(now)) return END_AFTER_TOMORROW;
  if (min !== undefined && max !== undefined && min > max) return START_AFTER_END;
  return undefined;
}
