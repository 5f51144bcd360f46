// The generic items service: every record of every type is written here, checked against its schema
// (recordChecks.ts), with its audit entry and its type's hooks (recordCommit.ts). Its reads are the reader's (recordReader.ts).
import type pg from 'pg';
import type { DataSchema } from '../../model/metaSchema.js';
import { unstamped } from '../../model/migrations/index.js';
import { replacedOriginalId, replacedVersionId } from '../../model/replacedVersions.js';
import * as documents from '../storage/documents.js';
import * as writes from '../storage/documentWrites.js';
import type { SearchRecheck } from '../storage/documentSearch.js';
import { resolveWrite, type CallContext, type RecordNeed } from './access.js';
import { AppError, notFound } from '../errors.js';
import type { ListParams } from './listQuery.js';
import { RecordReader, type ListOptions } from './recordReader.js';
import { checkedDocument, checkedId } from './recordChecks.js';
import { commitWrite, commitWrites, type CommitParts } from './recordCommit.js';
import { etagOf, type Saved } from './recordView.js';
import { stampedDoc, upgradedDoc } from './documentMigrations.js';
import type { LinkIndex } from './linkIndex.js';
import type { RecordHookRegistry, WriteInfo } from './recordHooks.js';
import type { SchemaRegistry } from './schemaRegistry.js';
import { newRecordId } from './recordIds.js';
import { searchColumnsOf } from './searchIndex.js';
import { hashWriteOnly, writeOnlyKeys } from './writeOnlyValues.js';
import type { SiteDirectory } from './siteDirectory.js';

export class RecordService {
  private readonly reader: RecordReader;
  private readonly parts: CommitParts;

  constructor(
    private pool: pg.Pool,
    private registry: SchemaRegistry,
    private sites: SiteDirectory,
    private hooks: RecordHookRegistry,
    private links: LinkIndex,
    /** LIST_COUNT_BOUND: a list's total is exact up to this many records. */
    countBound: number,
  ) {
    this.reader = new RecordReader(pool, registry, sites, hooks, countBound);
    this.parts = { pool, hooks, links };
  }

  // The reads are the reader's (recordReader.ts): routes and domains hold this one service for both.
  list(ctx: CallContext, type: string, opts: ListOptions) {
    return this.reader.list(ctx, type, opts);
  }
  count(ctx: CallContext, type: string, params: ListParams) {
    return this.reader.count(ctx, type, params);
  }
  counts(ctx: CallContext, keys: readonly string[]) {
    return this.reader.counts(ctx, keys);
  }
  get(ctx: CallContext, type: string, id: string, opts?: { archived?: boolean; serialize?: boolean }) {
    return this.reader.get(ctx, type, id, opts);
  }
  searchPlan(ctx: CallContext, type: string, search: string, rechecks: (schema: DataSchema) => SearchRecheck | undefined) {
    return this.reader.searchPlan(ctx, type, search, rechecks);
  }
  readsRecords(ctx: CallContext, type: string) {
    return this.reader.readsRecords(ctx, type);
  }
  readableRecord(ctx: CallContext, type: string, id: string) {
    return this.reader.readableRecord(ctx, type, id);
  }
  checkAccess(ctx: CallContext, type: string, need: RecordNeed) {
    this.reader.checkAccess(ctx, type, need);
  }

  async create(ctx: CallContext, type: string, body: Record<string, unknown>): Promise<Saved> {
    return (await this.createMany(ctx, type, [body]))[0];
  }

