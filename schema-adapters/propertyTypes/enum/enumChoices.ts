// Choices of an enum property: its declared values, or the records of its data source (spec 001 §3).
import type { DataSource, PropertyDefinition } from '../../../model/metaSchema';
import { isObject } from '../../../model/isObject';
import { shortText } from '../../shared';

export interface EnumChoice {
  id: string | number | boolean;
  name: string;
}

export const isScalar = (v: unknown): v is EnumChoice['id'] => ['string', 'number', 'boolean'].includes(typeof v);

const asList = (value: unknown): unknown[] => (value == null ? [] : Array.isArray(value) ? value : [value]);

/**
 * The declared values, plus any stored value no longer declared so that it stays visible
 * (and the validator can say it is not allowed) instead of silently showing an empty select.
 */
export function declaredChoices(prop: PropertyDefinition, current: unknown): EnumChoice[] {
  const choices: EnumChoice[] = (prop.values ?? []).map((v) => ({ id: v.value, name: v.label }));
  for (const value of asList(current)) {
    if (isScalar(value) && value !== '' && !choices.some((c) => c.id === value)) choices.push({ id: value, name: String(value) });
  }
  return choices;
}

/** A dotted path inside a record ('author.name'). */
export function valueAt(record: unknown, path: string): unknown {
  let current = record;
  for (const segment of path.split('.')) {
    if (current == null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

export function dataSourceChoices(records: readonly unknown[], dataSource: DataSource): EnumChoice[] {
  return records.flatMap((record) => {
    const id = valueAt(record, dataSource.valuePath || '_id');
    return isScalar(id) ? [{ id, name: shortText(valueAt(record, dataSource.labelPath || 'label')) || String(id) }] : [];
  });
}

/** The choices plus the stored value(s) they lack, so that a value no longer offered stays visible. */
export function withCurrentValues(choices: EnumChoice[], current: unknown): EnumChoice[] {
  const missing = asList(current).filter(
    (value): value is EnumChoice['id'] => isScalar(value) && value !== '' && !choices.some((c) => c.id === value),
  );
  return missing.length ? [...choices, ...missing.map((id) => ({ id, name: String(id) }))] : choices;
}

/** The data source's query is JSON text; an unreadable one filters nothing. */
export function dataSourceFilter(query: string | undefined): Record<string, unknown> {
  if (!query) return {};
  try {
    const filter: unknown = JSON.parse(query);
    return isObject(filter) ? filter : {};
  } catch {
    return {};
  }
}

/** Labels of the stored value(s), for list cells. */
export function enumLabel(prop: PropertyDefinition, value: unknown): string {
  return asList(value)
    .map((item) => prop.values?.find((v) => v.value === item)?.label ?? shortText(item))
    .filter(Boolean)
    .join(', ');
}
