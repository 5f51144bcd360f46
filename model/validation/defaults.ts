// Default values for new records (spec 001 §3: bool, int, string ... carry a `default`).
import type { DataSchema, PropertyDefinition } from '../metaSchema.js';

/** A copy of the property's default, so forms never share (and mutate) the schema's object. */
export const defaultValueOf = (prop: PropertyDefinition): unknown => (prop.default === undefined ? undefined : structuredClone(prop.default));

/** The values a new-record form starts from: every property's default. */
export function emptyRecord(schema: Pick<DataSchema, 'propertiesList'>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const prop of schema.propertiesList) {
    const value = defaultValueOf(prop);
    if (value !== undefined) record[prop.key] = value;
  }
  return record;
}
