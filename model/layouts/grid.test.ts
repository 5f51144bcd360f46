import { describe, expect, it } from 'vitest';
import { col, comp, nested, row } from './fixtures.js';
import { breakpointOf, isStacked, layoutToGrid, type Breakpoint, type GridBox } from './grid.js';
import type { BreakpointViewport, Layout } from './types.js';

describe('breakpointOf: mobile ≤ 768, tablet 769-1024, desktop ≥ 1025', () => {
  it.each<[number, Breakpoint]>([
    [320, 'mobile'],
    [768, 'mobile'],
    [769, 'tablet'],
    [1024, 'tablet'],
    [1025, 'desktop'],
    [1920, 'desktop'],
  ])('%i px → %s', (w, bp) => {
    expect(breakpointOf(w)).toBe(bp);
  });
});

describe('isStacked: columns go full width below the row breakpointViewport (tablet by default, mobile = never)', () => {
  it.each<[BreakpointViewport | undefined, Breakpoint, boolean]>([
    [undefined, 'mobile', true],
    [undefined, 'tablet', false],
    [undefined, 'desktop', false],
    ['tablet', 'mobile', true],
    ['tablet', 'tablet', false],
    ['desktop', 'mobile', true],
    ['desktop', 'tablet', true],
    ['desktop', 'desktop', false],
    ['mobile', 'mobile', false],
    ['mobile', 'tablet', false],
    ['mobile', 'desktop', false],
  ])('viewport %s on %s: %s', (viewport, bp, stacked) => {
    expect(isStacked(viewport, bp)).toBe(stacked);
  });
});

const spans = (boxes: GridBox[]) => boxes.map((b) => [b.start, b.span]);

describe('layoutToGrid: the boxes of the preview pane', () => {
  const layout: Layout = [
    row([col(3, [comp('a')], { offset: 1 }), col(8, [comp('b'), nested(col(6, [comp('c')]), col(6))])], { uuid: 'r0' }),
    row([col(4), col(4), col(4)], { options: { breakpointViewport: 'desktop' }, fullWidth: true }),
    row([col(6), col(6)], { options: { breakpointViewport: 'mobile' } }),
  ];

  it('places columns on the 12-column grid on desktop, offsets included', () => {
    const grid = layoutToGrid(layout, 'desktop');
    expect(grid.map((r) => r.stacked)).toEqual([false, false, false]);
    expect(spans(grid[0].boxes)).toEqual([
      [2, 3],
      [5, 8],
    ]);
    expect(grid[0]).toMatchObject({ path: [0], uuid: 'r0', fullWidth: false });
    expect(grid[1].fullWidth).toBe(true);
    const nestedItem = grid[0].boxes[1].items[1];
    expect(nestedItem.kind === 'nested' && spans(nestedItem.boxes)).toEqual([
      [1, 6],
      [7, 6],
    ]);
    expect(grid[0].boxes[0].items).toEqual([{ kind: 'component', path: [0, 0, 0], _id: 'a', label: 'a', frontComponent: 'a', isRef: false }]);
  });

  it('makes every column full width on mobile, nested ones included, unless the row never stacks', () => {
    const grid = layoutToGrid(layout, 375);
    expect(grid.map((r) => r.stacked)).toEqual([true, true, false]);
    expect(spans(grid[0].boxes)).toEqual([
      [1, 12],
      [1, 12],
    ]);
    expect(grid[0].boxes[0].offset).toBe(0);
    const nestedItem = grid[0].boxes[1].items[1];
    expect(nestedItem.kind === 'nested' && spans(nestedItem.boxes)).toEqual([
      [1, 12],
      [1, 12],
    ]);
    expect(spans(grid[2].boxes)).toEqual([
      [1, 6],
      [7, 6],
    ]);
  });

  it("stacks a 'desktop' row on tablets", () => {
    const grid = layoutToGrid(layout, 'tablet');
    expect(grid.map((r) => r.stacked)).toEqual([false, true, false]);
  });

  it('lists boxes in flex order', () => {
    const ordered = [row([col(4, [], { flexOrder: 2 }), col(8, [], { flexOrder: 1 })])];
    const grid = layoutToGrid(ordered, 'desktop');
    expect(grid[0].boxes.map((b) => [b.path.join('.'), b.order, b.start])).toEqual([
      ['0.1', 1, 1],
      ['0.0', 2, 9],
    ]);
    expect(layoutToGrid(ordered, 'mobile')[0].boxes.map((b) => b.path.join('.'))).toEqual(['0.1', '0.0']);
  });

  it('marks references', () => {
    const grid = layoutToGrid([row([col(12, [{ _id: 'header', _cls: 'ComplexComponent', _isRef: true }])])], 'desktop');
    expect(grid[0].boxes[0].items[0]).toEqual({ kind: 'component', path: [0, 0, 0], _id: 'header', isRef: true });
  });

  it('gives an empty row no boxes', () => {
    expect(layoutToGrid([row([])], 'desktop')[0].boxes).toEqual([]);
  });
});
