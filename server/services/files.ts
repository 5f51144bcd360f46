// Uploads (the file and image property types): an allow-list of types, bounded size, names made safe.
import path from 'node:path';
import type { Readable } from 'node:stream';
import { slugify } from '../../model/slug.js';
import type { FileStore } from '../storage/fileStore.js';
import { checkSite, type CallContext } from './access.js';
import { AppError, badRequest, notFound } from './errors.js';
import type { SiteDirectory } from './siteDirectory.js';

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** What may be stored, and how it is served back. Nothing a browser would run (html, svg, js) is accepted. */
export const FILE_TYPES: Record<string, { mime: string; image?: boolean; inline?: boolean }> = {
  jpg: { mime: 'image/jpeg', image: true, inline: true }, jpeg: { mime: 'image/jpeg', image: true, inline: true },
  png: { mime: 'image/png', image: true, inline: true }, gif: { mime: 'image/gif', image: true, inline: true },
  webp: { mime: 'image/webp', image: true, inline: true }, avif: { mime: 'image/avif', image: true, inline: true },
  pdf: { mime: 'application/pdf', inline: true }, txt: { mime: 'text/plain; charset=utf-8' }, csv: { mime: 'text/csv; charset=utf-8' },
  mp3: { mime: 'audio/mpeg', inline: true }, mp4: { mime: 'video/mp4', inline: true }, webm: { mime: 'video/webm', inline: true },
  doc: { mime: 'application/msword' }, docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xls: { mime: 'application/vnd.ms-excel' }, xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  odt: { mime: 'application/vnd.oasis.opendocument.text' }, ods: { mime: 'application/vnd.oasis.opendocument.spreadsheet' },
  zip: { mime: 'application/zip' },
};

export const humanSize = (bytes: number): string =>
  bytes < 1024 ? `${bytes} o` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} Ko` : `${(bytes / 1024 / 1024).toFixed(1)} Mo`;

export interface StoredFile { path: string; url: string; name: string; size: number; humanSize: string; mime: string }

export const fileUrl = (siteId: string, storedPath: string): string => `/api/${siteId}/files${storedPath}`;

export class FileService {
  constructor(private store: FileStore, private sites: SiteDirectory) {}

  async upload(ctx: CallContext, fileName: string, stream: Readable & { truncated?: boolean }): Promise<StoredFile> {
    checkSite(this.sites, ctx);
    const ext = path.extname(fileName).slice(1).toLowerCase();
    const type = FILE_TYPES[ext];
    if (!type) throw badRequest('BAD_FILE_TYPE', `Type de fichier non accepté (.${ext.slice(0, 10) || '?'}) : ${Object.keys(FILE_TYPES).join(', ')}`);
    const base = slugify(path.basename(fileName, path.extname(fileName))).slice(0, 80) || 'fichier';
    const { relPath, size } = await this.store.save(ctx.siteId, base, ext, stream);
    if (stream.truncated) {
      await this.store.remove(ctx.siteId, relPath);
      throw new AppError(413, 'TOO_LARGE', `Fichier trop volumineux (au plus ${humanSize(MAX_UPLOAD_BYTES)})`);
    }
    const stored = `/${relPath}`;
    return { path: stored, url: fileUrl(ctx.siteId, stored), name: fileName.slice(0, 200), size, humanSize: humanSize(size), mime: type.mime };
  }

  /** The file on disk for a stored path, with how to serve it. */
  locate(ctx: CallContext, storedPath: string): { full: string; ext: string; type: (typeof FILE_TYPES)[string] } {
    checkSite(this.sites, ctx);
    const ext = path.extname(storedPath).slice(1).toLowerCase();
    const type = FILE_TYPES[ext];
    const full = type && this.store.resolve(ctx.siteId, storedPath.replace(/^\/+/, ''));
    if (!full || !type) throw notFound('Fichier introuvable');
    return { full, ext, type };
  }
}
