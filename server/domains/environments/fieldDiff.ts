// A readable field-level diff of two versions of a record (spec 000 §2 Content comparison): one line per changed
// leaf, with dotted paths ("layout.0.cols.1.size"), system keys left out.
import { deepEqual } from '../../../model/diff.js';
import { COMPUTED_KEYS } from '../../../model/validation/index.js';
import type { FieldChange } from '../../../model/environments/index.js';
import { isObject } from '../../../model/isObject.js';

export type { FieldChange };

/** Bookkeeping of each server, never a difference between two copies of a record. */
export const SYSTEM_KEYS = new Set(['_id', 'id', '_cls', 'createdAt', 'updatedAt', '_archived', ...COMPUTED_KEYS]);

const MAX_CHANGES = 200;
const absent = (v: unknown) => v === undefined || v === null;

/** The changes that turn `before` into `after`; both may be undefined (a record that one side lacks). */
export function fieldDiff(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): FieldChange[] {
  const changes: FieldChange[] = [];
  const walk = (a: unknown, b: unknown, path: string) => {
    if (changes.length >= MAX_CHANGES || deepEqual(a, b)) return;
    if (absent(a) && absent(b)) return;
    if (absent(a)) return void changes.push({ path, kind: 'added', after: b });
    if (absent(b)) return void changes.push({ path, kind: 'removed', before: a });
    const bothObjects = isObject(a) && isObject(b);
    const bothLists = Array.isArray(a) && Array.isArray(b);
    if (!bothObjects && !bothLists) return void changes.push({ path, kind: 'changed', before: a, after: b });
    const keys = bothLists
      ? Array.from({ length: Math.max((a as unknown[]).length, (b as unknown[]).length) }, (_, i) => String(i))
      : [...new Set([...Object.keys(a as object), ...Object.keys(b as object)])].sort();
    for (const key of keys) walk((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
  };
  const strip = (r: Record<string, unknown> | undefined) => r && Object.fromEntries(Object.entries(r).filter(([k]) => !SYSTEM_KEYS.has(k)));
  walk(strip(before), strip(after), '');
  return changes;
}
