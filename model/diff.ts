// Record diff (spec 001 §4): a persisted record is saved by sending only its changed top-level keys.
import { isObject } from './isObject.js';

/** JSON-like deep equality: key order ignored, a key holding undefined counts as absent. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'number') return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  }
  if (!isObject(a) || !isObject(b)) return false;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  const keysA = Object.keys(a).filter((k) => a[k] !== undefined);
  const keysB = Object.keys(b).filter((k) => b[k] !== undefined);
  return keysA.length === keysB.length && keysA.every((k) => Object.hasOwn(b, k) && deepEqual(a[k], b[k]));
}

/**
 * The top-level keys of `current` that differ from `saved`; keys gone from `current` come as null,
 * which the API reads as "unset".
 */
export function diffRecord(saved: Record<string, unknown> | null | undefined, current: Record<string, unknown>): Record<string, unknown> {
  const before = saved ?? {};
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(current)) {
    if (!deepEqual(before[key], value)) changes[key] = value === undefined ? null : value;
  }
  for (const [key, value] of Object.entries(before)) {
    if (current[key] === undefined && value !== undefined && value !== null) changes[key] = null;
  }
  return changes;
}
