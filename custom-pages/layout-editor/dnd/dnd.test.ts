// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { getCol, tryLayoutOp, type Layout } from '../../../model/layouts';
import { col, comp, nested, row } from '../../../model/layouts/fixtures';
import { counterUuid } from '../../../model/layouts/uuid';
import { accepts, dropOperation } from './dropOperation';
import { IDLE } from './idle';
import { transition } from './machine';
import { contentSource, parseSource } from './sources';
import { dropTargetAt, parseTarget, rowTarget, slotTarget } from './targets';
import type { DragPayload } from './types';

const ids = (layout: Layout, path: number[]) => getCol(layout, path).contents.map((c) => ('_id' in c ? c._id : 'nested'));
// Row 0: [a b | c] ; row 1: [d | N(e | f)]
const layout: Layout = [
  row([col(6, [comp('a'), comp('b')]), col(6, [comp('c')])]),
  row([col(4, [comp('d')]), col(8, [nested(col(6, [comp('e')]), col(6, [comp('f')]))])]),
];
const uuid = () => counterUuid('u');

describe('drop targets in the DOM', () => {
  it('encode and decode places', () => {
    expect(parseTarget(slotTarget([0, 1]))).toEqual({ kind: 'slot', path: [0, 1] });
    expect(parseTarget(slotTarget([1, 1, 0, 0, 1]))).toEqual({ kind: 'slot', path: [1, 1, 0, 0, 1] });
    expect(parseTarget(rowTarget(3))).toEqual({ kind: 'row', at: 3 });
    for (const bad of ['', 'slot:', 'slot:0', 'slot:a.b', 'row:-1', 'other:1', undefined]) expect(parseTarget(bad)).toBeUndefined();
  });

  it('find the innermost target holding the element under the pointer', () => {
    document.body.innerHTML = `
      <div data-drop="slot:1.1"><div class="nested"><div data-drop="slot:1.1.0.1"><span id="inner">x</span></div></div><span id="outer">y</span></div>
      <div id="none">z</div>`;
    expect(dropTargetAt(document.getElementById('inner'))?.target).toEqual({ kind: 'slot', path: [1, 1, 0, 1] });
    expect(dropTargetAt(document.getElementById('outer'))?.target).toEqual({ kind: 'slot', path: [1, 1] });
    expect(dropTargetAt(document.getElementById('none'))).toBeUndefined();
  });
});

describe('drag sources', () => {
  const resolve = (kind: 'component' | 'ref', id: string) =>
    id === 'known' ? (kind === 'ref' ? { _id: id, _cls: 'ComplexComponent' as const, _isRef: true as const } : comp(id)) : undefined;
  it('read a content, a toolbox component or reference, or a column block', () => {
    expect(parseSource(contentSource([0, 1, 2]), resolve)).toEqual({ kind: 'content', from: [0, 1, 2] });
    expect(parseSource('component:known', resolve)).toEqual({ kind: 'component', content: comp('known') });
    expect(parseSource('ref:known', resolve)).toMatchObject({ kind: 'component', content: { _cls: 'ComplexComponent' } });
    expect(parseSource('columns:8/4', resolve)).toEqual({ kind: 'columns', divider: '8/4' });
    for (const bad of ['component:unknown', 'content:0.1', 'content:', 'nothing', null]) expect(parseSource(bad, resolve)).toBeUndefined();
  });
});

describe('the drag state machine (design.md §7)', () => {
  const payload: DragPayload = { kind: 'columns', divider: '8/4' };
  it('highlights only targets that take the payload, and ends idle', () => {
    let state = transition(IDLE, { type: 'start', payload });
    expect(state).toEqual({ name: 'dragging', payload });
    state = transition(state, { type: 'over', target: { key: 'slot:0.1', target: { kind: 'slot', path: [0, 1] } } });
    expect(state).toMatchObject({ over: 'slot:0.1' });
    // A column block does not go between two contents.
    state = transition(state, { type: 'over', target: { key: 'slot:0.1.0', target: { kind: 'slot', path: [0, 1, 0] } } });
    expect(state).toMatchObject({ name: 'dragging', over: undefined });
    state = transition(state, { type: 'over', target: { key: 'row:1', target: { kind: 'row', at: 1 } } });
    expect(state).toMatchObject({ over: 'row:1' });
    expect(transition(state, { type: 'drop' })).toBe(IDLE);
    expect(transition(IDLE, { type: 'over' })).toBe(IDLE);
  });

  it('accepts components and contents anywhere, blocks on columns and between rows', () => {
    expect(accepts({ kind: 'content', from: [0, 0, 0] }, { kind: 'slot', path: [0, 1, 0] })).toBe(true);
    expect(accepts({ kind: 'columns', divider: 'full' }, { kind: 'slot', path: [0, 1] })).toBe(false);
    expect(accepts({ kind: 'columns', divider: 'full' }, { kind: 'row', at: 0 })).toBe(true);
  });
});

