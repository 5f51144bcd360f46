// The generic items service: every record of every type is written here, checked against its schema, with its audit
// entry and its type's hooks. Its reads are the reader's (recordReader.ts).
import crypto from 'node:crypto';
import type pg from 'pg';
import { MAX_RECORD_ID_LENGTH } from '../../model/constants.js';
import type { DataSchema } from '../../model/metaSchema.js';
import { checkRecord, COMPUTED_KEYS, recordLocks } from '../../model/validation/index.js';
import { DEVELOPER_ONLY, developerOnlyLock } from '../../model/propertyVisibility.js';
import { unstamped } from '../../model/migrations/index.js';
import { replacedOriginalId, replacedVersionId } from '../../model/replacedVersions.js';
import { afterWriteCommit, inWriteTransaction } from '../storage/batchTransaction.js';
import * as documents from '../storage/documents.js';
import * as writes from '../storage/documentWrites.js';
import type { SearchRecheck } from '../storage/documentSearch.js';
import { resolveWrite, type CallContext, type RecordNeed } from './access.js';
import { AppError, invalidRecord, notFound } from '../errors.js';
import type { ListParams } from './listQuery.js';
import { isPasswordHash } from './passwords.js';
import { RecordReader, type ListOptions } from './recordReader.js';
import { etagOf, hiddenKeys, toApiRecord, type Saved } from './recordView.js';
import { insertAudits } from '../storage/auditLog.js';
import { setWriteOrigin } from '../storage/recordVersions.js';
import { auditActor, writeDetail, type WriteAction } from './audit.js';
import { stampedDoc, upgradedDoc } from './documentMigrations.js';
import type { LinkIndex } from './linkIndex.js';
import type { RecordHookRegistry, WriteInfo } from './recordHooks.js';
import { sanitizeRecord } from './recordSanitizer.js';
import type { SchemaRegistry } from './schemaRegistry.js';
import { searchColumnsOf } from './searchIndex.js';
import { hashWriteOnly, unhashed, writeOnlyKeys, type Hashes } from './writeOnlyValues.js';
import type { SiteDirectory } from './siteDirectory.js';
import { writeOriginOf } from './writeOrigin.js';

const ID_PATTERN = new RegExp(`^[A-Za-z0-9][A-Za-z0-9_.:-]{0,${MAX_RECORD_ID_LENGTH - 1}}$`);
const SYSTEM_KEYS = ['_id', '_cls', 'createdAt', 'updatedAt', '_archived', 'id'];

/** A document a write stored, and the one it replaced. */
interface Written {
  stored: documents.StoredDocument;
  before?: Record<string, unknown>;
}

const newId = (): string => crypto.randomBytes(12).toString('hex');

/** A non-developer's write to developer-only values, top-level or nested: `fields` by path. */
const developerOnlyRefused = (fields: Record<string, string>) => new AppError(403, 'FORBIDDEN_FIELD', 'Champs réservés aux développeurs', fields);

export class RecordService {
  private readonly reader: RecordReader;

  constructor(
    private pool: pg.Pool,
    private registry: SchemaRegistry,
    private sites: SiteDirectory,
    private hooks: RecordHookRegistry,
    private links: LinkIndex,
  ) {
    this.reader = new RecordReader(pool, registry, sites, hooks);
  }

