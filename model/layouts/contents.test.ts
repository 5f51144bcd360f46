import { describe, expect, it } from 'vitest';
import { validateValue } from '../validation/validateValue.js';
import { cloneContent, dropNewComponent, moveContent, moveContentDown, moveContentUp, removeContent } from './contents.js';
import { col, comp, deepFreeze, deepLayout, nested, row } from './fixtures.js';
import { getCol, getContent } from './paths.js';
import { tryLayoutOp, type Col, type Content, type Layout } from './types.js';
import { counterUuid } from './uuid.js';

const valid = (layout: Layout) => expect(validateValue({ key: 'layout', type: 'layout' }, layout).ok).toBe(true);
const ids = (c: Col): string[] => c.contents.map((x) => ('_id' in x ? x._id : `[${x.cols.map(ids).join('|')}]`));
const idsAt = (l: Layout, p: number[]) => ids(getCol(l, p));

// Row 0: [a b c | N(d | e f)] ; row 1: [g]
const layout: Layout = deepFreeze([
  row([
    col(6, [comp('a'), comp('b'), comp('c')], { groups: [{ uuid: 'g1', selectionRange: [1, 2] }] }),
    col(6, [nested(col(6, [comp('d')]), col(6, [comp('e'), comp('f')]))]),
  ]),
  row([col(12, [comp('g')])]),
]);

describe('dropNewComponent: a component from the toolbox is added at the drop target', () => {
  it.each<[string, number[], number[], string[]]>([
    ['on a column: appended', [1, 0], [1, 0], ['g', 'new']],
    ['before a content', [0, 0, 1], [0, 0], ['a', 'new', 'b', 'c']],
    ['at the end (index = length)', [0, 0, 3], [0, 0], ['a', 'b', 'c', 'new']],
    ['in a nested column', [0, 1, 0, 1, 0], [0, 1, 0, 1], ['new', 'e', 'f']],
  ])('%s', (_name, target, colPath, expected) => {
    const next = dropNewComponent(layout, target, comp('new'));
    expect(idsAt(next, colPath)).toEqual(expected);
    valid(next);
  });

  it('takes complex-component references', () => {
    const ref: Content = { _id: 'header', _cls: 'ComplexComponent', _isRef: true };
    expect(getContent(dropNewComponent(layout, [1, 0], ref), [1, 0, 1])).toBe(ref);
  });

  it('shifts the groups after the insertion point and grows those it falls inside', () => {
    expect(getCol(dropNewComponent(layout, [0, 0, 0], comp('x')), [0, 0]).groups).toEqual([{ uuid: 'g1', selectionRange: [2, 3] }]);
    expect(getCol(dropNewComponent(layout, [0, 0, 2], comp('x')), [0, 0]).groups).toEqual([{ uuid: 'g1', selectionRange: [1, 3] }]);
    expect(getCol(dropNewComponent(layout, [0, 0, 3], comp('x')), [0, 0]).groups).toBe(layout[0].cols[0].groups);
  });

  it.each<[string, number[], Content, string, string]>([
    ['a component without _id', [1, 0], { _id: '' }, 'bad-content', 'composant sans _id'],
    ['a nested row', [1, 0], nested(col(12)), 'bad-content', 'composant sans _id'],
    ['a reference to another class', [1, 0], { _id: 'p', _cls: 'Page' } as unknown as Content, 'bad-content', 'référence invalide (Page)'],
    ['a target past the end', [0, 0, 4], comp('x'), 'address', 'adresse invalide (0.0.4)'],
    ['a missing column', [3, 0], comp('x'), 'address', 'adresse invalide (3.0)'],
    ['a row address', [0], comp('x'), 'address', 'adresse invalide (0)'],
  ])('refuses %s', (_name, target, content, code, reason) => {
    expect(tryLayoutOp(() => dropNewComponent(layout, target, content))).toMatchObject({ ok: false, error: { code, reason } });
  });
});

