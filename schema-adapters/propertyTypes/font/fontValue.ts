// The Font value {isImported, fontFamily, cssUrl?} (spec 000 §3) as the form edits it.
import { WEB_SAFE_FONTS } from '../../../model/validation';
import type { PastedFont } from './fontCss';

export interface FontValue {
  isImported: boolean;
  fontFamily: string;
  cssUrl?: string;
}

export const isWebSafe = (family: string): boolean => (WEB_SAFE_FONTS as readonly string[]).includes(family);

/** Any stored value read as a font (a bare family name too); nothing gives an empty web-safe font. */
export function fontOf(value: unknown): FontValue {
  if (typeof value === 'string') return clean({ isImported: value !== '' && !isWebSafe(value), fontFamily: value });
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { isImported: false, fontFamily: '' };
  const { isImported, fontFamily, cssUrl } = value as Record<string, unknown>;
  return clean({
    isImported: isImported === true,
    fontFamily: typeof fontFamily === 'string' ? fontFamily : '',
    cssUrl: typeof cssUrl === 'string' ? cssUrl : undefined,
  });
}

/** Only an imported font keeps a CSS url; an empty one is left out (as the server stores it). */
function clean({ isImported, fontFamily, cssUrl }: FontValue): FontValue {
  return isImported && cssUrl ? { isImported, fontFamily, cssUrl } : { isImported, fontFamily };
}

/** Switching import on keeps the family; off keeps it only when it is web-safe, and drops the CSS url. */
export function withImported(font: FontValue, isImported: boolean): FontValue {
  if (isImported) return { ...font, isImported: true };
  return { isImported: false, fontFamily: isWebSafe(font.fontFamily) ? font.fontFamily : '' };
}

export const withFamily = (font: FontValue, fontFamily: string): FontValue => clean({ ...font, fontFamily });

export const withCssUrl = (font: FontValue, cssUrl: string): FontValue => clean({ ...font, isImported: true, cssUrl });

/** A paste: a CSS url makes the font imported; a web-safe family alone keeps a non-imported font so. */
export function withPasted(font: FontValue, pasted: PastedFont): FontValue {
  const fontFamily = pasted.fontFamily ?? font.fontFamily;
  const isImported = pasted.cssUrl ? true : font.isImported || !isWebSafe(fontFamily);
  return clean({ isImported, fontFamily, cssUrl: pasted.cssUrl ?? font.cssUrl });
}

/** The value to store: null for a non-imported font with no family (the "none" choice). */
export const storedFont = (font: FontValue): FontValue | null => (!font.isImported && !font.fontFamily ? null : font);
