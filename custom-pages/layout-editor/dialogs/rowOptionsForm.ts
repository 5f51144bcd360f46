// The row options modal as data: the form values of a row and the patch they make (model/layout setRowOptions).
import { DEFAULT_BREAKPOINT_VIEWPORT, ROW_OPTION_FIELDS, type Row, type RowSettings } from '../../../model/layouts';

export type RowFormValues = Record<string, boolean | string>;

const TOP_LEVEL = ['fullWidth', 'gutters'];

export function rowFormValues(row: Row): RowFormValues {
  const values: RowFormValues = {};
  for (const { key, kind } of ROW_OPTION_FIELDS) {
    const stored = TOP_LEVEL.includes(key) ? (row as unknown as Record<string, unknown>)[key] : row.options?.[key];
    values[key] =
      kind === 'bool'
        ? stored === true
        : kind === 'viewport'
          ? String(stored ?? DEFAULT_BREAKPOINT_VIEWPORT)
          : typeof stored === 'string'
            ? stored
            : '';
  }
  return values;
}

/** The changed options only; an unticked box or an emptied text clears its option. */
export function rowPatch(initial: RowFormValues, values: RowFormValues): RowSettings {
  const patch: Record<string, unknown> = {};
  for (const { key, kind } of ROW_OPTION_FIELDS) {
    if (values[key] === initial[key]) continue;
    const value = values[key];
    patch[key] = kind === 'bool' ? (value === true ? true : undefined) : kind === 'string' ? String(value).trim() || undefined : value;
  }
  return patch as RowSettings;
}
