// Seeded generators of hostile requests for the fuzz run (fuzz.test.ts): every documented route, every kind of
// parameter, values chosen to break parsers, SQL casts, PostgreSQL text and the image pipeline.

/** mulberry32: a tiny seeded PRNG, so that a failing run replays exactly with the same FUZZ_SEED. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = () => number;
export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];
const int = (rng: Rng, max: number) => Math.floor(rng() * max);

/** Percent-encoding that also writes lone surrogates (as the invalid UTF-8 bytes a hostile client would send). */
export function enc(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text].map((c) => (/[\uD800-\uDFFF]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('');
  }
}

const HOSTILE_TEXT = [
  '',
  ' ',
  'a',
  'é',
  '😀',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFF',
  '%00',
  '%zz',
  '%',
  '../../etc/passwd',
  '..%2F..%2F',
  "' OR 1=1 --",
  '"; DROP TABLE documents; --',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
  'prototype',
  '$where',
  '{"$gt":""}',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '\r\nX-Injected: 1',
  '\\',
  '*',
  'x'.repeat(300),
  'é'.repeat(2000),
  'y'.repeat(20_000),
  '\u202Egnp.exe',
  '\uFEFF',
  '\u00A0',
  'ß',
  'İ',
];
const NUMBERS = [0, -1, 1, 2.5, 1e300, -1e300, 2 ** 53, 4000, 4001, 99999, 1700000000];

export function hostileText(rng: Rng): string {
  const r = rng();
  if (r < 0.7) return pick(rng, HOSTILE_TEXT);
  if (r < 0.85) return String(pick(rng, NUMBERS));
  return Array.from({ length: int(rng, 40) }, () => String.fromCharCode(int(rng, 0x10000))).join('');
}

/** A JSON value of any type, possibly deep, huge or with prototype-pollution keys. */
export function hostileValue(rng: Rng, depth = 0): unknown {
  const r = rng();
  if (r < 0.35 || depth > 3) return hostileText(rng);
  if (r < 0.45) return pick(rng, NUMBERS);
  if (r < 0.5) return pick(rng, [true, false, null]);
  if (r < 0.6) return Array.from({ length: int(rng, 4) }, () => hostileValue(rng, depth + 1));
  if (r < 0.63) return deepNest(int(rng, 3) === 0 ? 2000 : 200);
  const obj: Record<string, unknown> = {};
  for (let i = int(rng, 4); i >= 0; i--) obj[pick(rng, [...FIELD_KEYS, hostileText(rng)])] = hostileValue(rng, depth + 1);
  return obj;
}

