// The document migration job: at start, records stored in older shapes (rich text and layouts at any depth, schema
// records) are upgraded in batches and stamped, once per set of versions (recorded in app_state). Reads upgrade on
// the fly meanwhile (recordView.ts, schemaRegistry.ts); writes stamp the current versions (records.ts).
import type pg from 'pg';
import type { DataSchema } from '../../model/metaSchema.js';
import {
  currentVersions,
  hasVersionedProperties,
  RECORD_SHAPES,
  schemaMigrations,
  stamped,
  upgradedSchemaRecord,
  upgradeDocument,
} from '../../model/migrations/index.js';
import { getState, setState } from '../storage/appState.js';
import { inTransaction } from '../storage/db.js';
import { allDocuments } from '../storage/documents.js';
import { lockStaleBatch, writeUpgraded } from '../storage/documentVersions.js';
import { GLOBAL_SITE, SCHEMA_TYPE } from './schemaRegistry.js';

const BATCH = 500;
const STATE_KEY = 'documentVersions';
/** Every shape's current version: the job runs again when one of them changes. */
const ALL_VERSIONS = currentVersions(schemaMigrations);

/** The shape of the record itself, for types that have one (schema records). */
const recordShapeOf = (schema: DataSchema) => RECORD_SHAPES[schema._id];

const versioned = new WeakMap<DataSchema, boolean>();
const needsUpgrades = (schema: DataSchema): boolean => {
  let found = versioned.get(schema);
  if (found === undefined) versioned.set(schema, (found = !!recordShapeOf(schema) || hasVersionedProperties(schema.propertiesList)));
  return found;
};

// A schema record's shape is its own sequence's alone: that sequence brings the hints of its properties, at every
// depth, to rich text (the schema of schemas only describes the first level).
const upgraded = (schema: DataSchema, doc: Record<string, unknown>) => {
  const shape = recordShapeOf(schema);
  return upgradeDocument(shape ? [] : (schema.propertiesList ?? []), doc, shape).doc;
};

/** The record in the current shapes, for the read path; types without versioned values pass untouched. */
export const upgradedDoc = (schema: DataSchema, doc: Record<string, unknown>): Record<string, unknown> =>
  needsUpgrades(schema) ? upgraded(schema, doc) : doc;

/** The record to store: stamped with the versions of the shapes it is written in. */
export const stampedDoc = (schema: DataSchema, doc: Record<string, unknown>): Record<string, unknown> => stamped(doc, recordShapeOf(schema));

/** The top-level keys of a type whose values may need upgrades; undefined when every record may (a shape of its own). */
const versionedKeys = (schema: DataSchema): string[] | undefined =>
  recordShapeOf(schema) ? undefined : schema.propertiesList.filter((p) => hasVersionedProperties([p])).map((p) => p.key);

async function upgradeType(pool: pg.Pool, schema: DataSchema): Promise<number> {
  const keys = versionedKeys(schema);
  let after: [string, string] = ['', ''];
  let count = 0;
  for (;;) {
    const done = await inTransaction(pool, async (client) => {
      const rows = await lockStaleBatch(client, schema._id, currentVersions(recordShapeOf(schema)), after, BATCH, keys);
      await writeUpgraded(
        client,
        schema._id,
        rows.map((r) => ({ ...r, doc: upgraded(schema, r.doc) })),
      );
      count += rows.length;
      if (rows.length) after = [rows[rows.length - 1].siteId, rows[rows.length - 1].id];
      return rows.length < BATCH;
    });
    if (done) return count;
  }
}

/** Upgrades every stored record whose shapes are older; nothing to do when the versions were applied before. */
export async function upgradeStoredDocuments(pool: pg.Pool, log: (m: string) => void): Promise<void> {
  const applied = (await getState(pool, STATE_KEY)) as Record<string, number> | undefined;
  if (applied && Object.entries(ALL_VERSIONS).every(([shape, v]) => applied[shape] === v)) return;
  const schemas = (await allDocuments(pool, GLOBAL_SITE, SCHEMA_TYPE)).map((d) => ({
    ...(upgradedSchemaRecord(d.doc) as unknown as DataSchema),
    _id: d.id,
  }));
  let count = 0;
  for (const schema of schemas) {
    if (needsUpgrades(schema)) count += await upgradeType(pool, schema);
  }
  await setState(pool, STATE_KEY, ALL_VERSIONS);
  log(`Documents mis à jour vers les versions ${JSON.stringify(ALL_VERSIONS)} : ${count}`);
}
