// richtext: {html, editorStateJson?} (spec 000 §3). Sanitising the HTML is the server's job, not this one.
import type { PropertyValidator } from '../types.js';
import { charCount, countMessage, fail, isBlank, ok } from '../util.js';
import { isPlainObject } from '../../isObject.js';

// '<p>null</p>', '<p></p>' and '<p><br></p>' are what empty editors produce (spec 000 §5).
const EMPTY_PARAGRAPHS = /<p>\s*(?:null|<br\s*\/?>)?\s*<\/p>/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export const isRichTextEmpty = (html: string): boolean =>
  html
    .replace(EMPTY_PARAGRAPHS, '')
    .replace(/&nbsp;/gi, ' ')
    .trim() === '';

/** The text a reader sees: tags removed, common entities decoded (counters, previews, `max`). */
export function richTextToPlainText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? whole;
    const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
    return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
  });
}

/** The text with a space where each tag was, so that blocks and line breaks part words (word counts, previews, search). */
export const richTextWords = (html: string): string => richTextToPlainText(html.replace(/<[^>]*>/g, ' '));

const htmlOf = (value: unknown): unknown => (isPlainObject(value) ? value.html : undefined);

export const richTextValidator: PropertyValidator = {
  normalize: (value) => (typeof value === 'string' ? { html: value } : value),
  isEmpty: (value) => {
    if (isBlank(value)) return true;
    const html = htmlOf(value);
    return isPlainObject(value) && (isBlank(html) || (typeof html === 'string' && isRichTextEmpty(html)));
  },
  check: (value, prop) => {
    const html = htmlOf(value);
    if (!isPlainObject(value) || typeof html !== 'string') return fail('Texte enrichi invalide');
    for (const tag of prop.disallowedTags ?? []) {
      const name = tag.replace(/[^a-z0-9]/gi, '');
      if (new RegExp(`<${name}(?=[\\s>/])`, 'i').test(html)) return fail(`Balise <${tag}> non autorisée`);
    }
    const message = countMessage(charCount(richTextToPlainText(html)), { ...prop, length: undefined }, 'caractère');
    if (message) return fail(message);
    return ok(value.editorStateJson === undefined ? { html } : { html, editorStateJson: value.editorStateJson });
  },
};
