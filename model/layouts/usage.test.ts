import { describe, expect, it } from 'vitest';
import { col, comp, row } from './fixtures.js';
import type { Layout } from './types.js';
import { componentAnomalies, componentUsage, type LayoutOwner } from './usage.js';

// Shaped like catalogue/demo/records (Page, ComplexComponent).
const about: LayoutOwner = { cls: 'Page', id: 'about', label: 'À propos', field: 'layout' };
const header: LayoutOwner = { cls: 'ComplexComponent', id: 'header', field: 'layout' };
const layouts: { owner: LayoutOwner; layout: Layout }[] = [
  {
    owner: about,
    layout: [
      row([
        col(12, [comp('pageTitle'), comp('gridList', { options: { mode: 'thumbnail' } }), { _id: 'header', _cls: 'ComplexComponent', _isRef: true }]),
      ]),
    ],
  },
  { owner: header, layout: [row([col(3, [comp('simpleImage')]), col(9, [comp('menu', { options: { mode: 'header' } })])])] },
  { owner: { cls: 'Page', id: 'empty' }, layout: [] },
];

describe('componentUsage (component finder): which component ids and modes are used where', () => {
  const usage = componentUsage([...layouts, { owner: { cls: 'Page', id: 'none' }, layout: null }]);

  it('lists the places of each component, with their mode', () => {
    expect(Object.keys(usage.components).sort()).toEqual(['gridList', 'menu', 'pageTitle', 'simpleImage']);
    expect(usage.components.gridList).toEqual({ places: [{ owner: about, path: [0, 0, 1], mode: 'thumbnail' }], modes: { thumbnail: 1 } });
    expect(usage.components.pageTitle).toEqual({ places: [{ owner: about, path: [0, 0, 0] }], modes: {} });
    expect(usage.components.menu.modes).toEqual({ header: 1 });
  });

  it('lists complex-component references apart', () => {
    expect(usage.refs).toEqual({ header: { places: [{ owner: about, path: [0, 0, 2] }], modes: {} } });
  });

  it('counts each use', () => {
    const twice = componentUsage([layouts[0], layouts[0]]);
    expect(twice.components.gridList.modes).toEqual({ thumbnail: 2 });
    expect(twice.components.gridList.places).toHaveLength(2);
  });
});

describe('componentAnomalies: defined but unused, unused modes, used but not defined', () => {
  it('compares the usage with the definitions and complex components', () => {
    const usage = componentUsage(layouts);
    const anomalies = componentAnomalies(
      usage,
      [{ _id: 'pageTitle' }, { _id: 'gridList' }, { _id: 'menu' }, { _id: 'countdown' }, { _id: 'video' }],
      [{ _id: 'header' }, { _id: 'footer' }, { _id: 'article-card', mode: 'thumbnail' }, { _id: 'article-wide', mode: 'wide' }],
    );
    expect(anomalies).toEqual({
      definedButUnused: ['countdown', 'footer', 'video'],
      unusedModes: [{ id: 'article-wide', mode: 'wide' }],
      usedButNotDefined: ['simpleImage'],
    });
  });

  it('reports a reference to a missing complex component', () => {
    const usage = componentUsage([{ owner: about, layout: [row([col(12, [{ _id: 'gone', _cls: 'ComplexComponent', _isRef: true }])])] }]);
    expect(componentAnomalies(usage, [], []).usedButNotDefined).toEqual(['gone']);
  });
});