  // The reads are the reader's (recordReader.ts): routes and domains hold this one service for both.
  list(ctx: CallContext, type: string, opts: ListOptions) {
    return this.reader.list(ctx, type, opts);
  }
  count(ctx: CallContext, type: string, params: ListParams) {
    return this.reader.count(ctx, type, params);
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
      const id = schema.isSingleton && schema.singletonId ? schema.singletonId : body._id === undefined ? newId() : body._id;
      this.checkedId(schema, id);
      if (schema.isSingleton && (await documents.getDocument(this.pool, ctx.siteId, schema._id, id))) {
        throw new AppError(409, 'CONFLICT', `${schema.singular ?? schema.label} existe déjà pour ce site (${id})`);
      }
      const hashes = await hashWriteOnly(schema, body, this.hooks.keptWriteOnly(schema._id));
      const doc = this.checkedDocument(ctx, schema, body, { isNew: true, hashes });
      const write: WriteInfo = { ctx, schema, action: 'create', id: body._id === undefined ? undefined : id };
      this.validate(doc, write);
      await this.beforeWrite(doc, write);
      prepared.push({ id, doc });
    }
    return this.commit('create', schema, ctx, undefined, async (client) => {
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
    if (!existing && body._id !== undefined) this.checkedId(schema, body._id);
    const hashes = new Map([...writeOnlyKeys(schema)].map((k) => [body[k], 'unhashed'] as [string, string]));
    const changes = this.checkedDocument(ctx, schema, body, { isNew: !existing, stored: existing?.doc, hashes });
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
      const changes = this.checkedDocument(ctx, schema, body, { isNew: false, stored: current, hashes });
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
    return this.commitOne('update', schema, ctx, asAction, async (client) => {
      const before = inCurrentShapes((await this.lockLive(client, ctx, schema, id, ifMatch)).doc);
      const doc = next(before);
      const stored = await writes.replaceDocument(client, ctx.siteId, schema._id, id, stampedDoc(schema, doc), searchColumnsOf(schema, id, doc));
      return { stored, before };
    });
  }

  async archive(ctx: CallContext, type: string, id: string, ifMatch?: string): Promise<Saved> {
    const schema = resolveWrite(this.registry, this.sites, ctx, type);
    return this.commitOne('archive', schema, ctx, undefined, async (client) => {
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
    return this.commitOne('restore', schema, ctx, undefined, async (client) => {
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
    await this.commitOne('archive', schema, ctx, undefined, async (client) => ({
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

  private checkedId(schema: DataSchema, id: unknown): asserts id is string {
    if (typeof id !== 'string' || !ID_PATTERN.test(id)) {
      throw invalidRecord(schema, { _id: 'Identifiant invalide (lettres, chiffres, « - », « _ », « . », « : », 128 caractères au plus)' });
    }
  }

  private async lockLive(client: pg.PoolClient, ctx: CallContext, schema: DataSchema, id: string, ifMatch?: string) {
    const current = await documents.getDocument(client, ctx.siteId, schema._id, id, true);
    if (!current || current.archived) throw notFound('Enregistrement introuvable');
    if (ifMatch && ifMatch !== '*' && ifMatch.replace(/^W\//, '') !== etagOf(current)) {
      throw new AppError(412, 'STALE', "Cet enregistrement a été modifié entre-temps par quelqu'un d'autre. Rechargez-le avant d'enregistrer.");
    }
    return current;
  }

  /** Validates the written keys against the schema; write-only values are replaced by their hashes. */
  private checkedDocument(
    ctx: CallContext,
    schema: DataSchema,
    body: Record<string, unknown>,
    opts: { isNew: boolean; stored?: Record<string, unknown>; hashes: Hashes },
  ) {
    const input: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(body)) if (!SYSTEM_KEYS.includes(key) && !COMPUTED_KEYS.has(key)) input[key] = value;
    const hidden = hiddenKeys(schema, ctx.user);
    const writeOnly = writeOnlyKeys(schema);
    const refused = Object.keys(input).filter((k) => hidden.has(k) && !writeOnly.has(k));
    if (refused.length) throw developerOnlyRefused(Object.fromEntries(refused.map((k) => [k, DEVELOPER_ONLY])));
    // Write-only values already hashed stay as they are; an absent one keeps the stored hash.
    const stored = opts.stored && Object.fromEntries(Object.entries(opts.stored).filter(([k]) => !writeOnly.has(k)));
    // A type checking its records itself (schemas) checks its developer-only values too, naming them
    // (schemas/validation.ts checkDeveloperFlags).
    const ownCheck = this.hooks.says(schema._id, 'replacesSchemaCheck');
    // The nested developer-only values a non-developer never saw are put back first: the check sees whole items.
    const nested = ownCheck ? { value: input, errors: {} } : recordLocks(schema.propertiesList, input, opts.stored, developerOnlyLock(ctx.user));
    if (Object.keys(nested.errors).length) throw developerOnlyRefused(nested.errors);
    const result = ownCheck
      ? { ok: true, value: nested.value, errors: {} }
      : checkRecord(schema, nested.value, { isNew: opts.isNew, partial: !opts.isNew, stored });
    if (!result.ok) throw invalidRecord(schema, result.errors);
    const doc = sanitizeRecord(schema, result.value, ctx.siteId);
    const kept = this.hooks.keptWriteOnly(schema._id);
    for (const key of writeOnly) {
      const value = doc[key];
      if (!opts.isNew && (value === null || value === '')) delete doc[key];
      else if (!kept.has(key) && typeof value === 'string' && value && !isPasswordHash(value)) doc[key] = opts.hashes.get(value) ?? unhashed(key);
    }
    return doc;
  }

  /** The type's hooks complete the document, then check it. */
  private validate(doc: Record<string, unknown>, write: WriteInfo): void {
    for (const hooks of this.hooks.of(write.schema._id)) hooks.complete?.(doc, write);
    for (const hooks of this.hooks.of(write.schema._id)) hooks.validate?.(doc, write);
  }

  private async beforeWrite(doc: Record<string, unknown>, write: WriteInfo): Promise<void> {
    for (const hooks of this.hooks.of(write.schema._id)) await hooks.beforeWrite?.(doc, write);
  }

  /**
   * Runs a write and its audit entries in one transaction (or in the transaction of an import's batch), then the
   * type's afterCommit hooks once committed. The versions the write produces (storage triggers, migration 036) are said
   * to be this user's, through `historyAction` if given.
   */
  private async commit(
    action: WriteAction,
    schema: DataSchema,
    ctx: CallContext,
    historyAction: string | undefined,
    write: (client: pg.PoolClient) => Promise<Written[]>,
  ): Promise<Saved[]> {
    const written = await inWriteTransaction(this.pool, async (client) => {
      await setWriteOrigin(client, writeOriginOf(ctx.user, historyAction, ctx.copiedFrom));
      const results = await write(client);
      // Archiving and restoring leave the documents as they were, and so their links.
      if (action === 'create' || action === 'update')
        await this.links.write(
          client,
          ctx.siteId,
          schema,
          results.map(({ stored }) => stored),
        );
      await insertAudits(
        client,
        results.map(({ stored, before }) => ({
          ...auditActor(ctx),
          action,
          siteId: ctx.siteId,
          cls: schema._id,
          recordId: stored.id,
          detail: writeDetail(schema, action, before, stored.doc),
        })),
      );
      return results;
    });
    const saved: Saved[] = [];
    for (const { stored, before } of written) {
      const extra = await afterWriteCommit(() => this.hooks.afterCommit({ ctx, schema, action, id: stored.id, before, after: stored.doc }));
      saved.push({ record: { ...toApiRecord(stored, schema, hiddenKeys(schema, ctx.user)), ...extra }, etag: etagOf(stored) });
    }
    return saved;
  }

  /** `commit` of one record's write. */
  private async commitOne(
    action: WriteAction,
    schema: DataSchema,
    ctx: CallContext,
    historyAction: string | undefined,
    write: (client: pg.PoolClient) => Promise<Written>,
  ): Promise<Saved> {
    return (await this.commit(action, schema, ctx, historyAction, async (client) => [await write(client)]))[0];
  }
}
