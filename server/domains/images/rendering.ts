// The image API: resized and cropped versions of stored images (w, h, c, q, bf, p, algo, force), cached in the file
// store, which every server shares: a variant is rendered once in the fleet (two servers at once both answer it).
// Renders are bounded: a few at a time with a bounded queue (429 beyond), one render per variant however many ask
// for it, a cap on the variants of one image, and `force` (render again, enlarge) for developers only.
import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import pLimit from 'p-limit';
import sharp, { type Sharp } from 'sharp';
import type { FileStore } from '../../storage/fileStore.js';
import type { CallContext } from '../../services/access.js';
import { AppError, badRequest, forbidden } from '../../errors.js';
import { contentMismatch, type FileService } from '../files/index.js';

export interface ImageParams {
  w?: number;
  h?: number;
  /** 1: crop to fill w × h; otherwise fit inside. */
  c?: number;
  q?: number;
  /** Background fill (hex colour, no #): letterbox to exactly w × h instead of cropping. */
  bf?: string;
  /** Crop position when algo is 0. */
  p?: string;
  /** Crop algorithm: 0 position, 1 entropy, 2 attention, 3 stretch to w × h. */
  algo?: number;
  /** 1: enlarge small images too, and render again instead of using the cache (developers only). */
  force?: number;
}

const POSITIONS = ['center', 'top', 'bottom', 'left', 'right', 'top left', 'top right', 'bottom left', 'bottom right'];
const MAX_SIDE = 4000;
export const IMAGE_LIMITS = { renders: 2, waiting: 16, variantsPerImage: 50 } as const;

function checkParams(p: ImageParams): void {
  for (const side of [p.w, p.h]) {
    if (side !== undefined && (!Number.isInteger(side) || side < 1 || side > MAX_SIDE))
      throw badRequest('BAD_IMAGE', `w et h vont de 1 à ${MAX_SIDE}`);
  }
  if (p.q !== undefined && (!Number.isInteger(p.q) || p.q < 1 || p.q > 100)) throw badRequest('BAD_IMAGE', 'q va de 1 à 100');
  if (p.bf !== undefined && !/^[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/.test(p.bf))
    throw badRequest('BAD_IMAGE', 'bf est une couleur hexadécimale (ex. ffffff)');
  if (p.p !== undefined && !POSITIONS.includes(p.p)) throw badRequest('BAD_IMAGE', `p vaut ${POSITIONS.join(', ')}`);
  if (p.algo !== undefined && ![0, 1, 2, 3].includes(p.algo)) throw badRequest('BAD_IMAGE', 'algo va de 0 à 3');
}

function pipelineFor(source: Buffer, p: ImageParams, ext: string): Sharp {
  let image = sharp(source, { animated: ext === 'gif' }).rotate();
  if (p.w || p.h) {
    const fit = p.algo === 3 ? 'fill' : p.bf ? 'contain' : p.c === 1 ? 'cover' : 'inside';
    const position = p.algo === 1 ? sharp.strategy.entropy : p.algo === 2 ? sharp.strategy.attention : (p.p ?? 'center');
    image = image.resize({ width: p.w, height: p.h, fit, position, withoutEnlargement: p.force !== 1, background: p.bf ? `#${p.bf}` : undefined });
  }
  const quality = p.q ?? 80;
  if (ext === 'png') return image.png({ quality });
  if (ext === 'webp') return image.webp({ quality });
  if (ext === 'avif') return image.avif({ quality });
  if (ext === 'gif') return image.gif();
  return image.jpeg({ quality, mozjpeg: true });
}

const hash = (value: unknown): string => crypto.createHash('sha256').update(JSON.stringify(value)).digest('hex');

export class ImageService {
  private limit = pLimit(IMAGE_LIMITS.renders);
  /** Renders under way, by cache path: a second request for the same variant waits for the first. */
  private rendering = new Map<string, Promise<void>>();

  constructor(
    private store: FileStore,
    private files: FileService,
  ) {}

  /** The rendered image (rendered now, or from the cache). */
  async render(ctx: CallContext, storedPath: string, params: ImageParams): Promise<{ stream: Readable; size: number; mime: string }> {
    checkParams(params);
    if (params.force === 1 && !ctx.user.isDeveloper && !ctx.user.superAdmin) throw forbidden('force=1 est réservé aux développeurs');
    const { relPath, ext, type } = this.files.locate(ctx, storedPath);
    if (!type.image) throw badRequest('BAD_IMAGE', "Ce fichier n'est pas une image");
    const stat = await this.store.stat(ctx.siteId, relPath);
    if (!stat) throw badRequest('NOT_FOUND', 'Image introuvable');
    const { force, ...shape } = params;
    const source = hash([ctx.siteId, storedPath, stat.modifiedAt.getTime(), stat.size]);
    const cached = this.store.cacheKey(source, hash(shape), ext);
    const pending = this.rendering.get(cached);
    if (pending) await pending;
    else if (force === 1 || !(await this.store.isCached(cached)))
      await this.once(cached, () => this.draw(ctx.siteId, relPath, ext, source, cached, params));
    const rendered = await this.store.openCached(cached);
    if (!rendered) throw new Error(`variante absente du cache après son rendu : ${cached}`);
    return { ...rendered, mime: type.mime };
  }

  private async once(key: string, work: () => Promise<void>): Promise<void> {
    const promise = work().finally(() => this.rendering.delete(key));
    this.rendering.set(key, promise);
    await promise;
  }

  private async draw(siteId: string, relPath: string, ext: string, source: string, cached: string, params: ImageParams): Promise<void> {
    if (!(await this.store.isCached(cached)) && (await this.store.variantCount(source)) >= IMAGE_LIMITS.variantsPerImage) {
      throw new AppError(
        429,
        'TOO_MANY_VARIANTS',
        `Plus de ${IMAGE_LIMITS.variantsPerImage} tailles différentes de cette image : réutilisez une taille déjà demandée`,
      );
    }
    if (this.limit.pendingCount >= IMAGE_LIMITS.waiting) {
      throw new AppError(429, 'BUSY', 'Trop d’images en cours de calcul : réessayez dans un instant');
    }
    const rendered = await this.limit(async () => {
      const original = await this.store.read(siteId, relPath);
      if (!original) throw badRequest('NOT_FOUND', 'Image introuvable');
      // Only a raster image that is what its extension says reaches sharp (no SVG, and so no XML entities).
      const mismatch = await contentMismatch(original, ext);
      if (mismatch) throw badRequest('BAD_IMAGE', `Image illisible : ${mismatch.charAt(0).toLowerCase()}${mismatch.slice(1)}`);
      return pipelineFor(original, params, ext)
        .toBuffer()
        .catch(() => {
          throw badRequest('BAD_IMAGE', 'Image illisible : le fichier est abîmé ou n’est pas une image');
        });
    });
    await this.store.saveCached(cached, rendered, params.force === 1);
  }
}
