import { describe, expect, it } from 'vitest';
import type { PropertyDefinition } from '../metaSchema.js';
import { END_BEFORE_START, START_AFTER_END, rangeError, rangePartnerOf } from './dateRange.js';

const ts = (...keys: string[]): PropertyDefinition[] => keys.map((key) => ({ key, type: 'timestamp' }));

describe('date range pairs (spec 000 §5, 001 §5)', () => {
  it('pair startTs / endTs and beginTs / endTs', () => {
    expect(rangePartnerOf('startTs', ts('startTs', 'endTs'))).toEqual({ role: 'start', partnerKey: 'endTs' });
    expect(rangePartnerOf('endTs', ts('startTs', 'endTs'))).toEqual({ role: 'end', partnerKey: 'startTs' });
    expect(rangePartnerOf('beginTs', ts('beginTs', 'endTs'))).toEqual({ role: 'start', partnerKey: 'endTs' });
    expect(rangePartnerOf('endTs', ts('beginTs', 'endTs'))).toEqual({ role: 'end', partnerKey: 'beginTs' });
  });

  it('pair prefixed and snake_case keys', () => {
    expect(rangePartnerOf('saleStartTs', ts('saleStartTs', 'saleEndTs'))).toEqual({ role: 'start', partnerKey: 'saleEndTs' });
    expect(rangePartnerOf('current_period_end', ts('current_period_start', 'current_period_end'))).toEqual({
      role: 'end',
      partnerKey: 'current_period_start',
    });
  });

  it('need both ends, both timestamps, and whole words', () => {
    expect(rangePartnerOf('endTs', ts('endTs', 'publishTs'))).toBeUndefined();
    expect(
      rangePartnerOf('startTs', [
        { key: 'startTs', type: 'timestamp' },
        { key: 'endTs', type: 'string' },
      ]),
    ).toBeUndefined();
    // Newsletter's sendTs holds no 'end'; VideoContent's startAt has no endAt.
    expect(rangePartnerOf('sendTs', ts('sendTs', 'sstartTs', 'startTs'))).toBeUndefined();
    expect(rangePartnerOf('startAt', ts('startAt', 'endTs'))).toBeUndefined();
  });
});

describe('date range rule', () => {
  it('refuses a start after the end and an end before the start, in French', () => {
    expect(rangeError('start', 200, 100)).toBe(START_AFTER_END);
    expect(rangeError('end', 100, 200)).toBe(END_BEFORE_START);
    expect(START_AFTER_END).toBe('La date de début ne peut pas être postérieure à la date de fin');
    expect(END_BEFORE_START).toBe('La date de fin ne peut pas être antérieure à la date de début');
  });

  it('accepts equal dates, and either end missing', () => {
    expect(rangeError('start', 100, 100)).toBeUndefined();
    expect(rangeError('end', 100, undefined)).toBeUndefined();
    expect(rangeError('start', undefined, 100)).toBeUndefined();
  });
});