  /**
   * Creates records of one type, each checked and completed as a single creation is, all written in one statement per
   * table (an import's batch). An id already taken refuses them all.
   */
  async createMany(ctx: CallContext, type: string, bodies: Record<string, unknown>[]): Promise<Saved[]> {
    if (!bodies.length) return [];
    const schema = resolveWrite(this.registry, this.sites, ctx, type);
    const prepared: { id: string; doc: Record<string, unknown> }[] = [];
    for (const body of bodies) {
      const id = schema.isSingleton && schema.singletonId ? schema.singletonId : body._id === undefined ? newRecordId() : body._id;
      checkedId(schema, id);
      if (schema.isSingleton && (await documents.getDocument(this.pool, ctx.siteId, schema._id, id))) {
        throw new AppError(409, 'CONFLICT', `${schema.singular ?? schema.label} existe déjà pour ce site (${id})`);
      }
      const hashes = await hashWriteOnly(schema, body, this.hooks.keptWriteOnly(schema._id));
      const doc = checkedDocument(this.hooks, ctx, schema, body, { isNew: true, hashes });
      const write: WriteInfo = { ctx, schema, action: 'create', id: body._id === undefined ? undefined : id };
      this.validate(doc, write);
      await this.beforeWrite(doc, write);
      prepared.push({ id, doc });
    }
    return commitWrites(this.parts, 'create', schema, ctx, undefined, async (client) => {
      const rows = prepared.map(({ id, doc }) => ({ id, doc: stampedDoc(schema, doc), search: searchColumnsOf(schema, id, doc) }));
      const inserted = await writes.insertDocuments(client, ctx.siteId, schema._id, rows);
      const byId = new Map(inserted.map((s) => [s.id, s]));
      if (inserted.length < rows.length) {
        // Taken before, or by an earlier one of these.
        const seen = new Set<string>();
        const taken = rows.find(({ id }) => !byId.has(id) || seen.has(id) || !seen.add(id));
        throw new AppError(409, 'CONFLICT', `L'identifiant ${taken?.id} est déjà utilisé`);
      }
      return rows.map(({ id }) => ({ stored: byId.get(id)! }));
    });
  }

  /** What a create (no `existing`) or update would refuse, writing nothing (an import's dry run); write-only values unhashed. */
  checkWrite(ctx: CallContext, type: string, body: Record<string, unknown>, existing?: { id: string; doc: Record<string, unknown> }): void {
    const schema = resolveWrite(this.registry, this.sites, ctx, type);
    if (!existing && body._id !== undefined) checkedId(schema, body._id);
    const hashes = new Map([...writeOnlyKeys(schema)].map((k) => [body[k], 'unhashed'] as [string, string]));
    const changes = checkedDocument(this.hooks, ctx, schema, body, { isNew: !existing, stored: existing?.doc, hashes });
    const doc = Object.fromEntries(Object.entries({ ...existing?.doc, ...changes }).filter(([, v]) => v !== null && v !== undefined));
    const id = existing?.id ?? (body._id as string | undefined);
    this.validate(doc, { ctx, schema, action: existing ? 'update' : 'create', id, stored: existing?.doc });
  }