describe('removeContent', () => {
  it('removes a component and keeps group ranges in step', () => {
    const next = removeContent(layout, [0, 0, 0]);
    expect(idsAt(next, [0, 0])).toEqual(['b', 'c']);
    expect(getCol(next, [0, 0]).groups).toEqual([{ uuid: 'g1', selectionRange: [0, 1] }]);
    expect(next[1]).toBe(layout[1]);
    valid(next);
  });

  it('shrinks a group losing one of its contents, and drops a group losing all of them', () => {
    expect(getCol(removeContent(layout, [0, 0, 2]), [0, 0]).groups).toEqual([{ uuid: 'g1', selectionRange: [1, 1] }]);
    const once = removeContent(layout, [0, 0, 2]);
    expect(getCol(removeContent(once, [0, 0, 1]), [0, 0])).not.toHaveProperty('groups');
  });

  it('removing the last content of a nested column leaves it empty', () => {
    const next = removeContent(layout, [0, 1, 0, 0, 0]);
    expect(idsAt(next, [0, 1])).toEqual(['[|e,f]']);
    expect(getCol(next, [0, 1, 0, 0]).contents).toEqual([]);
    valid(next);
  });

  it('removing the last content of a column, when it is a nested row, lifts the nested contents up', () => {
    const next = removeContent(layout, [0, 1, 0]);
    expect(idsAt(next, [0, 1])).toEqual(['d', 'e', 'f']);
    valid(next);
  });

  it('lifts the nested groups with their contents, shifted to their new place', () => {
    const grouped = [
      row([col(8, [nested(col(6, [comp('a')]), col(6, [comp('b'), comp('c')], { groups: [{ uuid: 'g', selectionRange: [0, 1] }] }))])]),
    ];
    expect(getCol(removeContent(grouped, [0, 0, 0]), [0, 0]).groups).toEqual([{ uuid: 'g', selectionRange: [1, 2] }]);
  });

  it('deletes a nested row with what it holds when it is not the last content', () => {
    const withTitle = dropNewComponent(layout, [0, 1, 0], comp('title'));
    const next = removeContent(withTitle, [0, 1, 1]);
    expect(idsAt(next, [0, 1])).toEqual(['title']);
  });

  it.each<[string, number[], string, string]>([
    ['a missing content', [0, 0, 3], 'address', 'adresse invalide (0.0.3)'],
    ['a column address', [0, 0], 'address', 'adresse invalide (0.0)'],
  ])('refuses %s', (_name, p, code, reason) => {
    expect(tryLayoutOp(() => removeContent(layout, p))).toMatchObject({ ok: false, error: { code, reason } });
  });

  it("an empty column is the 'should not happen' case", () => {
    expect(tryLayoutOp(() => removeContent([row([col(12)])], [0, 0, 0]))).toMatchObject({
      ok: false,
      error: { code: 'empty-col', message: 'empty col (should not happen)' },
    });
  });
});

describe('moveContentUp / moveContentDown swap neighbours', () => {
  it.each<[string, (l: Layout) => Layout, string[]]>([
    ['up', (l) => moveContentUp(l, [0, 0, 1]), ['b', 'a', 'c']],
    ['down', (l) => moveContentDown(l, [0, 0, 1]), ['a', 'c', 'b']],
    ['down the first', (l) => moveContentDown(l, [0, 0, 0]), ['b', 'a', 'c']],
  ])('%s', (_name, op, expected) => {
    const next = op(layout);
    expect(idsAt(next, [0, 0])).toEqual(expected);
    expect(getCol(next, [0, 0]).groups).toBe(layout[0].cols[0].groups);
  });

  it('moves a nested row like any content', () => {
    const next = moveContentUp(dropNewComponent(layout, [0, 1], comp('z')), [0, 1, 1]);
    expect(idsAt(next, [0, 1])).toEqual(['z', '[d|e,f]']);
    expect(getContent(next, [0, 1, 1])).toBe(getContent(layout, [0, 1, 0]));
  });

  it.each<[string, () => unknown, string, string]>([
    ['the first up', () => moveContentUp(layout, [0, 0, 0]), 'edge', 'le contenu est déjà le premier de sa colonne'],
    ['the last down', () => moveContentDown(layout, [0, 0, 2]), 'edge', 'le contenu est déjà le dernier de sa colonne'],
    ['a missing content', () => moveContentDown(layout, [0, 0, 7]), 'address', 'adresse invalide (0.0.7)'],
  ])('refuses %s', (_name, op, code, reason) => {
    expect(tryLayoutOp(op)).toMatchObject({ ok: false, error: { code, reason } });
  });
});

