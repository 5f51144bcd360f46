// The document migration job: at start, records stored in older shapes (rich text, layouts) are upgraded in batches
// and stamped, once per set of versions (recorded in app_state). Reads upgrade on the fly meanwhile (recordView.ts).
import type pg from 'pg';
import type { DataSchema } from '../../model/metaSchema.js';
import { CURRENT_VERSIONS, upgradeDocument, VERSIONED_PROPERTY_TYPES } from '../../model/migrations/index.js';
import { getState, setState } from '../storage/appState.js';
import { inTransaction } from '../storage/db.js';
import { allDocuments } from '../storage/documents.js';
import { lockStaleBatch, writeUpgraded } from '../storage/documentVersions.js';
import { GLOBAL_SITE, SCHEMA_TYPE } from './schemaRegistry.js';

const BATCH = 500;
const STATE_KEY = 'documentVersions';

const versioned = new WeakMap<DataSchema, boolean>();
const hasVersionedProperties = (schema: DataSchema): boolean => {
  let found = versioned.get(schema);
  if (found === undefined) versioned.set(schema, (found = schema.propertiesList?.some((p) => VERSIONED_PROPERTY_TYPES.includes(p.type)) ?? false));
  return found;
};

/** The record in the current shapes, for the read path; types without versioned properties pass untouched. */
export const upgradedDoc = (schema: DataSchema, doc: Record<string, unknown>): Record<string, unknown> =>
  hasVersionedProperties(schema) ? upgradeDocument(schema.propertiesList, doc).doc : doc;

async function upgradeType(pool: pg.Pool, schema: DataSchema): Promise<number> {
  let after: [string, string] = ['', ''];
  let count = 0;
  for (;;) {
    const done = await inTransaction(pool, async (client) => {
      const rows = await lockStaleBatch(client, schema._id, CURRENT_VERSIONS, after, BATCH);
      const upgraded = rows.map((r) => ({ ...r, doc: upgradeDocument(schema.propertiesList, r.doc).doc }));
      await writeUpgraded(client, schema._id, upgraded);
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
  if (applied && Object.entries(CURRENT_VERSIONS).every(([shape, v]) => applied[shape] === v)) return;
  const schemas = (await allDocuments(pool, GLOBAL_SITE, SCHEMA_TYPE)).map((d) => ({ ...(d.doc as unknown as DataSchema), _id: d.id }));
  let count = 0;
  for (const schema of schemas) {
    if (hasVersionedProperties(schema)) count += await upgradeType(pool, schema);
  }
  await setState(pool, STATE_KEY, CURRENT_VERSIONS);
  log(`Documents mis à jour vers les versions ${JSON.stringify(CURRENT_VERSIONS)} : ${count}`);
}
