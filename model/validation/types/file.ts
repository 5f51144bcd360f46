// file and image: a stored path or URL (model/urlPolicy.ts), or an image block {src, caption, rightsHolder, display, align}.
import { storedPathProblem } from '../../urlPolicy.js';
import type { PropertyValidator } from '../types.js';
import { fail, isBlank, ok } from '../util.js';
import { isPlainObject } from '../../isObject.js';

const ALIGNS = ['left', 'center', 'right'];

export const fileValidator: PropertyValidator = {
  normalize: (value) => (value === '' ? null : value),
  isEmpty: (value) => isBlank(value) || (isPlainObject(value) && isBlank(value.src)),
  check: (value) => {
    if (typeof value === 'string') {
      const error = storedPathProblem(value);
      return error ? fail(error) : ok(value);
    }
    if (!isPlainObject(value) || typeof value.src !== 'string') return fail('Fichier invalide');
    const error = storedPathProblem(value.src);
    if (error) return fail(error);
    const { src, caption, rightsHolder, display, align } = value;
    if ([caption, rightsHolder].some((text) => text !== undefined && typeof text !== 'string')) return fail('Fichier invalide');
    if (display !== undefined && !(typeof display === 'number' && display >= 0 && display <= 100)) {
      return fail('Largeur invalide (0 à 100 %)');
    }
    if (align !== undefined && !ALIGNS.includes(align as string)) return fail('Alignement invalide');
    // The block's own keys only: nothing else reaches the page that shows it.
    const block = { src, caption, rightsHolder, display, align };
    return ok(Object.fromEntries(Object.entries(block).filter(([, v]) => v !== undefined)));
  },
};
