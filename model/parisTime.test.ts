import { describe, expect, it } from 'vitest';
import { addDays, frenchParisDate, parisDate, parisMidnight } from './parisTime';

const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;

describe('Paris time across the changes of time (last Sundays of March and October)', () => {
  it('has a day of 23 hours on 29 March 2026 and of 25 hours on 25 October 2026, 24 around them', () => {
    const hours = (date: string) => (parisMidnight(addDays(date, 1)) - parisMidnight(date)) / HOUR;
    expect(['2026-03-28', '2026-03-29', '2026-03-30'].map(hours)).toEqual([24, 23, 24]);
    expect(['2026-10-24', '2026-10-25', '2026-10-26'].map(hours)).toEqual([24, 25, 24]);
  });

  it('starts each day at its own midnight: UTC+1 in winter, UTC+2 in summer', () => {
    expect(parisMidnight('2026-03-29')).toBe(at('2026-03-28T23:00:00Z'));
    expect(parisMidnight('2026-03-30')).toBe(at('2026-03-29T22:00:00Z'));
    expect(parisMidnight('2026-10-25')).toBe(at('2026-10-24T22:00:00Z'));
    expect(parisMidnight('2026-10-26')).toBe(at('2026-10-25T23:00:00Z'));
    expect(parisMidnight('2027-01-01')).toBe(at('2026-12-31T23:00:00Z'));
  });

  it('puts each instant in its Paris day, on either side of midnight', () => {
    expect(parisDate(at('2026-03-28T22:59:59Z'))).toBe('2026-03-28');
    expect(parisDate(at('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(parisDate(at('2026-03-29T21:59:59Z'))).toBe('2026-03-29');
    expect(parisDate(at('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    expect(parisDate(at('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
    expect(parisDate(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });

  it('writes the time on both sides of a change: 01:59 then 03:00 in March, 02:30 twice in October', () => {
    expect(frenchParisDate(at('2026-03-29T00:59:00Z'), true)).toBe('29/03/2026 01:59');
    expect(frenchParisDate(at('2026-03-29T01:00:00Z'), true)).toBe('29/03/2026 03:00');
    expect(frenchParisDate(at('2026-10-25T00:30:00Z'), true)).toBe('25/10/2026 02:30');
    expect(frenchParisDate(at('2026-10-25T01:30:00Z'), true)).toBe('25/10/2026 02:30');
    expect(frenchParisDate(at('2026-10-25T23:00:00Z'))).toBe('26/10/2026');
  });

  it('moves calendar dates by whole days across months, years and leap days', () => {
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});
