import { describe, expect, it } from 'vitest';
import { col, comp, deepFreeze, row } from './fixtures.js';
import { addRow, moveRowDown, moveRowUp, removeRow } from './rows.js';
import { tryLayoutOp, type Layout } from './types.js';
import { counterUuid } from './uuid.js';

const layout: Layout = deepFreeze([row([col(12, [comp('a')])], { uuid: 'a' }), row([col(6), col(6)], { uuid: 'b' }), row([col(12)], { uuid: 'c' })]);
const uuids = (l: Layout) => l.map((r) => r.uuid);

describe('addRow: a full-width row or a row split by a divider, with a fresh uuid', () => {
  it.each<[string, number[]]>([
    ['full', [12]],
    ['4/4/4', [4, 4, 4]],
    ['1/10/1', [1, 10, 1]],
    ['3/3/3/3', [3, 3, 3, 3]],
  ])('%s gives columns %j', (divider, sizes) => {
    const next = addRow(layout, divider, { uuid: counterUuid('row') });
    expect(next).toHaveLength(4);
    expect(next[3]).toEqual({ uuid: 'row-1', cols: sizes.map((size) => ({ size, contents: [] })) });
    expect(next[0]).toBe(layout[0]);
  });

  it('is full width by default and goes where asked', () => {
    expect(addRow([], undefined, { uuid: () => 'u' })).toEqual([{ uuid: 'u', cols: [{ size: 12, contents: [] }] }]);
    expect(uuids(addRow(layout, 'full', { at: 1, uuid: () => 'n' }))).toEqual(['a', 'n', 'b', 'c']);
    expect(uuids(addRow(layout, 'full', { at: 0, uuid: () => 'n' }))).toEqual(['n', 'a', 'b', 'c']);
  });

  it.each<[string, () => unknown, string, string]>([
    ['an unknown divider', () => addRow(layout, '7/5'), 'divider-unknown', 'diviseur inconnu (7/5)'],
    ['a position past the end', () => addRow(layout, 'full', { at: 4 }), 'address', 'position de ligne invalide (4)'],
    ['a negative position', () => addRow(layout, 'full', { at: -1 }), 'address', 'position de ligne invalide (-1)'],
  ])('refuses %s', (_name, op, code, reason) => {
    expect(tryLayoutOp(op)).toMatchObject({ ok: false, error: { code, reason } });
  });
});

describe('moveRowUp / moveRowDown swap neighbours', () => {
  it.each<[string, (l: Layout) => Layout, string[]]>([
    ['down the first', (l) => moveRowDown(l, 0), ['b', 'a', 'c']],
    ['up the last', (l) => moveRowUp(l, 2), ['a', 'c', 'b']],
    ['up the middle', (l) => moveRowUp(l, 1), ['b', 'a', 'c']],
  ])('%s', (_name, op, order) => {
    const next = op(layout);
    expect(uuids(next)).toEqual(order);
    expect(next.find((r) => r.uuid === 'a')).toBe(layout[0]);
  });

  it.each<[string, () => unknown, string, string]>([
    ['the first row up', () => moveRowUp(layout, 0), 'edge', 'la ligne est déjà la première'],
    ['the last row down', () => moveRowDown(layout, 2), 'edge', 'la ligne est déjà la dernière'],
    ['a missing row', () => moveRowUp(layout, 3), 'address', 'adresse invalide (3)'],
  ])('refuses %s', (_name, op, code, reason) => {
    expect(tryLayoutOp(op)).toMatchObject({ ok: false, error: { code, reason } });
  });
});

describe('removeRow', () => {
  it('removes a row', () => {
    expect(uuids(removeRow(layout, 1))).toEqual(['a', 'c']);
    expect(tryLayoutOp(() => removeRow(layout, 5))).toMatchObject({ ok: false, error: { code: 'address' } });
  });
});
