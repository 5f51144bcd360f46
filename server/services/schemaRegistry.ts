// The live catalogue: schema records read from the database, the source of the API's validation and rights.
import type { DataSchema } from '../../model/metaSchema.js';
import { indexKindOf, isFacet } from '../../model/propertyTypes.js';
import { typeRightsOf, uploadRightsOf, type RightName, type TypeRights } from '../../model/rights.js';
import { upgradedSchemaRecord } from '../../model/migrations/index.js';
import type pg from 'pg';
import { allDocuments } from '../storage/documents.js';
import { skippedIndexMessage, type SkippedIndex } from '../../model/skippedIndexes.js';
import { addFacetKeys, dropUnusedFacetKeys, type FacetKey } from '../storage/facets.js';
import { dropUnusedPropertyIndexes, ensurePropertyIndexes, type IndexedProperty } from '../storage/indexes.js';
import { addPartitions } from '../storage/partitions.js';
import { isDatabaseBusy, withShapeLock, type ShapeSession } from '../storage/shapeChanges.js';
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

/** How long a schema save waits for the database's other work (writes, jobs, another save) before answering BUSY. */
const SAVE_BUDGET_MS = 30_000;
/** A start's or a reload's own reshaping: what it cannot do in this time is left for the next. */
const RESHAPE_BUDGET_MS = 60_000;

/** Builds the indexes and per-value totals the schemas ask for; what the stored data does not allow is returned. */
async function buildIndexes(s: ShapeSession, schemas: DataSchema[]): Promise<StorageFailure[]> {
  const indexes = await ensurePropertyIndexes(s, schemas.flatMap(indexedProperties));
  const facets = await addFacetKeys(s, schemas.flatMap(facetsOf));
  return [
    ...indexes.map(({ prop: { cls, key }, code, message, record }) => ({ cls, key, part: 'index' as const, detail: message, code, record })),
    ...facets.map(({ facet: { cls, key }, code, message }) => ({ cls, key, part: 'facet' as const, detail: message, code, record: undefined })),
  ].map(({ code, record, ...f }) => ({ ...f, message: skippedIndexMessage(f.key, f.part, code, record) }));
}

/**
 * Makes a schema's partition, indexes and per-value totals before the schema is saved: a property whose stored values
 * do not allow them refuses the save, naming the record, with nothing saved; a database too busy to let them be made
 * in time answers BUSY (503), nothing saved either.
 */
export async function ensureSchemaStorage(db: pg.Pool, schema: DataSchema): Promise<void> {
  if (!Array.isArray(schema.propertiesList)) return;
  await withShapeLock(db, SAVE_BUDGET_MS, "l'enregistrement du schéma", async (s) => {
    await addPartitions(s, [schema._id]);
    const failures = await buildIndexes(s, [schema]);
    if (!failures.length) return;
    const keys = [...new Set(failures.map((f) => `« ${f.key} »`))].join(', ');
    throw badRequest(
      'INDEX_FAILED',
      `Impossible d'indexer ${keys} avec les données enregistrées : le schéma n'est pas enregistré`,
      Object.fromEntries(failures.map((f) => [f.key, f.message])),
    );
  });
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
  private uploaders: ReadonlySet<RightName> = new Set();

  /**
   * Reads the catalogue. `reshape`: also makes the partitions, indexes and totals it asks for and drops those it no
   * longer asks for — at start and by the server that saved a schema, never by a reload that another server's save
   * announced (that server made them; a late reload could take a newer save's fresh indexes for unused).
   */
  async load(db: pg.Pool, { reshape = false }: { reshape?: boolean } = {}): Promise<void> {
    const schemas = await readSchemas(db);
    this.byId = new Map(schemas.map((s) => [s._id, s]));
    this.byApiPath = new Map(schemas.filter((s) => s.customApiPath).map((s) => [s.customApiPath!, s]));
    this.rights = typeRightsOf(schemas);
    this.uploaders = uploadRightsOf(schemas, this.rights);
    if (reshape) await this.reshape(db, schemas);
  }

  /**
   * A start never fails because of stored data nor of a busy database: what the data does not allow is skipped,
   * logged and shown on the schema; what the database was too busy for is logged and left for the next load.
   */
  private async reshape(db: pg.Pool, schemas: DataSchema[]): Promise<void> {
    try {
      await withShapeLock(db, RESHAPE_BUDGET_MS, 'la mise à jour des index', async (s) => {
        await addPartitions(s, [SCHEMA_TYPE, ...schemas.map((schema) => schema._id)]);
        const failures = await buildIndexes(s, schemas);
        this.skipped = new Map();
        for (const { cls, detail, ...skipped } of failures) {
          this.onIndexFailure(`Index ignoré, ${skipped.message} (type ${cls}). Détail PostgreSQL : ${detail}`);
          this.skipped.set(cls, [...this.skippedIndexes(cls), skipped]);
        }
        // Read again just before: a schema another server saved meanwhile keeps the indexes it built.
        const current = await readSchemas(db);
        await dropUnusedPropertyIndexes(s, current.flatMap(indexedProperties));
        await dropUnusedFacetKeys(s, current.flatMap(facetsOf));
      });
    } catch (err) {
      if (!isDatabaseBusy(err)) throw err;
      this.onIndexFailure(`Index remis au prochain chargement du catalogue : ${(err as Error).message}`);
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

  /** The rights that may upload to a site (model/rights.ts uploadRightsOf): a route's `upload` right. */
  uploadRights(): ReadonlySet<RightName> {
    return this.uploaders;
  }
}

const SUPER_ADMIN_ONLY: TypeRights = { full: new Set(['superAdmin']), labels: new Set() };
