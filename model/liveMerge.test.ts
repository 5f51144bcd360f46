import { describe, expect, it } from 'vitest';
import { planMerge } from './liveMerge.js';
import { changedComponents, mergeLayouts } from './layouts/merge.js';

const comp = (uuid: string, text: string) => ({ _id: 'Texte', uuid, options: { text } });
const layoutOf = (...contents: unknown[]) => [{ cols: [{ size: 12, contents }] }];

describe('planMerge', () => {
  const base = { label: 'A', body: '<p>x</p>', tags: ['a'] };
  it('takes their values where I changed nothing, keeps mine elsewhere, names what is new', () => {
    const plan = planMerge({ base, mine: { ...base, label: 'A mine' }, theirs: { ...base, body: '<p>y</p>' }, mineKeys: new Set(['label']) });
    expect(plan).toEqual({ set: { body: '<p>y</p>' }, news: ['body'], conflicts: [] });
  });
  it('asks about a field both changed differently, and settles it as chosen', () => {
    const input = { base, mine: { ...base, label: 'mine' }, theirs: { ...base, label: 'theirs' }, mineKeys: new Set(['label']) };
    expect(planMerge(input)).toEqual({ set: {}, news: ['label'], conflicts: [{ key: 'label', mine: 'mine', theirs: 'theirs' }] });
    expect(planMerge(input, new Map([['label', 'theirs']])).set).toEqual({ label: 'theirs' });
  });
  it('sees nothing new when their save holds what I typed (my own save, or the same edit)', () => {
    const plan = planMerge({ base, mine: { ...base, label: 'same' }, theirs: { ...base, label: 'same' }, mineKeys: new Set(['label']) });
    expect(plan).toEqual({ set: {}, news: [], conflicts: [] });
  });
  it('clears a key their save removed when I did not touch it', () => {
    const plan = planMerge({ base, mine: base, theirs: { label: 'A', body: '<p>x</p>' }, mineKeys: new Set() });
    expect(plan.set).toEqual({ tags: undefined });
  });
});

describe('mergeLayouts, component by component', () => {
  const base = layoutOf(comp('u1', 'one'), comp('u2', 'two'));
  const mergers = { layout: mergeLayouts };
  it('merges two people editing different components', () => {
    const mine = layoutOf(comp('u1', 'ONE'), comp('u2', 'two'));
    const theirs = layoutOf(comp('u1', 'one'), comp('u2', 'TWO'));
    const plan = planMerge({ base: { layout: base }, mine: { layout: mine }, theirs: { layout: theirs }, mineKeys: new Set(['layout']), mergers });
    expect(plan.conflicts).toEqual([]);
    expect(plan.set.layout).toEqual(layoutOf(comp('u1', 'ONE'), comp('u2', 'TWO')));
  });
  it('keeps a component added by one side while the other edits another', () => {
    const mine = layoutOf(comp('u1', 'ONE'), comp('u2', 'two'));
    const theirs = layoutOf(comp('u1', 'one'), comp('u2', 'two'), comp('u3', 'three'));
    expect(mergeLayouts(base, mine, theirs, () => 'mine')).toEqual({
      value: layoutOf(comp('u1', 'ONE'), comp('u2', 'two'), comp('u3', 'three')),
      conflicts: [],
    });
  });
  it('asks about one component both changed, and applies the choice', () => {
    const mine = layoutOf(comp('u1', 'mine'), comp('u2', 'two'));
    const theirs = layoutOf(comp('u1', 'theirs'), comp('u2', 'TWO'));
    const input = { base: { layout: base }, mine: { layout: mine }, theirs: { layout: theirs }, mineKeys: new Set(['layout']), mergers };
    const plan = planMerge(input);
    expect(plan.conflicts).toEqual([{ key: 'layout', part: 'u1', mine: comp('u1', 'mine'), theirs: comp('u1', 'theirs') }]);
    expect(plan.set.layout).toEqual(layoutOf(comp('u1', 'mine'), comp('u2', 'TWO')));
    expect(planMerge(input, new Map([['layout/u1', 'theirs']])).set.layout).toEqual(layoutOf(comp('u1', 'theirs'), comp('u2', 'TWO')));
  });
  it('gives up (the whole field is a conflict) when both changed the rows differently', () => {
    const mine = [...base, { cols: [{ size: 12, contents: [] }] }];
    const theirs = layoutOf(comp('u2', 'two'));
    expect(mergeLayouts(base, mine, theirs, () => 'mine')).toBeUndefined();
  });
});

describe('changedComponents', () => {
  it('names the component an edit touched', () => {
    const before = layoutOf(comp('u1', 'one'), comp('u2', 'two'));
    expect(changedComponents(before, layoutOf(comp('u1', 'one'), comp('u2', 'TWO')))).toEqual(['u2']);
    expect(changedComponents(before, before)).toEqual([]);
  });
});
