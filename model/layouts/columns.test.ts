import { describe, expect, it } from 'vitest';
import { validateValue } from '../validation/validateValue.js';
import { normalizeFlexOrder, removeColumn, setColumnAlign, setColumnFlex, setFlexOrder } from './columns.js';
import { col, comp, deepFreeze, nested, row } from './fixtures.js';
import { getCol, getCols } from './paths.js';
import { tryLayoutOp, type Col, type Flex, type Layout } from './types.js';

const valid = (layout: Layout) => expect(validateValue({ key: 'layout', type: 'layout' }, layout).ok).toBe(true);
const sizes = (cols: readonly Col[]) => cols.map((c) => c.size);

describe('removeColumn (spec 001 §4): its size goes to the previous column, or the next when it is the first', () => {
  const layout: Layout = deepFreeze([
    row([col(3, [comp('a')]), col(6, [comp('b')]), col(3, [comp('c')])], { uuid: 'r' }),
    row([col(12)], { uuid: 'alone' }),
    row([col(8, [nested(col(12))]), col(4, [comp('d')])], { uuid: 'n' }),
  ]);

  it.each<[string, number[], number[], string[]]>([
    ['the middle one', [0, 1], [9, 3], ['a', 'c']],
    ['the last one', [0, 2], [3, 9], ['a', 'b']],
    ['the first one (to the next)', [0, 0], [9, 3], ['b', 'c']],
  ])('removing %s', (_name, p, expected, left) => {
    const next = removeColumn(layout, p);
    expect(sizes(next[0].cols)).toEqual(expected);
    expect(next[0].cols.flatMap((c) => c.contents.map((x) => (x as { _id: string })._id))).toEqual(left);
    expect(next[1]).toBe(layout[1]);
    valid(next);
  });

  it('gives its offset too, so the other columns stay in place', () => {
    const next = removeColumn([row([col(4), col(4, [], { offset: 2 }), col(2)])], [0, 1]);
    expect(next[0].cols).toEqual([col(10), col(2)]);
  });

  it('removing the last (empty) column deletes the row', () => {
    expect(removeColumn(layout, [1, 0]).map((r) => r.uuid)).toEqual(['r', 'n']);
  });

  it('removing the last (empty) column of a nested row deletes the nested row', () => {
    const next = removeColumn(layout, [2, 0, 0, 0]);
    expect(getCol(next, [2, 0]).contents).toEqual([]);
    valid(next);
  });

  it('refuses to remove the last column while it holds contents', () => {
    const r = tryLayoutOp(() => removeColumn([row([col(12, [comp('a')])])], [0, 0]));
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'last-col-not-empty', reason: 'la dernière colonne doit être vide pour supprimer sa ligne' },
    });
  });

  it('keeps the flex orders a permutation of 1..n', () => {
    const ordered = [row([col(4, [], { flexOrder: 3 }), col(4, [], { flexOrder: 1 }), col(4, [], { flexOrder: 2 })])];
    expect(removeColumn(ordered, [0, 2])[0].cols.map((c) => c.flexOrder)).toEqual([2, 1]);
    expect(removeColumn(ordered, [0, 0])[0].cols.map((c) => c.flexOrder)).toEqual([undefined, undefined]);
    valid(removeColumn(ordered, [0, 2]));
  });

  it('refuses a missing column', () => {
    expect(tryLayoutOp(() => removeColumn(layout, [0, 5]))).toMatchObject({
      ok: false,
      error: { code: 'address', reason: 'adresse invalide (0.5)' },
    });
  });
});

