// Structural sharing across the form: react-hook-form stores a deep clone of every value it is given, so the layout
// coming back from the form is a new tree even where nothing changed. `reuseEqual` gives back the previous objects
// wherever the new value is equal to them, so memoised rows, columns and contents skip their render (300 components
// stay smooth). Items with a uuid (rows, most contents) are matched by uuid, others by position.
import { isPlainObject } from '../../model/isObject';

const uuidOf = (v: unknown): string | undefined => (isPlainObject(v) && typeof v.uuid === 'string' ? v.uuid : undefined);

function reuseArray(prev: readonly unknown[], next: readonly unknown[]): readonly unknown[] {
  const byUuid = new Map<string, unknown>();
  for (const item of prev) {
    const id = uuidOf(item);
    if (id !== undefined && !byUuid.has(id)) byUuid.set(id, item);
  }
  let same = prev.length === next.length;
  const out = next.map((item, i) => {
    const id = uuidOf(item);
    const match = id !== undefined && byUuid.has(id) ? byUuid.get(id) : prev[i];
    const reused = reuseEqual(match, item);
    if (reused !== prev[i]) same = false;
    return reused;
  });
  return same ? prev : out;
}

function reuseObject(prev: Record<string, unknown>, next: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(next);
  let same = keys.length === Object.keys(prev).length;
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const reused = Object.hasOwn(prev, key) ? reuseEqual(prev[key], next[key]) : next[key];
    out[key] = reused;
    if (reused !== prev[key] || !Object.hasOwn(prev, key)) same = false;
  }
  return same ? prev : out;
}

/** `next`, with every part equal to the matching part of `prev` replaced by that part (the whole of `prev` if equal). */
export function reuseEqual<T>(prev: unknown, next: T): T {
  if (prev === next) return next;
  if (Array.isArray(prev) && Array.isArray(next)) return reuseArray(prev, next) as T;
  if (isPlainObject(prev) && isPlainObject(next)) return reuseObject(prev, next) as T;
  return next;
}
