import { describe, expect, it } from 'vitest';
import { ALL_SELECTED, ALL_SELECTION_MASKS, canShiftNext, cellBit, defaultSalesRange, exportRanges, selectionMask, shiftRange } from './statistics';

describe('play statistics toggles as cells', () => {
  it('counts the cells of the selected modes and statuses', () => {
    expect(selectionMask(ALL_SELECTED)).toBe(0xfff);
    // premium (2) × trailer (1) and pl_trailer (3)
    expect(selectionMask({ statuses: ['premium'], pages: ['content', 'playlist'], kinds: ['trailer'] })).toBe(cellBit(1, 2) | cellBit(3, 2));
    expect(selectionMask({ statuses: [], pages: ['content'], kinds: ['full'] })).toBe(0);
  });

  it('knows the 63 masks the toggles can make', () => {
    expect(new Set(ALL_SELECTION_MASKS).size).toBe(63);
    expect(ALL_SELECTION_MASKS).toContain(0xfff);
  });
});

describe('export ranges (spec 001 §9)', () => {
  it('offers the first 10, 10 to 30, 30 to 100, then blocks of 100 as far as the videos go', () => {
    expect(exportRanges(250).map((r) => [r.offset, r.limit, r.label])).toEqual([
      [0, 10, 'Les 10 premières'],
      [10, 20, 'De 10 à 30'],
      [30, 70, 'De 30 à 100'],
      [100, 100, 'De 100 à 200'],
      [200, 100, 'De 200 à 300'],
    ]);
    expect(exportRanges(8).map((r) => r.offset)).toEqual([0]);
    expect(exportRanges(0).map((r) => r.offset)).toEqual([0]);
  });
});

describe('sales periods', () => {
  it('starts one month back by default, the day kept within the shorter month', () => {
    const now = new Date(2026, 10, 23, 14, 30);
    expect(defaultSalesRange(now)).toEqual({ start: new Date(2026, 9, 23, 14, 30), end: now });
    expect(defaultSalesRange(new Date(2026, 2, 31, 9, 0)).start).toEqual(new Date(2026, 1, 28, 9, 0));
    expect(defaultSalesRange(new Date(2026, 0, 15, 9, 0)).start).toEqual(new Date(2025, 11, 15, 9, 0));
  });

  it('moves both dates by the range length; next only while the start is past', () => {
    const range = { start: new Date('2026-05-01T00:00:00Z'), end: new Date('2026-05-31T00:00:00Z') };
    expect(shiftRange(range, -1)).toEqual({ start: new Date('2026-04-01T00:00:00Z'), end: new Date('2026-05-01T00:00:00Z') });
    expect(shiftRange(range, 1).start).toEqual(new Date('2026-05-31T00:00:00Z'));
    expect(canShiftNext(range, new Date('2026-05-01T00:00:01Z'))).toBe(true);
    expect(canShiftNext(range, new Date('2026-05-01T00:00:00Z'))).toBe(false);
  });
});
