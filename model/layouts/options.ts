// Row and column option setters (spec 001 §2-§3: row options and column options modals).
// A patch key holding undefined clears that option; an unknown key or a wrong value is refused.
import { LAYOUT_GRID_COLUMNS as GRID, LAYOUT_TEXT_ALIGNS } from '../constants.js';
import { setColumnAlign, setColumnFlex, setFlexOrder } from './columns.js';
import { getCol, getCols, last, ownerOf, updateCol, updateRow, type ColPath } from './paths.js';
import { refuse, type BreakpointViewport, type Col, type Flex, type Layout, type Row, type RowOptions } from './types.js';

export const BREAKPOINT_VIEWPORTS: readonly { value: BreakpointViewport; label: string }[] = [
  { value: 'desktop', label: 'Bureau' },
  { value: 'tablet', label: 'Tablette (par défaut)' },
  { value: 'mobile', label: 'Jamais' },
];
export const DEFAULT_BREAKPOINT_VIEWPORT: BreakpointViewport = 'tablet';

type Kind = 'bool' | 'string' | 'viewport';
/** Row modal fields; fullWidth and gutters live on the row itself, the others in row.options. */
export const ROW_OPTION_FIELDS: readonly { key: string; label: string; kind: Kind }[] = [
  { key: 'fullWidth', label: 'Pleine largeur', kind: 'bool' },
  { key: 'gutters', label: 'Gouttières', kind: 'bool' },
  { key: 'withSeparator', label: 'Avec séparateur', kind: 'bool' },
  { key: 'noPaddingTop', label: 'Sans marge intérieure en haut', kind: 'bool' },
  { key: 'noPaddingBottom', label: 'Sans marge intérieure en bas', kind: 'bool' },
  { key: 'loadImagesSync', label: 'Charger les images immédiatement', kind: 'bool' },
  { key: 'wrapperClassName', label: 'Classe CSS du conteneur', kind: 'string' },
  { key: 'breakpointViewport', label: 'Colonnes côte à côte à partir de', kind: 'viewport' },
];
const ROW_TOP_KEYS = ['fullWidth', 'gutters'];

export type RowSettings = Partial<Pick<Row, 'fullWidth' | 'gutters'>> &
  Partial<Pick<RowOptions, 'withSeparator' | 'noPaddingTop' | 'noPaddingBottom' | 'loadImagesSync' | 'wrapperClassName' | 'breakpointViewport'>>;

function checkValue(key: string, kind: Kind, value: unknown): void {
  const fine =
    value === undefined ||
    (kind === 'bool'
      ? typeof value === 'boolean'
      : kind === 'string'
        ? typeof value === 'string'
        : BREAKPOINT_VIEWPORTS.some((v) => v.value === value));
  if (!fine) refuse('option', `valeur invalide pour ${key}`);
}

const assign = <T extends object>(target: T, key: string, value: unknown): T => {
  const { [key]: _old, ...rest } = target as Record<string, unknown>;
  return (value === undefined ? rest : { ...rest, [key]: value }) as T;
};

export function setRowOptions(layout: Layout, r: number, patch: RowSettings): Layout {
  for (const [key, value] of Object.entries(patch)) {
    const field = ROW_OPTION_FIELDS.find((f) => f.key === key) ?? refuse('option', `option de ligne inconnue : ${key}`);
    checkValue(key, field.kind, value);
  }
  return updateRow(layout, r, (row) => {
    let next: Row = row;
    let options: RowOptions = row.options ?? {};
    for (const [key, value] of Object.entries(patch)) {
      if (ROW_TOP_KEYS.includes(key)) next = assign(next, key, value);
      else options = assign(options, key, value);
    }
    return Object.keys(options).length ? { ...next, options } : assign(next, 'options', undefined);
  });
}

export const TEXT_ALIGNS = LAYOUT_TEXT_ALIGNS;

export interface ColumnSettings {
  readonly size?: number;
  readonly offset?: number;
  readonly flex?: Flex;
  readonly align?: string;
  readonly flexOrder?: number;
  readonly noMarginBottom?: boolean;
  /** Text alignment (left, center, right) and CSS class. */
  readonly options?: { readonly align?: (typeof TEXT_ALIGNS)[number]; readonly className?: string };
}
const COLUMN_KEYS = ['size', 'offset', 'flex', 'align', 'flexOrder', 'noMarginBottom', 'options'];

const isIntIn = (v: unknown, min: number, max: number): v is number => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

/** Size and offset, checked against the grid: the columns of a row may not take more than 12. */
function setWidth(layout: Layout, colPath: ColPath, patch: ColumnSettings): Layout {
  if (patch.size !== undefined && !isIntIn(patch.size, 1, GRID)) refuse('option', `taille invalide (1 à ${GRID})`);
  if (patch.offset !== undefined && !isIntIn(patch.offset, 0, GRID)) refuse('option', `décalage invalide (0 à ${GRID})`);
  const width = (c: Col, i: number): number =>
    i === last(colPath) ? (patch.size ?? c.size) + ('offset' in patch ? (patch.offset ?? 0) : (c.offset ?? 0)) : c.size + (c.offset ?? 0);
  const used = getCols(layout, ownerOf(colPath)).reduce((sum, c, i) => sum + width(c, i), 0);
  if (used > GRID) refuse('width', `les colonnes occupent ${used} sur ${GRID}`);
  return updateCol(layout, colPath, (c) =>
    assign(patch.size === undefined ? c : { ...c, size: patch.size }, 'offset', 'offset' in patch ? patch.offset : c.offset),
  );
}

/** Applies the column options modal: flex before align (so a patch may switch to 'row' and set 'both'). */
export function setColumnOptions(layout: Layout, colPath: ColPath, patch: ColumnSettings): Layout {
  const unknown = Object.keys(patch).find((k) => !COLUMN_KEYS.includes(k));
  if (unknown) refuse('option', `option de colonne inconnue : ${unknown}`);
  const col = getCol(layout, colPath);
  let next = 'size' in patch || 'offset' in patch ? setWidth(layout, colPath, patch) : layout;
  if (patch.flex !== undefined && patch.flex !== col.flex) next = setColumnFlex(next, colPath, patch.flex);
  if ('align' in patch) next = setColumnAlign(next, colPath, patch.align);
  if (patch.flexOrder !== undefined) next = setFlexOrder(next, colPath, patch.flexOrder);
  if ('noMarginBottom' in patch) {
    checkValue('noMarginBottom', 'bool', patch.noMarginBottom);
    next = updateCol(next, colPath, (c) => assign(c, 'noMarginBottom', patch.noMarginBottom));
  }
  if (patch.options !== undefined) {
    const { align, className, ...other } = patch.options;
    if (Object.keys(other).length) refuse('option', `option de colonne inconnue : options.${Object.keys(other)[0]}`);
    if (align !== undefined && !TEXT_ALIGNS.includes(align)) refuse('option', `alignement du texte invalide (${TEXT_ALIGNS.join(', ')})`);
    checkValue('options.className', 'string', className);
    next = updateCol(next, colPath, (c) => {
      let options = c.options ?? {};
      for (const key of ['align', 'className'] as const) if (key in patch.options!) options = assign(options, key, patch.options![key]);
      return Object.keys(options).length ? { ...c, options } : assign(c, 'options', undefined);
    });
  }
  return next;
}
