// The read side of the records service: what a user may read of a type (rights, read scope, hidden keys, labels only)
// and the lists, counts, records and search plans that follow from it. Writes are in records.ts.
import type pg from 'pg';
import type { ListRequest } from '../../model/listQuery.js';
import type { DataSchema } from '../../model/metaSchema.js';
import * as documents from '../storage/documents.js';
import { countDocuments, listAndCountDocuments } from '../storage/documentCounts.js';
import type { SearchRecheck } from '../storage/documentSearch.js';
import { lagTolerant } from '../storage/readReplica.js';
import { AppError, forbidden, notFound } from '../errors.js';
import { archivedNeedsDeveloper, resolveRead, resolveWrite, type CallContext, type RecordNeed } from './access.js';
import { searchRechecks } from './searchReindex.js';
import { buildListQuery, type ListParams, type NamedFilterLookup } from './listQuery.js';
import type { RecordHookRegistry } from './recordHooks.js';
import { etagOf, HiddenKeys, labelOf, readView, toApiRecord, type ApiRecord, type Saved } from './recordView.js';
import { serializeReferences } from './references.js';
import type { SchemaRegistry } from './schemaRegistry.js';
import type { SiteDirectory } from './siteDirectory.js';

/** A list's parameters, as the data routes declare them (model/listQuery.ts). */
export type ListOptions = ListRequest & Pick<ListParams, 'where'>;

export class RecordReader {
  constructor(
    private pool: pg.Pool,
    private registry: SchemaRegistry,
    private sites: SiteDirectory,
    private hooks: RecordHookRegistry,
    /** LIST_COUNT_BOUND: a list's total is exact up to this many records; past it the API says "at least" (docs/api.md). */
    private countBound: number,
  ) {}

  async list(ctx: CallContext, type: string, opts: ListOptions): Promise<{ data: ApiRecord[]; count?: number; countIsLowerBound?: true }> {
    const read = this.readable(ctx, type, opts.archived);
    const recheck = await this.searchRecheck(read.schema, opts.adminSearch);
    const { query, sql } = buildListQuery(
      read.schema,
      ctx.siteId,
      read.within(opts),
      read.hidden,
      read.labelsOnly,
      this.namedFilters(read.schema),
      recheck,
    );
    // Past the first page, the total may lag a few seconds (the read replica, when there is one recent enough).
    const countDb = query.offset > 0 ? lagTolerant(this.pool) : this.pool;
    const { rows, ...count } = opts.withCount
      ? await listAndCountDocuments(this.pool, query, sql, this.countBound, countDb)
      : { rows: await documents.listDocuments(this.pool, query, sql) };
    let data = rows.map((r) => read.view(toApiRecord(r, read.schema, read.shown, opts.adminTable)));
    if (opts.serialize && !read.labelsOnly) data = await serializeReferences(this.pool, this.registry, ctx.siteId, read.schema, data);
    return { data, ...count };
  }

  async count(ctx: CallContext, type: string, params: ListParams): Promise<number> {
    const read = this.readable(ctx, type, params.archived);
    const recheck = await this.searchRecheck(read.schema, params.adminSearch);
    const { query, sql } = buildListQuery(
      read.schema,
      ctx.siteId,
      read.within(params),
      read.hidden,
      read.labelsOnly,
      this.namedFilters(read.schema),
      recheck,
    );
    return (await countDocuments(this.pool, query, sql)).count;
  }

  /**
   * Several counts in one call (the sidebar's): each key `Type` or `Type:filter` (a named sub-filter). A type this user
   * may not read, or not of this site, and an unknown filter are left out: their entries show no count.
   */
  async counts(ctx: CallContext, keys: readonly string[]): Promise<Record<string, number>> {
    const counted: Record<string, number> = {};
    for (const key of new Set(keys)) {
      const [type, filter] = key.split(':');
      try {
        counted[key] = await this.count(ctx, type, filter ? { filter } : {});
      } catch (err) {
        if (!(err instanceof AppError) || err.status >= 500) throw err;
      }
    }
    return counted;
  }

  async get(ctx: CallContext, type: string, id: string, opts: { archived?: boolean; serialize?: boolean } = {}): Promise<Saved> {
    const read = this.readable(ctx, type, opts.archived);
    const stored = await documents.getDocument(this.pool, ctx.siteId, read.schema._id, id);
    if (!stored || (stored.archived && !opts.archived)) throw notFound('Enregistrement introuvable');
    if (read.scoped) await this.refuseOutOfScope(ctx, type, id, stored.archived);
    let record = read.view(toApiRecord(stored, read.schema, read.shown));
    if (opts.serialize && !read.labelsOnly) [record] = await serializeReferences(this.pool, this.registry, ctx.siteId, read.schema, [record]);
    if (!read.labelsOnly) for (const hooks of this.hooks.of(read.schema._id)) Object.assign(record, hooks.readExtra?.(id));
    return { record, etag: etagOf(stored) };
  }