  /** `asAction`: what the record's history calls this update ('restoreVersion': 'Restaurer cette version'). */
  async update(
    ctx: CallContext,
    type: string,
    id: string,
    body: Record<string, unknown>,
    ifMatch?: string,
    asAction?: 'restoreVersion',
  ): Promise<Saved> {
    const schema = resolveWrite(this.registry, this.sites, ctx, type);
    const hashes = await hashWriteOnly(schema, body, this.hooks.keptWriteOnly(schema._id));
    const write: WriteInfo = { ctx, schema, action: 'update', id };
    // Changes apply to the stored record in the current shapes; its versions are stamped again when it is stored.
    const inCurrentShapes = (stored: Record<string, unknown>) => unstamped(upgradedDoc(schema, stored));
    /** The stored document with the checked changes applied. */
    const next = (current: Record<string, unknown>): Record<string, unknown> => {
      const changes = checkedDocument(this.hooks, ctx, schema, body, { isNew: false, stored: current, hashes });
      const doc = { ...current };
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === undefined) delete doc[key];
        else doc[key] = value;
      }
      this.validate(doc, { ...write, stored: current });
      return doc;
    };
    if (this.hooks.of(schema._id).some((h) => h.beforeWrite)) {
      // The slow preparation sees the record read without lock; the transaction checks it again under the lock.
      const unlocked = await documents.getDocument(this.pool, ctx.siteId, schema._id, id);
      if (unlocked && !unlocked.archived) await this.beforeWrite(next(inCurrentShapes(unlocked.doc)), write);
    }
    return commitWrite(this.parts, 'update', schema, ctx, asAction, async (client) => {
      const before = inCurrentShapes((await this.lockLive(client, ctx, schema, id, ifMatch)).doc);
      const doc = next(before);
      const stored = await writes.replaceDocument(client, ctx.siteId, schema._id, id, stampedDoc(schema, doc), searchColumnsOf(schema, id, doc));
      return { stored, before };
    });
  }

  async archive(ctx: CallContext, type: string, id: string, ifMatch?: string): Promise<Saved> {
    const schema = resolveWrite(this.registry, this.sites, ctx, type);
    return commitWrite(this.parts, 'archive', schema, ctx, undefined, async (client) => {
      await this.lockLive(client, ctx, schema, id, ifMatch);
      return { stored: await writes.setArchived(client, ctx.siteId, schema._id, id, true) };
    });
  }

  /** Restores an archived record; an archived copy of a replaced record goes back under its own id (putBack). */
  async restore(ctx: CallContext, type: string, id: string): Promise<Saved> {
    const schema = resolveWrite(this.registry, this.sites, ctx, type);
    const original = replacedOriginalId(id);
    if (!original && this.hooks.of(schema._id).some((h) => h.beforeWrite)) {
      // What a live record needs made before it is (a restored schema's indexes) is made first, as for a save.
      const archived = await documents.getDocument(this.pool, ctx.siteId, schema._id, id, true);
      if (archived?.archived) await this.beforeWrite(unstamped(upgradedDoc(schema, archived.doc)), { ctx, schema, action: 'restore', id });
    }
    return commitWrite(this.parts, 'restore', schema, ctx, undefined, async (client) => {
      const current = await documents.getDocument(client, ctx.siteId, schema._id, id, true);
      if (!current) throw notFound('Enregistrement introuvable');
      if (!current.archived) throw new AppError(409, 'NOT_ARCHIVED', "Cet enregistrement n'est pas archivé");
      if (original) return this.putBack(client, ctx, schema, current, original);
      return { stored: await writes.setArchived(client, ctx.siteId, schema._id, id, false) };
    });
  }

  /**
   * Keeps the live record as an archived copy before a tool replaces it (model/replacedVersions.ts), so that
   * 'Archivés' › 'Restaurer' brings it back. Answers the copy's id.
   */
  async keepReplacedVersion(ctx: CallContext, type: string, id: string): Promise<string> {
    const schema = resolveWrite(this.registry, this.sites, ctx, type);
    const copyId = replacedVersionId(id);
    await commitWrite(this.parts, 'archive', schema, ctx, undefined, async (client) => ({
      stored: await this.archivedCopy(client, ctx, schema, (await this.lockLive(client, ctx, schema, id)).doc, copyId),
    }));
    return copyId;
  }

  private async archivedCopy(client: pg.PoolClient, ctx: CallContext, schema: DataSchema, doc: Record<string, unknown>, copyId: string) {
    const copy = await writes.insertDocument(client, ctx.siteId, schema._id, copyId, doc, searchColumnsOf(schema, copyId, doc));
    if (!copy) throw new AppError(409, 'CONFLICT', `L'identifiant ${copyId} est déjà utilisé`);
    return writes.setArchived(client, ctx.siteId, schema._id, copyId, true);
  }

  /** The archived copy's content under its own id again; the version it replaces is kept as an archived copy in turn. */
  private async putBack(client: pg.PoolClient, ctx: CallContext, schema: DataSchema, copy: documents.StoredDocument, id: string) {
    const current = await documents.getDocument(client, ctx.siteId, schema._id, id, true);
    if (current && !current.archived) await this.archivedCopy(client, ctx, schema, current.doc, replacedVersionId(id));
    const search = searchColumnsOf(schema, id, copy.doc);
    let stored = current
      ? await writes.replaceDocument(client, ctx.siteId, schema._id, id, copy.doc, search)
      : (await writes.insertDocument(client, ctx.siteId, schema._id, id, copy.doc, search))!;
    if (stored.archived) stored = await writes.setArchived(client, ctx.siteId, schema._id, id, false);
    await writes.deleteDocument(client, ctx.siteId, schema._id, copy.id);
    await this.links.write(client, ctx.siteId, schema, [stored]);
    return { stored, before: current?.doc };
  }

  private async lockLive(client: pg.PoolClient, ctx: CallContext, schema: DataSchema, id: string, ifMatch?: string) {
    const current = await documents.getDocument(client, ctx.siteId, schema._id, id, true);
    if (!current || current.archived) throw notFound('Enregistrement introuvable');
    if (ifMatch && ifMatch !== '*' && ifMatch.replace(/^W\//, '') !== etagOf(current)) {
      throw new AppError(412, 'STALE', "Cet enregistrement a été modifié entre-temps par quelqu'un d'autre. Rechargez-le avant d'enregistrer.");
    }
    return current;
  }

  /** The type's hooks complete the document, then check it. */
  private validate(doc: Record<string, unknown>, write: WriteInfo): void {
    for (const hooks of this.hooks.of(write.schema._id)) hooks.complete?.(doc, write);
    for (const hooks of this.hooks.of(write.schema._id)) hooks.validate?.(doc, write);
  }

  private async beforeWrite(doc: Record<string, unknown>, write: WriteInfo): Promise<void> {
    for (const hooks of this.hooks.of(write.schema._id)) await hooks.beforeWrite?.(doc, write);
  }
}
