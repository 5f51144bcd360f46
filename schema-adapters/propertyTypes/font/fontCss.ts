// Pasted font CSS (spec 000 §5 "Font: CSS url extracted from pasted text; family from a pasted declaration"):
// a <link href=…>, an @import, a bare stylesheet URL, or a `font-family: 'X', serif;` declaration.

export interface PastedFont {
  cssUrl?: string;
  fontFamily?: string;
}

const HTTP_URL = /^https?:\/\/[^\s"'<>]+$/i;

const decodeEntities = (text: string): string =>
  text
    .replace(/&amp;/gi, '&')
    .replace(/&quot;/gi, '"')
    .replace(/&#39;|&apos;/gi, "'");

const attribute = (tag: string, name: string): string | undefined => {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3] ?? '').trim() : undefined;
};

const httpUrl = (text: string | undefined): string | undefined => {
  const url = text?.trim();
  return url && HTTP_URL.test(url) ? url : undefined;
};

/** The stylesheet URL in pasted text: the stylesheet <link> (not a preconnect), an @import, or the text itself. */
export function extractCssUrl(text: string): string | undefined {
  const links = text.match(/<link\b[^>]*>/gi) ?? [];
  const candidates = links
    .filter((tag) => !/\brel\s*=\s*["']?(?:preconnect|dns-prefetch|icon)/i.test(tag))
    .map((tag) => httpUrl(attribute(tag, 'href')))
    .filter((url): url is string => !!url);
  const stylesheet = candidates.find((url) => /\/css2?\b|\.css\b/i.test(url)) ?? candidates[0];
  if (stylesheet) return stylesheet;
  const imported = /@import\s+(?:url\(\s*)?["']?([^"')\s;]+)["']?\s*\)?/i.exec(text);
  if (imported) return httpUrl(decodeEntities(imported[1]));
  return httpUrl(decodeEntities(text));
}

const unquote = (name: string): string =>
  name
    .trim()
    .replace(/^(["'])(.*)\1$/, '$2')
    .trim();

/** The first family of a `font-family:` declaration, or of a Google Fonts URL's `family=` parameter. */
export function extractFontFamily(text: string): string | undefined {
  const declared = /font-family\s*:\s*([^;}{]+)/i.exec(text);
  if (declared) {
    const first = unquote(declared[1].split(',')[0] ?? '');
    if (first) return first;
  }
  const url = extractCssUrl(text);
  if (!url) return undefined;
  try {
    const family = new URL(url).searchParams.get('family');
    const first = family?.split('|')[0]?.split(':')[0]?.trim();
    return first || undefined;
  } catch {
    return undefined;
  }
}

const looksLikeCss = (text: string): boolean => /<link\b|@import|font-family\s*:|^\s*https?:\/\//i.test(text);

/** What a paste says about the font, or undefined when it is plain text (pasted as is). */
export function parsePastedFont(text: string): PastedFont | undefined {
  if (!looksLikeCss(text)) return undefined;
  const cssUrl = extractCssUrl(text);
  const fontFamily = extractFontFamily(text);
  if (!cssUrl && !fontFamily) return undefined;
  return { ...(cssUrl && { cssUrl }), ...(fontFamily && { fontFamily }) };
}