const deepNest = (depth: number): unknown => {
  let v: unknown = 'fond';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

const FIELD_KEYS = [
  'label',
  'text',
  'title',
  'layout',
  'html',
  'password',
  'login',
  'rights',
  'superAdmin',
  'siteIds',
  '_id',
  '_cls',
  'createdAt',
  'updatedAt',
  'tags',
  'body',
  'status',
  'route',
  'logo',
  'options',
  '$gt',
  '$in',
  '$or',
  '__proto__',
  'constructor',
];

// The layout's declared keys (spec 001 §3) and the undeclared ones issue 36 found stored.
const LAYOUT_KEYS = [
  'cols',
  'contents',
  'groups',
  'options',
  'size',
  'offset',
  'flex',
  'align',
  'flexOrder',
  'noMarginBottom',
  'uuid',
  'gutters',
  'fullWidth',
  'wrapperClassName',
  'className',
  'breakpointViewport',
  'withSeparator',
  'selectionRange',
  'title',
  'color',
  '_id',
  '_cls',
  '_isRef',
  'label',
  'frontComponent',
  'rows',
  'html',
  'onclick',
  'rawHtml',
  'style',
  'href',
  '__proto__',
];
const LAYOUT_VALUES = [12, 6, 99, -1, 0, 'row', 'both', 'x" onclick="alert(1)', 'javascript:alert(1)', 'ComplexComponent', 'textBlock', true];

/** A layout-shaped value: rows of columns of contents, with declared and undeclared keys at every depth. */
export function hostileLayout(rng: Rng, depth = 0): unknown {
  const node = (): Record<string, unknown> => {
    const obj: Record<string, unknown> = {};
    for (let i = int(rng, 4); i >= 0; i--) {
      const key = pick(rng, LAYOUT_KEYS);
      obj[key] =
        ['cols', 'contents', 'groups', 'rows'].includes(key) && depth < 4
          ? hostileLayout(rng, depth + 1)
          : rng() < 0.7
            ? pick(rng, LAYOUT_VALUES)
            : hostileValue(rng, 3);
    }
    return obj;
  };
  return Array.from({ length: int(rng, 3) + 1 }, node);
}

/** A JSON body: text so that `__proto__` keys and lone surrogates reach the server as written. */
export function hostileBody(rng: Rng): string {
  const r = rng();
  if (r < 0.05) return pick(rng, ['', '{', '{"a":', 'null', '[]', '"texte"', '{"a":1}}', '{"label":"\\ud800"}', '{"label":"\\u0000"}']);
  if (r < 0.1)
    return `{"__proto__":{"superAdmin":true},"constructor":{"prototype":{"isDeveloper":true}},"label":${JSON.stringify(hostileText(rng))}}`;
  if (r < 0.13) return '['.repeat(50_000) + ']'.repeat(50_000);
  const body: Record<string, unknown> = {};
  for (let i = int(rng, 6); i >= 0; i--) body[pick(rng, FIELD_KEYS)] = hostileValue(rng);
  if (r < 0.3) body[pick(rng, ['layout', 'templateLayout', 'options'])] = hostileLayout(rng);
  return JSON.stringify(body);
}

const FILTER_FIELDS = [
  'label',
  'text',
  'createdAt',
  'updatedAt',
  '_id',
  'tags',
  'tags._id',
  'publishTs',
  'category',
  'videoContent.poster',
  'title',
  'password',
  'a.b.c',
  '__proto__',
  'x'.repeat(80),
];
const FILTER_OPS = ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin', '$exists', '$not', '$regex', '$where'];

/** An adminFilter: a valid-looking tree with hostile leaves, or hostile JSON text. */
export function hostileFilter(rng: Rng): string {
  const r = rng();
  if (r < 0.15) return hostileText(rng);
  const leaf = (): Record<string, unknown> => {
    const field = pick(rng, FILTER_FIELDS);
    // null (IS NULL / IS NOT NULL) bare, under each operator and inside lists: issue 36 found it answered 500.
    if (rng() < 0.15)
      return { [field]: pick(rng, [null, { $eq: null }, { $ne: null }, { $in: [null, 'a'] }, { $nin: [null] }, { $not: { $eq: null } }]) };
    if (rng() < 0.4) return { [field]: hostileValue(rng, 2) };
    const op = pick(rng, FILTER_OPS);
    return { [field]: { [op]: op === '$in' || op === '$nin' ? [hostileValue(rng, 3), hostileValue(rng, 3)] : hostileValue(rng, 2) } };
  };
  const tree = rng() < 0.3 ? { [pick(rng, ['$and', '$or', '$not'])]: rng() < 0.5 ? [leaf(), leaf()] : leaf() } : leaf();
  return JSON.stringify(tree);
}

/** Boundaries of every odd length around the limits (RFC 2046's 70, busboy's 252), and odd characters. */
const BOUNDARIES = [
  'B0undary',
  'x',
  '-'.repeat(70),
  'é',
  'a'.repeat(69),
  'b'.repeat(71),
  'c'.repeat(252),
  'd'.repeat(253),
  'e'.repeat(300),
  'f'.repeat(5000),
  'a b',
  ' ',
];
const DISPOSITIONS = (field: string, name: string) => [
  `form-data; name="${field}"; filename="${name}"`,
  `form-data; name="${field}"; filename="${name}"`,
  `form-data; filename="${name}"`,
  `form-data; name="${field}"`,
  ';;;=',
  `attachment; name=${field}; filename=${name}`,
  `form-data; name="${field}"; filename*=UTF-8''%E0%A4%A`,
  `form-data; name="${field}"; filename="${'n'.repeat(20_000)}"`,
];

/**
 * A multipart body, well formed or not: odd boundaries, none, two or a quoted one; parts missing, doubled, cut short;
 * a missing, odd or huge Content-Disposition; huge part headers; hostile names; SVG as png.
 */
export function hostileMultipart(rng: Rng): { contentType: string; body: Buffer } {
  const boundary = pick(rng, BOUNDARIES);
  const name = pick(rng, [
    'a.png',
    'x.svg',
    'page.html',
    'a\u0000.png',
    `${'n'.repeat(300)}.txt`,
    '../../evil.txt',
    'notes.txt',
    '.png',
    'a.PNG',
    'doc.pdf',
  ]);
  const field = pick(rng, ['file', 'file', 'autre', '__proto__']);
  const content = pick(rng, ['des notes', '<svg xmlns="http://www.w3.org/2000/svg"><!ENTITY a "b"></svg>', '\u0089PNG\r\n\u001a\n', '%PDF-1.4']);
  const headers = [
    ...(rng() < 0.9 ? [`Content-Disposition: ${pick(rng, DISPOSITIONS(field, name))}`] : []),
    ...(rng() < 0.1 ? [`X-Huge: ${'h'.repeat(pick(rng, [1000, 100_000]))}`] : []),
    ...(rng() < 0.05 ? Array.from({ length: 2000 }, (_, i) => `X-${i}: 1`) : []),
    'Content-Type: application/octet-stream',
  ];
  const part = `--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n${content}\r\n`;
  const r = rng();
  const body =
    r < 0.15
      ? part
      : r < 0.25
        ? `${part}${part}--${boundary}--\r\n`
        : r < 0.35
          ? part.slice(0, int(rng, part.length))
          : r < 0.4
            ? `--${boundary}--\r\n`
            : `${part}--${boundary}--\r\n`;
  const contentType = pick(rng, [
    `multipart/form-data; boundary=${boundary}`,
    `multipart/form-data; boundary=${boundary}`,
    `multipart/form-data; boundary=${boundary}`,
    `multipart/form-data; boundary="${boundary}"`,
    `multipart/form-data; boundary="${boundary}`,
    `multipart/form-data; boundary=${boundary}; boundary=autre`,
    `multipart/form-data; charset=${hostileText(rng).replace(/[^\x20-\x7e]/g, '')}; boundary=${boundary}`,
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/mixed; boundary=x',
    'application/octet-stream',
  ]);
  return { contentType, body: Buffer.from(body) };
}
