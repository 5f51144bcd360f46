// Duplicating a record (spec 001 §2, §4, §7): a local copy that opens as a new record.
import type { DataSchema } from '../../model/metaSchema';
import { cloneValues, withoutKeys, type Values } from './recordValues';

const NOT_COPIED = ['_id', 'id', 'createdAt', 'updatedAt', '_archived'];

/**
 * The values a duplicate starts from: no id, no dates, no notDuplicable property; read-only properties are left
 * out too (the server computes them and refuses them on a creation).
 */
export function duplicateOf(schema: Pick<DataSchema, 'propertiesList'>, values: Values): Values {
  const copy = withoutKeys(values, NOT_COPIED);
  for (const prop of schema.propertiesList) {
    if (prop.notDuplicable || prop.readOnly) delete copy[prop.key];
  }
  return cloneValues(copy);
}
