// Readable names of rows, columns and contents, for buttons, the 'Déplacer vers…' list and messages.
import { LAYOUT_GRID_COLUMNS } from '../../model/constants';
import { isNested, isRef, type Col, type ColPath, type Content, type Layout, type LayoutPath } from '../../model/layouts';

/** 'Ligne 1 › Colonne 2', 'Ligne 1 › Colonne 2 › Imbriquée 1 › Colonne 1' (1-based). */
export function columnLabel(path: ColPath): string {
  const parts = [`Ligne ${path[0] + 1}`, `Colonne ${path[1] + 1}`];
  for (let i = 2; i + 1 < path.length; i += 2) parts.push(`Imbriquée ${path[i] + 1}`, `Colonne ${path[i + 1] + 1}`);
  return parts.join(' › ');
}

export const sizeLabel = (size: number): string => `${size}/${LAYOUT_GRID_COLUMNS}`;

/** The name shown for a content: its label, else its id; nested rows by their sizes. */
export function contentLabel(content: Content): string {
  if (isNested(content)) return `Colonnes ${content.cols.map((c) => c.size).join('/') || '(aucune)'}`;
  return content.label || content._id;
}

/** The internal name of a component (options.name), or undefined ('Nom manquant'). */
export function internalName(content: Content): string | undefined {
  if (isNested(content) || isRef(content)) return undefined;
  const name = content.options?.name;
  return typeof name === 'string' && name.trim() ? name : undefined;
}

export interface ColumnEntry {
  readonly path: ColPath;
  readonly label: string;
  readonly col: Col;
  readonly depth: number;
}

/** Every column of a layout, nested ones included, in reading order. */
export function columnsOf(layout: Layout): ColumnEntry[] {
  const out: ColumnEntry[] = [];
  const walk = (cols: readonly Col[], prefix: LayoutPath, depth: number) => {
    cols.forEach((col, c) => {
      const path = [...prefix, c];
      out.push({ path, label: `${columnLabel(path)} (${sizeLabel(col.size)})`, col, depth });
      col.contents.forEach((content, i) => {
        if (isNested(content)) walk(content.cols, [...path, i], depth + 1);
      });
    });
  };
  layout.forEach((row, r) => walk(row.cols, [r], 1));
  return out;
}
