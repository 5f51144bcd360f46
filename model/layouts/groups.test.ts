import { describe, expect, it } from 'vitest';
import { validateValue } from '../validation/validateValue.js';
import { col, comp, deepFreeze, row } from './fixtures.js';
import { GROUP_COLORS, groupColor, rangeBounds, removeGroup, saveGroup, spliceGroups, toggleSelection, type GroupInput } from './groups.js';
import { getCol } from './paths.js';
import { tryLayoutOp, type Group, type Layout, type SelectionRange } from './types.js';
import { counterUuid } from './uuid.js';

const valid = (layout: Layout) => expect(validateValue({ key: 'layout', type: 'layout' }, layout).ok).toBe(true);
const five = deepFreeze([
  row([
    col(
      12,
      ['a', 'b', 'c', 'd', 'e'].map((id) => comp(id)),
    ),
  ]),
]);
const groupsOf = (l: Layout) => getCol(l, [0, 0]).groups ?? [];

describe('group colours (spec 001 §9): 7 presets, by position', () => {
  it('has 7 distinct colours, wrapping after the seventh', () => {
    expect(new Set(GROUP_COLORS).size).toBe(7);
    expect(groupColor(0)).toBe(GROUP_COLORS[0]);
    expect(groupColor(6)).toBe(GROUP_COLORS[6]);
    expect(groupColor(7)).toBe(GROUP_COLORS[0]);
  });
});

describe('toggleSelection (spec 001 §4-§5): a range of at most two indices', () => {
  it.each<[number[], number, number[]]>([
    [[], 2, [2]],
    [[2], 4, [2, 4]],
    [[4], 1, [1, 4]],
    [[2], 2, []],
    [[1, 4], 4, [1]],
    [[1, 4], 3, [3]],
  ])('%j + click on %i → %j', (range, index, expected) => {
    expect(toggleSelection(range, index)).toEqual(expected);
  });
});

describe('rangeBounds reads both stored shapes', () => {
  it.each<[SelectionRange, [number, number]]>([
    [[3], [3, 3]],
    [
      [1, 2],
      [1, 2],
    ],
    [{ start: 2 }, [2, 2]],
    [{ start: 0, end: 4 }, [0, 4]],
  ])('%j → %j', (range, bounds) => expect(rangeBounds(range)).toEqual(bounds));
});

describe('spliceGroups keeps ranges on the same contents', () => {
  const g = (selectionRange: SelectionRange): Group[] => [{ uuid: 'g', selectionRange }];
  it.each<[string, SelectionRange, [number, number, number], SelectionRange | null]>([
    ['insert before', [2, 3], [0, 0, 1], [3, 4]],
    ['insert inside', [2, 3], [3, 0, 1], [2, 4]],
    ['insert just after', [2, 3], [4, 0, 1], [2, 3]],
    ['remove before', [2, 3], [0, 1, 0], [1, 2]],
    ['remove the start', [2, 3], [2, 1, 0], [2, 2]],
    ['remove the end', [2, 3], [3, 1, 0], [2, 2]],
    ['remove the only content', [2], [2, 1, 0], null],
    ['remove after', [2, 3], [4, 1, 0], [2, 3]],
    ['object shape', { start: 2, end: 3 }, [0, 0, 2], { start: 4, end: 5 }],
  ])('%s', (_name, range, [index, removed, inserted], expected) => {
    const out = spliceGroups(g(range), index, removed, inserted) ?? [];
    expect(out[0]?.selectionRange ?? null).toEqual(expected);
  });
});

describe('saveGroup', () => {
  const input = (selectionRange: SelectionRange, extra: Partial<GroupInput> = {}): GroupInput => ({ selectionRange, ...extra });

  it('adds a group with a fresh uuid and the colour of its position', () => {
    const uuid = counterUuid('g');
    const once = saveGroup(five, [0, 0], input([3, 1], { title: 'Haut' }), uuid);
    const twice = saveGroup(once, [0, 0], input([4]), uuid);
    expect(groupsOf(twice)).toEqual([
      { uuid: 'g-1', title: 'Haut', options: { color: GROUP_COLORS[0] }, selectionRange: [1, 3] },
      { uuid: 'g-2', options: { color: GROUP_COLORS[1] }, selectionRange: [4] },
    ]);
    valid(twice);
  });

  it('updates a group in place, keeping its position and colour, and its other options', () => {
    const once = saveGroup(five, [0, 0], input([0]), () => 'x');
    const twice = saveGroup(once, [0, 0], input([1]), () => 'y');
    const edited = saveGroup(twice, [0, 0], { uuid: 'x', title: 'T', options: { color: 'red', boxed: true }, selectionRange: { start: 0 } });
    expect(groupsOf(edited)[0]).toEqual({ uuid: 'x', title: 'T', options: { color: GROUP_COLORS[0], boxed: true }, selectionRange: [0] });
    expect(groupsOf(edited)[1].uuid).toBe('y');
  });

  it('the eighth group takes the first colour again', () => {
    let l: Layout = [
      row([
        col(
          12,
          Array.from({ length: 8 }, (_, i) => comp(`c${i}`)),
        ),
      ]),
    ];
    for (let i = 0; i < 8; i++) l = saveGroup(l, [0, 0], input([i]), counterUuid(`g${i}`));
    expect(groupsOf(l).map((g) => g.options?.color)).toEqual([...GROUP_COLORS, GROUP_COLORS[0]]);
  });

  it.each<[string, SelectionRange, string, string]>([
    ['an empty range', [] as unknown as SelectionRange, 'range', 'sélection vide : choisir un ou deux contenus'],
    ['three indices', [0, 1, 2] as unknown as SelectionRange, 'range', 'une sélection compte au plus deux indices (début, fin)'],
    ['an index past the contents', [1, 5], 'range', 'indice 5 hors de la colonne (5 contenus)'],
    ['a negative index', [-1], 'range', 'indice -1 hors de la colonne (5 contenus)'],
    ['a fractional index', [1.5], 'range', 'indice 1.5 hors de la colonne (5 contenus)'],
  ])('refuses %s', (_name, range, code, reason) => {
    expect(tryLayoutOp(() => saveGroup(five, [0, 0], input(range)))).toMatchObject({ ok: false, error: { code, reason } });
  });

  it('refuses a range overlapping another group', () => {
    const once = saveGroup(five, [0, 0], input([1, 2], { title: 'A' }), () => 'a');
    expect(tryLayoutOp(() => saveGroup(once, [0, 0], input([2, 4])))).toMatchObject({
      ok: false,
      error: { code: 'group-overlap', reason: 'la sélection chevauche le groupe « A »' },
    });
    expect(tryLayoutOp(() => saveGroup(once, [0, 0], input([3, 4]))).ok).toBe(true);
    expect(tryLayoutOp(() => saveGroup(once, [0, 0], { uuid: 'a', selectionRange: [2, 4] })).ok).toBe(true);
  });
});

describe('removeGroup', () => {
  it('removes a group, and the groups key with the last one', () => {
    const once = saveGroup(five, [0, 0], { selectionRange: [0] }, () => 'a');
    expect(getCol(removeGroup(once, [0, 0], 'a'), [0, 0])).not.toHaveProperty('groups');
    expect(tryLayoutOp(() => removeGroup(once, [0, 0], 'zz'))).toMatchObject({
      ok: false,
      error: { code: 'group-unknown', reason: 'groupe zz introuvable dans la colonne 0.0' },
    });
  });
});