describe('dropOperation: what a drop does (spec 001 §4)', () => {
  it('adds a toolbox component where it is dropped, with a fresh uuid each time', () => {
    const next = dropOperation(layout, { kind: 'component', content: comp('new') }, { kind: 'slot', path: [0, 0, 1] }, { copy: false, uuid: uuid() });
    expect(ids(next, [0, 0])).toEqual(['a', 'new', 'b']);
    expect(getCol(next, [0, 0]).contents[1]).toMatchObject({ uuid: 'u-1' });
  });

  it('moves an existing content, or copies it with Ctrl held', () => {
    const moved = dropOperation(layout, { kind: 'content', from: [0, 0, 0] }, { kind: 'slot', path: [0, 1] }, { copy: false });
    expect([ids(moved, [0, 0]), ids(moved, [0, 1])]).toEqual([['b'], ['c', 'a']]);
    const copied = dropOperation(layout, { kind: 'content', from: [0, 0, 0] }, { kind: 'slot', path: [1, 1, 0, 1, 0] }, { copy: true });
    expect([ids(copied, [0, 0]), ids(copied, [1, 1, 0, 1])]).toEqual([
      ['a', 'b'],
      ['a', 'f'],
    ]);
  });

  it('refuses a move onto the same column, and a nested row into itself', () => {
    const same = tryLayoutOp(() => dropOperation(layout, { kind: 'content', from: [0, 0, 0] }, { kind: 'slot', path: [0, 0, 2] }, { copy: false }));
    expect(same).toMatchObject({ ok: false, error: { code: 'same-parent', reason: 'le contenu est déjà dans cette colonne' } });
    const itself = tryLayoutOp(() =>
      dropOperation(layout, { kind: 'content', from: [1, 1, 0] }, { kind: 'slot', path: [1, 1, 0, 0] }, { copy: false }),
    );
    expect(itself).toMatchObject({ ok: false, error: { code: 'into-itself' } });
    // A copy onto its own column is fine.
    const copy = dropOperation(layout, { kind: 'content', from: [0, 0, 0] }, { kind: 'slot', path: [0, 0] }, { copy: true });
    expect(ids(copy, [0, 0])).toEqual(['a', 'b', 'a']);
  });

  it('divides a column with a block, refused when the column is too narrow', () => {
    const divided = dropOperation(layout, { kind: 'columns', divider: '6/6' }, { kind: 'slot', path: [1, 1] }, { copy: false });
    expect(ids(divided, [1, 1])).toEqual(['nested', 'nested']);
    const narrow = tryLayoutOp(() => dropOperation(layout, { kind: 'columns', divider: '6/6' }, { kind: 'slot', path: [1, 0] }, { copy: false }));
    expect(narrow).toMatchObject({ ok: false, error: { code: 'divider-too-small' } });
  });

  it('between rows: a new row with the block, the component or the moved content', () => {
    const withBlock = dropOperation(layout, { kind: 'columns', divider: '4/8' }, { kind: 'row', at: 1 }, { copy: false, uuid: uuid() });
    expect(withBlock[1].cols.map((c) => c.size)).toEqual([4, 8]);
    const withComponent = dropOperation(layout, { kind: 'component', content: comp('new') }, { kind: 'row', at: 0 }, { copy: false, uuid: uuid() });
    expect(ids(withComponent, [0, 0])).toEqual(['new']);
    // Moving the content of row 1 to a new row above it: the source row shifts down by one.
    const moved = dropOperation(layout, { kind: 'content', from: [1, 0, 0] }, { kind: 'row', at: 0 }, { copy: false, uuid: uuid() });
    expect([ids(moved, [0, 0]), ids(moved, [2, 0])]).toEqual([['d'], []]);
    expect(moved).toHaveLength(3);
  });
});
