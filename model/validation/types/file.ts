// file and image: a stored path or URL, or an image block {src, caption, rightsHolder, display, align}.
import type { PropertyValidator } from '../types.js';
import { fail, isBlank, isPlainObject, ok } from '../util.js';

const MAX_PATH = 1000;
const ALIGNS = ['left', 'center', 'right'];

/** Why a path is refused, if it is: too long, a '..' segment, a control character or a non-http scheme. */
export function filePathError(path: string): string | undefined {
  if (path.length > MAX_PATH) return `Chemin trop long (${MAX_PATH} caractères au plus)`;
  if (/[\u0000-\u001f]/.test(path) || path.split(/[\\/]/).includes('..')) return 'Chemin invalide';
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) && !/^https?:\/\//i.test(path)) return 'Chemin invalide';
  return undefined;
}

export const fileValidator: PropertyValidator = {
  normalize: (value) => (value === '' ? null : value),
  isEmpty: (value) => isBlank(value) || (isPlainObject(value) && isBlank(value.src)),
  check: (value) => {
    if (typeof value === 'string') {
      const error = filePathError(value);
      return error ? fail(error) : ok(value);
    }
    if (!isPlainObject(value) || typeof value.src !== 'string') return fail('Fichier invalide');
    const error = filePathError(value.src);
    if (error) return fail(error);
    const { display, align } = value;
    if (display !== undefined && !(typeof display === 'number' && display >= 0 && display <= 100)) {
      return fail('Largeur invalide (0 à 100 %)');
    }
    if (align !== undefined && !ALIGNS.includes(align as string)) return fail('Alignement invalide');
    return ok(value);
  },
};
