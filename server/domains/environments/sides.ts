// One site of one server, as compare and copy see it: this server's site (read and written as the calling user,
// through the generic records service) or a peer's site (through its API, with the peer's token). Either way a write
// goes through that server's own validation and rights.
import path from 'node:path';
import type pg from 'pg';
import { inFilterTexts } from '../../../model/adminFilter.js';
import { COPIED_FROM_HEADER, copiedFromHeader, type CopySource } from '../../../model/history/index.js';
import type { CallContext } from '../../services/access.js';
import { checkSite } from '../../services/access.js';
import { hasAnyRight } from '../../../model/rights.js';
import { AppError, badRequest, forbidden, notFound } from '../../errors.js';
import { contentMismatch, FILE_TYPES } from '../files/index.js';
import type { RecordService } from '../../services/records.js';
import type { ApiRecord } from '../../services/recordView.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';
import type { FileStore } from '../../storage/fileStore.js';
import type { PeerClient } from './peerClient.js';
import type { RecordRef } from './references.js';
import { collectionDigests, missingRecords, type Digest } from './storage.js';

export interface Side {
  /** The environment's name ('staging'), or this server's ENV_NAME. */
  env: string;
  siteId: string;
  /** Base URL of the console on a peer; '' here. */
  consoleUrl: string;
  get(type: string, id: string): Promise<ApiRecord | undefined>;
  /** Live records of those ids. */
  some(type: string, ids: string[]): Promise<ApiRecord[]>;
  digests(type: string): Promise<Digest[]>;
  create(type: string, body: Record<string, unknown>): Promise<ApiRecord>;
  update(type: string, id: string, changes: Record<string, unknown>): Promise<ApiRecord>;
  archive(type: string, id: string): Promise<void>;
  restore(type: string, id: string): Promise<void>;
  /** Which of these records and files the site lacks. */
  missing(refs: RecordRef[], files: string[]): Promise<{ records: RecordRef[]; files: string[] }>;
  readFile(storedPath: string): Promise<Buffer>;
  /** Stores a file under the same path (paths stay equal across servers, so do the records that use them). */
  writeFile(storedPath: string, content: Buffer): Promise<void>;
  /** This side, its writes marked as copies of `source`'s records (their versions say "Copié depuis …"). */
  copyingFrom(source: CopySource): Side;
}

export const MAX_FILE_BYTES = 50 * 1024 * 1024;
const siteSegment = (siteId: string) => encodeURIComponent(siteId);
/** Records of many ids, asked in as many filters as the list's limits need. */
async function inBatches(ids: string[], list: (adminFilter: string) => Promise<ApiRecord[]>): Promise<ApiRecord[]> {
  const found: ApiRecord[] = [];
  for (const adminFilter of inFilterTexts('_id', ids)) found.push(...(await list(adminFilter)));
  return found;
}
const orUndefined = async <T>(p: Promise<T>): Promise<T | undefined> => {
  try {
    return await p;
  } catch (err) {
    if (err instanceof AppError && err.status === 404 && err.code === 'NOT_FOUND') return undefined;
    throw err;
  }
};

export class LocalSide implements Side {
  readonly consoleUrl = '';
  private ctx: CallContext;

  constructor(
    readonly env: string,
    readonly siteId: string,
    ctx: CallContext,
    private deps: { records: RecordService; registry: SchemaRegistry; pool: pg.Pool; store: FileStore; sites: SiteDirectory },
  ) {
    this.ctx = { ...ctx, siteId };
    checkSite(deps.sites, this.ctx);
  }

  async get(type: string, id: string) {
    return (await orUndefined(this.deps.records.get(this.ctx, type, id)))?.record;
  }

  async some(type: string, ids: string[]) {
    return inBatches(ids, async (adminFilter) => (await this.deps.records.list(this.ctx, type, { adminFilter, limit: 1000 })).data);
  }

  async digests(type: string) {
    // Reading the list as the user checks their right on the type first.
    await this.deps.records.count(this.ctx, type, {});
    return collectionDigests(this.deps.pool, this.siteId, type);
  }

  async create(type: string, body: Record<string, unknown>) {
    return (await this.deps.records.create(this.ctx, type, body)).record;
  }

  async update(type: string, id: string, changes: Record<string, unknown>) {
    return (await this.deps.records.update(this.ctx, type, id, changes)).record;
  }

  async archive(type: string, id: string) {
    await this.deps.records.archive(this.ctx, type, id);
  }

  async restore(type: string, id: string) {
    await this.deps.records.restore(this.ctx, type, id);
  }

