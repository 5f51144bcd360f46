// Default values for new records and components (spec 001 §3: bool, int, string ... carry a `default`).
import type { DataSchema, PropertyDefinition } from '../metaSchema.js';
import { descriptorOf } from '../propertyTypes.js';

/**
 * The property's default, else its type's empty value (bools unchecked, lists empty); a copy, so forms never share
 * (and mutate) the schema's object.
 */
export const defaultValueOf = (prop: PropertyDefinition): unknown =>
  prop.default === undefined ? descriptorOf(prop.type)?.empty?.() : schemaDefaultOf(prop);

/**
 * The schema's own `default` only: what the server fills in on create. A record written through the API without a
 * bool or a list keeps it absent ("not set" stays distinct from false or empty for filters such as $exists).
 */
export const schemaDefaultOf = (prop: PropertyDefinition): unknown => (prop.default === undefined ? undefined : structuredClone(prop.default));

/** The values a new-record form or a new component's options start from: every property's default. */
export function emptyRecord(schema: Pick<DataSchema, 'propertiesList'>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const prop of schema.propertiesList) {
    const value = defaultValueOf(prop);
    if (value !== undefined) record[prop.key] = value;
  }
  return record;
}
