// The images tool (spec 000 §2 Images, tools section): stored images of a site found by name, with their size and the
// records using them (link index); deleting one moves it to the site's file archive, unless a live record still uses
// it, and restoring brings it back at the same path (nothing the console deletes is lost).
import path from 'node:path';
import type { FoundImage, ImagePathReply, ImageSearchResult } from '../../../model/images/index.js';
import { slugify } from '../../../model/slug.js';
import type { CallContext } from '../../services/access.js';
import { AppError, badRequest, notFound } from '../../errors.js';
import { FILE_TYPES, fileUrl, humanSize } from '../files/index.js';
import type { LinkIndex } from '../../services/linkIndex.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import type { FileStore } from '../../storage/fileStore.js';

export const IMAGE_SEARCH = { maxResults: 60, scanBound: 20000, usersPerImage: 20 } as const;

const isImageName = (name: string): boolean => !!FILE_TYPES[path.extname(name).slice(1).toLowerCase()]?.image;

/** Whether a stored file's name holds the searched words, as uploads name files (slug of the name). */
export const nameMatches = (fileName: string, slug: string): boolean => isImageName(fileName) && fileName.toLowerCase().includes(slug);

const storedPath = (value: string): string => {
  const clean = `/${value.replace(/^\/+/, '')}`;
  if (clean.split('/').includes('..') || !isImageName(clean)) throw badRequest('BAD_PATH', "Chemin d'image invalide");
  return clean;
};

export class ImageToolService {
  constructor(
    private store: FileStore,
    private links: LinkIndex,
    private registry: SchemaRegistry,
  ) {}

  async search(ctx: CallContext, name: string, archived: boolean): Promise<ImageSearchResult> {
    const slug = slugify(name);
    if (!slug) throw badRequest('VALIDATION', 'Entrez un nom à chercher', { name: 'Nom requis' });
    const { files, complete } = await this.store.find(ctx.siteId, (n) => nameMatches(n, slug), {
      archived,
      limit: IMAGE_SEARCH.maxResults,
      scanBound: IMAGE_SEARCH.scanBound,
    });
    const users = await this.links.fileUsers(
      ctx,
      files.map((f) => f.path),
      IMAGE_SEARCH.usersPerImage,
    );
    const data = files.map((f): FoundImage => ({
      path: f.path,
      name: path.basename(f.path),
      url: fileUrl(ctx.siteId, f.path),
      size: f.size,
      humanSize: humanSize(f.size),
      modifiedAt: f.modifiedAt.toISOString(),
      usedBy: (users.byPath.get(f.path) ?? []).map((r) => ({
        type: r.cls,
        typeLabel: this.registry.get(r.cls)?.singular ?? this.registry.get(r.cls)?.label ?? r.cls,
        _id: r.id,
        label: r.label,
        archived: r.archived,
      })),
      hiddenUsers: users.hidden.get(f.path) ?? 0,
    }));
    return { data, complete };
  }

  /** Archives an image no live record uses; 409 with where it is used otherwise. */
  async remove(ctx: CallContext, value: string): Promise<ImagePathReply> {
    const stored = storedPath(value);
    const { byPath, hidden } = await this.links.fileUsers(ctx, [stored], IMAGE_SEARCH.usersPerImage);
    const live = (byPath.get(stored) ?? []).filter((r) => !r.archived);
    const others = hidden.get(stored) ?? 0;
    if (live.length || others) {
      const names = live.map((r) => `${this.registry.get(r.cls)?.singular ?? r.cls} « ${r.label} »`);
      if (others) names.push(`${others} enregistrement(s) d'autres sections`);
      throw new AppError(409, 'IMAGE_IN_USE', `Image utilisée, non supprimée : ${names.join(', ')}`);
    }
    if (!(await this.store.archive(ctx.siteId, stored.slice(1)))) throw notFound('Image introuvable');
    return { path: stored };
  }

  async restore(ctx: CallContext, value: string): Promise<ImagePathReply> {
    const stored = storedPath(value);
    if (await this.store.exists(ctx.siteId, stored.slice(1))) throw new AppError(409, 'CONFLICT', 'Une image existe déjà à ce chemin');
    if (!(await this.store.archive(ctx.siteId, stored.slice(1), true))) throw notFound('Image introuvable dans les images supprimées');
    return { path: stored };
  }
}
