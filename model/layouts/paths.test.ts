import { describe, expect, it } from 'vitest';
import { col, comp, deepFreeze, nested, row } from './fixtures.js';
import {
  colDepth,
  colOf,
  findAt,
  getCol,
  getContent,
  getCols,
  isColPath,
  isContentPath,
  isPrefix,
  nestedDepth,
  ownerOf,
  pathKey,
  updateCol,
} from './paths.js';
import { LayoutError, tryLayoutOp, type Layout } from './types.js';

const layout: Layout = deepFreeze([
  row([col(8, [comp('a'), nested(col(6, [comp('b')]), col(6, [comp('c')]))]), col(4, [comp('d')])]),
  row([col(12, [comp('e')])]),
]);

describe('addresses: [row, col, content, col, content, …], the length telling what they point at', () => {
  it.each<[number[], boolean, boolean, number]>([
    [[0, 1], true, false, 1],
    [[0, 0, 1], false, true, 0],
    [[0, 0, 1, 1], true, false, 2],
    [[0, 0, 1, 1, 0], false, true, 0],
    [[0], false, false, 0],
  ])('%j: column %s, content %s', (p, isCol, isContent, depth) => {
    expect(isColPath(p)).toBe(isCol);
    expect(isContentPath(p)).toBe(isContent);
    if (isCol) expect(colDepth(p)).toBe(depth);
  });

  it('walks up and compares', () => {
    expect(colOf([0, 0, 1, 1, 0])).toEqual([0, 0, 1, 1]);
    expect(ownerOf([0, 0, 1, 1])).toEqual([0, 0, 1]);
    expect(pathKey([0, 0, 1])).toBe('0.0.1');
    expect(isPrefix([0, 0, 1], [0, 0, 1, 1, 0])).toBe(true);
    expect(isPrefix([0, 0, 1], [0, 0, 2])).toBe(false);
  });

  it('reads rows, columns and contents, nested ones included', () => {
    expect(getCol(layout, [0, 1]).size).toBe(4);
    expect(getContent(layout, [0, 0, 1, 1, 0])).toEqual(comp('c'));
    expect(getCols(layout, [0, 0, 1]).map((c) => c.size)).toEqual([6, 6]);
    expect(findAt(layout, [1])).toBe(layout[1]);
    expect(findAt(layout, [0, 0, 5])).toBeUndefined();
  });

  it.each<[string, number[]]>([
    ['a missing row', [5, 0]],
    ['a missing column', [0, 3]],
    ['a missing content', [0, 1, 4]],
    ['a component taken for a nested row', [0, 0, 0, 0]],
    ['a row address where a column is expected', [0]],
  ])('refuses %s', (_name, p) => {
    const r = tryLayoutOp(() => (p.length % 2 ? getContent(layout, p) : getCol(layout, p)));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe('address');
    expect(!r.ok && r.error.message).toBe(`Error in layout ! adresse invalide (${p.join('.')})`);
  });

  it("a row without columns is the 'should not happen' error", () => {
    expect(() => getCol([row([])], [0, 0])).toThrow(new LayoutError('empty-col', 'empty col (should not happen)'));
    expect(tryLayoutOp(() => getCol([row([])], [0, 0]))).toMatchObject({ ok: false, error: { message: 'empty col (should not happen)' } });
  });

  it('updates copy the path only and share the rest', () => {
    const next = updateCol(layout, [0, 0, 1, 0], (c) => ({ ...c, noMarginBottom: true }));
    expect(getCol(next, [0, 0, 1, 0]).noMarginBottom).toBe(true);
    expect(next[1]).toBe(layout[1]);
    expect(getCol(next, [0, 1])).toBe(getCol(layout, [0, 1]));
    expect(getCol(next, [0, 0, 1, 1])).toBe(getCol(layout, [0, 0, 1, 1]));
    expect(getContent(next, [0, 0, 0])).toBe(getContent(layout, [0, 0, 0]));
    expect(getCol(layout, [0, 0, 1, 0]).noMarginBottom).toBeUndefined();
  });

  it('measures how deep a nested row goes', () => {
    expect(nestedDepth(comp('x'))).toBe(0);
    expect(nestedDepth(nested(col(12, [nested(col(12))])))).toBe(2);
  });
});
