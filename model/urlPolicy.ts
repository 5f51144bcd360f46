// The one URL policy (issue 18): every stored string that can become a URL or an attribute is held to it, on the
// server (validators, html and editor-state sanitising, layout options) and in the console where it renders URLs.
// A URL is http(s)://host…, mailto:, tel:, a path of the site ('/x', never '//' or '/\': browsers read both as
// another host) or an anchor ('#x'); whatever the encoding (entities, case, spaces or control characters in the
// scheme), nothing else passes.

const MAX_URL = 2048;
const MAX_PATH = 1000;
// C0 and C1 controls, and the invisible characters browsers skip inside a scheme.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/;
const INVISIBLE = new RegExp(`[\\s${CONTROL.source.slice(1, -1)}]`, 'g');
const ALLOWED = /^(?:https?:\/\/[^/?#\s]+(?:[/?#]\S*)?|mailto:\S+|tel:\+?[0-9().-]+|\/(?![/\\])\S*|#\S*)$/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const DANGEROUS_SCHEME = /^(?:javascript|vbscript|data|livescript|mocha):/i;
const NAMED: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  bsol: '\\',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** The text with its HTML character references decoded (numeric ones, and the named ones a URL trick uses). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, code: string) => {
    if (code[0] !== '#') return NAMED[code.toLowerCase()] ?? whole;
    const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
    return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
  });
}

function safeDecodeUri(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Why a URL is refused (French), or undefined when it passes. */
export function urlProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return 'URL invalide';
  if (value.length > MAX_URL) return `URL trop longue (${MAX_URL} caractères au plus)`;
  for (const text of new Set([value, decodeEntities(value)])) {
    if (/\s/.test(text) || CONTROL.test(text)) return 'URL invalide : espace ou caractère de contrôle';
    if (text.includes('\\')) return 'URL invalide : barre oblique inverse';
    if (!ALLOWED.test(text)) return 'URL invalide : http(s)://…, mailto:, tel:, /chemin ou #ancre';
  }
  return undefined;
}

export const isSafeUrl = (value: unknown): boolean => urlProblem(value) === undefined;

/** A list of candidates ("a.jpg 1x, b.jpg 2x", srcset or ping): every URL in it must pass. */
export const isSafeUrlList = (value: unknown): boolean =>
  typeof value === 'string' &&
  value
    .split(',')
    .map((c) => c.trim())
    .every((c) => c === '' || isSafeUrl(c.split(/\s+/)[0]));

/**
 * Free text that a browser would still run or load as a URL if it landed in a URL attribute: a dangerous scheme
 * (javascript:, vbscript:, data:) or another host ('//', '/\', '\\'), however it is encoded or spaced.
 */
export function isUrlTrick(value: string): boolean {
  const squeezed = decodeEntities(safeDecodeUri(decodeEntities(value))).replace(INVISIBLE, '');
  return DANGEROUS_SCHEME.test(squeezed) || /^[/\\]{2}/.test(squeezed);
}

/**
 * Why a stored file or image path is refused, if it is: a storage path of the site ('/2026/11/a.jpg', 'uploads/a.png';
 * inner spaces allowed) or an http(s) URL that passes the policy; never a scheme, a '..' segment, a backslash,
 * a leading or trailing space or a control character.
 */
export function storedPathProblem(path: string): string | undefined {
  if (path.length > MAX_PATH) return `Chemin trop long (${MAX_PATH} caractères au plus)`;
  if (/^https?:/i.test(path)) return isSafeUrl(path) ? undefined : 'Chemin invalide';
  for (const text of new Set([path, decodeEntities(path), safeDecodeUri(path)])) {
    if (text !== text.trim() || CONTROL.test(text) || text.includes('\\') || text.startsWith('//')) return 'Chemin invalide';
    if (SCHEME.test(text.replace(INVISIBLE, '')) || text.split('/').includes('..')) return 'Chemin invalide';
  }
  return undefined;
}

// Attributes a browser or a front follows as a URL (html's and the editors': tiptap's href and src, a router's to,
// a Draft.js entity's url...), and those holding a list of URLs.
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

export const isUrlAttribute = (name: string): boolean => URL_ATTRIBUTES.has(name.toLowerCase()) || URL_LIST_ATTRIBUTES.has(name.toLowerCase());
export const isSafeUrlAttribute = (name: string, value: unknown): boolean =>
  URL_LIST_ATTRIBUTES.has(name.toLowerCase()) ? isSafeUrlList(value) : isSafeUrl(value);
export const isEventHandler = (name: string): boolean => /^on/i.test(name);

const MAX_CLASS_LIST = 500;
// Class names as people and CSS frameworks write them ('md:w-1/2', 'mt-0.5'): nothing that could close the attribute.
const CLASS_LIST = /^[\w\-:./ ]*$/;
/** class, className, wrapperClassName…: attributes whose value is a list of CSS classes. */
export const isClassAttribute = (name: string): boolean => /^class$|classname$/i.test(name);

/** Why a value is not a list of CSS classes (letters, digits, '-', '_', ':', '.', '/' and spaces), if it is not. */
export function classListProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return 'Liste de classes CSS attendue';
  if (value.length > MAX_CLASS_LIST) return `Liste de classes trop longue (${MAX_CLASS_LIST} caractères au plus)`;
  return CLASS_LIST.test(value) ? undefined : 'Classes CSS invalides : lettres, chiffres, « - », « _ », « : », « . », « / » et espaces';
}

/**
 * Why a string stored under the attribute or option `name` is refused, if it is: an event handler, a URL attribute
 * whose value fails the policy, a class list that is not one, or, under any other name, text a browser would still
 * follow as a URL.
 */
export function attributeProblem(name: string, value: string): string | undefined {
  if (isEventHandler(name)) return "Gestionnaire d'événement interdit";
  if (isClassAttribute(name)) return classListProblem(value) ?? (isUrlTrick(value) ? 'Adresse dangereuse interdite' : undefined);
  if (isUrlAttribute(name)) return isSafeUrlAttribute(name, value) ? undefined : (urlProblem(value) ?? 'URL invalide');
  return isUrlTrick(value) ? 'Adresse dangereuse (javascript:, data:, //autre-site…) interdite' : undefined;
}
