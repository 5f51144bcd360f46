// Rich text is sanitised on the server before it is stored: no script, no event handler, and every URL held to the
// one URL policy (model/urlPolicy.ts), in the html and in the editor's JSON state.
import sanitizeHtml from 'sanitize-html';
import { attributeProblem, isEventHandler, isSafeUrlAttribute, isUrlAttribute } from '../../model/urlPolicy.js';
import { findBadText } from '../../model/storableText.js';
import { RICH_TEXT_TEXT_TAGS } from '../../model/richTextTags.js';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TEXT_TAGS, 'img', 'figure', 'figcaption', 'span', 'div', 'mark', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
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

// Attributes holding html.
const HTML_ATTRIBUTES = new Set(['html', 'srcdoc', 'innerhtml', 'outerhtml']);
const MARKUP = /<[a-z!/?]/i;
const MAX_DEPTH = 50;

/** One attribute's value as it may be stored, or undefined to drop it. */
function cleanAttribute(name: string, value: unknown, depth: number): unknown {
  if (isEventHandler(name)) return undefined;
  if (typeof value !== 'string') return sanitizeEditorState(value, depth + 1);
  // A text node's text is shown as text, whatever it reads.
  if (name === 'text') return value;
  if (attributeProblem(name, value)) return undefined;
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

// The same html serialisation with nothing removed (links get the rel sanitising gives them; an editor's text node
// stays text): whatever sanitising a stored value changes beyond this, it would refuse today.
const KEEP_ALL: sanitizeHtml.IOptions = {
  allowedTags: false,
  allowedAttributes: false,
  allowVulnerableTags: true,
  allowedSchemesAppliedToAttributes: [],
  allowProtocolRelative: true,
  transformTags: { a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }) },
};

const reserialised = (value: unknown): unknown =>
  typeof value === 'string'
    ? MARKUP.test(value)
      ? sanitizeHtml(value, KEEP_ALL)
      : value
    : Array.isArray(value)
      ? value.map(reserialised)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'text' ? v : reserialised(v)]))
        : value;

/** Whether sanitising `value` into `clean` removed more than its html serialisation (the database check's question). */
export const sanitisingStripped = (value: unknown, clean: unknown): boolean => JSON.stringify(clean) !== JSON.stringify(reserialised(value));
