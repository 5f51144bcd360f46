// What a save sends (spec 001 §4): a new record whole, a persisted one as its diff against the last saved version.
import type { DataSchema } from '../../model/metaSchema';
import { diffRecord } from '../../model/diff';
import { isPropertyHidden } from '../../model/validation';

type Values = Record<string, unknown>;
type Schema = Pick<DataSchema, 'propertiesList'>;
export interface Editor {
  isNew: boolean;
  isDeveloper: boolean;
}

// An input registers '' or null for a key the record lacks: that is no change.
const isBlank = (v: unknown) => v == null || v === '' || (Array.isArray(v) && v.length === 0);

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
