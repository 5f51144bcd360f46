// Per-type record hooks (design.md §9): what writing one type of record also does. The generic items service
// (records.ts, its reads in recordReader.ts) knows no type by name; a type's owner (server/domains/{name}/index.ts)
// registers its hooks here, as Directus specialises its ItemsService. A new domain adds behaviour to its types the same way:
//
//   hooks.register('Purchase', {
//     complete: (doc, write) => { ... set values derived from others ... },
//     validate: (doc, write) => { ... throw badRequest(...) to refuse ... },
//     beforeWrite: async (doc, write) => { ... slow work, outside the transaction ... },
//     afterCommit: async (event) => { ... caches, jobs, mails ... },
//   });
//
// Slow work (hashing write-only values, beforeWrite) happens before the transaction, so no row lock is held for it.
// Hooks of one type run in the order they were registered.
import type { DataSchema, PropertyDefinition } from '../../model/metaSchema.js';
import type { PropertyType } from '../../model/propertyTypes.js';
import type { Sql } from '../storage/sql.js';
import type { CallContext, ReadOpening } from './access.js';
import type { WriteAction } from './writeAudit.js';

export interface WriteInfo {
  ctx: CallContext;
  schema: DataSchema;
  action: WriteAction;
  /** The record's id; on a create, the one the client gave (undefined when the service draws one). */
  id: string | undefined;
  /** On an update, the stored document it changes (given to `validate`). */
  stored?: Record<string, unknown>;
}

export interface CommittedWrite extends WriteInfo {
  id: string;
  /** The record's version after the write (its ETag's number). */
  version: number;
  /** The stored document before an update; undefined for the other actions. */
  before: Record<string, unknown> | undefined;
  after: Record<string, unknown>;
}

/** Sanitises values as a record's (recordSanitizer.ts): what a value cleaner hands nested values to. */
export type Sanitize = (props: PropertyDefinition[], record: Record<string, unknown>) => Record<string, unknown>;

/**
 * Checks and cleans the values of a property type whose rules a domain owns (the layouts domain: a `layout` value's
 * components), on every write and in the database check; throws an AppError to refuse.
 */
export type ValueCleaner = (
  prop: Pick<PropertyDefinition, 'key' | 'label'>,
  value: unknown,
  siteId: string | undefined,
  sanitize: Sanitize,
) => unknown;

export interface RecordHooks {
  /**
   * Derives values of the document as it will be stored from its others (a publication date set on publishing), in
   * place, before `validate`. Runs on create and update; what it sets is stored in the same write.
   */
  complete?: (doc: Record<string, unknown>, write: WriteInfo) => void;
  /**
   * Checks the whole document as it will be stored (on an update: the stored one with the changes applied), before
   * it is written; throws an AppError to refuse. Runs on create and update.
   */
  validate?: (doc: Record<string, unknown>, write: WriteInfo) => void;
  /**
   * Slow preparation before the transaction, no row lock held (building storage, calling a provider), given the
   * validated document; throws to refuse. On an update it sees the stored record read without lock.
   */
  beforeWrite?: (doc: Record<string, unknown>, write: WriteInfo) => Promise<void>;
  /**
   * Write-only properties not hashed: secrets the server sends on (an OpenID client secret), which the type's `complete`
   * encrypts (storage/secretBox.ts). They stay hidden from every read, export, history and audit, as the hashed ones.
   */
  keepsWriteOnly?: readonly string[];
  /** The type's `validate` is its whole check: the generic check against its schema record is skipped. */
  replacesSchemaCheck?: boolean;
  /** Every logged-in user may read this type, whatever their rights. */
  readByEveryone?: boolean;
  /**
   * The developer-only values nested in objects and list items are read by everyone: they only lock writes, which the
   * type's `validate` checks (schema records, which every console is built from).
   */
  showsNestedLocked?: boolean;
  /**
   * The records a user without the type's right may still read, as an adminFilter (Export: those of the types they may
   * read in full); lists, counts and single reads keep to it.
   */
  readScope?: (ctx: CallContext) => Record<string, unknown>;
  /**
   * Named list filters of the type (`GET …/data/{Type}?filter={id}`, the sidebar's sub-filters): SQL conditions on the
   * row's `doc`, values through `sql.param`. They stand before the schema's own subFilters of the same id.
   */
  listFilters?: Record<string, (sql: Sql) => string>;
  /** Keys added to the answer of a record read by id: what its screen shows beside the stored values. */
  readExtra?: (id: string) => Record<string, unknown> | undefined;
  /**
   * Stored files a record of this type keeps beyond its file properties (its encoded renditions, its export file), as
   * stored paths; one ending in '/' is a whole folder. The database check counts them as used.
   */
  ownedFiles?: (id: string, doc: Record<string, unknown>) => string[];
  /** After the transaction committed: caches, sessions, notifications. Keys it returns are added to the write's answer. */
  afterCommit?: (write: CommittedWrite) => Promise<Record<string, unknown> | void>;
}

