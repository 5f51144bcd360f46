// Schema records (documents of the global type `schema`, shaped by model/metaSchema.ts). Version 1 is the shape
// the meta-schema first described; a change of the meta-schema adds its step here, which reads and the job apply.
import type { PropertyDefinition } from '../metaSchema.js';
import { mapProperties } from '../propertyTree.js';
import { unstamped, upgradeDocument } from './document.js';
import { richTextMigrations } from './richText.js';
import { defineMigrations, upgrade, type MigrationSequence } from './sequence.js';

/**
 * Every definition's `hint` (at any depth: object members, list items) in the current rich-text shape, as spec 000
 * §6 and the schema of schemas declare it; `change` may then rework each hint further (the server sanitises them).
 */
export function withRichTextHints(schema: Record<string, unknown>, change: (hint: unknown) => unknown = (hint) => hint): Record<string, unknown> {
  if (!Array.isArray(schema.propertiesList)) return schema;
  const propertiesList = mapProperties(schema.propertiesList as PropertyDefinition[], (prop) =>
    prop.hint === undefined || prop.hint === null ? prop : { ...prop, hint: change(upgrade(richTextMigrations, prop.hint, 0)) },
  );
  return { ...schema, propertiesList };
}

export const schemaMigrations = defineMigrations<Record<string, unknown>>('schema', [
  {
    version: 1,
    name: 'Initial',
    up: (schema) => schema,
  },
  {
    version: 2,
    name: 'NestedHintsAsRichText',
    // The schema editor kept hints as plain text, at every depth: rich text now, as declared.
    up: (schema) => withRichTextHints(schema),
  },
]);

/** A stored schema record as the registry holds it: in the current shape, without its versions. */
export const upgradedSchemaRecord = (doc: Record<string, unknown>): Record<string, unknown> =>
  unstamped(upgradeDocument([], doc, schemaMigrations).doc);

/** Record types whose whole stored record has a shape sequence of its own, by type id. */
export const RECORD_SHAPES: Readonly<Record<string, MigrationSequence<Record<string, unknown>>>> = { schema: schemaMigrations };
