// A stored document as the API shows it: system keys added, secrets and developer-only fields removed, at every depth.
import type { DataSchema, PropertyDefinition } from '../../model/metaSchema.js';
import type { SessionUser } from '../../model/rights.js';
import { VERSION_KEY } from '../../model/migrations/index.js';
import type { StoredDocument } from '../storage/documents.js';
import { upgradedDoc } from './documentMigrations.js';
import { isPasswordHash } from './passwords.js';
import { isHiddenFrom } from '../../model/propertyVisibility.js';
import { hasLocks, withoutLocked, type LockOf } from '../../model/validation/nestedLocks.js';
import type { RecordHookRegistry } from './recordHooks.js';
import { propertyAt } from '../../model/propertyTree.js';

export type ApiRecord = Record<string, unknown> & { _id: string; _cls: string };

/** A record as a read or a write answers it, with the ETag a later write must match. */
export interface Saved {
  record: ApiRecord;
  etag: string;
}

/**
 * Keys a user may never see or filter on for this schema, and the properties holding values hidden from them deeper
 * in objects and list items (developer-only members: write-only ones are the top level's alone, model/schemaRules.ts),
 * unless the type shows those (RecordHooks.showsNestedLocked).
 */
export class HiddenKeys extends Set<string> {
  readonly nested: readonly PropertyDefinition[];
  readonly hiddenOf: LockOf;
  constructor(schema: DataSchema, reader: Reader, nestedShown: boolean, keys: Iterable<string> = hiddenKeysOf(schema, reader)) {
    super(keys);
    this.hiddenOf = (p) => (isHiddenFrom(p, reader) ? 'hidden' : undefined);
    this.nested = nestedShown ? [] : schema.propertiesList.filter((p) => !this.has(p.key) && hasLocks(p, this.hiddenOf));
  }

  /** Whether a dotted path (a filter's, a sort's) reaches a hidden value: filtering on it would tell the value. */
  hidesPath(path: readonly string[]): boolean {
    return this.has(path[0]) || propertyAt(this.nested, path).some(({ prop }) => this.hiddenOf(prop) !== undefined);
  }
}

/** What hides a value from a reader (model/propertyVisibility.ts): whether they are a developer, nothing else. */
type Reader = Pick<SessionUser, 'isDeveloper'>;

const hiddenKeysOf = (schema: DataSchema, reader: Reader) => schema.propertiesList.filter((p) => isHiddenFrom(p, reader)).map((p) => p.key);

// One per schema and kind of reader (developer or not), kept while the schema lives: a session's user is a new object
// at each request, so that keyed by it every read walked the type's nested properties again (5 % of a read's CPU), and
// a batch of 500 records (an import's, an export's) once per record before that.
const built = new WeakMap<DataSchema, Map<string, HiddenKeys>>();

/**
 * What the user may not read of the schema's records: the keys, and the nested values the type hides (its hooks say
 * whether it does). Shared, so never to be changed.
 */
export function readView(schema: DataSchema, user: SessionUser, hooks: Pick<RecordHookRegistry, 'says'>): HiddenKeys {
  let byReader = built.get(schema);
  if (!byReader) built.set(schema, (byReader = new Map()));
  const nestedShown = hooks.says(schema._id, 'showsNestedLocked');
  const key = `${user.isDeveloper === true} ${nestedShown}`;
  let hidden = byReader.get(key);
  if (!hidden) byReader.set(key, (hidden = new HiddenKeys(schema, { isDeveloper: user.isDeveloper === true }, nestedShown)));
  return hidden;
}

/** The top-level keys the user may not read or write of the schema's records. */
export const hiddenKeys = (schema: DataSchema, user: SessionUser): ReadonlySet<string> => new Set(hiddenKeysOf(schema, user));

/** Every read path builds its records here: GET, lists, search, history versions, exports, environment copies. */
export function toApiRecord(stored: StoredDocument, schema: DataSchema, hidden: HiddenKeys, columnsOnly = false): ApiRecord {
  const record: ApiRecord = { _id: stored.id, _cls: schema._id };
  const columns = columnsOnly
    ? new Set(
        schema.propertiesList
          .filter((p) => p.column)
          .map((p) => p.key)
          .concat('label'),
      )
    : undefined;
  for (const [key, value] of Object.entries(upgradedDoc(schema, stored.doc))) {
    if (hidden.has(key) || isPasswordHash(value) || key === '_id' || key === '_cls' || key === VERSION_KEY) continue;
    if (columns && !columns.has(key)) continue;
    record[key] = value;
  }
  for (const prop of hidden.nested) if (prop.key in record) record[prop.key] = withoutLocked(prop, record[prop.key], hidden.hiddenOf);
  record.createdAt = stored.createdAt.toISOString();
  record.updatedAt = stored.updatedAt.toISOString();
  if (stored.archived) record._archived = true;
  return record;
}

export const etagOf = (stored: StoredDocument): string => `"${stored.version}"`;
/** The stored version an ETag of etagOf names. */
export const versionOfEtag = (etag: string): number => Number(etag.slice(1, -1));

/** What names a record in pickers and references (model/recordName.ts; storage's labelsOf follows the same keys). */
export { recordLabel as labelOf } from '../../model/recordName.js';
