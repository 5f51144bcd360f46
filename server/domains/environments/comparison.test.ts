import { describe, expect, it } from 'vitest';
import { comparePage, mergeDigests } from './comparison.js';
import type { Side } from './sides.js';
import type { Digest } from './storage.js';

const d = (_id: string, hash: string): Digest => ({ _id, label: _id.toUpperCase(), hash });

describe('mergeDigests', () => {
  it('classifies by id: only left is added, only right removed, other hashes changed', () => {
    expect(mergeDigests([d('a', '1'), d('b', '2'), d('c', '3')], [d('b', '2'), d('c', '9'), d('d', '4')])).toEqual([
      { _id: 'a', label: 'A', status: 'added' },
      { _id: 'b', label: 'B', status: 'same' },
      { _id: 'c', label: 'C', status: 'changed' },
      { _id: 'd', label: 'D', status: 'removed' },
    ]);
  });
});

describe('comparePage', () => {
  const side = (digests: Digest[], records: Record<string, Record<string, unknown>>) =>
    ({
      digests: async () => digests,
      some: async (_type: string, ids: string[]) => ids.filter((id) => records[id]).map((id) => ({ _id: id, _cls: 'Page', ...records[id] })),
    }) as unknown as Side;

  it('pages 10,000 items and loads the records of the changed ones of the page only', async () => {
    const left = Array.from({ length: 10_000 }, (_, i) => d(`p${String(i).padStart(5, '0')}`, i % 100 === 0 ? 'x' : 'same'));
    const right = left.map((x) => d(x._id, 'same'));
    let loaded = 0;
    const counting = (s: Side): Side => ({ ...s, some: async (t: string, ids: string[]) => ((loaded += ids.length), s.some(t, ids)) }) as Side;
    const records = Object.fromEntries(left.map((x) => [x._id, { label: x.hash }]));
    const page = await comparePage(
      { side: counting(side(left, records)), type: 'Page' },
      { side: counting(side(right, Object.fromEntries(right.map((x) => [x._id, { label: 'same' }])))), type: 'Page' },
      { offset: 0, limit: 20, showAll: false },
    );
    expect(page.counts).toEqual({ added: 0, removed: 0, changed: 100, same: 9900 });
    expect(page.total).toBe(100);
    expect(page.items).toHaveLength(20);
    expect(page.items[0].changes).toEqual([{ path: 'label', kind: 'changed', before: 'same', after: 'x' }]);
    expect(loaded).toBe(40);
  });
});
