// A whole record (POST) or the changed keys of one (PUT) against its schema. The server runs this on
// every write; the form runs it before sending.
import type { DataSchema, PropertyDefinition } from '../metaSchema.js';
import { deepEqual } from '../diff.js';
import { SKIPPED_INDEXES_KEY } from '../skippedIndexes.js';
import { conditionHolds } from './condition.js';
import { rangeError, rangePartnerOf } from './dateRange.js';
import { schemaDefaultOf } from './defaults.js';
import type { RecordCheck, RecordCheckOptions, ValueCheck } from './types.js';
import { nestedLocks } from './nestedLocks.js';
import { isBlank } from './util.js';
import { requiredMessage, validateValue } from './validateValue.js';

/** Set by the server, never by the input. */
export const SERVER_KEYS: ReadonlySet<string> = new Set(['_id', '_cls', 'createdAt', 'updatedAt']);
/**
 * Kept by the server itself on a record (its document version, the counters the tools rebuild, the indexes a schema's
 * stored data kept from being built, which its read adds): no property of
 * its schema, never taken from an input (a copy carrying them is not refused for them), never a difference between
 * two copies of a record.
 */
export const COMPUTED_KEYS: ReadonlySet<string> = new Set(['_v', '_stats', SKIPPED_INDEXES_KEY]);

const optional = (prop: PropertyDefinition): PropertyDefinition => (prop.required ? { ...prop, required: false } : prop);
const same = (a: unknown, b: unknown): boolean => (isBlank(a) && isBlank(b)) || deepEqual(a, b);

/** Why a write may not change `prop` (read-only, or create-only once the record exists), or undefined. */
export function lockMessage(prop: PropertyDefinition, isNew: boolean): string | undefined {
  if (prop.readOnly) return 'Propriété en lecture seule';
  if (prop.createOnly && !isNew) return 'Modifiable seulement à la création';
  return undefined;
}

export function checkRecord(schema: Pick<DataSchema, 'propertiesList'>, input: Record<string, unknown>, opts: RecordCheckOptions): RecordCheck {
  const errors: Record<string, string> = {};
  const value: Record<string, unknown> = {};
  const stored = opts.stored ?? {};
  const props = schema.propertiesList.filter((p) => !SERVER_KEYS.has(p.key));
  const declared = new Set(props.map((p) => p.key));
  for (const key of Object.keys(input)) {
    if (!SERVER_KEYS.has(key) && !declared.has(key)) errors[key] = 'Propriété inconnue';
  }

  // First pass: type checks of the given values, required aside (it depends on conditions, which read
  // the record as it will be: stored values overridden by the normalised input).
  const given = new Map<string, ValueCheck>();
  for (const prop of props) {
    if (input[prop.key] !== undefined) given.set(prop.key, validateValue(optional(prop), input[prop.key], input));
  }
  const merged: Record<string, unknown> = { ...stored };
  for (const [key, r] of given) merged[key] = r.ok ? r.value : input[key];
  const fillDefaults = opts.isNew && !opts.partial;

  for (const prop of props) {
    const { key } = prop;
    let r = given.get(key);
    if (opts.partial && !r) continue;
    const lock = lockMessage(prop, opts.isNew);
    if (lock) {
      // Sending the stored value back (or the default, on create) is not a change.
      if (r && !same(merged[key], stored[key]) && !(opts.isNew && same(merged[key], prop.default))) {
        errors[key] = lock;
      } else if (!opts.partial) {
        const kept = stored[key] ?? (fillDefaults ? schemaDefaultOf(prop) : undefined);
        if (kept !== undefined) value[key] = kept;
      }
      continue;
    }
    const applies = conditionHolds(prop, merged);
    if (!r) {
      if (!applies) continue;
      r = validateValue(optional(prop), fillDefaults && !prop.required ? schemaDefaultOf(prop) : undefined, merged);
    }
    if (!r.ok) errors[key] = r.message;
    else if (r.value === null && prop.required && applies) errors[key] = requiredMessage(prop);
    // A partial write keeps nulls: they unset the stored value.
    else if (r.value !== null || opts.partial) {
      const locks = nestedLocks(prop, r.value, stored[key], (p) => lockMessage(p, opts.isNew));
      Object.assign(errors, locks.errors);
      value[key] = locks.value;
    }
  }
  checkDateRanges(props, { ...merged, ...value }, opts.partial ? new Set(given.keys()) : undefined, errors);
  return { ok: Object.keys(errors).length === 0, value, errors };
}

/** Start ≤ end for each timestamp pair (startTs / endTs ...), reported on the written side of the pair. */
function checkDateRanges(
  props: PropertyDefinition[],
  record: Record<string, unknown>,
  written: Set<string> | undefined,
  errors: Record<string, string>,
): void {
  const seconds = (v: unknown) => (typeof v === 'number' ? v : undefined);
  for (const prop of props) {
    if (prop.type !== 'timestamp' || errors[prop.key]) continue;
    const pair = rangePartnerOf(prop.key, props);
    if (!pair || (written && !written.has(prop.key))) continue;
    const message = rangeError(pair.role, seconds(record[prop.key]), seconds(record[pair.partnerKey]));
    if (message) errors[prop.key] = message;
  }
}
