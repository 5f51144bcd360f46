import { describe, expect, it } from 'vitest';
import { validateValue } from '../validation/validateValue.js';
import { DIVIDERS, divideColumn, dividersFor, getDivider } from './dividers.js';
import { col, comp, deepFreeze, deepLayout, nested, row } from './fixtures.js';
import { getCol } from './paths.js';
import { tryLayoutOp, type Col, type Layout } from './types.js';

const valid = (layout: Layout) => expect(validateValue({ key: 'layout', type: 'layout' }, layout).ok).toBe(true);

describe('dividers (spec 001 §9): two parts need half a row, three parts 3/4, four parts or a part of 1-2 columns a full row', () => {
  it.each([
    ['6/6', 0.5],
    ['8/4', 0.5],
    ['4/8', 0.5],
    ['3/9', 0.5],
    ['9/3', 0.5],
    ['3/6/3', 0.75],
    ['4/4/4', 0.75],
    ['3/3/3/3', 1],
    ['2/10', 1],
    ['10/2', 1],
    ['2/8/2', 1],
    ['1/10/1', 1],
  ])('%s needs %s of a row', (id, min) => {
    const d = getDivider(id);
    expect(d.minSize).toBe(min);
    expect(d.parts.reduce((a, b) => a + b, 0)).toBe(12);
  });

  it('has exactly the twelve dividers of the spec, in order', () => {
    expect(DIVIDERS.map((d) => d.id)).toEqual(['6/6', '8/4', '4/8', '3/9', '9/3', '3/6/3', '4/4/4', '3/3/3/3', '2/10', '10/2', '2/8/2', '1/10/1']);
  });

  it.each([
    [5, []],
    [6, ['6/6', '8/4', '4/8', '3/9', '9/3']],
    [8, ['6/6', '8/4', '4/8', '3/9', '9/3']],
    [9, ['6/6', '8/4', '4/8', '3/9', '9/3', '3/6/3', '4/4/4']],
    [11, ['6/6', '8/4', '4/8', '3/9', '9/3', '3/6/3', '4/4/4']],
    [12, DIVIDERS.map((d) => d.id)],
  ])('a column of %i takes %j', (size, ids) => {
    expect(dividersFor(size).map((d) => d.id)).toEqual(ids);
  });
});

describe('divideColumn (spec 001 §4)', () => {
  const full: Layout = deepFreeze([
    row([col(12, [comp('a'), comp('b')], { flex: 'row', align: 'both', groups: [{ uuid: 'g', selectionRange: [0, 1] }] })], { uuid: 'r' }),
  ]);

  it('replaces a full-width column by the sub-columns, its contents (and groups, settings) going to the first', () => {
    const next = divideColumn(full, [0, 0], '3/6/3');
    expect(next[0].cols).toEqual<Col[]>([
      { size: 3, contents: [comp('a'), comp('b')], flex: 'row', align: 'both', groups: [{ uuid: 'g', selectionRange: [0, 1] }] },
      { size: 6, contents: [] },
      { size: 3, contents: [] },
    ]);
    expect(next[0].uuid).toBe('r');
    valid(next);
  });

  it('does the same with a full-width column of a nested row', () => {
    const layout = deepFreeze([row([col(8, [nested(col(12, [comp('a')]))]), col(4)])]);
    const next = divideColumn(layout, [0, 0, 0, 0], '6/6');
    expect(getCol(next, [0, 0]).contents).toEqual([nested(col(6, [comp('a')]), col(6))]);
    valid(next);
  });

  it('adds a nested row with the sub-columns inside a narrower column, after its contents', () => {
    const layout = deepFreeze([row([col(8, [comp('a')]), col(4)])]);
    const next = divideColumn(layout, [0, 0], '8/4');
    expect(getCol(next, [0, 0]).contents).toEqual([comp('a'), nested(col(8), col(4))]);
    expect(getCol(next, [0, 1])).toBe(layout[0].cols[1]);
    valid(next);
  });

  it.each([
    [5, '6/6', 'la colonne (5/12) est trop étroite pour le diviseur 6/6 (minimum 6/12)'],
    [8, '4/4/4', 'la colonne (8/12) est trop étroite pour le diviseur 4/4/4 (minimum 9/12)'],
    [11, '3/3/3/3', 'la colonne (11/12) est trop étroite pour le diviseur 3/3/3/3 (minimum 12/12)'],
    [9, '2/10', 'la colonne (9/12) est trop étroite pour le diviseur 2/10 (minimum 12/12)'],
  ])('refuses a column of %i for %s', (size, id, reason) => {
    const r = tryLayoutOp(() => divideColumn([row([col(size)])], [0, 0], id));
    expect(r).toMatchObject({ ok: false, error: { code: 'divider-too-small', reason, message: `Error in layout ! ${reason}` } });
  });

  it('accepts a column exactly at the minimum', () => {
    expect(tryLayoutOp(() => divideColumn([row([col(6), col(6)])], [0, 0], '3/9')).ok).toBe(true);
    expect(tryLayoutOp(() => divideColumn([row([col(9), col(3)])], [0, 0], '3/6/3')).ok).toBe(true);
  });

  it('refuses an unknown divider', () => {
    expect(tryLayoutOp(() => divideColumn(full, [0, 0], '5/7'))).toMatchObject({
      ok: false,
      error: { code: 'divider-unknown', reason: 'diviseur inconnu (5/7)' },
    });
  });

  it('refuses a nested row past depth 10', () => {
    const deepest = Array<number>(20).fill(0); // the column at depth 10
    const split = divideColumn(deepLayout(10), deepest, '6/6'); // full width: same depth, accepted
    expect(getCol(split, deepest).size).toBe(6);
    valid(split);
    expect(tryLayoutOp(() => divideColumn(split, deepest, '6/6'))).toMatchObject({
      ok: false,
      error: { code: 'depth', reason: 'profondeur maximale (10) dépassée' },
    });
    expect(tryLayoutOp(() => divideColumn(deepLayout(9), Array<number>(18).fill(0), '6/6')).ok).toBe(true);
  });
});
