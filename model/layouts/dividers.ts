// Column dividers (spec 001 §4, §9) and dividing a column.
import { LAYOUT_GRID_COLUMNS as GRID } from '../constants.js';
import { checkDepth, getCol, getCols, last, ownerOf, replaceAt, updateCol, updateCols, type ColPath } from './paths.js';
import { refuse, type Col, type Layout, type NestedCols } from './types.js';

export interface Divider {
  /** '8/4' */
  readonly id: string;
  readonly parts: readonly number[];
  /** Share of a full row (12 columns) the divided column must span at least. */
  readonly minSize: 0.5 | 0.75 | 1;
}

/**
 * The more and the smaller the parts, the wider the column must be for each sub-column to stay readable:
 * two parts need half a row, three parts three quarters, and four parts or any part of 1 or 2 grid columns
 * a full row (those are only offered on full-width columns).
 */
export function minSizeOf(parts: readonly number[]): Divider['minSize'] {
  if (parts.length >= 4 || parts.some((p) => p <= 2)) return 1;
  return parts.length === 3 ? 0.75 : 0.5;
}

const IDS = ['6/6', '8/4', '4/8', '3/9', '9/3', '3/6/3', '4/4/4', '3/3/3/3', '2/10', '10/2', '2/8/2', '1/10/1'];

export const DIVIDERS: readonly Divider[] = IDS.map((id) => {
  const parts = id.split('/').map(Number);
  return { id, parts, minSize: minSizeOf(parts) };
});

export function getDivider(id: string): Divider {
  return DIVIDERS.find((d) => d.id === id) ?? refuse('divider-unknown', `diviseur inconnu (${id})`);
}

/** Whether a column of `size` grid columns may take the divider: size / 12 ≥ minimum size. */
export const dividerFits = (divider: Divider, size: number): boolean => size / GRID >= divider.minSize;

/** The dividers a column may take, for the divider picker. */
export const dividersFor = (size: number): Divider[] => DIVIDERS.filter((d) => dividerFits(d, size));

export const emptyCols = (divider: Divider): Col[] => divider.parts.map((size) => ({ size, contents: [] }));

/**
 * Splits a column. A full-width column (size 12) is replaced by the sub-columns and its contents
 * (with their groups and display settings) go to the first one; a narrower column gets a nested row
 * with the sub-columns appended to its contents. Refused below the divider's minimum size, or when the
 * nested row would pass the maximum depth.
 */
export function divideColumn(layout: Layout, colPath: ColPath, dividerId: string): Layout {
  const divider = getDivider(dividerId);
  const col = getCol(layout, colPath);
  if (!dividerFits(divider, col.size)) {
    refuse(
      'divider-too-small',
      `la colonne (${col.size}/${GRID}) est trop étroite pour le diviseur ${divider.id} (minimum ${divider.minSize * GRID}/${GRID})`,
    );
  }
  if (col.size === GRID) {
    const { flexOrder: _order, offset: _offset, ...kept } = col;
    const [first, ...others] = emptyCols(divider);
    const subCols = [{ ...kept, size: first.size }, ...others];
    // A 12-wide column is alone in its list, so the sub-columns become the whole list.
    const siblings = getCols(layout, ownerOf(colPath));
    return updateCols(layout, ownerOf(colPath), () => [...siblings.slice(0, last(colPath)), ...subCols, ...siblings.slice(last(colPath) + 1)]);
  }
  const nested: NestedCols = { cols: emptyCols(divider) };
  checkDepth(colPath, nested);
  return updateCol(layout, colPath, (c) => ({ ...c, contents: replaceAt(c.contents, c.contents.length, nested) }));
}
