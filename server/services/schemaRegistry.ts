// The live catalogue: schema records read from the database, the source of the API's validation and rights.
import type { DataSchema } from '../../model/metaSchema.js';
import { indexKindOf, isFacet } from '../../model/propertyTypes.js';
import { typeRightsOf, type TypeRights } from '../../model/rights.js';
import { upgradedSchemaRecord } from '../../model/migrations/index.js';
import type pg from 'pg';
import { allDocuments } from '../storage/documents.js';
import { skippedIndexMessage, type SkippedIndex } from '../../model/skippedIndexes.js';
import { addFacetKeys, dropUnusedFacetKeys, type FacetKey } from '../storage/facets.js';
import { dropUnusedPropertyIndexes, ensurePropertyIndexes, type IndexedProperty } from '../storage/indexes.js';
import { ensurePartitions } from '../storage/partitions.js';
import { badRequest } from '../errors.js';

export const GLOBAL_SITE = 'global';
export const SCHEMA_TYPE = 'schema';

export const isGlobalSchema = (schema: DataSchema): boolean => schema.storedInInstanceDatabase === false;

const indexedProperties = (schema: DataSchema): IndexedProperty[] =>
  schema.propertiesList.filter((p) => p.sortable || p.filterable).map((p) => ({ cls: schema._id, key: p.key, kind: indexKindOf(p) }));

const facetsOf = (schema: DataSchema): FacetKey[] => schema.propertiesList.filter(isFacet).map((p) => ({ cls: schema._id, key: p.key }));

interface StorageFailure extends SkippedIndex {
  cls: string;
  /** PostgreSQL's own text, for the log. */
  detail: string;
}

/** Builds the indexes and per-value totals the schemas ask for; what the stored data does not allow is returned. */
async function buildIndexes(db: pg.Pool, schemas: DataSchema[]): Promise<StorageFailure[]> {
  const indexes = await ensurePropertyIndexes(db, schemas.flatMap(indexedProperties));
  const facets = await addFacetKeys(db, schemas.flatMap(facetsOf));
  return [
    ...indexes.map(({ prop: { cls, key }, code, message }) => ({ cls, key, part: 'index' as const, detail: message, code })),
    ...facets.map(({ facet: { cls, key }, code, message }) => ({ cls, key, part: 'facet' as const, detail: message, code })),
  ].map(({ code, ...f }) => ({ ...f, message: skippedIndexMessage(f.key, f.part, code) }));
}

/**
 * Makes a schema's partition, indexes and per-value totals before the schema is saved: a property whose stored values
 * do not allow them refuses the save, with nothing saved.
 */
export async function ensureSchemaStorage(db: pg.Pool, schema: DataSchema): Promise<void> {
  if (!Array.isArray(schema.propertiesList)) return;
  await ensurePartitions(db, [schema._id]);
  const failures = await buildIndexes(db, [schema]);
  if (failures.length) {
    const keys = [...new Set(failures.map((f) => `« ${f.key} »`))].join(', ');
    throw badRequest(
      'INDEX_FAILED',
      `Impossible d'indexer ${keys} avec les données enregistrées : le schéma n'est pas enregistré`,
      Object.fromEntries(failures.map((f) => [f.key, f.message])),
    );
  }
}

/** The catalogue as stored now (a job's view, whatever this server's registry last loaded). */
export async function readSchemas(db: pg.Pool): Promise<DataSchema[]> {
  const docs = await allDocuments(db, GLOBAL_SITE, SCHEMA_TYPE);
  return docs.map((d) => ({ ...(upgradedSchemaRecord(d.doc) as unknown as DataSchema), _id: d.id }));
}

export class SchemaRegistry {
  /** Told of an index that could not be built at load: the server starts all the same, without it. */
  onIndexFailure: (message: string) => void = (message) => console.warn(`[console] ${message}`);
  private byId = new Map<string, DataSchema>();
  private byApiPath = new Map<string, DataSchema>();
  private skipped = new Map<string, SkippedIndex[]>();
  private rights = new Map<string, TypeRights>();

  /**
   * Reads the catalogue and builds the indexes it asks for. `dropUnusedIndexes`: also drops those it no longer asks
   * for — by the server that saved a schema and at start, never by a reload that another server's save announced: such
   * a reload may run late, beside a newer save whose fresh indexes it would take for unused.
   */
  async load(db: pg.Pool, { dropUnusedIndexes = true }: { dropUnusedIndexes?: boolean } = {}): Promise<void> {
    const schemas = await readSchemas(db);
    this.byId = new Map(schemas.map((s) => [s._id, s]));
    this.byApiPath = new Map(schemas.filter((s) => s.customApiPath).map((s) => [s.customApiPath!, s]));
    this.rights = typeRightsOf(schemas);
    await ensurePartitions(db, [SCHEMA_TYPE, ...schemas.map((s) => s._id)]);
    // A start never fails because of stored data: what it does not allow is skipped, logged and shown on the schema.
    const failures = await buildIndexes(db, schemas);
    this.skipped = new Map();
    for (const { cls, detail, ...skipped } of failures) {
      this.onIndexFailure(`Index ignoré, ${skipped.message} (type ${cls}). Détail PostgreSQL : ${detail}`);
      this.skipped.set(cls, [...this.skippedIndexes(cls), skipped]);
    }
    // Read again just before: a schema another server saved meanwhile keeps the indexes it built.
    if (dropUnusedIndexes) {
      const current = await readSchemas(db);
      await dropUnusedPropertyIndexes(db, current.flatMap(indexedProperties));
      await dropUnusedFacetKeys(db, current.flatMap(facetsOf));
    }
  }

  /** The indexes of a type its stored data kept the last load from building (the schema screen shows them). */
  skippedIndexes(id: string): SkippedIndex[] {
    return this.skipped.get(id) ?? [];
  }

  get(id: string): DataSchema | undefined {
    return this.byId.get(id);
  }

  byCustomApiPath(path: string): DataSchema | undefined {
    return this.byApiPath.get(path);
  }

  all(): DataSchema[] {
    return [...this.byId.values()];
  }

  /** Who reads and writes `type` (model/rights.ts); a type the catalogue lacks is super administrators'. */
  rightsOf(type: string): TypeRights {
    return this.rights.get(type) ?? SUPER_ADMIN_ONLY;
  }
}

const SUPER_ADMIN_ONLY: TypeRights = { full: new Set(['superAdmin']), labels: new Set() };
