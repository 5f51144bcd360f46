// Flags at every depth (issue 36): a property locked for this write (read-only, create-only once the record exists,
// developer-only for a non-developer) may sit inside an object or a list item, at any depth. There, as at the top,
// sending its stored value back is no change, leaving it out of an object keeps the stored value, and any other
// value is refused, with the field's path ('choices.0.voteCount').
// List items have no identity of their own: an item's stored counterpart is a stored item holding the locked values
// it sends (the same position first; an item sending none is matched by position, and keeps that item's). A list may
// so be reordered, cut or added to, but never hold a locked value no stored item had; a new item holds none (empty
// or the default). Since the other members of an item are writable, matching by position only would lock nothing
// more, and would refuse removing an item.
import { deepEqual } from '../diff.js';
import type { PropertyDefinition } from '../metaSchema.js';
import { itemProperty } from './types/list.js';
import { isBlank } from './util.js';
import { isPlainObject } from '../isObject.js';

/** Why `prop` may not be changed by this write, or undefined when it may. */
export type LockOf = (prop: PropertyDefinition) => string | undefined;
export interface Locked {
  /** The value with the locked members an object left out kept from the stored value. */
  value: unknown;
  /** The refused changes, by path from the property. */
  errors: Record<string, string>;
}

const same = (a: unknown, b: unknown): boolean => (isBlank(a) && isBlank(b)) || deepEqual(a, b);
const membersOf = (prop: PropertyDefinition): readonly PropertyDefinition[] | undefined => (prop.type === 'object' ? prop.propertiesList : undefined);
/** What a locked member of a new object may hold: nothing, or its default. */
const fresh = (member: PropertyDefinition, value: unknown): boolean => same(value, undefined) || same(value, member.default);

/** `nestedLocks` over the written properties of a record: what they keep, and the paths they refuse. */
export function recordLocks(
  props: readonly PropertyDefinition[],
  value: Record<string, unknown>,
  stored: Record<string, unknown> | undefined,
  lockOf: LockOf,
): { value: Record<string, unknown>; errors: Record<string, string> } {
  const out = { ...value };
  const errors: Record<string, string> = {};
  for (const prop of props) {
    if (!(prop.key in out)) continue;
    const locks = nestedLocks(prop, out[prop.key], stored?.[prop.key], lockOf);
    Object.assign(errors, locks.errors);
    out[prop.key] = locks.value;
  }
  return { value: out, errors };
}

/** The changes `value` makes to the locked properties nested in `prop`, against the `stored` value (undefined: none). */
export function nestedLocks(prop: PropertyDefinition, value: unknown, stored: unknown, lockOf: LockOf, path = prop.key): Locked {
  const errors: Record<string, string> = {};
  const members = membersOf(prop);
  if (members && isPlainObject(value)) {
    const out: Record<string, unknown> = { ...value };
    const before = isPlainObject(stored) ? stored : undefined;
    for (const member of members) {
      const lock = lockOf(member);
      const at = `${path}.${member.key}`;
      if (lock && !(member.key in value)) {
        if (before?.[member.key] !== undefined) out[member.key] = before[member.key];
      } else if (lock && !(before ? same(value[member.key], before[member.key]) : fresh(member, value[member.key]))) {
        errors[at] = lock;
      } else if (!lock && member.key in value) {
        const nested = nestedLocks(member, value[member.key], before?.[member.key], lockOf, at);
        out[member.key] = nested.value;
        Object.assign(errors, nested.errors);
      }
    }
    return { value: out, errors };
  }
  const item = Array.isArray(value) ? itemProperty(prop) : undefined;
  if (!item || !hasLocks(item, lockOf)) return { value, errors };
  const pool = Array.isArray(stored) ? stored.map((v, i) => ({ v, i })) : [];
  const items = (value as unknown[]).map((v, i) => {
    const at = `${path}.${i}`;
    const sent = sentLocked(item, v, lockOf);
    const holds = (candidate: unknown) =>
      sent.every((m) => isPlainObject(candidate) && same(candidate[m.key], (v as Record<string, unknown>)[m.key]));
    const found = [pool.findIndex((s) => s.i === i), ...pool.keys()].find((k) => k >= 0 && holds(pool[k].v));
    let nested = nestedLocks(item, v, found === undefined ? undefined : pool.splice(found, 1)[0].v, lockOf, at);
    // Unmatched, it is a new item; when refused, the refusal names what differs from the item at its position.
    const positional = found === undefined && Array.isArray(stored) ? nestedLocks(item, v, stored[i], lockOf, at) : undefined;
    if (Object.keys(nested.errors).length && positional && Object.keys(positional.errors).length) nested = positional;
    Object.assign(errors, nested.errors);
    return nested.value;
  });
  return { value: items, errors };
}

/** Whether a locked property sits anywhere inside `prop`. */
export function hasLocks(prop: PropertyDefinition, lockOf: LockOf): boolean {
  const item = prop.type === 'list' ? itemProperty(prop) : undefined;
  if (item) return hasLocks(item, lockOf);
  return (membersOf(prop) ?? []).some((m) => lockOf(m) !== undefined || hasLocks(m, lockOf));
}

/** The locked members an item sends, by whose values it is matched to a stored item. */
const sentLocked = (item: PropertyDefinition, value: unknown, lockOf: LockOf): PropertyDefinition[] =>
  isPlainObject(value) ? (membersOf(item) ?? []).filter((m) => lockOf(m) && m.key in value) : [];

/**
 * `value` with the locked properties nested in it set back to `current`'s (list items by position): what restoring
 * an older version writes, so that it changes what an update may change and nothing else.
 */
export function keepLocked(prop: PropertyDefinition, value: unknown, current: unknown, lockOf: LockOf): unknown {
  const members = membersOf(prop);
  if (members && isPlainObject(value)) {
    const now = isPlainObject(current) ? current : {};
    const out: Record<string, unknown> = { ...value };
    for (const member of members) {
      if (!lockOf(member)) {
        if (member.key in value) out[member.key] = keepLocked(member, value[member.key], now[member.key], lockOf);
      } else if (now[member.key] === undefined) delete out[member.key];
      else out[member.key] = now[member.key];
    }
    return out;
  }
  const item = Array.isArray(value) ? itemProperty(prop) : undefined;
  if (!item || !hasLocks(item, lockOf)) return value;
  return (value as unknown[]).map((v, i) => keepLocked(item, v, Array.isArray(current) ? current[i] : undefined, lockOf));
}

/** `value` without the locked properties nested in it, at every depth (what a reader is shown: services/recordView.ts). */
export const withoutLocked = (prop: PropertyDefinition, value: unknown, lockOf: LockOf): unknown => keepLocked(prop, value, undefined, lockOf);
