import { describe, expect, it } from 'vitest';
import { validateValue } from '../validation/validateValue.js';
import { benchLayoutOps } from './bench.js';
import { dropNewComponent, moveContent, removeContent } from './contents.js';
import { bigLayout, comp, deepFreeze } from './fixtures.js';
import { getCol } from './paths.js';
import type { Layout } from './types.js';
import { counterUuid } from './uuid.js';
import { walkComponents } from './walk.js';

describe('a 300-component layout through 100 adds, moves and deletes', () => {
  it('keeps every component accounted for, shares untouched rows, and never mutates its input', () => {
    const start = deepFreeze(bigLayout(25)); // frozen: a mutating operation would throw
    expect(walkComponents(start)).toHaveLength(300);
    let layout: Layout = start;
    let count = 300;
    const uuid = counterUuid('copy');
    for (let i = 0; i < 100; i++) {
      const r = i % 25;
      layout = dropNewComponent(layout, [r, 0, 0], comp(`new${i}`));
      count += 1;
      // The new component goes to the next row, in front of the first nested column of its middle column.
      layout = moveContent(layout, [r, 0, 0], [(r + 1) % 25, 1, 2, 0, 0], { uuid });
      // Then the last component of the third column goes (refilled first when empty).
      if (getCol(layout, [r, 2]).contents.length === 0) {
        layout = dropNewComponent(layout, [r, 2], comp(`refill${i}`));
        count += 1;
      }
      const before = layout;
      layout = removeContent(layout, [r, 2, getCol(layout, [r, 2]).contents.length - 1]);
      count -= 1;
      expect(layout.filter((row, j) => row === before[j])).toHaveLength(24);
    }
    const ids = walkComponents(layout).map((c) => c.component._id);
    expect(ids).toHaveLength(count);
    expect(ids.filter((id) => id.startsWith('new'))).toHaveLength(100);
    expect(ids.filter((id) => id.startsWith('refill'))).toHaveLength(0);
    expect(
      getCol(layout, [1, 1, 2, 0])
        .contents.slice(0, 6)
        .map((c) => (c as { _id: string })._id),
    ).toEqual(['new75', 'new50', 'new25', 'new0', 'c1-2-0', 'c1-2-1']);
    expect(getCol(layout, [0, 2]).contents).toEqual([]);
    expect(validateValue({ key: 'layout', type: 'layout' }, layout).ok).toBe(true);
    expect(walkComponents(start)).toHaveLength(300);
  });

  it('benchLayoutOps gives a p95 per operation', () => {
    const result = benchLayoutOps(20);
    expect(Object.keys(result)).toEqual(['add', 'move', 'remove']);
    for (const ms of Object.values(result)) expect(ms).toBeGreaterThanOrEqual(0);
  });
});
