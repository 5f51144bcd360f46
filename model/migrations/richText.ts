// Rich-text values ({html, editorStateJson?}, spec 000 §3).
import { defineMigrations } from './sequence.js';

export const richTextMigrations = defineMigrations<unknown>('richtext', [
  {
    version: 1,
    name: 'HtmlStringToObject',
    // Early records and imports held the bare HTML.
    up: (value) => (typeof value === 'string' ? { html: value } : value),
  },
]);
