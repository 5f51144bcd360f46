import { describe, expect, it } from 'vitest';
import { addMonths, bucketLabel, formatDuration, formatEuros, formatNumber, parisDate } from './format';

describe('French figures of the statistics', () => {
  it.each([
    [1234567.891, '1 234 567,89'],
    [0.5, '0,5'],
  ])('formats %s as %s', (n, text) => expect(formatNumber(n)).toBe(text));

  it('formats euros and durations', () => {
    expect(formatEuros(1234.5)).toBe('1 234,50 €');
    expect([formatDuration(45), formatDuration(65), formatDuration(3725)]).toEqual(['45 s', '1 min 05 s', '1 h 02 min']);
  });

  it('labels buckets by day, week and month', () => {
    expect(bucketLabel('2026-03-30', 'day')).toBe('30/03');
    expect(bucketLabel('2026-03-30', 'week')).toBe('sem. du 30/03');
    expect(bucketLabel('2026-03-01', 'month')).toBe('mars 2026');
  });

  it('knows the Paris date of an instant across the change to summer time, and moves dates by months', () => {
    expect(parisDate(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    expect(parisDate(new Date('2026-03-29T21:59:00Z'))).toBe('2026-03-29');
    expect(parisDate(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });
});
