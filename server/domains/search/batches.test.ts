import { describe, expect, it } from 'vitest';
import { BATCH_TYPES, batches, CONCURRENCY, LARGE_TYPE } from './service.js';

describe('the palette statements', () => {
  it('searches a large type alone and first, and spreads the small ones over the connections it leaves', () => {
    const types = ['A', 'Big', 'B', 'C', 'D', 'E', 'F', 'G'];
    const sizes = new Map([
      ['Big', LARGE_TYPE + 1],
      ['A', 3],
      ['B', LARGE_TYPE],
    ]);
    expect(batches(types, sizes)).toEqual([[1], [0, 2, 3, 4], [5, 6, 7]]);
    expect(batches(['A', 'B', 'C'], new Map())).toEqual([[0], [1], [2]]);
    expect(CONCURRENCY).toBe(3);
  });

  it('puts at most BATCH_TYPES types in one statement, and every type in exactly one', () => {
    const types = Array.from({ length: 500 }, (_, i) => `T${i}`);
    const found = batches(types, new Map());
    expect(Math.max(...found.map((b) => b.length))).toBe(BATCH_TYPES);
    expect(found.flat().sort((a, b) => a - b)).toEqual(types.map((_, i) => i));
    expect(batches([], new Map())).toEqual([]);
  });
});
