// Rich text is sanitised on the server before it is stored: no script, event handler or javascript: URL survives.
import sanitizeHtml from 'sanitize-html';
import type { DataSchema, PropertyDefinition } from '../../model/metaSchema.js';
import { descriptorOf } from '../../model/propertyTypes.js';
import { itemProperty } from '../../model/validation/index.js';
import { cleanLayout } from './layoutOptions.js';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'a',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'code',
    'pre',
    'hr',
    'img',
    'figure',
    'figcaption',
    'span',
    'div',
    'mark',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'data-caption', 'data-rights-holder', 'data-display', 'data-align'],
    figure: ['data-display', 'data-align', 'class'],
    span: ['class'],
    div: ['class'],
    p: ['class'],
    mark: ['class'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export const sanitizeRichHtml = (html: string): string => sanitizeHtml(html, OPTIONS);

// http(s), mailto, tel (the link button offers it), a path of the site or an anchor; never javascript:, data:,
// vbscript: or another host's //path.
const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;
const URL_KEYS = new Set(['href', 'src', 'url', 'action', 'formaction', 'xlink:href', 'poster', 'cite', 'background']);
// Browsers drop control characters and spaces inside a scheme ("java\tscript:"): so does the check.
const isSafeUrl = (url: string): boolean => SAFE_URL.test(url.replace(/[\u0000-\u0020]/g, ''));
/** Every candidate of a srcset ("a.jpg 1x, b.jpg 2x") must be a safe URL. */
const isSafeSrcset = (srcset: string): boolean => srcset.split(',').every((c) => isSafeUrl(c.trim().split(/\s+/)[0] ?? ''));

function isSafeAttribute(key: string, value: unknown): boolean {
  const name = key.toLowerCase();
  if (name === 'srcset') return typeof value === 'string' && isSafeSrcset(value);
  return !URL_KEYS.has(name) || (typeof value === 'string' && isSafeUrl(value));
}

/** The editor's JSON state gets the same treatment: no event handler key, no unsafe URL, bounded depth. */
export function sanitizeEditorState(value: unknown, depth = 0): unknown {
  if (depth > 50) return null;
  if (Array.isArray(value)) return value.map((v) => sanitizeEditorState(v, depth + 1));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (/^on/i.test(key)) continue;
    if (!isSafeAttribute(key, v)) continue;
    out[key] = sanitizeEditorState(v, depth + 1);
  }
  return out;
}

const isRich = (v: unknown): v is { html: string } => !!v && typeof v === 'object' && typeof (v as { html?: unknown }).html === 'string';

/** A rich-text value ({html, editorStateJson?}) with its html and editor state sanitised; any other value as it is. */
export function sanitizeRichValue(value: unknown): unknown {
  if (!isRich(value)) return value;
  const state = (value as { editorStateJson?: unknown }).editorStateJson;
  return { ...value, html: sanitizeRichHtml(value.html), ...(state !== undefined && { editorStateJson: sanitizeEditorState(state) }) };
}

function cleanValue(prop: PropertyDefinition, value: unknown, siteId?: string): unknown {
  if (value === null || value === undefined) return value;
  if (prop.type === 'layout') return cleanLayout(prop.key, value, siteId, (props, options) => cleanRecord(props, options, siteId));
  const type = descriptorOf(prop.type);
  if (type?.richText) return sanitizeRichValue(value);
  if (type?.nests === 'members' && prop.propertiesList && typeof value === 'object' && !Array.isArray(value)) {
    return cleanRecord(prop.propertiesList, value as Record<string, unknown>, siteId);
  }
  const item = type?.nests === 'items' && Array.isArray(value) ? itemProperty(prop) : undefined;
  if (item) return (value as unknown[]).map((v) => cleanValue(item, v, siteId));
  return value;
}

function cleanRecord(props: PropertyDefinition[], record: Record<string, unknown>, siteId?: string): Record<string, unknown> {
  const out = { ...record };
  for (const prop of props) if (prop.key in out) out[prop.key] = cleanValue(prop, out[prop.key], siteId);
  return out;
}

/**
 * The record with the html of every rich-text value (also inside objects, lists and layout component options)
 * sanitised; layout component options are checked against their component's option schema and site restriction.
 */
export const sanitizeRecord = (schema: DataSchema, record: Record<string, unknown>, siteId?: string): Record<string, unknown> =>
  cleanRecord(schema.propertiesList, record, siteId);
