// Addresses in a layout tree, and path-copying updates (only the nodes on the path are copied).
//
// An address is a plain list of indices alternating row/col/content: [row, col, content, col, content, …].
// Its length says what it points at, so nested rows use the same shape as top-level ones:
//   [r]                  a row
//   [r, c]               a column of row r                    (even length: a column)
//   [r, c, i]            content i of that column             (odd length ≥ 3: a content)
//   [r, c, i, c2]        column c2 of the nested row that is content i
//   [r, c, i, c2, j]     content j of that nested column
// A content address whose last index equals the column's length is an insertion point (append).
import { LAYOUT_MAX_DEPTH } from '../constants.js';
import { isNested, refuse, type Col, type Content, type Layout, type NestedCols, type Row } from './types.js';

export type LayoutPath = readonly number[];
export type RowPath = readonly [number];
/** Even length ≥ 2. */
export type ColPath = LayoutPath;
/** Odd length ≥ 3. */
export type ContentPath = LayoutPath;

export const isColPath = (p: LayoutPath): boolean => p.length >= 2 && p.length % 2 === 0;
export const isContentPath = (p: LayoutPath): boolean => p.length >= 3 && p.length % 2 === 1;
/** The column holding a content. */
export const colOf = (p: ContentPath): ColPath => p.slice(0, -1);
/** The row (top level) or nested-row content (deeper) holding a column's list. */
export const ownerOf = (p: ColPath): LayoutPath => p.slice(0, -1);
export const last = (p: LayoutPath): number => p[p.length - 1];
/** 1 for a column of a top-level row, 2 for a column of a nested row, … (the validator's depth). */
export const colDepth = (p: ColPath): number => p.length / 2;
/** A stable key for React lists and drag-and-drop payloads: '0.1.2'. */
export const pathKey = (p: LayoutPath): string => p.join('.');
export const samePath = (a: LayoutPath, b: LayoutPath): boolean => a.length === b.length && a.every((v, i) => v === b[i]);
export const isPrefix = (prefix: LayoutPath, p: LayoutPath): boolean => prefix.length <= p.length && prefix.every((v, i) => v === p[i]);

const badAddress = (p: LayoutPath): never => refuse('address', `adresse invalide (${pathKey(p)})`);

// `asked` is the address the caller asked for: refusals name it rather than the part that failed.
export function getRow(layout: Layout, r: number, asked: LayoutPath = [r]): Row {
  return layout[r] ?? badAddress(asked);
}

/** The column list owned by a row ([r]) or by a nested-row content (odd path). */
export function getCols(layout: Layout, owner: LayoutPath, asked: LayoutPath = owner): readonly Col[] {
  if (owner.length === 1) return getRow(layout, owner[0], asked).cols;
  const content = getContent(layout, owner, asked);
  return isNested(content) ? content.cols : badAddress(asked);
}

export function getCol(layout: Layout, p: ColPath, asked: LayoutPath = p): Col {
  if (!isColPath(p)) badAddress(asked);
  const cols = getCols(layout, ownerOf(p), asked);
  if (cols.length === 0) refuse('empty-col');
  return cols[last(p)] ?? badAddress(asked);
}

export function getContent(layout: Layout, p: ContentPath, asked: LayoutPath = p): Content {
  if (!isContentPath(p)) badAddress(asked);
  return getCol(layout, colOf(p), asked).contents[last(p)] ?? badAddress(asked);
}

/** Content, column or row at an address, or undefined when nothing is there. */
export function findAt(layout: Layout, p: LayoutPath): Row | Col | Content | undefined {
  try {
    if (p.length === 1) return getRow(layout, p[0]);
    return isColPath(p) ? getCol(layout, p) : getContent(layout, p);
  } catch {
    return undefined;
  }
}

export function replaceAt<T>(list: readonly T[], i: number, item: T): T[] {
  const copy = list.slice();
  copy[i] = item;
  return copy;
}

export function updateRow(layout: Layout, r: number, fn: (row: Row) => Row): Layout {
  return replaceAt(layout, r, fn(getRow(layout, r)));
}

/** Replaces the column list of a row or nested row, copying the path above it only. */
export function updateCols(layout: Layout, owner: LayoutPath, fn: (cols: readonly Col[]) => readonly Col[]): Layout {
  if (owner.length === 1) return updateRow(layout, owner[0], (row) => ({ ...row, cols: fn(row.cols) }));
  getCols(layout, owner); // checks the owner is a nested row
  return updateCol(layout, colOf(owner), (col) => {
    const nested = col.contents[last(owner)] as NestedCols;
    return { ...col, contents: replaceAt(col.contents, last(owner), { ...nested, cols: fn(nested.cols) }) };
  });
}

export function updateCol(layout: Layout, p: ColPath, fn: (col: Col) => Col): Layout {
  const col = getCol(layout, p);
  return updateCols(layout, ownerOf(p), (cols) => replaceAt(cols, last(p), fn(col)));
}

/** Deepest column depth below a content: 0 for a component, 1 + … for a nested row. */
export function nestedDepth(content: Content): number {
  if (!isNested(content)) return 0;
  let deepest = 0;
  for (const col of content.cols) for (const c of col.contents) deepest = Math.max(deepest, nestedDepth(c));
  return 1 + deepest;
}

/** Refuses a content that would put columns deeper than the validator allows (spec 000 §2: depth 10). */
export function checkDepth(colPath: ColPath, content: Content): void {
  if (colDepth(colPath) + nestedDepth(content) > LAYOUT_MAX_DEPTH) refuse('depth', `profondeur maximale (${LAYOUT_MAX_DEPTH}) dépassée`);
}
