import { describe, expect, it } from 'vitest';
import { cutNotice, readAllPages } from './allPages.js';

const source = (n: number) => {
  const calls: [number, number][] = [];
  const page = async (offset: number, limit: number) => {
    calls.push([offset, limit]);
    return { data: Array.from({ length: Math.max(0, Math.min(limit, n - offset)) }, (_, i) => offset + i), total: n };
  };
  return { page, calls };
};

describe('all of a list, page by page (spec 001 §7 limit 0 → all)', () => {
  it('reads past the first 1,000 until a short page', async () => {
    const { page, calls } = source(2_345);
    const all = await readAllPages(page);
    expect(all.data).toHaveLength(2_345);
    expect(all.data[2_344]).toBe(2_344);
    expect(all.cut).toBe(0);
    expect(calls).toEqual([
      [0, 1000],
      [1000, 1000],
      [2000, 1000],
    ]);
  });

  it('stops at the bound and counts what it left out', async () => {
    const { page } = source(12_012);
    const all = await readAllPages(page, { bound: 10_000 });
    expect(all.data).toHaveLength(10_000);
    expect(all.cut).toBe(2_012);
    expect(cutNotice(all.cut)).toBe('… 2\u202f012 de plus non affichés');
  });

  it('a list of exactly a page asks once more, and is whole', async () => {
    const { page, calls } = source(1_000);
    expect((await readAllPages(page)).cut).toBe(0);
    expect(calls).toHaveLength(2);
  });
});
