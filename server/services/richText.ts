// Rich text is sanitised on the server before it is stored: no script, no event handler, and every URL held to the
// one URL policy (model/urlPolicy.ts), in the html and in the editor's JSON state.
import sanitizeHtml from 'sanitize-html';
import { isSafeUrl, isSafeUrlList, isUrlTrick } from '../../model/urlPolicy.js';
import { findBadText } from '../../model/storableText.js';
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
  // Every URL attribute of every tag goes through the URL policy; links open without handing over the window.
  transformTags: {
    '*': (tagName, attribs) => {
      const kept = Object.fromEntries(Object.entries(attribs).filter(([name, value]) => !isUrlAttribute(name) || isSafeUrlAttribute(name, value)));
      return { tagName, attribs: tagName === 'a' ? { ...kept, rel: 'noopener noreferrer' } : kept };
    },
  },
};

export const sanitizeRichHtml = (html: string): string => sanitizeHtml(html, OPTIONS);

// Attributes a browser or a front follows as a URL (html's and the editors': tiptap's href and src, a router's to,
// a Draft.js entity's url...), those holding a list of URLs, and those holding html.
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'url',
  'to',
  'link',
  'data',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'cite',
  'background',
  'longdesc',
  'lowsrc',
  'dynsrc',
  'manifest',
  'codebase',
  'icon',
  'usemap',
]);
const URL_LIST_ATTRIBUTES = new Set(['srcset', 'imagesrcset', 'ping']);
const HTML_ATTRIBUTES = new Set(['html', 'srcdoc', 'innerhtml', 'outerhtml']);
const MARKUP = /<[a-z!/?]/i;
const MAX_DEPTH = 50;

const isUrlAttribute = (name: string): boolean => URL_ATTRIBUTES.has(name.toLowerCase()) || URL_LIST_ATTRIBUTES.has(name.toLowerCase());
const isSafeUrlAttribute = (name: string, value: unknown): boolean =>
  URL_LIST_ATTRIBUTES.has(name.toLowerCase()) ? isSafeUrlList(value) : isSafeUrl(value);

/** One attribute's value as it may be stored, or undefined to drop it. */
function cleanAttribute(name: string, value: unknown, depth: number): unknown {
  if (/^on/i.test(name)) return undefined;
  if (typeof value !== 'string') return sanitizeEditorState(value, depth + 1);
  // A text node's text is shown as text, whatever it reads.
  if (name === 'text') return value;
  if (isUrlAttribute(name)) return isSafeUrlAttribute(name, value) ? value : undefined;
  if (isUrlTrick(value)) return undefined;
  return HTML_ATTRIBUTES.has(name.toLowerCase()) || MARKUP.test(value) ? sanitizeRichHtml(value) : value;
}

/**
 * The editor's JSON state (tiptap's, or an older editor's), parsed when sent as text: every attribute of every node
 * and mark, at any depth, is held to the URL policy; an event handler is dropped, html is sanitised, depth bounded.
 */
export function sanitizeEditorState(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) return value.map((v) => sanitizeEditorState(v, depth + 1));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const clean = cleanAttribute(key, v, depth);
    if (clean !== undefined) out[key] = clean;
  }
  return out;
}

/** A state sent as JSON text is the JSON it holds; text that is not JSON is no state (the html is kept, the editor reopens from it). */
function parsedState(state: unknown): unknown {
  if (typeof state !== 'string') return state;
  try {
    const parsed: unknown = JSON.parse(state);
    return parsed !== null && typeof parsed === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

/** The state to store: sanitised, and none when it still holds text PostgreSQL cannot store (escaped in JSON text, the request guard did not see it). */
function storedState(state: unknown): unknown {
  const clean = sanitizeEditorState(parsedState(state));
  return findBadText(clean) ? null : clean;
}

const isRich = (v: unknown): v is { html: string } => !!v && typeof v === 'object' && typeof (v as { html?: unknown }).html === 'string';

/** A rich-text value ({html, editorStateJson?}) with its html and editor state sanitised; any other value as it is. */
export function sanitizeRichValue(value: unknown): unknown {
  if (!isRich(value)) return value;
  const state = (value as { editorStateJson?: unknown }).editorStateJson;
  return { ...value, html: sanitizeRichHtml(value.html), ...(state !== undefined && { editorStateJson: storedState(state) }) };
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