describe('setColumnFlex (spec 001 §4): leaving row clears the align values both and spaced', () => {
  it.each<[string | undefined, Flex, string | undefined]>([
    ['both', 'text', undefined],
    ['spaced', 'stacked', undefined],
    ['both', 'row', 'both'],
    ['spaced', 'row', 'spaced'],
    ['center', 'text', 'center'],
    ['left', 'stacked', 'left'],
    [undefined, 'text', undefined],
  ])('align %s, flex → %s: align %s', (align, flex, expected) => {
    const layout = [row([col(12, [], { flex: 'row', ...(align && { align }) })])];
    const c = getCol(setColumnFlex(layout, [0, 0], flex), [0, 0]);
    expect(c.flex).toBe(flex);
    expect(c.align).toBe(expected);
    expect('align' in c).toBe(expected !== undefined);
  });

  it('refuses an unknown flex', () => {
    expect(tryLayoutOp(() => setColumnFlex([row([col(12)])], [0, 0], 'grid' as Flex))).toMatchObject({
      ok: false,
      error: { code: 'option', reason: 'flex invalide (row, text, stacked)' },
    });
  });
});

describe('setColumnAlign', () => {
  it.each<[Flex | undefined, string, boolean]>([
    ['row', 'both', true],
    ['row', 'spaced', true],
    ['text', 'both', false],
    [undefined, 'spaced', false],
    ['stacked', 'center', true],
    ['text', 'right', true],
  ])('flex %s takes align %s: %s', (flex, align, accepted) => {
    const r = tryLayoutOp(() => setColumnAlign([row([col(12, [], flex && { flex })])], [0, 0], align));
    expect(r.ok).toBe(accepted);
    if (!accepted) expect(r).toMatchObject({ ok: false, error: { code: 'align', reason: `l'alignement ${align} demande le flex row` } });
  });

  it('clears with undefined and refuses an unknown value', () => {
    expect(getCol(setColumnAlign([row([col(12, [], { align: 'left' })])], [0, 0], undefined), [0, 0])).toEqual(col(12));
    expect(tryLayoutOp(() => setColumnAlign([row([col(12)])], [0, 0], 'top'))).toMatchObject({ ok: false, error: { code: 'option' } });
  });
});

describe('setFlexOrder (spec 001 §4, §9): 1..column count, swapping with the column holding that order', () => {
  const three = deepFreeze([row([col(4, [comp('a')]), col(4, [comp('b')]), col(4, [comp('c')])])]);
  const orders = (l: Layout) => getCols(l, [0]).map((c) => c.flexOrder);

  it.each<[number, number, (number | undefined)[]]>([
    [0, 3, [3, 2, 1]],
    [2, 1, [3, 2, 1]],
    [1, 3, [1, 3, 2]],
    [0, 2, [2, 1, 3]],
  ])('column %i to order %i', (i, order, expected) => {
    const next = setFlexOrder(three, [0, i], order);
    expect(orders(next)).toEqual(expected);
    valid(next);
  });

  it('swaps with the column that holds the order, not the one at that position', () => {
    const once = setFlexOrder(three, [0, 0], 3); // a:3 b:2 c:1
    expect(orders(setFlexOrder(once, [0, 1], 3))).toEqual([2, 3, 1]);
  });

  it('drops flexOrder when the orders come back to the natural one, and keeps the layout when nothing changes', () => {
    const once = setFlexOrder(three, [0, 0], 2);
    expect(orders(setFlexOrder(once, [0, 0], 1))).toEqual([undefined, undefined, undefined]);
    expect(setFlexOrder(three, [0, 1], 2)).toBe(three);
  });

  it.each([0, 4, 1.5, -1])('refuses order %s', (order) => {
    expect(tryLayoutOp(() => setFlexOrder(three, [0, 0], order))).toMatchObject({
      ok: false,
      error: { code: 'flex-order', reason: 'ordre invalide (1 à 3)' },
    });
  });

  it('works in a nested row', () => {
    const layout = [row([col(12, [nested(col(6), col(6))])])];
    expect(getCols(setFlexOrder(layout, [0, 0, 0, 1], 1), [0, 0, 0]).map((c) => c.flexOrder)).toEqual([2, 1]);
  });

  it('normalizeFlexOrder repairs orders that are not a permutation', () => {
    expect(normalizeFlexOrder([col(4, [], { flexOrder: 5 }), col(4), col(4, [], { flexOrder: 2 })]).map((c) => c.flexOrder)).toEqual([3, 1, 2]);
  });
});