  /**
   * What the user may know: each type named is checked as its list would be (a type another one points at shows its
   * labels, so a copy's references are always asked), and no private file is named.
   */
  async missing(refs: RecordRef[], files: string[]) {
    for (const type of new Set(refs.map((r) => r._cls))) this.deps.records.checkAccess(this.ctx, type, 'read');
    files.forEach((p) => this.refusePrivate(p));
    const found = await Promise.all(files.map((p) => this.deps.store.exists(this.siteId, p)));
    return { records: await missingRecords(this.deps.pool, this.siteId, refs), files: files.filter((_, i) => !found[i]) };
  }

  async readFile(storedPath: string) {
    const content = await this.deps.store.read(this.siteId, storedPath);
    if (!content) throw notFound(`Fichier introuvable : ${storedPath.slice(0, 200)}`);
    return content;
  }

  /** A copied file is an upload: the right of a type that holds files, never in the private area (exports). */
  async writeFile(storedPath: string, content: Buffer) {
    this.refusePrivate(storedPath);
    if (!hasAnyRight(this.ctx.user, this.deps.registry.uploadRights())) {
      throw forbidden("Copie de fichier refusée : vous n'avez le droit d'écrire aucun type qui en contient");
    }
    await writeStoredFile(this.deps.store, this.siteId, storedPath, content);
  }

  private refusePrivate(storedPath: string): void {
    if (this.deps.store.isPrivate(storedPath)) throw forbidden("Les fichiers privés du site (exports) ne passent pas d'un environnement à l'autre");
  }

  copyingFrom(copiedFrom: CopySource) {
    return new LocalSide(this.env, this.siteId, { ...this.ctx, copiedFrom }, this.deps);
  }
}

/** Writes a copied file at its path, unless one is there already; the content must match its extension. */
async function writeStoredFile(store: FileStore, siteId: string, storedPath: string, content: Buffer): Promise<void> {
  const ext = path.extname(storedPath).slice(1).toLowerCase();
  if (!store.isValidPath(siteId, storedPath) || !FILE_TYPES[ext])
    throw badRequest('BAD_FILE_TYPE', `Chemin de fichier refusé : ${storedPath.slice(0, 200)}`);
  if (content.length > MAX_FILE_BYTES) throw new AppError(413, 'TOO_LARGE', 'Fichier trop volumineux (au plus 50 Mo)');
  const mismatch = await contentMismatch(content, ext);
  if (mismatch) throw badRequest('BAD_FILE_CONTENT', mismatch);
  await store.write(siteId, storedPath, content, { ifAbsent: true });
}

export class RemoteSide implements Side {
  readonly env: string;
  readonly consoleUrl: string;

  constructor(
    private client: PeerClient,
    readonly siteId: string,
  ) {
    this.env = client.peer.name;
    this.consoleUrl = client.peer.url;
  }

  private base(type: string) {
    return `/api/${siteSegment(this.siteId)}/data/${encodeURIComponent(type)}`;
  }

  get(type: string, id: string) {
    return orUndefined(this.client.json<ApiRecord>('GET', `${this.base(type)}/${encodeURIComponent(id)}`));
  }

  async some(type: string, ids: string[]) {
    return inBatches(
      ids,
      async (adminFilter) => (await this.client.json<{ data: ApiRecord[] }>('GET', this.base(type), { query: { adminFilter, limit: 1000 } })).data,
    );
  }

  digests(type: string) {
    return this.client.json<Digest[]>('GET', `/api/${siteSegment(this.siteId)}/environments/digests/${encodeURIComponent(type)}`);
  }

  create(type: string, body: Record<string, unknown>) {
    return this.client.json<ApiRecord>('POST', this.base(type), { body });
  }

  update(type: string, id: string, changes: Record<string, unknown>) {
    return this.client.json<ApiRecord>('PUT', `${this.base(type)}/${encodeURIComponent(id)}`, { body: changes });
  }

  async archive(type: string, id: string) {
    await this.client.json('DELETE', `${this.base(type)}/${encodeURIComponent(id)}`);
  }

  async restore(type: string, id: string) {
    await this.client.json('POST', `${this.base(type)}/${encodeURIComponent(id)}/restore`);
  }

  missing(refs: RecordRef[], files: string[]) {
    return this.client.json<{ records: RecordRef[]; files: string[] }>('POST', `/api/${siteSegment(this.siteId)}/environments/missing`, {
      body: { records: refs, files },
    });
  }

  readFile(storedPath: string) {
    return this.client.bytes(`/api/${siteSegment(this.siteId)}/files${storedPath.split('/').map(encodeURIComponent).join('/')}`);
  }

  async writeFile(storedPath: string, content: Buffer) {
    await this.client.json('PUT', `/api/${siteSegment(this.siteId)}/environments/files${storedPath.split('/').map(encodeURIComponent).join('/')}`, {
      body: content,
    });
  }

  copyingFrom(source: CopySource) {
    return new RemoteSide(this.client.withHeaders({ [COPIED_FROM_HEADER]: copiedFromHeader(source) }), this.siteId);
  }
}