export class RecordHookRegistry {
  private byType = new Map<string, RecordHooks[]>();
  /** Hooks of every type, after each type's own (presence: a save reaches those who have the record open). */
  private everyType: RecordHooks[] = [];
  private cleaners = new Map<string, ValueCleaner>();

  register(type: string, hooks: RecordHooks): void {
    this.byType.set(type, [...(this.byType.get(type) ?? []), hooks]);
  }

  registerForEveryType(hooks: Pick<RecordHooks, 'afterCommit'>): void {
    this.everyType.push(hooks);
  }

  /** The domain owning a property type's rules cleans its values (ValueCleaner); one per type. */
  registerValueCleaner(type: PropertyType, cleaner: ValueCleaner): void {
    if (this.cleaners.has(type)) throw new Error(`Nettoyage déjà déclaré pour le type ${type}`);
    this.cleaners.set(type, cleaner);
  }

  valueCleaner(type: string): ValueCleaner | undefined {
    return this.cleaners.get(type);
  }

  of(type: string): readonly RecordHooks[] {
    const own = this.byType.get(type) ?? [];
    return this.everyType.length ? [...own, ...this.everyType] : own;
  }

  /** Runs the type's afterCommit hooks in order; the keys they add to the write's answer. */
  async afterCommit(write: CommittedWrite): Promise<Record<string, unknown>> {
    let extra: Record<string, unknown> = {};
    for (const hooks of this.of(write.schema._id)) extra = { ...extra, ...(await hooks.afterCommit?.(write)) };
    return extra;
  }

  /** The write-only keys of a type stored as written, not hashed (`keepsWriteOnly`). */
  keptWriteOnly(type: string): ReadonlySet<string> {
    return new Set(this.of(type).flatMap((hooks) => hooks.keepsWriteOnly ?? []));
  }

  /** The named list filter of a type registered by its domain, if any. */
  listFilter(type: string, id: string): ((sql: Sql) => string) | undefined {
    for (const hooks of this.of(type)) if (hooks.listFilters && Object.hasOwn(hooks.listFilters, id)) return hooks.listFilters[id];
    return undefined;
  }

  /** The stored files (and folders, ending in '/') a record keeps beyond its file properties. */
  ownedFiles(type: string, id: string, doc: Record<string, unknown>): string[] {
    return this.of(type).flatMap((hooks) => hooks.ownedFiles?.(id, doc) ?? []);
  }

  /** The records a user without the type's right may read (`readScope`), if a hook opens some. */
  readScope(type: string, ctx: CallContext): Record<string, unknown> | undefined {
    return this.of(type)
      .find((hooks) => hooks.readScope)
      ?.readScope?.(ctx);
  }

  /** How the type's records may be read beyond its rights (services/access.ts resolveRead). */
  opening(type: string): ReadOpening {
    return { readByEveryone: this.says(type, 'readByEveryone'), scoped: this.of(type).some((hooks) => hooks.readScope) };
  }

  /** Whether some hook of the type sets a flag. */
  says(type: string, flag: 'replacesSchemaCheck' | 'readByEveryone' | 'showsNestedLocked'): boolean {
    return this.of(type).some((hooks) => hooks[flag] === true);
  }
}