  /**
   * The list query of a search in `type` as this user's list would run it (their scope, their hidden keys), and how
   * to show a found record; undefined when the user may not read the type's records themselves (labels-only included).
   */
  /** While a re-index of the type runs, the keys a search's matches are checked again in (searchReindex.ts). */
  private async searchRecheck(schema: DataSchema, search: string | undefined): Promise<SearchRecheck | undefined> {
    return search?.trim() ? (await searchRechecks(this.pool))(schema) : undefined;
  }

  /** `rechecks`: searchRechecks read once for the whole search. */
  searchPlan(ctx: CallContext, type: string, search: string, rechecks: (schema: DataSchema) => SearchRecheck | undefined) {
    const read = this.recordsReadable(ctx, type);
    if (!read) return undefined;
    const { query, sql } = buildListQuery(
      read.schema,
      ctx.siteId,
      read.within({ adminSearch: search }),
      read.hidden,
      false,
      this.namedFilters(read.schema),
      rechecks(read.schema),
    );
    return { schema: read.schema, query, sql, view: (stored: documents.StoredDocument) => toApiRecord(stored, read.schema, read.shown) };
  }

  /** Whether this user reads the records of `type` themselves on the context's site, not only their labels. */
  readsRecords(ctx: CallContext, type: string): boolean {
    return this.recordsReadable(ctx, type) !== undefined;
  }

  /**
   * How the user may read a record, live or archived (a developer's), with the same checks as `get`: its schema, the
   * keys they may not see, and whether they read its label only (through a reference). What its history shows them.
   */
  async readableRecord(
    ctx: CallContext,
    type: string,
    id: string,
  ): Promise<{ schema: DataSchema; hidden: HiddenKeys; labelsOnly: boolean; archived: boolean }> {
    const read = this.readable(ctx, type);
    const stored = await documents.getDocument(this.pool, ctx.siteId, read.schema._id, id);
    if (!stored) throw notFound('Enregistrement introuvable');
    if (stored.archived) this.readable(ctx, type, true);
    if (read.scoped) await this.refuseOutOfScope(ctx, type, id, stored.archived);
    return { schema: read.schema, hidden: read.hidden, labelsOnly: read.labelsOnly, archived: stored.archived };
  }

  /** Refuses (403/404) unless the user may do what `need` says of `type` on the context's site: a record route's declared right. */
  checkAccess(ctx: CallContext, type: string, need: RecordNeed): void {
    if (need === 'write') resolveWrite(this.registry, this.sites, ctx, type);
    else if (this.readable(ctx, type).labelsOnly && need === 'records') {
      throw forbidden("Vous n'avez pas le droit d'accéder à cette section");
    }
  }

  private recordsReadable(ctx: CallContext, type: string) {
    try {
      const read = this.readable(ctx, type);
      return read.labelsOnly ? undefined : read;
    } catch (err) {
      if (err instanceof AppError && (err.status === 403 || err.status === 404)) return undefined;
      throw err;
    }
  }

  /** A record the type's read scope (RecordHooks.readScope) leaves out is refused, as its list would not show it. */
  private async refuseOutOfScope(ctx: CallContext, type: string, id: string, archived: boolean): Promise<void> {
    if (!(await this.count(ctx, type, { where: { _id: id }, archived }))) {
      throw forbidden("Vous n'avez pas le droit d'accéder à cet enregistrement");
    }
  }

  private namedFilters(schema: DataSchema): NamedFilterLookup {
    return (id) => this.hooks.listFilter(schema._id, id);
  }

  /** What this user may read of a type: everything visible to them, or (through a reference) labels only. */
  private readable(ctx: CallContext, type: string, archived?: boolean) {
    const { schema, labelsOnly, scoped } = resolveRead(this.registry, this.sites, ctx, type, this.hooks.opening(type));
    if (archived) archivedNeedsDeveloper(ctx.user);
    // `hidden`: the keys queries may not touch; `shown`: the hidden keys of the record the view is made from.
    const shown = readView(schema, ctx.user, this.hooks);
    // Some records only (RecordHooks.readScope): the list's own filter and the scope, both.
    const scope = scoped ? this.hooks.readScope(schema._id, ctx) : undefined;
    const within = <P extends ListParams>(params: P): P =>
      scope ? { ...params, where: params.where === undefined ? scope : { $and: [params.where, scope] } } : params;
    if (!labelsOnly) return { schema, labelsOnly, scoped, hidden: shown, shown, within, view: (r: ApiRecord) => r };
    if (archived) throw new AppError(403, 'FORBIDDEN', "Vous n'avez pas le droit d'accéder à cette section");
    const hidden = new HiddenKeys(
      schema,
      ctx.user,
      this.hooks.says(schema._id, 'showsNestedLocked'),
      schema.propertiesList.map((p) => p.key).filter((k) => k !== 'label'),
    );
    const view = (r: ApiRecord): ApiRecord => ({ _id: r._id, _cls: r._cls, label: labelOf(r), createdAt: r.createdAt, updatedAt: r.updatedAt });
    return { schema, labelsOnly, scoped, hidden, shown, within, view };
  }
}
