// What a save sends (spec 001 §4): a new record whole, a persisted one as its diff against the last saved version.
import type { DataSchema } from '../../model/metaSchema';
import { deepEqual, diffRecord } from '../../model/diff';
import { isPropertyHidden } from '../../model/validation';
import { isUnset } from '../editor/recordValues';

type Values = Record<string, unknown>;
type Schema = Pick<DataSchema, 'propertiesList'>;
export interface Editor {
  isNew: boolean;
  isDeveloper: boolean;
}

// An input registers '' or null for a key the record lacks, [] for a list, {} (or an object of blanks) for an
// object, and a switch registers false: none of that is a change.
const isBlank = isUnset;

/** The values with hidden properties, and blank values that were blank already, back at their saved state. */
function withUnsubmittedKept(schema: Schema, values: Values, saved: Values, editor: Editor): Values {
  const result = { ...values };
  for (const prop of schema.propertiesList) {
    const key = prop.key;
    const hidden = isPropertyHidden(prop, values, editor);
    if (!hidden && !(isBlank(values[key]) && isBlank(saved[key]))) continue;
    if (Object.hasOwn(saved, key)) result[key] = saved[key];
    else delete result[key];
  }
  return result;
}

/**
 * The values to hand to the data provider. Hidden properties are not submitted (spec 000 §5): left out of a
 * new record, kept at their saved value in a persisted one so that the diff leaves them alone.
 */
export function valuesToSave(schema: Schema, values: Values, saved: Values | undefined, editor: Editor): Values {
  if (saved && !editor.isNew) return withUnsubmittedKept(schema, values, saved, editor);
  const result = { ...values };
  for (const prop of schema.propertiesList) {
    if (isPropertyHidden(prop, values, editor)) delete result[prop.key];
  }
  return result;
}

/** What changed since `saved` (the last saved version, or a new record's initial values); empty means nothing. */
export const changesOf = (schema: Schema, values: Values, saved: Values, editor: Editor): Values =>
  diffRecord(saved, withUnsubmittedKept(schema, values, saved, editor));

const propsByKey = new WeakMap<Schema, Map<string, DataSchema['propertiesList'][number]>>();
const propsOf = (schema: Schema) => {
  let props = propsByKey.get(schema);
  if (!props) propsByKey.set(schema, (props = new Map(schema.propertiesList.map((prop) => [prop.key, prop]))));
  return props;
};

/**
 * Whether `changesOf` would find anything, without building the diff: stops at the first change, looking at
 * `firstKeys` first (the key just edited). Called on every keystroke.
 */
export function hasChanges(schema: Schema, values: Values, saved: Values, editor: Editor, firstKeys: readonly string[] = []): boolean {
  const props = propsOf(schema);
  for (const key of new Set([...firstKeys, ...Object.keys(values), ...Object.keys(saved)])) {
    const prop = props.get(key);
    if (prop && (isPropertyHidden(prop, values, editor) || (isBlank(values[key]) && isBlank(saved[key])))) continue;
    const value = values[key];
    if (value === undefined ? saved[key] !== undefined && saved[key] !== null : !deepEqual(saved[key], value)) return true;
  }
  return false;
}
