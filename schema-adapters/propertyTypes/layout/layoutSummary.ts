// A readable summary of a layout (spec 001 §3): rows of 12-column grids, columns holding components or nested columns.
import { rowsLabel } from './rowsLabel';
import { isObject } from '../../../model/isObject';

export interface RowSummary {
  /** Column sizes of the row's own grid, e.g. [4, 4, 4]. */
  sizes: number[];
  columns: number;
  /** Names of the components, nested ones included, in order. */
  components: string[];
  fullWidth: boolean;
}

export interface LayoutSummary {
  rows: RowSummary[];
  columns: number;
  components: number;
}

const MAX_DEPTH = 12;

const componentName = (content: Record<string, unknown>): string => {
  for (const key of ['label', 'frontComponent', '_id'] as const) {
    const v = content[key];
    if (typeof v === 'string' && v) return v;
  }
  return '?';
};

/** Columns and component names under a list of columns, nested ones included. */
function walkCols(cols: unknown, depth: number): { columns: number; components: string[] } {
  const out = { columns: 0, components: [] as string[] };
  if (!Array.isArray(cols) || depth > MAX_DEPTH) return out;
  for (const col of cols) {
    if (!isObject(col)) continue;
    out.columns += 1;
    for (const content of Array.isArray(col.contents) ? col.contents : []) {
      if (!isObject(content)) continue;
      if (content.cols !== undefined) {
        const nested = walkCols(content.cols, depth + 1);
        out.columns += nested.columns;
        out.components.push(...nested.components);
      } else {
        out.components.push(componentName(content));
      }
    }
  }
  return out;
}

export function summarizeLayout(value: unknown): LayoutSummary {
  const rows = (Array.isArray(value) ? value : []).map((row): RowSummary => {
    const cols = isObject(row) && Array.isArray(row.cols) ? row.cols : [];
    const { columns, components } = walkCols(cols, 1);
    const sizes = cols.map((col) => (isObject(col) && typeof col.size === 'number' ? col.size : 0));
    return { sizes, columns, components, fullWidth: isObject(row) && row.fullWidth === true };
  });
  return {
    rows,
    columns: rows.reduce((n, r) => n + r.columns, 0),
    components: rows.reduce((n, r) => n + r.components.length, 0),
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n <= 1 ? one : many}`;

/** '2 rangées × 5 colonnes × 7 composants'. */
export const summaryLabel = (summary: LayoutSummary): string =>
  [rowsLabel(summary.rows), plural(summary.columns, 'colonne', 'colonnes'), plural(summary.components, 'composant', 'composants')].join(' × ');

/** 'Rangée 1 : 4/4/4 — textBlock, image'. */
export const rowLabel = (row: RowSummary, index: number): string => {
  const grid = row.sizes.length ? row.sizes.join('/') : 'aucune colonne';
  const names = row.components.length ? row.components.join(', ') : 'aucun composant';
  return `Rangée ${index + 1}${row.fullWidth ? ' (pleine largeur)' : ''} : ${grid} — ${names}`;
};
