import { describe, expect, it } from 'vitest';
import { END_AFTER_TOMORROW, endOfTomorrow, exportPeriodError } from './exportPeriod';

const seconds = (iso: string) => Date.parse(iso) / 1000;

describe('the end of an export period', () => {
  it('may be as late as the last second of tomorrow', () => {
    expect(endOfTomorrow(Date.parse('2026-07-15T10:00:00Z'))).toBe(seconds('2026-07-16T23:59:59Z'));
    expect(endOfTomorrow(Date.parse('2026-01-15T10:00:00Z'))).toBe(seconds('2026-01-16T23:59:59Z'));
  });

  it('counts tomorrow in Paris once Paris has passed midnight, also across the changes of time', () => {
    // 00:30 in Paris on 16 January (still the 15th in UTC): tomorrow is the 17th.
    expect(endOfTomorrow(Date.parse('2026-01-15T23:30:00Z'))).toBe(seconds('2026-01-17T22:59:59Z'));
    // 01:30 in Paris on 29 March, the night summer time starts: tomorrow is the 30th.
    expect(endOfTomorrow(Date.parse('2026-03-28T23:30:00Z'))).toBe(seconds('2026-03-30T21:59:59Z'));
    // 00:30 in Paris on 25 October, the night of 25 hours: tomorrow is the 26th, which ends at 23:00 UTC.
    expect(endOfTomorrow(Date.parse('2026-10-24T22:30:00Z'))).toBe(seconds('2026-10-26T22:59:59Z'));
  });

  it('refuses an end after tomorrow and a start after the end, in French', () => {
    const now = Date.parse('2026-07-15T10:00:00Z');
    expect(exportPeriodError(undefined, seconds('2026-07-16T23:59:59Z'), now)).toBeUndefined();
    expect(exportPeriodError(undefined, seconds('2026-07-17T00:00:00Z'), now)).toBe(END_AFTER_TOMORROW);
    expect(exportPeriodError(seconds('2026-07-10T00:00:00Z'), seconds('2026-07-01T00:00:00Z'), now)).toMatch(/début/i);
  });
});
