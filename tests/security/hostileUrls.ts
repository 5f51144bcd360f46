// Hostile URL values for the generated sanitising tests, and what "stored safe" means for a value read back.
import { decodeEntities, isSafeUrl, isSafeUrlList, isUrlTrick } from '../../model/urlPolicy.js';

/** Values a browser would run, or follow to another host, once they land in a URL attribute. */
export const HOSTILE_URLS = [
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u200bjavascript:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript&#x3A;alert(1)',
  'javascript&colon;alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  'vbscript:msgbox(1)',
  '//evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example/x',
  'https:\\\\evil.example/x',
  ' /\\evil.example/x',
];

const URL_ATTRIBUTE = /\s(href|src|srcset|action|formaction|poster|data|background|cite|xlink:href)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

/** Why a string read back is unsafe: a URL trick, an event handler or script in html, an unsafe URL attribute. */
function unsafeText(text: string): string | undefined {
  if (isUrlTrick(text)) return 'URL trick';
  if (/<script|<iframe|\son[a-z]+\s*=/i.test(text)) return 'script in html';
  for (const [, name, ...values] of text.matchAll(URL_ATTRIBUTE)) {
    const value = decodeEntities(values.find((v) => v !== undefined) ?? '');
    if (!(name.toLowerCase() === 'srcset' ? isSafeUrlList(value) : isSafeUrl(value))) return `${name}="${value}"`;
  }
  return undefined;
}

/** Every string of a value read back that is not safe, with where it is. */
export function unsafeStrings(value: unknown, path = ''): string[] {
  if (typeof value === 'string') {
    const why = unsafeText(value);
    return why ? [`${path}: ${why}`] : [];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => unsafeStrings(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => unsafeStrings(v, `${path}.${k}`));
  return [];
}
