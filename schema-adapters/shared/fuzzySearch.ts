// Fuzzy search in the browser on Fuse.js, with the spec's settings as Fuse's own options (spec 001 §9): the
// component picker matches within threshold 0.4 over label, _id and frontComponent; resource tables and choice lists
// within 0.2, on words of at least 3 characters. Accents and case never count; a word may sit anywhere in a text.
import Fuse, { type Expression, type IFuseOptions } from 'fuse.js';

export const COMPONENT_PICKER_SEARCH = { threshold: 0.4 } as const;
export const TABLE_SEARCH = { threshold: 0.2, minMatchCharLength: 3 } as const;

export interface FuzzySearchOptions<T> {
  /** The searched fields of an item (Fuse keys: names or dotted paths). */
  keys: readonly (keyof T & string)[];
  threshold: number;
  minMatchCharLength?: number;
  limit?: number;
}

/**
 * The items matching every word of `query` (each word in one of the keys), best first, ties in the given order.
 * A query without a word long enough to search (empty, or shorter than minMatchCharLength) keeps every item.
 */
export function fuzzySearch<T>(items: readonly T[], query: string, { keys, threshold, minMatchCharLength = 1, limit }: FuzzySearchOptions<T>): T[] {
  const words = query.split(/\s+/).filter((word) => word.length >= minMatchCharLength);
  if (words.length === 0) return limit === undefined ? [...items] : items.slice(0, limit);
  const options: IFuseOptions<T> = {
    keys: [...keys],
    threshold,
    minMatchCharLength,
    ignoreLocation: true,
    ignoreDiacritics: true,
    ignoreFieldNorm: true,
  };
  const expression: Expression = { $and: words.map((word) => ({ $or: keys.map((key) => ({ [key]: word })) })) };
  const found = new Fuse(items, options).search(expression, limit === undefined ? undefined : { limit });
  return found.map((result) => result.item);
}
