// An EmailTemplate rendered for sending: [[key]] placeholders replaced by values (escaped in the HTML, plain in the
// subject), then the HTML sanitised again and a plain-text version derived from it. Unknown placeholders stay as
// written, so that a test email shows the admin a misspelt one.
import { convert, type HtmlToTextOptions } from 'html-to-text';
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

// Headings keep their case (upper-cased French reads as shouting); links show their address unless it is their text;
// no wrapping, the mail client wraps.
const TEXT_OPTIONS: HtmlToTextOptions = {
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
  ],
};

/** The plain-text version of a mail: paragraphs, lists and links kept readable. */
export const htmlToText = (html: string): string => convert(html, TEXT_OPTIONS);

export function renderTemplate(template: Readonly<Record<string, unknown>>, values: Placeholders): RenderedMail {
  const bodyHtml = (template.body as { html?: unknown } | undefined)?.html;
  const html = sanitizeRichHtml(fillPlaceholders(typeof bodyHtml === 'string' ? bodyHtml : '', values, escapeHtml));
  // A subject is one header line: no line break may come from a value.
  const subject = fillPlaceholders(typeof template.subject === 'string' ? template.subject : '', values)
    .replace(/[\r\n]+/g, ' ')
    .trim();
  return { subject, html, text: htmlToText(html) };
}
