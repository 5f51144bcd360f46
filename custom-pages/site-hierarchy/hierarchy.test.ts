import { describe, expect, it } from 'vitest';
import { col, comp, deepLayout, row } from '../../model/layouts/fixtures';
import type { Content } from '../../model/layouts';
import { wireframe, wireframeRoots } from './hierarchy';

const ref = (id: string): Content => ({ _id: id, _cls: 'ComplexComponent', _isRef: true, label: id });
const owner = (cls: string, id: string) => ({ cls, id, field: 'layout' });

describe('site wireframe (spec 000 §2: stops past depth 10)', () => {
  it('opens complex-component references in place and counts the components', () => {
    const complex = [{ _id: 'header', layout: [row([col(12, [comp('menu'), comp('logo')])])] }];
    const [home] = wireframe([{ owner: owner('Page', 'home'), layout: [row([col(12, [ref('header'), comp('title')])])] }], complex);
    expect(home.components).toBe(4);
    expect(home.truncated).toBe(false);
    const header = home.tree[0].kind === 'row' ? home.tree[0].children[0] : undefined;
    expect(header && 'children' in header && header.children[0]).toMatchObject({ kind: 'ref', _id: 'header', depth: 1 });
  });

  it('marks what lies past depth 10, and cycles', () => {
    const [deep] = wireframe([{ owner: owner('Page', 'deep'), layout: deepLayout(12) }], []);
    expect(deep.truncated).toBe(true);
    expect(deep.components).toBe(0);
    const loop = [{ _id: 'a', layout: [row([col(12, [ref('a')])])] }];
    const [page] = wireframe([{ owner: owner('Page', 'p'), layout: [row([col(12, [ref('a')])])] }], loop);
    expect(page.truncated).toBe(true);
  });

  it('starts from every layout but the complex components', () => {
    const layouts = [owner('Page', 'home'), owner('ComplexComponent', 'header'), owner('Config', 'header')].map((o) => ({ owner: o, layout: [] }));
    expect(wireframeRoots(layouts).map((l) => l.owner.cls)).toEqual(['Page', 'Config']);
  });
});
