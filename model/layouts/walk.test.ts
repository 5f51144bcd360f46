import { describe, expect, it } from 'vitest';
import { col, comp, deepFreeze, deepLayout, nested, row } from './fixtures.js';
import type { Content, Layout } from './types.js';
import { findContent, layoutDepthTree, walkComponents, type DepthNode } from './walk.js';

const header: Content = { _id: 'header', _cls: 'ComplexComponent', _isRef: true, label: 'En-tête' };
const layout: Layout = deepFreeze([
  row([col(12, [header])], { uuid: 'top' }),
  row([col(8, [comp('a'), nested(col(6, [comp('b')]), col(6, [comp('c', { uuid: 'u-c' })]))]), col(4, [comp('d')])]),
]);

describe('findContent', () => {
  it('by address', () => {
    expect(findContent(layout, [1, 0, 1, 1, 0])).toEqual({ content: comp('c', { uuid: 'u-c' }), path: [1, 0, 1, 1, 0] });
    expect(findContent(layout, [1, 0, 9])).toBeUndefined();
    expect(findContent(layout, [1, 0])).toBeUndefined();
  });

  it('by test, in reading order', () => {
    expect(findContent(layout, (c) => 'uuid' in c && c.uuid === 'u-c')?.path).toEqual([1, 0, 1, 1, 0]);
    expect(findContent(layout, (c) => 'cols' in c)?.path).toEqual([1, 0, 1]);
    expect(findContent(layout, () => false)).toBeUndefined();
  });
});

describe('walkComponents: every component with its address and depth', () => {
  it('lists components and references, nested rows excluded', () => {
    expect(walkComponents(layout).map(({ component, path, depth }) => [component._id, path.join('.'), depth])).toEqual([
      ['header', '0.0.0', 1],
      ['a', '1.0.0', 1],
      ['b', '1.0.1.0.0', 2],
      ['c', '1.0.1.1.0', 2],
      ['d', '1.1.0', 1],
    ]);
  });

  it('reaches depth 10', () => {
    const [only] = walkComponents(deepLayout(10));
    expect(only.depth).toBe(10);
    expect(only.path).toHaveLength(21);
  });
});

const shape = (nodes: DepthNode[]): unknown[] =>
  nodes.map((n) => {
    const label = n.kind === 'component' || n.kind === 'ref' ? `${n.kind}:${n._id}` : n.kind === 'col' ? `col${n.size}` : n.kind;
    const trunc = 'truncated' in n && n.truncated ? `(${n.truncated === true ? 'truncated' : n.truncated})` : '';
    return 'children' in n && n.children.length ? { [label + trunc]: shape(n.children) } : label + trunc;
  });

describe('layoutDepthTree: the wireframe tree, stopping past depth 10', () => {
  it('gives rows, columns, nested rows and components with their depth', () => {
    expect(shape(layoutDepthTree(layout))).toEqual([
      { row: [{ col12: ['ref:header'] }] },
      { row: [{ col8: ['component:a', { nested: [{ col6: ['component:b'] }, { col6: ['component:c'] }] }] }, { col4: ['component:d'] }] },
    ]);
    const tree = layoutDepthTree(layout);
    expect(tree[0]).toMatchObject({ kind: 'row', uuid: 'top', depth: 1, path: [0] });
  });

  it('lists depth 10 and stops past it', () => {
    const depths = (nodes: DepthNode[]): number[] => nodes.flatMap((n) => [n.depth, ...('children' in n ? depths(n.children) : [])]);
    expect(Math.max(...depths(layoutDepthTree(deepLayout(10))))).toBe(10);
    const cut = layoutDepthTree(deepLayout(11));
    expect(Math.max(...depths(cut))).toBe(10);
    const find = (nodes: DepthNode[]): DepthNode | undefined =>
      nodes.map((n) => ('truncated' in n && n.truncated ? n : 'children' in n ? find(n.children) : undefined)).find(Boolean);
    expect(find(cut)).toMatchObject({ kind: 'nested', depth: 10, truncated: true, children: [] });
  });

  it('takes a smaller maximum', () => {
    expect(shape(layoutDepthTree(layout, 1))[1]).toEqual({ row: [{ col8: ['component:a', 'nested(truncated)'] }, { col4: ['component:d'] }] });
    expect(layoutDepthTree(layout, 0)).toEqual([]);
  });

  it('opens complex-component references one level deeper, and marks cycles', () => {
    const layouts: Record<string, Layout> = {
      header: [row([col(12, [comp('menu'), { _id: 'self', _cls: 'ComplexComponent', _isRef: true }])])],
      self: [row([col(12, [{ _id: 'self', _cls: 'ComplexComponent', _isRef: true }])])],
    };
    const tree = layoutDepthTree(layout, 10, (id) => layouts[id]);
    expect(shape(tree)[0]).toEqual({
      row: [{ col12: [{ 'ref:header': [{ row: [{ col12: ['component:menu', { 'ref:self': [{ row: [{ col12: ['ref:self(cycle)'] }] }] }] }] }] }] }],
    });
    expect(((tree[0] as { children: DepthNode[] }).children[0] as { children: DepthNode[] }).children[0]).toMatchObject({ kind: 'ref', depth: 1 });
    expect(shape(layoutDepthTree(layout, 1, (id) => layouts[id]))[0]).toEqual({ row: [{ col12: ['ref:header(depth)'] }] });
  });
});
