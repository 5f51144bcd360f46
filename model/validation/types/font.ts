// Font (spec 000 §3): a web-safe family, or an imported one loaded from a CSS url.
import { isSafeUrl } from '../../urlPolicy.js';
import type { PropertyValidator } from '../types.js';
import { fail, isBlank, ok, shownValue } from '../util.js';
import { isPlainObject } from '../../isObject.js';

export const WEB_SAFE_FONTS = [
  'Arial',
  'Times',
  'Courier',
  'Palatino',
  'Garamond',
  'Bookman',
  'Avant Garde',
  'Verdana',
  'Georgia',
  'Trebuchet MS',
  'Arial Black',
  'Impact',
] as const;

export const fontValidator: PropertyValidator = {
  normalize: (value) => (isPlainObject(value) && value.isImported === undefined ? { ...value, isImported: false } : value),
  isEmpty: (value) => isBlank(value) || (isPlainObject(value) && isBlank(value.fontFamily) && isBlank(value.cssUrl)),
  check: (value) => {
    if (!isPlainObject(value) || typeof value.isImported !== 'boolean') return fail('Police invalide');
    const { isImported, fontFamily, cssUrl } = value;
    if (typeof fontFamily !== 'string' || fontFamily.trim() === '') return fail('Famille de police requise');
    // Only an imported font has a CSS url; a leftover one from a toggled form is dropped.
    if (!isImported) {
      return (WEB_SAFE_FONTS as readonly string[]).includes(fontFamily)
        ? ok({ isImported, fontFamily })
        : fail(`Police non disponible : ${shownValue(fontFamily)}`);
    }
    if (isBlank(cssUrl)) return ok({ isImported, fontFamily });
    if (typeof cssUrl !== 'string' || !/^https?:/i.test(cssUrl) || !isSafeUrl(cssUrl)) return fail('URL CSS invalide');
    return ok({ isImported, fontFamily, cssUrl });
  },
};
