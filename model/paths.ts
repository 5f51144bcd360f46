// Collection paths (spec 000 §2): section path plus the plural entity name in kebab-case.
import type { DataSchema } from './metaSchema.js';
import { sectionById } from './sections.js';

export const kebabCase = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .toLowerCase();

export function pluralize(word: string): string {
  if (/(ss|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (word.endsWith('s')) return word;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

export const pluralSegment = (schema: Pick<DataSchema, '_id' | 'plural'>): string => schema.plural ?? pluralize(kebabCase(schema._id));

/** The last segment of an archived record's read-only screen: {collection}/{id}/archive. */
export const ARCHIVED_RECORD_SEGMENT = 'archive';

/** Path of a schema's collection below /{siteId}, without leading slash. */
export function collectionPath(schema: Pick<DataSchema, '_id' | 'plural' | 'section'>): string {
  const section = sectionById(schema.section);
  return section ? `${section.path}/${pluralSegment(schema)}` : pluralSegment(schema);
}

/** The navigation state that opens a list on its archives (the way back from an archived record). */
export const ARCHIVES_STATE = { archives: true } as const;
export const opensArchives = (state: unknown): boolean => (state as Partial<typeof ARCHIVES_STATE> | null)?.archives === true;
