import { describe, expect, it, vi } from 'vitest';
import type { DataSchema } from '../../model/metaSchema';
import { fetchAllRecords, layoutsOf, schemasWithLayouts } from './siteLayouts';

const page = {
  _id: 'Page',
  label: 'Pages',
  propertiesList: [
    { key: 'label', type: 'string' },
    { key: 'layout', type: 'layout' },
    { key: 'templateLayout', type: 'layout' },
  ],
} as DataSchema;

describe('site layouts', () => {
  it('keeps the schemas with a collection and a layout property', () => {
    const other = { _id: 'Tag', label: 'Tags', propertiesList: [{ key: 'label', type: 'string' }] } as DataSchema;
    const embedded = { ...page, _id: 'Opts', hasAssociatedDBCollection: false } as DataSchema;
    expect(schemasWithLayouts([page, other, embedded]).map((s) => s._id)).toEqual(['Page']);
  });

  it('lists one entry per layout field holding a list', () => {
    const layouts = layoutsOf(page, [
      { _id: 'home', label: 'Accueil', layout: [], templateLayout: null },
      { _id: 'tpl', templateLayout: [] },
    ]);
    expect(layouts.map((l) => l.owner)).toEqual([
      { cls: 'Page', id: 'home', field: 'layout', label: 'Accueil' },
      { cls: 'Page', id: 'tpl', field: 'templateLayout' },
    ]);
  });

  it('reads every page of 1000 records', async () => {
    const call = vi.fn(async (_path: string, init?: { query?: Record<string, unknown> }) => {
      const offset = Number(init?.query?.offset);
      const size = offset === 0 ? 1000 : 3;
      return { data: Array.from({ length: size }, (_, i) => ({ _id: `p${offset + i}` })) };
    });
    const records = await fetchAllRecords(call as never, 'demo', 'Page');
    expect(records).toHaveLength(1003);
    expect(call.mock.calls.map((c) => c[0])).toEqual(['/api/demo/data/Page', '/api/demo/data/Page']);
    expect(call.mock.calls[1][1]).toMatchObject({ query: { offset: 1000, limit: 1000 } });
  });
});
