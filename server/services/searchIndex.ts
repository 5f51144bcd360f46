// What a record contributes to full-text and substring search: its searchable properties, by weight, but never a value
// some reader may not see (write-only, developer-only: model/propertyVisibility.ts). A search answers who may read the
// type, so a hidden value in the index would let them find it out by typing it, letter by letter.
import type { DataSchema, PropertyDefinition } from '../../model/metaSchema.js';
import { isHiddenFromSome } from '../../model/propertyVisibility.js';
import { richTextWords } from '../../model/validation/index.js';
import type { SearchColumns } from '../storage/documentSearch.js';
import { isPasswordHash } from './passwords.js';

/** Longest text kept per property and for the substring column (domains/demo/storage/volume.ts says the same in SQL). */
export const MAX_TEXT = 20_000;
/**
 * Longest text of all searchable properties together: PostgreSQL refuses a search vector over 1 MB, and a text of
 * short distinct words (one CJK character each) takes up to about 5 bytes of vector per character.
 */
export const MAX_SEARCH_TEXT = 100_000;

const textOf = (value: unknown): string => {
  // A hash is read back by nobody, whatever property holds it (recordView.ts toApiRecord).
  if (isPasswordHash(value)) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && typeof (value as { html?: unknown }).html === 'string') {
    return richTextWords((value as { html: string }).html);
  }
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  return '';
};

/** searchIndexWeight 1-10 onto PostgreSQL's four weight classes. */
const weightClass = (weight = 1): 0 | 1 | 2 | 3 => (weight >= 8 ? 0 : weight >= 5 ? 1 : weight >= 3 ? 2 : 3);

export interface SearchField {
  key: string;
  weight: 0 | 1 | 2 | 3;
}

/** The properties a schema asks to search: its searchable ones and its label. */
const askedFields = (schema: DataSchema): PropertyDefinition[] => schema.propertiesList.filter((prop) => prop.searchable || prop.key === 'label');

const fieldOf = (prop: PropertyDefinition): SearchField => ({ key: prop.key, weight: prop.searchable ? weightClass(prop.searchIndexWeight) : 0 });

/** The top-level properties a record's search columns are made of, with their weight class (0 = A). */
export const searchFieldsOf = (schema: DataSchema): SearchField[] =>
  askedFields(schema)
    .filter((prop) => !isHiddenFromSome(prop))
    .map(fieldOf);

/** What the columns were made of before hidden values were kept out of them: every field asked (searchReindex.ts). */
export const askedSearchFields = (schema: DataSchema): SearchField[] => askedFields(schema).map(fieldOf);

export function searchColumnsOf(schema: DataSchema, id: string, doc: Record<string, unknown>): SearchColumns {
  const weighted: [string, string, string, string] = ['', '', '', ''];
  const plain: string[] = [id];
  let room = MAX_SEARCH_TEXT;
  for (const { key, weight } of searchFieldsOf(schema)) {
    const text = textOf(doc[key]).slice(0, Math.min(MAX_TEXT, room));
    if (!text) continue;
    room -= text.length;
    weighted[weight] += ` ${text}`;
    plain.push(text);
  }
  return { weighted, plain: plain.join(' ').toLowerCase().slice(0, MAX_TEXT) };
}
