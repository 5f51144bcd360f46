// Schema records (documents of the global type `schema`, shaped by model/metaSchema.ts). Version 1 is the shape
// the meta-schema describes today; a change of the meta-schema adds its step here, which reads and the job apply.
import { unstamped, upgradeDocument } from './document.js';
import { defineMigrations, type MigrationSequence } from './sequence.js';

export const schemaMigrations = defineMigrations<Record<string, unknown>>('schema', [
  {
    version: 1,
    name: 'Initial',
    up: (schema) => schema,
  },
]);

/** A stored schema record as the registry holds it: in the current shape, without its versions. */
export const upgradedSchemaRecord = (doc: Record<string, unknown>): Record<string, unknown> =>
  unstamped(upgradeDocument([], doc, schemaMigrations).doc);

/** Record types whose whole stored record has a shape sequence of its own, by type id. */
export const RECORD_SHAPES: Readonly<Record<string, MigrationSequence<Record<string, unknown>>>> = { schema: schemaMigrations };
