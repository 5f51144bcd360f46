import type { DataSchema } from '../../model/metaSchema';
import { adapterOf } from '../propertyTypes';

/** A new record's starting values: each type's default; a singleton gets its fixed id. */
export function newRecordOf(schema: Pick<DataSchema, 'propertiesList' | 'isSingleton' | 'singletonId'>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const prop of schema.propertiesList) {
    const value = adapterOf(prop.type)?.defaultValue(prop);
    if (value !== undefined) record[prop.key] = value;
  }
  if (schema.isSingleton && schema.singletonId) record._id = schema.singletonId;
  return record;
}
