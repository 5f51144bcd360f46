// An EmailTemplate rendered for sending: [[key]] placeholders replaced by values (escaped in the HTML, plain in the
// subject), then the HTML sanitised again and a plain-text version derived from it. Unknown placeholders stay as
// written, so that a test email shows the admin a misspelt one.
import sanitizeHtml from 'sanitize-html';
import { sanitizeRichHtml } from '../../services/richText.js';

export type Placeholders = Readonly<Record<string, string>>;

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const PLACEHOLDER = /\[\[\s*([A-Za-z][A-Za-z0-9_.]{0,63})\s*\]\]/g;

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const fillPlaceholders = (text: string, values: Placeholders, escape: (v: string) => string = (v) => v): string =>
  text.replace(PLACEHOLDER, (whole, key: string) => (Object.hasOwn(values, key) ? escape(values[key]) : whole));

/** Block ends become line breaks before the tags go, so that the text version keeps its paragraphs. */
export function htmlToText(html: string): string {
  const spaced = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|h[1-6]|li|tr|blockquote|pre)>/gi, '$&\n');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  // sanitize-html leaves entities encoded in text: decode the few it writes.
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function renderTemplate(template: Readonly<Record<string, unknown>>, values: Placeholders): RenderedMail {
  const bodyHtml = (template.body as { html?: unknown } | undefined)?.html;
  const html = sanitizeRichHtml(fillPlaceholders(typeof bodyHtml === 'string' ? bodyHtml : '', values, escapeHtml));
  // A subject is one header line: no line break may come from a value.
  const subject = fillPlaceholders(typeof template.subject === 'string' ? template.subject : '', values)
    .replace(/[\r\n]+/g, ' ')
    .trim();
  return { subject, html, text: htmlToText(html) };
}
