// Between the stored rich-text value {html, editorStateJson} (spec 000 §3) and the editor's html.
import { isRichTextEmpty } from '../../../model/validation';
import { isObject } from '../../../model/isObject';

export interface RichTextValue {
  html: string;
  /** The editor's document (tiptap JSON), or null when unknown. */
  editorStateJson: unknown;
}

/** The html the editor opens with: '' for nothing, '<p>null</p>' or an empty paragraph (spec 000 §5). */
export function editorHtmlOf(value: unknown): string {
  const html = typeof value === 'string' ? value : isObject(value) ? value.html : undefined;
  if (typeof html !== 'string' || isRichTextEmpty(html)) return '';
  return html;
}

const P_OPEN = /<p(?=[\s>])[^>]*>/gi;

/**
 * Without paragraphs (`p` among the disallowed tags): consecutive paragraphs become lines of one block,
 * the others lose their <p> wrapper.
 */
export function unwrapParagraphs(html: string): string {
  return html
    .replace(/<\/p>\s*<p(?=[\s>])[^>]*>/gi, '<br>')
    .replace(P_OPEN, '')
    .replace(/<\/p>/gi, '')
    .replace(/^(?:<br>)+|(?:<br>)+$/g, '');
}

/** The stored value of the editor's html: null when empty. */
export function storedRichText(html: unknown, editorStateJson: unknown, disallowedTags: readonly string[] = []): RichTextValue | null {
  if (typeof html !== 'string' || isRichTextEmpty(html)) return null;
  const clean = disallowedTags.includes('p') ? unwrapParagraphs(html) : html;
  if (isRichTextEmpty(clean)) return null;
  return { html: clean, editorStateJson: editorStateJson ?? null };
}
