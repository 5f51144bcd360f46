// The document upgrade job (DOCUMENT_UPGRADE, started by each server at boot): records stored in older shapes (rich
// text and layouts at any depth, schema records) are upgraded and stamped, type by type in batches by key
// (recordWalk.ts: a restart resumes after the last batch done), once per set of versions (recorded in app_state).
// The server answers meanwhile: reads upgrade on the fly (recordView.ts, schemaRegistry.ts); writes stamp the current
// versions (records.ts).
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
import type { JobKind } from '../jobs/types.js';
import { getState, setState, setStateEntry } from '../storage/appState.js';
import { allDocuments } from '../storage/documents.js';
import { lockStaleBatch, writeUpgraded } from '../storage/documentVersions.js';
import { walkType } from './recordWalk.js';
import { GLOBAL_SITE, SCHEMA_TYPE } from './schemaRegistry.js';

const STATE_KEY = 'documentVersions';
/** Where the walk of each type stands (recordWalk.ts), and the types done, each with the versions it was brought to. */
const WALK_KEY = 'documentVersionsWalk';
const DONE_KEY = 'documentVersionsDone';
/** Every shape's current version: the job runs again when one of them changes. */
const ALL_VERSIONS = currentVersions(schemaMigrations);

/** The shape of the record itself, for types that have one (schema records). */
const recordShapeOf = (schema: DataSchema) => RECORD_SHAPES[schema._id];

const keysOfType = new WeakMap<DataSchema, string[] | undefined>();
/**
 * The top-level keys of a type whose values may need upgrades; undefined when every record may (a shape of its own).
 * Kept per schema object: the read path asks at every read.
 */
const versionedKeys = (schema: DataSchema): string[] | undefined => {
  if (!keysOfType.has(schema))
    keysOfType.set(
      schema,
      recordShapeOf(schema) ? undefined : (schema.propertiesList ?? []).filter((p) => hasVersionedProperties([p])).map((p) => p.key),
    );
  return keysOfType.get(schema);
};

/** Whether a type's records may need upgrades: a shape of its own, or versioned values. */
const needsUpgrades = (schema: DataSchema): boolean => versionedKeys(schema)?.length !== 0;

/** Whether a record may need upgrades: its type has a shape of its own, or the record holds a versioned value. */
const holdsVersionedValues = (schema: DataSchema, doc: Record<string, unknown>): boolean => {
  const keys = versionedKeys(schema);
  return !keys || keys.some((key) => doc[key] !== undefined && doc[key] !== null);
};

// A schema record's shape is its own sequence's alone: that sequence brings the hints of its properties, at every
// depth, to rich text (the schema of schemas only describes the first level).
const upgraded = (schema: DataSchema, doc: Record<string, unknown>) => {
  const shape = recordShapeOf(schema);
  return upgradeDocument(shape ? [] : (schema.propertiesList ?? []), doc, shape).doc;
};

/**
 * The record in the current shapes, for the read path. Types without versioned values pass untouched, and so does a
 * record holding none of its type's versioned values (as the upgrade job's walk skips it, lockStaleBatch): a bulk
 * load's, never stamped, would otherwise be copied and walked property by property at every read.
 */
export const upgradedDoc = (schema: DataSchema, doc: Record<string, unknown>): Record<string, unknown> =>
  holdsVersionedValues(schema, doc) ? upgraded(schema, doc) : doc;

/** The record to store: stamped with the versions of the shapes it is written in. */
export const stampedDoc = (schema: DataSchema, doc: Record<string, unknown>): Record<string, unknown> => stamped(doc, recordShapeOf(schema));

interface UpgradeOptions {
  signal?: AbortSignal;
  progress?: (fraction: number, text: string) => Promise<void>;
}

/**
 * Upgrades every stored record whose shapes are older, from where a run stopped; nothing to do when the versions were
 * applied before. Answers how many records this run upgraded.
 */
export async function upgradeStoredDocuments(pool: pg.Pool, { signal, progress }: UpgradeOptions = {}): Promise<number> {
  const applied = (await getState(pool, STATE_KEY)) as Record<string, number> | undefined;
  const done = async (count: number) => {
    await progress?.(1, `Documents mis à jour vers les versions ${JSON.stringify(ALL_VERSIONS)} : ${count}`);
    return count;
  };
  // A job with nothing left to do says so too (a start may queue one after another's run): never a blank line.
  if (applied && Object.entries(ALL_VERSIONS).every(([shape, v]) => applied[shape] === v)) return done(0);
  const schemas = (await allDocuments(pool, GLOBAL_SITE, SCHEMA_TYPE))
    .map((d) => ({ ...(upgradedSchemaRecord(d.doc) as unknown as DataSchema), _id: d.id }))
    .filter(needsUpgrades);
  const typesDone = ((await getState(pool, DONE_KEY)) ?? {}) as Record<string, string>;
  let count = 0;
  for (const [i, schema] of schemas.entries()) {
    const current = currentVersions(recordShapeOf(schema));
    const target = JSON.stringify(current);
    if (typesDone[schema._id] === target) continue;
    const keys = versionedKeys(schema);
    count += await walkType(pool, {
      stateKey: WALK_KEY,
      cls: schema._id,
      target,
      signal,
      batch: async (client, after, limit) => {
        const { rows, last } = await lockStaleBatch(client, schema._id, current, after, limit, keys);
        await writeUpgraded(
          client,
          schema._id,
          rows.map((r) => ({ ...r, doc: upgraded(schema, r.doc) })),
        );
        return { done: rows.length, last };
      },
      finish: (client) => setStateEntry(client, DONE_KEY, schema._id, target),
      progress: (fraction, done) =>
        progress?.((i + fraction) / schemas.length, `${schema._id} : ${done} enregistrement(s) mis à jour`) ?? Promise.resolve(),
    });
  }
  await setState(pool, STATE_KEY, ALL_VERSIONS);
  await setState(pool, DONE_KEY, {});
  return done(count);
}

export const DOCUMENT_UPGRADE_JOB = 'DOCUMENT_UPGRADE';

export const documentUpgradeJob: JobKind = {
  kind: DOCUMENT_UPGRADE_JOB,
  oneWaiting: true,
  label: 'Mise à jour des documents enregistrés',
  retryLimit: 2,
  timeoutSeconds: 6 * 3600,
  run: async (ctx) => ({ upgraded: await upgradeStoredDocuments(ctx.pool, { signal: ctx.signal, progress: (f, t) => ctx.progress(f, t) }) }),
};
