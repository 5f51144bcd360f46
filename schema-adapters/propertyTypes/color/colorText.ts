// Colour texts: the forms accept #rgb, #rgba, #rrggbb, #rrggbbaa, rgb() and rgba(); the native picker only #rrggbb.
import { isColor } from '../../../model/validation';

const HEX_SHORT = /^#([0-9a-f])([0-9a-f])([0-9a-f])([0-9a-f])?$/i;
const HEX_LONG = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i;
const RGB = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(\d*\.?\d+%?)\s*)?\)$/i;

const hex2 = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0');

/** One spelling per colour, to tell duplicates apart: lowercase, #rgb(a) expanded, no spaces in rgb(). */
export function canonicalColor(text: string): string | undefined {
  const trimmed = text.trim();
  if (!isColor(trimmed)) return undefined;
  const short = HEX_SHORT.exec(trimmed);
  if (short)
    return `#${short
      .slice(1)
      .filter(Boolean)
      .map((c) => c + c)
      .join('')}`.toLowerCase();
  if (trimmed.startsWith('#')) return trimmed.toLowerCase();
  return trimmed.toLowerCase().replace(/\s+/g, '');
}

/** The #rrggbb the native colour picker shows for a colour text (black when it holds none). */
export function toPickerHex(text: unknown): string {
  if (typeof text !== 'string') return '#000000';
  const canonical = canonicalColor(text);
  if (!canonical) return '#000000';
  const long = HEX_LONG.exec(canonical);
  if (long) return `#${long[1]}`;
  const rgb = RGB.exec(canonical);
  return rgb ? `#${hex2(Number(rgb[1]))}${hex2(Number(rgb[2]))}${hex2(Number(rgb[3]))}` : '#000000';
}

/** The colour after picking `hex` in the native picker: a transparency the text had is kept. */
export function withPickedHex(current: unknown, hex: string): string {
  const picked = hex.toLowerCase();
  const canonical = typeof current === 'string' ? canonicalColor(current) : undefined;
  if (!canonical) return picked;
  const long = HEX_LONG.exec(canonical);
  if (long?.[2]) return `${picked}${long[2]}`;
  const rgb = RGB.exec(canonical);
  if (rgb?.[4] !== undefined && canonical.startsWith('rgba')) {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(picked.slice(i, i + 2), 16));
    return `rgba(${r}, ${g}, ${b}, ${rgb[4]})`;
  }
  return picked;
}
