// A stored record's versions (`doc._v`: shape → version) and its upgrade: every property whose type has a migration
// sequence is brought to the current version of its shape. The record is stamped with the current versions.
import { layoutMigrations } from './layout.js';
import { richTextMigrations } from './richText.js';
import { upgrade, type MigrationSequence } from './sequence.js';

export const VERSION_KEY = '_v';

/** Property type → the sequence of its stored shape. */
const BY_PROPERTY_TYPE: Record<string, MigrationSequence<unknown>> = { richtext: richTextMigrations, layout: layoutMigrations };

export type Versions = Record<string, number>;

export const CURRENT_VERSIONS: Versions = Object.fromEntries(Object.values(BY_PROPERTY_TYPE).map((s) => [s.shape, s.current]));

/** The property types whose stored values have versions: only records of types with such properties need upgrades. */
export const VERSIONED_PROPERTY_TYPES = Object.keys(BY_PROPERTY_TYPE);

const versionsOf = (doc: Record<string, unknown>): Versions => {
  const v = doc[VERSION_KEY];
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Versions) : {};
};

export const isCurrent = (doc: Record<string, unknown>): boolean => {
  const v = versionsOf(doc);
  return Object.entries(CURRENT_VERSIONS).every(([shape, current]) => v[shape] === current);
};

export interface PropertyShape {
  key: string;
  type: string;
}

/** The document in the current shapes, stamped; `changed` is false when it was current already. */
export function upgradeDocument(
  properties: readonly PropertyShape[],
  doc: Record<string, unknown>,
): { doc: Record<string, unknown>; changed: boolean } {
  if (isCurrent(doc)) return { doc, changed: false };
  const versions = versionsOf(doc);
  const out: Record<string, unknown> = { ...doc };
  for (const p of properties) {
    const sequence = BY_PROPERTY_TYPE[p.type];
    if (!sequence || out[p.key] === undefined || out[p.key] === null) continue;
    out[p.key] = upgrade(sequence, out[p.key], versions[sequence.shape] ?? 0);
  }
  out[VERSION_KEY] = CURRENT_VERSIONS;
  return { doc: out, changed: true };
}
