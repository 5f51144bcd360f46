import type { DataSchema } from '../../model/metaSchema';
import { emptyRecord } from '../../model/validation';

/** A new record's starting values: each property's default (model/validation/defaults.ts); a singleton gets its fixed id. */
export function newRecordOf(schema: Pick<DataSchema, 'propertiesList' | 'isSingleton' | 'singletonId'>): Record<string, unknown> {
  const record = emptyRecord(schema);
  if (schema.isSingleton && schema.singletonId) record._id = schema.singletonId;
  return record;
}
