// URLs of stored files and of the image API (spec 001 §7: w and h times the device pixel ratio).
import { isSafeUrl } from '../../../model/urlPolicy';

export interface ImageOptions {
  /** Width and height in CSS pixels; multiplied by the device pixel ratio. */
  w?: number;
  h?: number;
  /** Crop to fill w × h (c=1). */
  crop?: boolean;
  /** Quality 1-100. */
  q?: number;
  /** Background colour, hex with or without '#'. */
  bf?: string;
  /** Crop position (center, top, ...). */
  p?: string;
  /** Crop algorithm 0-3. */
  algo?: number;
  /** Render again instead of the cached copy. */
  force?: boolean;
}

const MAX_SIDE = 4000;
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'avif'];

/**
 * A stored value starting with http(s):// that the URL policy accepts is an external URL, shown as is; anything
 * else (older data included) is read as a path of the site's files, so it cannot lead elsewhere.
 */
export const isExternalUrl = (path: string): boolean => /^https?:\/\//i.test(path) && isSafeUrl(path);

/** '/2026/11/a b.jpg' → '/2026/11/a%20b.jpg'; always one leading slash. */
export const encodePath = (path: string): string => `/${path.split('/').filter(Boolean).map(encodeURIComponent).join('/')}`;

/** The raw file: GET /api/{siteId}/files{path}. */
export function fileUrl(siteId: string, path: string): string {
  if (isExternalUrl(path)) return path;
  return `/api/${encodeURIComponent(siteId)}/files${encodePath(path)}`;
}

const side = (css: number | undefined, dpr: number): number | undefined =>
  css && css > 0 ? Math.min(MAX_SIDE, Math.max(1, Math.round(css * dpr))) : undefined;

/** The current device pixel ratio (1 where there is no window). */
export const devicePixelRatio = (): number => (typeof window !== 'undefined' && window.devicePixelRatio > 0 ? window.devicePixelRatio : 1);

/** A resized image: GET /api/{siteId}/images{path}?w=&h=&c=1&q=&bf=&p=&algo=&force=. */
export function imageUrl(siteId: string, path: string, options: ImageOptions = {}, dpr = devicePixelRatio()): string {
  if (isExternalUrl(path)) return path;
  const query = new URLSearchParams();
  const w = side(options.w, dpr);
  const h = side(options.h, dpr);
  if (w) query.set('w', String(w));
  if (h) query.set('h', String(h));
  if (options.crop) query.set('c', '1');
  if (options.q !== undefined) query.set('q', String(Math.min(100, Math.max(1, Math.round(options.q)))));
  if (options.bf) query.set('bf', options.bf.replace(/^#/, ''));
  if (options.p) query.set('p', options.p);
  if (options.algo !== undefined) query.set('algo', String(options.algo));
  if (options.force) query.set('force', '1');
  const search = query.toString();
  return `/api/${encodeURIComponent(siteId)}/images${encodePath(path)}${search ? `?${search}` : ''}`;
}

/** The file name at the end of a path or URL, without query. */
export function fileNameOf(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? '';
  const name = clean.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** Whether a path names an image the image API can resize (by its extension). */
export const isImagePath = (path: string): boolean => {
  const ext = fileNameOf(path).split('.').pop()?.toLowerCase() ?? '';
  return IMAGE_EXTENSIONS.includes(ext);
};
