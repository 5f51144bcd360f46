import { describe, expect, it } from 'vitest';
import { dropNewComponent, moveRowUp, type Layout } from '../../model/layouts';
import { bigLayout, comp } from '../../model/layouts/fixtures';
import { reuseEqual } from './share';

const clone = <T>(v: T): T => structuredClone(v);

describe('reuseEqual: structural sharing through the form (react-hook-form clones values)', () => {
  it('gives back the previous tree when the clone is equal', () => {
    const layout = bigLayout(3);
    expect(reuseEqual(layout, clone(layout))).toBe(layout);
  });

  it('keeps the untouched rows and columns of an edited layout', () => {
    const before = bigLayout(25);
    const edited = dropNewComponent(before, [3, 0, 0], comp('new'));
    const shared = reuseEqual(before, clone(edited)) as Layout;
    expect(shared).toEqual(edited);
    expect(shared.filter((row, r) => row === before[r])).toHaveLength(24);
    expect(shared[3]).not.toBe(before[3]);
    expect(shared[3].cols[1]).toBe(before[3].cols[1]);
    // Contents without uuid are matched by position: after an insertion at the top, the column's contents are new.
    expect(shared[3].cols[0].contents[1]).not.toBe(before[3].cols[0].contents[0]);
  });

  it('matches contents by uuid when they shift', () => {
    const before: Layout = [{ uuid: 'r', cols: [{ size: 12, contents: [comp('a', { uuid: 'a' }), comp('b', { uuid: 'b' })] }] }];
    const shared = reuseEqual(before, clone(dropNewComponent(before, [0, 0, 0], comp('new', { uuid: 'n' })))) as Layout;
    expect(shared[0].cols[0].contents[1]).toBe(before[0].cols[0].contents[0]);
    expect(shared[0].cols[0].contents[2]).toBe(before[0].cols[0].contents[1]);
  });

  it('matches rows by uuid when they move', () => {
    const before = bigLayout(5);
    const shared = reuseEqual(before, clone(moveRowUp(before, 3))) as Layout;
    expect(shared[2]).toBe(before[3]);
    expect(shared[3]).toBe(before[2]);
    expect(shared[0]).toBe(before[0]);
  });

  it('takes new values as they are', () => {
    expect(reuseEqual(undefined, [1])).toEqual([1]);
    expect(reuseEqual({ a: 1 }, { a: 2 })).toEqual({ a: 2 });
    const prev = { a: { x: 1 }, b: 2 };
    const next = reuseEqual(prev, { a: { x: 1 } }) as Record<string, unknown>;
    expect(next).toEqual({ a: { x: 1 } });
    expect(next.a).toBe(prev.a);
    expect(reuseEqual([1, 2], [1, 2, 3])).toEqual([1, 2, 3]);
  });
});
