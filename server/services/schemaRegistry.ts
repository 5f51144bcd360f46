// The live catalogue: schema records read from the database, the source of the API's validation and rights.
import type { DataSchema, PropertyDefinition } from '../../model/metaSchema.js';
import { indexKindOf, isFacet } from '../../model/propertyTypes.js';
import { typeRightsOf, type TypeRights } from '../../model/rights.js';
import { upgradedSchemaRecord } from '../../model/migrations/index.js';
import type pg from 'pg';
import { allDocuments } from '../storage/documents.js';
import { syncFacetKeys } from '../storage/facets.js';
import { dropUnusedPropertyIndexes, ensurePropertyIndexes, type IndexedProperty, type IndexFailure } from '../storage/indexes.js';
import { ensurePartitions } from '../storage/partitions.js';
import { badRequest } from './errors.js';

export const GLOBAL_SITE = 'global';
export const SCHEMA_TYPE = 'schema';

export const isGlobalSchema = (schema: DataSchema): boolean => schema.storedInInstanceDatabase === false;

/** Properties only developers may see or write. */
export const isDeveloperOnly = (prop: PropertyDefinition): boolean => prop.notDisplayableInAdmin === true || prop.excludedFromMongooseSchema === true;

const indexedProperties = (schema: DataSchema): IndexedProperty[] =>
  schema.propertiesList.filter((p) => p.sortable || p.filterable).map((p) => ({ cls: schema._id, key: p.key, kind: indexKindOf(p) }));

const describeFailure = ({ prop, message }: IndexFailure) => `${prop.cls}.${prop.key} : ${message}`;

/**
 * Makes a schema's partition and indexes before the schema is saved: a property that cannot be indexed refuses
 * the save, with nothing saved.
 */
export async function ensureSchemaStorage(db: pg.Pool, schema: DataSchema): Promise<void> {
  if (!Array.isArray(schema.propertiesList)) return;
  await ensurePartitions(db, [schema._id]);
  const failures = await ensurePropertyIndexes(db, indexedProperties(schema));
  if (failures.length) {
    throw badRequest(
      'INDEX_FAILED',
      `Impossible d'indexer ${failures.map((f) => `« ${f.prop.key} »`).join(', ')} avec les données enregistrées : le schéma n'est pas enregistré`,
      Object.fromEntries(failures.map((f) => [f.prop.key, `Index impossible : ${f.message}`])),
    );
  }
}

async function readSchemas(db: pg.Pool): Promise<DataSchema[]> {
  const docs = await allDocuments(db, GLOBAL_SITE, SCHEMA_TYPE);
  return docs.map((d) => ({ ...(upgradedSchemaRecord(d.doc) as unknown as DataSchema), _id: d.id }));
}

export class SchemaRegistry {
  /** Told of an index that could not be built at load: the server starts all the same, the list is slower. */
  onIndexFailure: (message: string) => void = (message) => console.warn(message);
  private byId = new Map<string, DataSchema>();
  private byApiPath = new Map<string, DataSchema>();
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
    const indexed = schemas.flatMap(indexedProperties);
    const failures = await ensurePropertyIndexes(db, indexed);
    for (const failure of failures) this.onIndexFailure(`Index non construit, ${describeFailure(failure)}`);
    // Read again just before: a schema another server saved meanwhile keeps the indexes it built.
    if (dropUnusedIndexes) await dropUnusedPropertyIndexes(db, (await readSchemas(db)).flatMap(indexedProperties));
    await syncFacetKeys(
      db,
      schemas.flatMap((s) => s.propertiesList.filter(isFacet).map((p) => ({ cls: s._id, key: p.key }))),
    );
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
