// Layout values (spec 001 §3): rows of columns of components, with groups over content ranges.
import { defineMigrations } from './sequence.js';
import { isObject } from '../isObject.js';

type Json = Record<string, unknown>;

/** Every column of a layout, nested ones included, rebuilt by `fn`. */
function mapCols(cols: unknown, fn: (col: Json) => Json): unknown {
  if (!Array.isArray(cols)) return cols;
  return cols.map((col) => {
    if (!isObject<Json>(col)) return col;
    const contents = Array.isArray(col.contents)
      ? col.contents.map((c) => (isObject<Json>(c) && c.cols !== undefined ? { ...c, cols: mapCols(c.cols, fn) } : c))
      : col.contents;
    return fn(col.contents === undefined ? col : { ...col, contents });
  });
}

const mapLayoutCols = (layout: unknown, fn: (col: Json) => Json): unknown =>
  Array.isArray(layout) ? layout.map((row) => (isObject<Json>(row) ? { ...row, cols: mapCols(row.cols, fn) } : row)) : layout;

export const layoutMigrations = defineMigrations<unknown>('layout', [
  {
    version: 1,
    name: 'SelectionRangeAsArray',
    // Group ranges were stored as {start, end} too; one form, [start, end] or [start], is left.
    up: (layout) =>
      mapLayoutCols(layout, (col) => {
        if (!Array.isArray(col.groups)) return col;
        const groups = col.groups.map((g) => {
          if (!isObject<Json>(g) || !isObject<Json>(g.selectionRange)) return g;
          const { start, end } = g.selectionRange;
          return { ...g, selectionRange: end === undefined || end === start ? [start] : [start, end] };
        });
        return { ...col, groups };
      }),
  },
]);
