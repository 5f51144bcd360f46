// Small helpers shared by the property validators.
import type { PropertyDefinition } from '../metaSchema.js';
import type { ValueCheck } from './types.js';

export const ok = (value: unknown): ValueCheck => ({ ok: true, value });
export const fail = (message: string): ValueCheck => ({ ok: false, message });

/** null, undefined and '' carry no value (form inputs give '' for "nothing"). */
export const isBlank = (v: unknown): v is null | undefined | '' => v === null || v === undefined || v === '';

/** Characters as a reader counts them (code points, so an emoji is one). */
export const charCount = (s: string): number => [...s].length;

/** A refused value as an error message names it: its first 40 characters, so that a 4,000-character value does not become the message. */
export const shownValue = (value: string): string => (charCount(value) > 40 ? `${[...value].slice(0, 40).join('')}…` : value);

const plural = (n: number, noun: string): string => (Math.abs(n) > 1 ? `${noun}s` : noun);

/** The `length` / `min` / `max` rule broken by a count of characters or items, if any. */
export function countMessage(count: number, prop: PropertyDefinition, noun: 'caractère' | 'élément'): string | undefined {
  const { length, min, max } = prop;
  if (length !== undefined && count !== length) return `Exactement ${length} ${plural(length, noun)}`;
  if (min !== undefined && count < min) return `Au moins ${min} ${plural(min, noun)}`;
  if (max !== undefined && count > max) return `Au plus ${max} ${plural(max, noun)}`;
  return undefined;
}