describe('moveContent: dropping an existing content moves it, or copies it with Ctrl', () => {
  it.each<[string, number[], number[], [number[], string[]][]]>([
    [
      'to another row',
      [0, 0, 0],
      [1, 0],
      [
        [
          [0, 0],
          ['b', 'c'],
        ],
        [
          [1, 0],
          ['g', 'a'],
        ],
      ],
    ],
    [
      'before a content elsewhere',
      [1, 0, 0],
      [0, 0, 1],
      [
        [
          [0, 0],
          ['a', 'g', 'b', 'c'],
        ],
        [[1, 0], []],
      ],
    ],
    [
      'into a nested column',
      [0, 0, 2],
      [0, 1, 0, 0, 0],
      [
        [
          [0, 0],
          ['a', 'b'],
        ],
        [
          [0, 1, 0, 0],
          ['c', 'd'],
        ],
      ],
    ],
    [
      'out of a nested row, to its parent column',
      [0, 1, 0, 1, 0],
      [0, 1, 0],
      [
        [[0, 1, 1, 1], ['f']],
        [[0, 1, 1, 0], ['d']],
      ],
    ],
  ])('%s', (_name, from, to, expectations) => {
    const next = moveContent(layout, from, to);
    for (const [p, expected] of expectations) expect(idsAt(next, p)).toEqual(expected);
    valid(next);
  });

  it('follows a target inside a later sibling of the moved content, whose index shifts', () => {
    const l = deepFreeze([row([col(8, [comp('a'), nested(col(6), col(6))]), col(4)])]);
    const next = moveContent(l, [0, 0, 0], [0, 0, 1, 1]);
    expect(idsAt(next, [0, 0, 0, 1])).toEqual(['a']);
    expect(getCol(next, [0, 0]).contents).toHaveLength(1);
  });

  it('keeps groups in step on both sides', () => {
    const next = moveContent(layout, [0, 0, 0], [1, 0, 0]);
    expect(getCol(next, [0, 0]).groups).toEqual([{ uuid: 'g1', selectionRange: [0, 1] }]);
  });

  it.each<[string, number[], number[], string, string]>([
    ['onto its own column', [0, 0, 0], [0, 0], 'same-parent', 'le contenu est déjà dans cette colonne'],
    ['before a content of its own column', [0, 0, 2], [0, 0, 0], 'same-parent', 'le contenu est déjà dans cette colonne'],
    ['a nested row into one of its columns', [0, 1, 0], [0, 1, 0, 1], 'into-itself', 'impossible de déplacer une ligne imbriquée dans elle-même'],
    ['a nested row into a deeper descendant', [0, 1, 0], [0, 1, 0, 0, 0], 'into-itself', 'impossible de déplacer une ligne imbriquée dans elle-même'],
    ['from a missing place', [0, 0, 9], [1, 0], 'address', 'adresse invalide (0.0.9)'],
  ])('refuses a move %s', (_name, from, to, code, reason) => {
    expect(tryLayoutOp(() => moveContent(layout, from, to))).toMatchObject({ ok: false, error: { code, reason } });
  });

  it('refuses a move past the maximum depth', () => {
    const l = [...deepLayout(9), row([col(12, [nested(col(12, [nested(col(12))]))])])];
    const deepest = Array<number>(18).fill(0);
    expect(tryLayoutOp(() => moveContent(l, [1, 0, 0], deepest))).toMatchObject({
      ok: false,
      error: { code: 'depth', reason: 'profondeur maximale (10) dépassée' },
    });
    expect(tryLayoutOp(() => moveContent(l, [1, 0, 0, 0, 0], deepest)).ok).toBe(true);
  });

  it('copies with Ctrl: the original stays, the copy has fresh uuids', () => {
    const l = deepFreeze([
      row([
        col(6, [
          { ...comp('a'), uuid: 'old', options: { mode: 'x' } },
          nested(col(12, [comp('n')], { groups: [{ uuid: 'g-old', selectionRange: [0] }] })),
        ]),
        col(6),
      ]),
    ]);
    const next = moveContent(l, [0, 0, 0], [0, 1], { copy: true, uuid: counterUuid('new') });
    expect(getContent(next, [0, 0, 0])).toBe(getContent(l, [0, 0, 0]));
    const copy = getContent(next, [0, 1, 0]);
    expect(copy).toEqual({ ...comp('a'), uuid: 'new-1', options: { mode: 'x' } });
    expect((copy as { options: object }).options).not.toBe((getContent(l, [0, 0, 0]) as { options: object }).options);
    const block = moveContent(l, [0, 0, 1], [0, 1], { copy: true, uuid: counterUuid('new') });
    expect(getCol(block, [0, 1, 0, 0]).groups).toEqual([{ uuid: 'new-1', selectionRange: [0] }]);
    valid(block);
  });

  it('a copy may go to its own column or into itself', () => {
    expect(idsAt(moveContent(layout, [0, 0, 0], [0, 0], { copy: true }), [0, 0])).toEqual(['a', 'b', 'c', 'a']);
    const inside = moveContent(layout, [0, 1, 0], [0, 1, 0, 0], { copy: true });
    expect(getCol(inside, [0, 1, 0, 0]).contents).toHaveLength(2);
    valid(inside);
  });

  it('cloneContent copies deeply', () => {
    const original = nested(col(12, [comp('x', { uuid: 'u' })]));
    const copy = cloneContent(original, counterUuid('c'));
    expect(copy).toEqual(nested(col(12, [comp('x', { uuid: 'c-1' })])));
    expect((copy as { cols: Col[] }).cols[0]).not.toBe((original as { cols: Col[] }).cols[0]);
  });
});
