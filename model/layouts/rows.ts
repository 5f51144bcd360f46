// Rows: adding (with a divider or full width), moving and removing.
import { LAYOUT_GRID_COLUMNS as GRID } from '../constants.js';
import { emptyCols, getDivider } from './dividers.js';
import { getRow } from './paths.js';
import { refuse, type Layout, type Row } from './types.js';
import { randomUuid, type UuidFactory } from './uuid.js';

export interface AddRowOptions {
  /** Index the row takes; the end by default. */
  readonly at?: number;
  readonly uuid?: UuidFactory;
}

/** A new row, full width ('full': one 12-wide column) or split by a divider ('4/4/4'), with a fresh uuid. */
export function addRow(layout: Layout, divider: 'full' | string = 'full', { at = layout.length, uuid = randomUuid }: AddRowOptions = {}): Layout {
  if (!Number.isInteger(at) || at < 0 || at > layout.length) refuse('address', `position de ligne invalide (${at})`);
  const cols = divider === 'full' ? [{ size: GRID, contents: [] }] : emptyCols(getDivider(divider));
  const row: Row = { uuid: uuid(), cols };
  return [...layout.slice(0, at), row, ...layout.slice(at)];
}

export function removeRow(layout: Layout, r: number): Layout {
  getRow(layout, r);
  return layout.filter((_, i) => i !== r);
}

function swapRows(layout: Layout, a: number, b: number): Layout {
  const copy = layout.slice();
  [copy[a], copy[b]] = [copy[b], copy[a]];
  return copy;
}

export function moveRowUp(layout: Layout, r: number): Layout {
  getRow(layout, r);
  if (r === 0) refuse('edge', 'la ligne est déjà la première');
  return swapRows(layout, r - 1, r);
}

export function moveRowDown(layout: Layout, r: number): Layout {
  getRow(layout, r);
  if (r === layout.length - 1) refuse('edge', 'la ligne est déjà la dernière');
  return swapRows(layout, r, r + 1);
}
