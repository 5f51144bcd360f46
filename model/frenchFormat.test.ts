import { describe, expect, it } from 'vitest';
import { frenchDay, frenchEuros, frenchEurosOfCents, frenchNumber } from './frenchFormat';

describe('French numbers, amounts and days', () => {
  it('writes a decimal comma and spaces between thousands', () => {
    expect(frenchNumber(45.1, 1)).toBe('45,1');
    expect(frenchNumber(12450)).toBe('12 450');
    expect(frenchNumber(1.25)).toBe('1,25');
    expect(frenchNumber(1.256)).toBe('1,26');
    expect(frenchNumber(Number.NaN)).toBe('—');
  });

  it('writes amounts in euros with two decimals', () => {
    expect(frenchEurosOfCents(1245090)).toBe('12 450,90 €');
    expect(frenchEuros(99)).toBe('99,00 €');
  });

  it('writes a day as DD/MM/YYYY in Paris time', () => {
    expect(frenchDay(Date.UTC(2025, 11, 12, 10) / 1000)).toBe('12/12/2025');
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(frenchDay(Date.UTC(2025, 11, 31, 23, 30) / 1000)).toBe('01/01/2026');
  });
});
