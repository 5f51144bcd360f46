import { describe, expect, it } from 'vitest';
import { validateValue } from '../validation/validateValue.js';
import { col, comp, deepFreeze, row } from './fixtures.js';
import { setColumnOptions, setRowOptions, type ColumnSettings, type RowSettings } from './options.js';
import { getCol } from './paths.js';
import { tryLayoutOp, type Col, type Layout, type Row } from './types.js';

const valid = (layout: Layout) => expect(validateValue({ key: 'layout', type: 'layout' }, layout).ok).toBe(true);

describe('setRowOptions (spec 001 §3): row options, fullWidth and gutters', () => {
  const layout = deepFreeze([row([col(12)], { uuid: 'r', options: { withSeparator: true } }), row([col(12)])]);

  it.each<[RowSettings, Partial<Row>]>([
    [{ noPaddingTop: true }, { options: { withSeparator: true, noPaddingTop: true } }],
    [{ noPaddingBottom: true, loadImagesSync: false }, { options: { withSeparator: true, noPaddingBottom: true, loadImagesSync: false } }],
    [{ wrapperClassName: 'hero' }, { options: { withSeparator: true, wrapperClassName: 'hero' } }],
    [{ breakpointViewport: 'desktop' }, { options: { withSeparator: true, breakpointViewport: 'desktop' } }],
    [{ breakpointViewport: 'mobile' }, { options: { withSeparator: true, breakpointViewport: 'mobile' } }],
    [
      { fullWidth: true, gutters: false },
      { fullWidth: true, gutters: false, options: { withSeparator: true } },
    ],
    [{ withSeparator: undefined }, {}],
  ])('%j', (patch, expected) => {
    const next = setRowOptions(layout, 0, patch);
    expect(next[0]).toEqual({ uuid: 'r', cols: [col(12)], ...expected });
    expect(next[1]).toBe(layout[1]);
    valid(next);
  });

  it.each<[string, RowSettings, string]>([
    ['an unknown option', { colour: 'red' } as RowSettings, 'option de ligne inconnue : colour'],
    ['a viewport out of the list', { breakpointViewport: 'tv' } as unknown as RowSettings, 'valeur invalide pour breakpointViewport'],
    ['a non-boolean flag', { withSeparator: 'yes' } as unknown as RowSettings, 'valeur invalide pour withSeparator'],
    ['a non-string class', { wrapperClassName: 3 } as unknown as RowSettings, 'valeur invalide pour wrapperClassName'],
  ])('refuses %s', (_name, patch, reason) => {
    expect(tryLayoutOp(() => setRowOptions(layout, 0, patch))).toMatchObject({ ok: false, error: { code: 'option', reason } });
  });
});

describe('setColumnOptions (spec 001 §3): size, offset, flex, align, flexOrder, noMarginBottom, text align, class', () => {
  const layout = deepFreeze([row([col(6, [comp('a')]), col(4, [comp('b')], { flex: 'row', align: 'spaced' })])]);

  it.each<[number, ColumnSettings, Partial<Col>]>([
    [0, { size: 8 }, { size: 8 }],
    [0, { size: 4, offset: 2 }, { size: 4, offset: 2 }],
    [0, { offset: 2 }, { offset: 2 }],
    [0, { noMarginBottom: true }, { noMarginBottom: true }],
    [0, { options: { align: 'center', className: 'boxed' } }, { options: { align: 'center', className: 'boxed' } }],
    [0, { flex: 'row', align: 'both' }, { flex: 'row', align: 'both' }],
    [1, { flex: 'text' }, { flex: 'text', align: undefined }],
    [1, { flex: 'stacked', align: 'center' }, { flex: 'stacked', align: 'center' }],
    [1, { align: undefined }, { align: undefined }],
  ])('column %i, %j', (i, patch, expected) => {
    const next = setColumnOptions(layout, [0, i], patch);
    const c = getCol(next, [0, i]);
    expect(c).toEqual(Object.fromEntries(Object.entries({ ...layout[0].cols[i], ...expected }).filter(([, v]) => v !== undefined)));
    valid(next);
  });

  it('swaps flex orders', () => {
    const next = setColumnOptions(layout, [0, 0], { flexOrder: 2 });
    expect(next[0].cols.map((c) => c.flexOrder)).toEqual([2, 1]);
  });

  it('clears options one by one', () => {
    const styled = setColumnOptions(layout, [0, 0], { options: { align: 'right', className: 'x' }, offset: 1 });
    expect(getCol(setColumnOptions(styled, [0, 0], { options: { className: undefined } }), [0, 0]).options).toEqual({ align: 'right' });
    expect(getCol(setColumnOptions(styled, [0, 0], { options: { className: undefined, align: undefined }, offset: undefined }), [0, 0])).toEqual(
      col(6, [comp('a')]),
    );
  });

  it.each<[string, ColumnSettings, string, string]>([
    ['a size over 12', { size: 13 }, 'option', 'taille invalide (1 à 12)'],
    ['a size of 0', { size: 0 }, 'option', 'taille invalide (1 à 12)'],
    ['an offset over 12', { offset: 13 }, 'option', 'décalage invalide (0 à 12)'],
    ['a width past the grid', { size: 9 }, 'width', 'les colonnes occupent 13 sur 12'],
    ['an offset past the grid', { offset: 3 }, 'width', 'les colonnes occupent 13 sur 12'],
    ['both without row', { align: 'both' }, 'align', "l'alignement both demande le flex row"],
    ['an unknown align', { align: 'top' }, 'option', 'alignement invalide (left, center, right, both, spaced)'],
    ['a flex order past the count', { flexOrder: 3 }, 'flex-order', 'ordre invalide (1 à 2)'],
    ['an unknown flex', { flex: 'grid' } as unknown as ColumnSettings, 'option', 'flex invalide (row, text, stacked)'],
    [
      'an unknown text align',
      { options: { align: 'justify' } } as unknown as ColumnSettings,
      'option',
      'alignement du texte invalide (left, center, right)',
    ],
    ['an unknown column option', { width: 3 } as unknown as ColumnSettings, 'option', 'option de colonne inconnue : width'],
    ['an unknown inner option', { options: { color: 'red' } } as unknown as ColumnSettings, 'option', 'option de colonne inconnue : options.color'],
    ['a non-boolean margin flag', { noMarginBottom: 1 } as unknown as ColumnSettings, 'option', 'valeur invalide pour noMarginBottom'],
  ])('refuses %s', (_name, patch, code, reason) => {
    expect(tryLayoutOp(() => setColumnOptions(layout, [0, 0], patch))).toMatchObject({ ok: false, error: { code, reason } });
  });
});
