import type { DataSchema } from '../../model/metaSchema';
import { deepEqual } from '../../model/diff';

/**
 * The new catalogue, where every schema equal to one of the previous catalogue is that previous object
 * (and the whole previous array when nothing changed): React keeps what was built from them.
 */
export function reuseUnchanged(previous: DataSchema[], next: DataSchema[]): DataSchema[] {
  const before = new Map(previous.map((schema) => [schema._id, schema]));
  const merged = next.map((schema) => {
    const old = before.get(schema._id);
    return old && deepEqual(old, schema) ? old : schema;
  });
  const same = merged.length === previous.length && merged.every((schema, i) => schema === previous[i]);
  return same ? previous : merged;
}
