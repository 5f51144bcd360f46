// The column options modal as data: form values of a column and the patch they make (model/layout setColumnOptions).
import {
  DEFAULT_FLEX,
  effectiveOrder,
  getCol,
  getCols,
  ownerOf,
  type ColPath,
  type ColumnSettings,
  type Flex,
  type Layout,
} from '../../../model/layouts';
import { last } from '../../../model/layouts/paths';

export interface ColumnFormValues {
  size: number;
  offset: number;
  flex: Flex;
  /** '' for none. */
  align: string;
  flexOrder: number;
  noMarginBottom: boolean;
  textAlign: string;
  className: string;
}

export const FLEX_CHOICES: { value: Flex; label: string }[] = [
  { value: 'row', label: 'En ligne (row)' },
  { value: 'text', label: 'Texte (text)' },
  { value: 'stacked', label: 'Empilé (stacked, par défaut)' },
];

export const ALIGN_LABELS: Record<string, string> = {
  left: 'Gauche',
  center: 'Centre',
  right: 'Droite',
  both: 'Réparti (espace entre)',
  spaced: 'Espacé (espace autour)',
};

export function columnFormValues(layout: Layout, path: ColPath): ColumnFormValues & { siblings: number } {
  const col = getCol(layout, path);
  return {
    size: col.size,
    offset: col.offset ?? 0,
    flex: col.flex ?? DEFAULT_FLEX,
    align: col.align ?? '',
    flexOrder: effectiveOrder(col, last(path)),
    noMarginBottom: col.noMarginBottom === true,
    textAlign: col.options?.align ?? '',
    className: col.options?.className ?? '',
    siblings: getCols(layout, ownerOf(path)).length,
  };
}

/** The changed settings only (an emptied field clears its setting). */
export function columnPatch(initial: ColumnFormValues, values: ColumnFormValues): ColumnSettings {
  const patch: { -readonly [K in keyof ColumnSettings]: ColumnSettings[K] } = {};
  if (values.size !== initial.size) patch.size = values.size;
  if (values.offset !== initial.offset) patch.offset = values.offset || undefined;
  if (values.flex !== initial.flex) patch.flex = values.flex;
  if (values.align !== initial.align) patch.align = values.align || undefined;
  if (values.flexOrder !== initial.flexOrder) patch.flexOrder = values.flexOrder;
  if (values.noMarginBottom !== initial.noMarginBottom) patch.noMarginBottom = values.noMarginBottom || undefined;
  const options: { align?: 'left' | 'center' | 'right'; className?: string } = {};
  if (values.textAlign !== initial.textAlign) options.align = (values.textAlign || undefined) as typeof options.align;
  if (values.className !== initial.className) options.className = values.className.trim() || undefined;
  if (Object.keys(options).length) patch.options = options;
  return patch;
}
