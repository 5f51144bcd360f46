import { RICHTEXT_PREVIEW_MAX } from '../../../model/constants';
import { isRichTextEmpty, richTextWords } from '../../../model/validation';

const htmlOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  const html = value && typeof value === 'object' ? (value as { html?: unknown }).html : undefined;
  return typeof html === 'string' ? html : '';
};

/** A rich-text value ({html, editorStateJson}, or bare html) as plain text, cut at 100 characters (spec 001 §9). */
export function richtextPreview(value: unknown, max = RICHTEXT_PREVIEW_MAX): string {
  const html = htmlOf(value);
  if (isRichTextEmpty(html)) return '';
  const text = richTextWords(html).replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
