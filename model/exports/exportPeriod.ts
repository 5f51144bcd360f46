// The period of an export, on the records' creation date (spec 000 §5): start ≤ end, end no later than tomorrow.
import { addDays, parisDate, parisMidnight } from '../parisTime.js';
import { START_AFTER_END } from '../validation/dateRange.js';

export const END_AFTER_TOMORROW = 'La fin de la période ne peut pas être postérieure à demain';

/**
 * The last second of tomorrow, in Unix seconds: of tomorrow in Paris (as the staff count days and the export writes
 * dates) or in UTC (a browser or server without a time zone), whichever ends later. The date picker reads days in
 * the browser's time, so neither clock refuses tomorrow's date picked just after its midnight.
 */
export const endOfTomorrow = (now = Date.now()): number =>
  Math.max(parisMidnight(addDays(parisDate(now), 2)), Date.parse(`${addDays(new Date(now).toISOString().slice(0, 10), 2)}T00:00:00Z`)) / 1000 - 1;

/** Unix seconds of each end, either optional; the French reason when the period breaks a rule. */
export function exportPeriodError(min: number | undefined, max: number | undefined, now = Date.now()): string | undefined {
  if (max !== undefined && max > endOfTomorrow(now)) return END_AFTER_TOMORROW;
  if (min !== undefined && max !== undefined && min > max) return START_AFTER_END;
  return undefined;
}
