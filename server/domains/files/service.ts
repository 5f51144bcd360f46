// Uploads (the file and image property types): an allow-list of types checked against the content, bounded size and
// quota, names made safe. The global space takes uploads from super administrators and serves others only site logos.
import path from 'node:path';
import type { Readable } from 'node:stream';
import { slugify } from '../../../model/slug.js';
import { MAX_UPLOAD_BYTES, type StoredFile } from '../../../model/files/index.js';
import type { FileStore } from '../../storage/fileStore.js';
import type { CallContext } from '../../services/access.js';
import { AppError, badRequest, notFound } from '../../errors.js';
import { contentMismatch, FILE_TYPES, humanSize, type FileType } from './fileTypes.js';
import { parseRange } from '../../../model/byteRange.js';
import { GLOBAL_SITE } from '../../services/schemaRegistry.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';
import { UploadQuota } from './uploadQuota.js';

export const fileUrl = (siteId: string, storedPath: string): string => `/api/${siteId}/files${storedPath}`;

export class FileService {
  constructor(
    private store: FileStore,
    private sites: SiteDirectory,
    private quota: UploadQuota,
  ) {}

  async upload(ctx: CallContext, fileName: string, stream: Readable & { truncated?: boolean }): Promise<StoredFile> {
    const ext = path.extname(fileName).slice(1).toLowerCase();
    const type = FILE_TYPES[ext];
    if (!type) throw badRequest('BAD_FILE_TYPE', `Type de fichier non accepté (.${ext.slice(0, 10) || '?'}) : ${Object.keys(FILE_TYPES).join(', ')}`);
    await this.quota.check(ctx.user._id);
    const base = slugify(path.basename(fileName, path.extname(fileName))).slice(0, 80) || 'fichier';
    const { relPath, size } = await this.store.save(ctx.siteId, base, ext, stream);
    if (stream.truncated) {
      await this.store.remove(ctx.siteId, relPath);
      throw new AppError(413, 'TOO_LARGE', `Fichier trop volumineux (au plus ${humanSize(MAX_UPLOAD_BYTES)})`);
    }
    const mismatch = await contentMismatch((await this.store.sample(ctx.siteId, relPath)) ?? Buffer.alloc(0), ext);
    if (mismatch) {
      await this.store.remove(ctx.siteId, relPath);
      throw badRequest('BAD_FILE_CONTENT', mismatch);
    }
    await this.quota.add(ctx.user._id, size);
    const stored = `/${relPath}`;
    return { path: stored, url: fileUrl(ctx.siteId, stored), name: fileName.slice(0, 200), size, humanSize: humanSize(size), mime: type.mime };
  }

  /** Where a stored path may be read from, with how to serve it (the route's reader and the image renderer). */
  locate(ctx: CallContext, storedPath: string): { relPath: string; ext: string; type: FileType } {
    // The route (its declared right) checked the site; in the global space, a user who is not super administrator reads logos only.
    if (ctx.siteId === GLOBAL_SITE && !ctx.user.superAdmin && !this.sites.isLogo(storedPath)) throw notFound('Fichier introuvable');
    const ext = path.extname(storedPath).slice(1).toLowerCase();
    const type = FILE_TYPES[ext];
    const relPath = storedPath.replace(/^\/+/, '');
    if (!type || this.store.isPrivate(relPath)) throw notFound('Fichier introuvable');
    return { relPath, ext, type };
  }

  /** A stored file's bytes, those a Range header asks for ('unsatisfiable' beyond its end), streamed from the store. */
  async open(ctx: CallContext, storedPath: string, rangeHeader: string | undefined): Promise<OpenedFile> {
    const { relPath, type } = this.locate(ctx, storedPath);
    const found = await this.store.stat(ctx.siteId, relPath);
    if (!found) throw notFound('Fichier introuvable');
    const range = parseRange(rangeHeader, found.size);
    if (range === 'unsatisfiable') return { type, size: found.size, range };
    const opened = await this.store.open(ctx.siteId, relPath, range);
    if (!opened) throw notFound('Fichier introuvable');
    return { type, size: found.size, range, stream: opened.stream };
  }
}

export type OpenedFile =
  | { type: FileType; size: number; range: 'unsatisfiable' }
  | { type: FileType; size: number; range: { start: number; end: number } | undefined; stream: Readable };
