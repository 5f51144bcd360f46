import { describe, expect, it } from 'vitest';
import { setColumnOptions, setRowOptions, tryLayoutOp, type Layout } from '../../../model/layouts';
import { col, comp, row } from '../../../model/layouts/fixtures';
import type { DataSchema, PropertyDefinition } from '../../../model/metaSchema';
import { columnFormValues, columnPatch } from './columnOptionsForm';
import { optionsTabs, optionsToStore, withComplexModes } from './optionsForm';
import { rowFormValues, rowPatch } from './rowOptionsForm';

const layout: Layout = [
  row([col(8, [comp('a')], { flex: 'row', align: 'both', flexOrder: 2 }), col(4, [], { flexOrder: 1 })], {
    options: { withSeparator: true, wrapperClassName: 'wide' },
  }),
];

describe('row options modal (spec 001 §3 row options)', () => {
  it('starts from the row, tablet by default', () => {
    expect(rowFormValues(layout[0])).toMatchObject({
      withSeparator: true,
      noPaddingTop: false,
      wrapperClassName: 'wide',
      breakpointViewport: 'tablet',
      fullWidth: false,
    });
  });

  it('sends only what changed; unticking or emptying clears', () => {
    const initial = rowFormValues(layout[0]);
    const patch = rowPatch(initial, { ...initial, withSeparator: false, wrapperClassName: ' ', breakpointViewport: 'mobile', noPaddingTop: true });
    expect(patch).toEqual({ withSeparator: undefined, wrapperClassName: undefined, breakpointViewport: 'mobile', noPaddingTop: true });
    expect(setRowOptions(layout, 0, patch)[0].options).toEqual({ breakpointViewport: 'mobile', noPaddingTop: true });
  });
});

describe('column options modal (spec 001 §3 column)', () => {
  it('starts from the column: stacked by default, its order among its siblings', () => {
    expect(columnFormValues(layout, [0, 0])).toEqual({
      size: 8,
      offset: 0,
      flex: 'row',
      align: 'both',
      flexOrder: 2,
      noMarginBottom: false,
      textAlign: '',
      className: '',
      siblings: 2,
    });
    expect(columnFormValues(layout, [0, 1])).toMatchObject({ flex: 'stacked', flexOrder: 1 });
  });

  it('makes a patch the model applies: flex order swaps, leaving row clears both/spaced', () => {
    const { siblings: _s, ...initial } = columnFormValues(layout, [0, 0]);
    const patch = columnPatch(initial, { ...initial, flexOrder: 1, flex: 'text', textAlign: 'center', className: ' big ' });
    expect(patch).toEqual({ flexOrder: 1, flex: 'text', options: { align: 'center', className: 'big' } });
    const next = setColumnOptions(layout, [0, 0], patch);
    expect(next[0].cols.map((c) => c.flexOrder)).toEqual([undefined, undefined]);
    expect(next[0].cols[0]).not.toHaveProperty('align');
    expect(next[0].cols[0].options).toEqual({ align: 'center', className: 'big' });
  });

  it('lets the model refuse a width over 12', () => {
    const { siblings: _s, ...initial } = columnFormValues(layout, [0, 0]);
    const refused = tryLayoutOp(() => setColumnOptions(layout, [0, 0], columnPatch(initial, { ...initial, size: 10 })));
    expect(refused).toMatchObject({ ok: false, error: { code: 'width', reason: 'les colonnes occupent 14 sur 12' } });
  });
});

const prop = (key: string, group: string, extra: Partial<PropertyDefinition> = {}) =>
  ({ key, label: key, group, type: 'string', ...extra }) as PropertyDefinition;

describe('component options modal (spec 001 §2: tabs Données and Affichage)', () => {
  it("disables 'Données' when none of the properties is in it", () => {
    const tabs = optionsTabs({ propertiesGroups: ['Affichage'], propertiesList: [prop('name', 'Affichage'), prop('x', 'Ailleurs')] });
    expect(tabs.map((t) => [t.group, t.disabled, t.properties.map((p) => p.key)])).toEqual([
      ['Données', true, []],
      ['Affichage', false, ['name', 'x']],
    ]);
    expect(optionsTabs(undefined).map((t) => t.disabled)).toEqual([true, false]);
  });

  it('keeps other groups of the schema as more tabs', () => {
    const tabs = optionsTabs({
      propertiesGroups: ['Données', 'Affichage', 'Avancé'],
      propertiesList: [prop('html', 'Données'), prop('css', 'Avancé')],
    });
    expect(tabs.map((t) => [t.group, t.disabled])).toEqual([
      ['Données', false],
      ['Affichage', false],
      ['Avancé', false],
    ]);
  });

  it("adds the complex components' modes to a 'mode' enum (spec 001 §7)", () => {
    const schema = { propertiesList: [prop('mode', 'Affichage', { type: 'enum', values: [{ value: 'thumbnail', label: 'Vignette' }] })] } as Pick<
      DataSchema,
      'propertiesList'
    >;
    const next = withComplexModes(schema, ['thumbnail', 'card-large']);
    expect(next.propertiesList[0].values).toEqual([
      { value: 'thumbnail', label: 'Vignette' },
      { value: 'card-large', label: 'card-large (composant complexe)' },
    ]);
    expect(withComplexModes(schema, ['thumbnail'])).toBe(schema);
  });

  it('stores the values without those of hidden properties', () => {
    const schema = {
      propertiesList: [prop('order', 'Données'), prop('sortField', 'Données', { condition: { key: 'order', equals: 'sort' } })],
    } as Pick<DataSchema, 'propertiesList'>;
    expect(optionsToStore(schema, { order: 'list', sortField: 'publishTs', extra: 1, gone: undefined }, false)).toEqual({ order: 'list', extra: 1 });
    expect(optionsToStore(schema, { order: 'sort', sortField: 'publishTs' }, false)).toEqual({ order: 'sort', sortField: 'publishTs' });
  });
});
