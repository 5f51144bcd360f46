// Default values for new records and components (spec 001 §3: bool, int, string ... carry a `default`).
import type { DataSchema, PropertyDefinition } from '../metaSchema.js';
import { descriptorOf } from '../propertyTypes.js';

/**
 * The property's default, else its type's empty value (bools unchecked, lists empty); a copy, so forms never share
 * (and mutate) the schema's object.
 */
export const defaultValueOf = (prop: PropertyDefinition): unknown =>
  prop.default === undefined ? descriptorOf(prop.type)?.empty?.() : structuredClone(prop.default);

/** The values a new-record form or a new component's options start from: every property's default. */
export function emptyRecord(schema: Pick<DataSchema, 'propertiesList'>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const prop of schema.propertiesList) {
    const value = defaultValueOf(prop);
    if (value !== undefined) record[prop.key] = value;
  }
  return record;
}
