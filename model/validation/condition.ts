// Record-level display conditions (spec 000 §5): a property applies only when another key holds a given value.
import type { PropertyDefinition } from '../metaSchema.js';
import { deepEqual } from '../diff.js';

function valueAt(record: Record<string, unknown>, path: string): unknown {
  let current: unknown = record;
  for (const segment of path.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/**
 * Whether `prop.condition` holds on `record`. `condition.key` may be a dotted path; `equals` an array means
 * "one of". Without `equals` the key must hold a truthy value. visitorType / deviceType concern the public
 * site, not the record, and are ignored here.
 */
export function conditionHolds(prop: PropertyDefinition, record: Record<string, unknown>): boolean {
  const condition = prop.condition;
  if (!condition?.key) return true;
  const actual = valueAt(record, condition.key);
  const expected = condition.equals;
  if (expected === undefined) return Boolean(actual) && !(Array.isArray(actual) && actual.length === 0);
  if (deepEqual(expected, actual)) return true;
  return Array.isArray(expected) && expected.some((item) => deepEqual(item, actual));
}
