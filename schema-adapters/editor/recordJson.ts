// JSON editing of a whole record (spec 001 §2 "optional JSON editor mode", §7 "JSON editing is local"):
// the form's values as formatted JSON, and back, checked with the validators the server runs.
import type { DataSchema } from '../../model/metaSchema';
import { checkRecord } from '../../model/validation';
import { JSON_INVALID, JSON_NOT_AN_OBJECT, fieldError } from '../shared/messages';
import { jsonSyntaxError } from '../../model/jsonSyntax';
import { isPlainObject } from '../../model/isObject';
import { SYSTEM_KEYS, isUnset, sameValue, withoutKeys, type Values } from './recordValues';

type Schema = Pick<DataSchema, 'propertiesList'>;

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: string[] };

/** The record as the API has it (without react-admin's `id`), two-space indented. */
export const recordToJson = (values: Values): string => JSON.stringify(withoutKeys(values, ['id']), null, 2);

/** A JSON object, or 'JSON invalide : ...'. */
export function parseJsonObject(text: string): Parsed<Values> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, errors: [JSON_INVALID(jsonSyntaxError(text))] };
  }
  return isPlainObject(value) ? { ok: true, value } : { ok: false, errors: [JSON_INVALID(JSON_NOT_AN_OBJECT)] };
}

const labelOf = (schema: Schema, key: string) => schema.propertiesList.find((prop) => prop.key === key)?.label || key;

export interface CheckTarget {
  schema: Schema;
  isNew: boolean;
  /** The last saved version (a new record's initial values): read-only values may stay as they are. */
  stored: Values;
  /** What the form holds now: keys outside the schema that the input leaves as they are pass. */
  current: Values;
}

/** The field messages of a whole record (`checkRecord`, `partial: false`), each with its field's name. */
export function recordErrors(values: Values, { schema, isNew, stored, current }: CheckTarget): string[] {
  const declared = new Set(schema.propertiesList.map((prop) => prop.key));
  const input = withoutKeys(values, SYSTEM_KEYS);
  for (const key of Object.keys(input)) {
    // Keys outside the schema left as they are, and what inputs register for a value the record lacks, pass.
    if (!declared.has(key) && sameValue(input[key], current[key])) delete input[key];
    else if (isUnset(input[key]) && isUnset(stored[key])) delete input[key];
  }
  const check = checkRecord(schema, input, { partial: false, isNew, stored: withoutKeys(stored, SYSTEM_KEYS) });
  return Object.entries(check.errors).map(([key, message]) => fieldError(labelOf(schema, key), message));
}

/**
 * The form values a JSON text describes: checked like a whole record, applied as written (the server normalises
 * on save). The server's keys stay those of the form, except the id a new record may be given.
 */
export function recordFromJson(text: string, target: CheckTarget): Parsed<Values> {
  const parsed = parseJsonObject(text);
  if (!parsed.ok) return parsed;
  const errors = recordErrors(parsed.value, target);
  if (errors.length) return { ok: false, errors };
  const kept = target.isNew ? SYSTEM_KEYS.filter((key) => key !== '_id') : SYSTEM_KEYS;
  const values = withoutKeys(parsed.value, kept);
  for (const key of kept) if (target.current[key] !== undefined) values[key] = target.current[key];
  return { ok: true, value: values };
}
