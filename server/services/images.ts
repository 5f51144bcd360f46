// The image API: resized and cropped versions of stored images (w, h, c, q, bf, p, algo, force), cached on disk.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { FileStore } from '../storage/fileStore.js';
import type { CallContext } from './access.js';
import { badRequest } from './errors.js';
import type { FileService } from './files.js';

export interface ImageParams {
  w?: number; h?: number;
  /** 1: crop to fill w × h; otherwise fit inside. */
  c?: number;
  q?: number;
  /** Background fill (hex colour, no #): letterbox to exactly w × h instead of cropping. */
  bf?: string;
  /** Crop position when algo is 0. */
  p?: string;
  /** Crop algorithm: 0 position, 1 entropy, 2 attention, 3 stretch to w × h. */
  algo?: number;
  /** 1: enlarge small images too, and render again instead of using the cache. */
  force?: number;
}

const POSITIONS = ['center', 'top', 'bottom', 'left', 'right', 'top left', 'top right', 'bottom left', 'bottom right'];
const MAX_SIDE = 4000;

function checkParams(p: ImageParams): void {
  for (const side of [p.w, p.h]) {
    if (side !== undefined && (!Number.isInteger(side) || side < 1 || side > MAX_SIDE)) throw badRequest('BAD_IMAGE', `w et h vont de 1 à ${MAX_SIDE}`);
  }
  if (p.q !== undefined && (!Number.isInteger(p.q) || p.q < 1 || p.q > 100)) throw badRequest('BAD_IMAGE', 'q va de 1 à 100');
  if (p.bf !== undefined && !/^[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/.test(p.bf)) throw badRequest('BAD_IMAGE', 'bf est une couleur hexadécimale (ex. ffffff)');
  if (p.p !== undefined && !POSITIONS.includes(p.p)) throw badRequest('BAD_IMAGE', `p vaut ${POSITIONS.join(', ')}`);
  if (p.algo !== undefined && ![0, 1, 2, 3].includes(p.algo)) throw badRequest('BAD_IMAGE', 'algo va de 0 à 3');
}

function pipelineFor(source: string, p: ImageParams, ext: string): Sharp {
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

export class ImageService {
  constructor(private store: FileStore, private files: FileService) {}

  /** Path of the rendered image on disk (rendered now, or from the cache). */
  async render(ctx: CallContext, storedPath: string, params: ImageParams): Promise<{ file: string; mime: string }> {
    checkParams(params);
    const { full, ext, type } = this.files.locate(ctx, storedPath);
    if (!type.image) throw badRequest('BAD_IMAGE', "Ce fichier n'est pas une image");
    const stat = await fs.promises.stat(full).catch(() => undefined);
    if (!stat) throw badRequest('NOT_FOUND', 'Image introuvable');
    const { force, ...shape } = params;
    const key = crypto.createHash('sha256').update(JSON.stringify([ctx.siteId, storedPath, stat.mtimeMs, stat.size, shape])).digest('hex');
    const cached = this.store.cachePath(key, ext);
    if (force === 1 || !fs.existsSync(cached)) {
      await fs.promises.mkdir(path.dirname(cached), { recursive: true });
      const tmp = `${cached}.${process.pid}.tmp`;
      await pipelineFor(full, params, ext).toFile(tmp);
      await fs.promises.rename(tmp, cached);
    }
    return { file: cached, mime: type.mime };
  }
}
