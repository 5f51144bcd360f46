// Colours are stored as CSS text or, for some Color values, as an object ({hex}, {r, g, b, a}, ...).
import { isColor } from '../../../model/validation';

const asCss = (text: unknown): string | undefined => (typeof text === 'string' && isColor(text.trim()) ? text.trim() : undefined);

const isChannel = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** A CSS colour to paint a swatch with, or undefined when the value holds none. */
export function cssColorOf(value: unknown): string | undefined {
  if (typeof value === 'string') return asCss(value);
  if (!value || typeof value !== 'object') return undefined;
  const color = value as Record<string, unknown>;
  const text = asCss(color.hex) ?? asCss(color.color) ?? asCss(color.value);
  if (text) return text;
  const { r, g, b, a } = color;
  if (isChannel(r) && isChannel(g) && isChannel(b)) return `rgba(${r}, ${g}, ${b}, ${isChannel(a) ? a : 1})`;
  return undefined;
}
