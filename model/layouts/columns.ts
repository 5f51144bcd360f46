// Columns: removing, flex arrangement and flex order (spec 001 §4).
import { LAYOUT_COLUMN_ALIGNS, LAYOUT_FLEXES, LAYOUT_GRID_COLUMNS as GRID } from '../constants.js';
import { spliceContents } from './contents.js';
import { colOf, getCol, getCols, last, ownerOf, updateCol, updateCols, type ColPath } from './paths.js';
import { removeRow } from './rows.js';
import { refuse, type Col, type Flex, type Layout } from './types.js';

export const COLUMN_ALIGNS = LAYOUT_COLUMN_ALIGNS;
export const ROW_ONLY_ALIGNS: readonly string[] = ['both', 'spaced'];
export const FLEXES: readonly Flex[] = LAYOUT_FLEXES;
export const DEFAULT_FLEX: Flex = 'stacked';

/** Where a column shows among its siblings: its flexOrder, else its position (1-based). */
export const effectiveOrder = (col: Col, index: number): number => col.flexOrder ?? index + 1;

/**
 * Makes the orders of a column list a permutation of 1..n again (after a column was added or removed):
 * columns keep their relative order; flexOrder is dropped altogether when it matches the natural order.
 */
export function normalizeFlexOrder(cols: readonly Col[]): readonly Col[] {
  if (!cols.some((c) => c.flexOrder !== undefined)) return cols;
  const ranked = cols.map((c, i) => ({ i, o: effectiveOrder(c, i) })).sort((a, b) => a.o - b.o || a.i - b.i);
  const order = new Array<number>(cols.length);
  ranked.forEach(({ i }, rank) => (order[i] = rank + 1));
  const natural = order.every((o, i) => o === i + 1);
  return cols.map((c, i) => {
    const { flexOrder: _old, ...rest } = c;
    return natural ? rest : { ...rest, flexOrder: order[i] };
  });
}

/**
 * Removes a column; its width (size and offset) goes to the previous column, or to the next one when it is
 * the first. The last column of a row can only go when empty, and then the row goes with it (for a nested
 * row: the nested-row content is removed from its column).
 */
export function removeColumn(layout: Layout, colPath: ColPath): Layout {
  const col = getCol(layout, colPath);
  const owner = ownerOf(colPath);
  const cols = getCols(layout, owner);
  const i = last(colPath);
  if (cols.length === 1) {
    if (col.contents.length > 0) refuse('last-col-not-empty', 'la dernière colonne doit être vide pour supprimer sa ligne');
    return owner.length === 1 ? removeRow(layout, owner[0]) : spliceContents(layout, colOf(owner), last(owner), 1);
  }
  const heir = i > 0 ? i - 1 : 1;
  const widened = { ...cols[heir], size: Math.min(GRID, cols[heir].size + col.size + (col.offset ?? 0)) };
  const next = cols.map((c, j) => (j === heir ? widened : c)).filter((_, j) => j !== i);
  return updateCols(layout, owner, () => normalizeFlexOrder(next));
}

/** Changes the flex arrangement; leaving 'row' clears the row-only alignments 'both' and 'spaced'. */
export function setColumnFlex(layout: Layout, colPath: ColPath, flex: Flex): Layout {
  if (!FLEXES.includes(flex)) refuse('option', `flex invalide (${FLEXES.join(', ')})`);
  return updateCol(layout, colPath, (col) => {
    const { align, ...rest } = col;
    const keepAlign = flex === 'row' || align === undefined || !ROW_ONLY_ALIGNS.includes(align);
    return keepAlign ? { ...col, flex } : { ...rest, flex };
  });
}

/** Sets a column's alignment: refused for 'both' and 'spaced' unless its flex is 'row'. */
export function setColumnAlign(layout: Layout, colPath: ColPath, align: string | undefined): Layout {
  const col = getCol(layout, colPath);
  if (align !== undefined && !(COLUMN_ALIGNS as readonly string[]).includes(align))
    refuse('option', `alignement invalide (${COLUMN_ALIGNS.join(', ')})`);
  if (align !== undefined && ROW_ONLY_ALIGNS.includes(align) && (col.flex ?? DEFAULT_FLEX) !== 'row') {
    refuse('align', `l'alignement ${align} demande le flex row`);
  }
  return updateCol(layout, colPath, ({ align: _old, ...rest }) => (align === undefined ? rest : { ...rest, align }));
}

/**
 * Gives a column the flex order `order` (1..number of columns); the column holding that order takes the
 * column's former order, so the orders stay a permutation.
 */
export function setFlexOrder(layout: Layout, colPath: ColPath, order: number): Layout {
  getCol(layout, colPath);
  const owner = ownerOf(colPath);
  const cols = normalizeFlexOrder(getCols(layout, owner));
  if (!Number.isInteger(order) || order < 1 || order > cols.length) refuse('flex-order', `ordre invalide (1 à ${cols.length})`);
  const i = last(colPath);
  const mine = effectiveOrder(cols[i], i);
  if (mine === order) return layout;
  const holder = cols.findIndex((c, j) => effectiveOrder(c, j) === order);
  const next = cols.map((c, j) => (j === i ? { ...c, flexOrder: order } : j === holder ? { ...c, flexOrder: mine } : c));
  return updateCols(layout, owner, () => normalizeFlexOrder(next));
}
