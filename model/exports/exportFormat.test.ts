import { describe, expect, it } from 'vitest';
import { formatExportDate, formatExportValue } from './exportFormat.js';
import { END_AFTER_TOMORROW, exportPeriodError } from './exportPeriod.js';
import { START_AFTER_END } from '../validation/dateRange.js';

describe('formatExportValue', () => {
  it('writes dates in French in Europe/Paris (summer and winter time)', () => {
    expect(formatExportDate(Date.UTC(2026, 6, 14, 10, 5) / 1000)).toBe('14/07/2026 12:05');
    expect(formatExportDate('2026-01-02T23:30:00.000Z')).toBe('03/01/2026 00:30');
    expect(formatExportValue(Date.UTC(2026, 0, 2) / 1000, { type: 'timestamp', exportFormatting: 'date' })).toBe('02/01/2026');
  });

  it('writes numbers with a decimal comma, flags as Oui / Non, nothing for a missing value', () => {
    expect(formatExportValue(12.5, { type: 'float' })).toBe('12,5');
    expect(formatExportValue(1234, { type: 'int', exportFormatting: 'cents' })).toBe('12,34');
    expect(formatExportValue(true)).toBe('Oui');
    expect(formatExportValue(false, { type: 'bool' })).toBe('Non');
    expect(formatExportValue(null)).toBe('');
  });

  it('writes an enumeration by its label unless asked for the raw value, and applies the text formattings (the formula rule is the CSV writer’s)', () => {
    const values = [{ value: 'ok', label: 'Actif' }];
    expect(formatExportValue('ok', { type: 'enum', values })).toBe('Actif');
    expect(formatExportValue('ok', { type: 'enum', values, exportFormatting: 'label' })).toBe('Actif');
    expect(formatExportValue('ok', { type: 'enum', values, exportFormatting: 'inconnu' })).toBe('Actif');
    expect(formatExportValue('ok', { type: 'enum', values, exportFormatting: 'raw' })).toBe('ok');
    expect(formatExportValue('gone', { type: 'enum', values })).toBe('gone');
    expect(formatExportValue('dupont', { type: 'string', exportFormatting: 'upper' })).toBe('DUPONT');
  });
});

describe('exportPeriodError', () => {
  const now = Date.UTC(2026, 10, 23, 12);
  it('accepts tomorrow and refuses later, or a start after the end', () => {
    expect(exportPeriodError(undefined, Date.UTC(2026, 10, 24, 23) / 1000, now)).toBeUndefined();
    expect(exportPeriodError(undefined, Date.UTC(2026, 10, 25, 1) / 1000, now)).toBe(END_AFTER_TOMORROW);
    expect(exportPeriodError(200, 100, now)).toBe(START_AFTER_END);
  });
});
