// color and Color: CSS hex (#rgb, #rgba, #rrggbb, #rrggbbaa) or rgb() / rgba().
import type { PropertyValidator } from '../types.js';
import { fail, ok } from '../util.js';

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(\d*\.?\d+%?)\s*)?\)$/i;

export function isColor(text: string): boolean {
  if (HEX.test(text)) return true;
  const m = RGB.exec(text);
  if (!m) return false;
  if ([m[1], m[2], m[3]].some((c) => Number(c) > 255)) return false;
  const alpha = m[4];
  if (alpha === undefined) return true;
  return alpha.endsWith('%') ? parseFloat(alpha) <= 100 : Number(alpha) <= 1;
}

export const colorValidator: PropertyValidator = {
  normalize: (value) => (typeof value === 'string' ? value.trim() || null : value),
  check: (value) => (typeof value === 'string' && isColor(value) ? ok(value) : fail('Couleur invalide')),
};
