// Comparing and copying the values a record form holds (history snapshots, dirty state).
import { deepEqual } from '../../model/diff';
import { isPlainObject } from '../../model/isObject';

export type Values = Record<string, unknown>;

/** Keys the server sets (and react-admin's `id`): never edited, copied or pasted as such. */
export const SYSTEM_KEYS: readonly string[] = ['id', '_id', '_cls', 'createdAt', 'updatedAt', '_archived'];

/**
 * Nothing: what an input holds for a key the record lacks ('' for a text, null, [] for a list, {} for an object
 * with no member set). Such values are no change, in the history as in the diff.
 */
export const hasNoValue = (v: unknown): boolean =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0) || (isPlainObject(v) && Object.values(v).every(hasNoValue));

/**
 * Unset as far as saving goes: no value, a switch left off (a bool the record lacks reads as false everywhere),
 * or an object whose members are all unset (what an object's inputs register for a record without it).
 */
export const isUnset = (v: unknown): boolean => hasNoValue(v) || v === false || (isPlainObject(v) && Object.values(v).every(isUnset));

export const sameValue = (a: unknown, b: unknown): boolean => (hasNoValue(a) && hasNoValue(b)) || deepEqual(a, b);

/** Same values key by key, whatever "nothing" each side holds. */
export function sameValues(a: Values, b: Values): boolean {
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (!sameValue(a[key], b[key])) return false;
  }
  return true;
}

/** A deep copy that later edits of the form cannot reach (values are JSON-like; anything else goes through JSON). */
export function cloneValues(values: Values): Values {
  try {
    return structuredClone(values);
  } catch {
    return JSON.parse(JSON.stringify(values)) as Values;
  }
}

export function withoutKeys(values: Values, keys: Iterable<string>): Values {
  const result = { ...values };
  for (const key of keys) delete result[key];
  return result;
}
