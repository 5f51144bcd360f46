// Copy and paste of a record as JSON with its class marker (spec 001 §7): `{"_cls": "TextContent", ...}`.
import type { DataSchema, PropertyDefinition } from '../../model/metaSchema';
import { isPropertyLocked } from '../../model/validation';
import { PASTE_NO_CLASS, PASTE_OTHER_CLASS, PASTE_REFUSED } from '../shared/messages';
import { recordErrors, parseJsonObject, type CheckTarget, type Parsed } from './recordJson';
import { SYSTEM_KEYS, cloneValues, withoutKeys, type Values } from './recordValues';

type Schema = Pick<DataSchema, '_id' | 'propertiesList'>;

/** The record's own class, or the schema's for a record not saved yet. */
export const classOf = (schema: Pick<DataSchema, '_id'>, values: Values): string =>
  typeof values._cls === 'string' && values._cls ? values._cls : schema._id;

/** The clipboard text of a record: its class first, then its values (react-admin's `id` left out). */
export const clipboardTextOf = (schema: Schema, values: Values): string =>
  JSON.stringify({ _cls: classOf(schema, values), ...withoutKeys(values, ['id', '_cls']) }, null, 2);

const isDeveloperOnly = (prop: PropertyDefinition) => Boolean(prop.notDisplayableInAdmin || prop.excludedFromMongooseSchema);

export interface PasteTarget extends CheckTarget {
  schema: Schema;
  isDeveloper: boolean;
}

/** Whether pasting may set this property: not the ids and dates, not notDuplicable, not locked or off-limits ones. */
const pasteSets = (prop: PropertyDefinition, { isNew, isDeveloper }: PasteTarget) =>
  !SYSTEM_KEYS.includes(prop.key) && !prop.notDuplicable && !isPropertyLocked(prop, isNew) && (isDeveloper || !isDeveloperOnly(prop));

/**
 * The form values once `text` is pasted: each property pasting may set takes the pasted value (or none), the others
 * keep what the form holds. Refused with a French message for invalid JSON, another class, or invalid values.
 */
export function pastedValues(text: string, target: PasteTarget): Parsed<Values> {
  const parsed = parseJsonObject(text);
  if (!parsed.ok) return { ok: false, errors: parsed.errors.map(PASTE_REFUSED) };
  const pasted = parsed.value;
  const expected = classOf(target.schema, target.current);
  if (typeof pasted._cls !== 'string' || !pasted._cls) return { ok: false, errors: [PASTE_NO_CLASS] };
  if (pasted._cls !== expected) return { ok: false, errors: [PASTE_OTHER_CLASS(pasted._cls, expected)] };

  const values = cloneValues(target.current);
  for (const prop of target.schema.propertiesList) {
    if (!pasteSets(prop, target)) continue;
    if (pasted[prop.key] === undefined) delete values[prop.key];
    else values[prop.key] = cloneValues({ v: pasted[prop.key] }).v;
  }
  const errors = recordErrors(values, target);
  return errors.length ? { ok: false, errors: errors.map(PASTE_REFUSED) } : { ok: true, value: values };
}
