// A stored record's versions (`doc._v`: shape → version) and its upgrade: every value whose property type has a
// migration sequence, in nested objects and lists too, is brought to the current version of its shape; a record
// with a shape of its own (schema records) is brought to that shape's current version first. The record is then
// stamped with the current versions.
import type { PropertyDefinition } from '../metaSchema.js';
import { childProperties, visitProperties } from '../propertyTree.js';
import { descriptorOf, PROPERTY_TYPE_DESCRIPTORS, type PropertyTypeDescriptor } from '../propertyTypes.js';
import { upgrade, type MigrationSequence } from './sequence.js';
import { isObject } from '../isObject.js';

export const VERSION_KEY = '_v';

type Json = Record<string, unknown>;

const sequenceOf = (type: string | undefined): MigrationSequence<unknown> | undefined => descriptorOf(type)?.migrations;
const SEQUENCES = Object.values<PropertyTypeDescriptor>(PROPERTY_TYPE_DESCRIPTORS).flatMap((d) => d.migrations ?? []);

export type Versions = Record<string, number>;

/** The versions every record is stamped with: those of the property shapes. */
export const CURRENT_VERSIONS: Versions = Object.fromEntries(SEQUENCES.map((s) => [s.shape, s.current]));

/** The versions of a record: the property shapes', and its own shape's when it has one. */
export const currentVersions = (recordShape?: MigrationSequence<Json>): Versions =>
  recordShape ? { ...CURRENT_VERSIONS, [recordShape.shape]: recordShape.current } : CURRENT_VERSIONS;

/** Whether a tree of definitions holds a versioned value at any depth: only such records need upgrades. */
export function hasVersionedProperties(props: readonly PropertyDefinition[] | undefined): boolean {
  let found = false;
  visitProperties(props, (p) => {
    found ||= !!sequenceOf(p.type) || (descriptorOf(p.type)?.nests === 'items' && !!sequenceOf(p.itemType));
  });
  return found;
}

const versionsOf = (doc: Json): Versions => {
  const v = doc[VERSION_KEY];
  return isObject<Json>(v) ? (v as Versions) : {};
};

const holds = (doc: Json, target: Versions): boolean => {
  const v = versionsOf(doc);
  return Object.entries(target).every(([shape, current]) => v[shape] === current);
};

type Up = (sequence: MigrationSequence<unknown>, value: unknown) => unknown;

/** `record` with its versioned values upgraded; the same object when none changed. */
function upgradeMembers(props: readonly PropertyDefinition[], record: Json, up: Up): Json {
  let out = record;
  for (const p of props) {
    const value = record[p.key];
    if (value === undefined || value === null) continue;
    const next = upgradeValue(p, value, up);
    if (next !== value) out = { ...out, [p.key]: next };
  }
  return out;
}

function upgradeValue(prop: PropertyDefinition, value: unknown, up: Up): unknown {
  const sequence = sequenceOf(prop.type);
  if (sequence) return up(sequence, value);
  const nests = descriptorOf(prop.type)?.nests;
  const members = childProperties(prop);
  if (nests === 'members') return members && isObject<Json>(value) ? upgradeMembers(members, value, up) : value;
  if (nests !== 'items' || !Array.isArray(value)) return value;
  const itemSequence = sequenceOf(prop.itemType);
  if (members) return value.map((item) => (isObject<Json>(item) ? upgradeMembers(members, item, up) : item));
  return itemSequence ? value.map((item) => up(itemSequence, item)) : value;
}

/** The record without its versions: what validation, hooks and users see. */
export function unstamped(doc: Json): Json {
  const { [VERSION_KEY]: _versions, ...rest } = doc;
  return rest;
}

/** The record as written now, in the current shapes: stamped with the current versions. */
export const stamped = (doc: Json, recordShape?: MigrationSequence<Json>): Json => ({ ...doc, [VERSION_KEY]: currentVersions(recordShape) });

/** The document in the current shapes, stamped; `changed` is false when it was current already. */
export function upgradeDocument(
  properties: readonly PropertyDefinition[],
  doc: Json,
  recordShape?: MigrationSequence<Json>,
): { doc: Json; changed: boolean } {
  if (holds(doc, currentVersions(recordShape))) return { doc, changed: false };
  const versions = versionsOf(doc);
  const from = (sequence: { shape: string }) => versions[sequence.shape] ?? 0;
  let out = unstamped(doc);
  if (recordShape) out = upgrade(recordShape, out, from(recordShape));
  out = upgradeMembers(properties, out, (sequence, value) => upgrade(sequence, value, from(sequence)));
  return { doc: stamped(out, recordShape), changed: true };
}
