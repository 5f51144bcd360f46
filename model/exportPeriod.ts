// The period of an export, on the records' creation date (spec 000 §5): start ≤ end, end no later than tomorrow.
import { START_AFTER_END } from './validation/dateRange.js';

export const END_AFTER_TOMORROW = 'La fin de la période ne peut pas être postérieure à demain';

/** The last second of tomorrow (UTC day), in Unix seconds. */
export const endOfTomorrow = (now = Date.now()): number => {
  const today = new Date(now);
  return Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 2) / 1000 - 1;
};

/** Unix seconds of each end, either optional; the French reason when the period breaks a rule. */
export function exportPeriodError(min: number | undefined, max: number | undefined, now = Date.now()): string | undefined {
  if (max !== undefined && max > endOfTomorrow(now)) return END_AFTER_TOMORROW;
  if (min !== undefined && max !== undefined && min > max) return START_AFTER_END;
  return undefined;
}
