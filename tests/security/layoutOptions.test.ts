// Stored XSS through layout options (issue 8): a Page layout's textBlock html is sanitised like any rich text, its
// options are checked against the component's option schema, and a component reserved to other sites is refused.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DataSchema } from '../../model/metaSchema.js';
import { ADMIN, ApiClient } from '../api/client.js';
import { HOSTILE_URLS } from './hostileUrls.js';

let admin: ApiClient;
beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
});

const layoutWith = (component: Record<string, unknown>) => [{ cols: [{ size: 12, contents: [component] }] }];
const textBlock = (options: Record<string, unknown>) => ({ _id: 'textBlock', label: 'Bloc de texte', frontComponent: 'textBlock', options });

describe('a Page layout cannot carry script', () => {
  it('stores and returns the textBlock html and editor state sanitised', async () => {
    const created = await admin.post('/api/demo-prod/data/Page', {
      label: 'Page piégée',
      layout: layoutWith(
        textBlock({
          html: {
            html: '<p>Texte<script>alert(1)</script><img src="/a.png" onerror="alert(2)"></p>',
            editorStateJson: {
              type: 'doc',
              content: [
                { type: 'text', text: 'lien', marks: [{ type: 'link', attrs: { url: 'javascript:alert(3)' } }] },
                { type: 'image', attrs: { src: '/a.png', srcset: 'javascript:alert(4) 2x' } },
              ],
            },
          },
        }),
      ),
    });
    expect(created.status).toBe(201);
    const read = await admin.get(`/api/demo-prod/data/Page/${created.body._id}`);
    const text = JSON.stringify(read.body.layout);
    expect(text).not.toMatch(/<script|onerror|javascript:|alert/);
    expect(read.body.layout[0].cols[0].contents[0].options.html.html).toBe('<p>Texte<img src="/a.png" /></p>');
  });

  it('refuses options the option schema refuses, and writes nothing', async () => {
    const res = await admin.post('/api/demo-prod/data/Page', { label: 'Options fausses', layout: layoutWith(textBlock({ align: 42 })) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'VALIDATION', fields: { layout: expect.stringMatching(/option « align »/) } });
    const found = await admin.get(
      `/api/demo-prod/data/Page?adminFilter=${encodeURIComponent(JSON.stringify({ label: 'Options fausses' }))}&withCount=true`,
    );
    expect(found.body.count).toBe(0);
  });

  it('refuses a component reserved to other sites', async () => {
    const res = await admin.post('/api/demo-dev/data/Page', { label: 'Réservé', layout: layoutWith({ _id: 'crowdfundingCampaign', options: {} }) });
    expect(res.status).toBe(400);
    expect(res.body.fields.layout).toMatch(/réservé aux sites demo-prod/);
  });
});

// Issue 36 §3: every key a layout holds is one its model declares (spec 001 §3), and every string in it passes the URL
// and attribute rules, at every depth. Generated over the catalogue types that store a layout.
const LAYOUT_TYPES = fs
  .readdirSync('catalogue/schemas')
  .map((f) => JSON.parse(fs.readFileSync(path.join('catalogue/schemas', f), 'utf8')) as DataSchema)
  .filter((s) => s.section !== 'superadmin' && s.propertiesList.some((p) => p.type === 'layout'))
  .map((s) => ({ type: s._id, key: s.propertiesList.find((p) => p.type === 'layout')!.key }));

const cell = (col: Record<string, unknown>) => [{ cols: [{ size: 12, contents: [], ...col }] }];
const inNested = (content: Record<string, unknown>) => cell({ contents: [{ cols: [{ size: 6, contents: [content] }] }] });
/** A layout with every key spec 001 §3 and the layout editor write, at every level. */
const EVERY_DECLARED_KEY = [
  {
    uuid: 'r1',
    fullWidth: true,
    gutters: false,
    options: {
      withSeparator: true,
      noPaddingTop: true,
      noPaddingBottom: false,
      loadImagesSync: true,
      wrapperClassName: 'bandeau md:w-1/2',
      breakpointViewport: 'desktop',
    },
    cols: [
      {
        size: 8,
        offset: 1,
        flex: 'row',
        align: 'both',
        flexOrder: 2,
        noMarginBottom: true,
        options: { align: 'center', className: 'colonne-principale' },
        contents: [
          { ...textBlock({ align: 'center' }), uuid: 'c1' },
          { _id: 'header', _cls: 'ComplexComponent', _isRef: true, label: 'En-tête' },
          { uuid: 'n1', cols: [{ size: 12, contents: [] }] },
        ],
        groups: [{ uuid: 'g1', title: 'Groupe', options: { color: '#e63946', className: 'encadre' }, selectionRange: [0, 1] }],
      },
      { size: 3, flexOrder: 1, contents: [] },
    ],
  },
];
const CLOSING = 'x" onmouseover="alert(1)';
const HOSTILE_LAYOUTS: [string, unknown, RegExp][] = [
  ['rows under a column (not the nested shape)', cell({ rows: [{ cols: [{ size: 99, contents: [] }] }] }), /« rows »/],
  ['html on a row', [{ cols: [{ size: 12, contents: [] }], html: '<script>alert(1)</script>' }], /« html »/],
  ['onclick on a row', [{ cols: [{ size: 12, contents: [] }], onclick: 'alert(1)' }], /« onclick »/],
  ['a javascript: href in row options', [{ cols: [{ size: 12, contents: [] }], options: { href: 'javascript:alert(1)' } }], /« href »/],
  ['a rawHtml on a component', cell({ contents: [{ ...textBlock({}), rawHtml: '<img src=x onerror=alert(1)>' }] }), /« rawHtml »/],
  ['a style on a column', cell({ style: 'background:url(javascript:alert(1))' }), /« style »/],
  ['a className closing its attribute', cell({ options: { className: CLOSING } }), /className/],
  [
    'a wrapperClassName closing its attribute',
    [{ cols: [{ size: 12, contents: [] }], options: { wrapperClassName: '"><script>' } }],
    /wrapperClassName/,
  ],
  [
    'an onclick in group options',
    cell({ contents: [textBlock({})], groups: [{ uuid: 'g', selectionRange: [0], options: { onclick: 'x' } }] }),
    /« onclick »/,
  ],
  ['html on a nested row', cell({ contents: [{ cols: [{ size: 12, contents: [] }], html: '<script>' }] }), /« html »/],
  [
    'an href on a complex-component reference',
    cell({ contents: [{ _id: 'header', _cls: 'ComplexComponent', _isRef: true, href: 'javascript:alert(1)' }] }),
    /« href »/,
  ],
  ['a size of 99 two levels down', inNested({ cols: [{ size: 99, contents: [] }] }), /taille invalide/],
  ['an undeclared key two levels down', inNested({ ...textBlock({}), onclick: 'alert(1)' }), /« onclick »/],
  ['a javascript: label', cell({ contents: [{ ...textBlock({}), label: 'javascript:alert(1)' }] }), /label/],
  ['a component className option closing its attribute', cell({ contents: [textBlock({ className: CLOSING })] }), /className/],
  // A NUL is refused in any text before the layout is read (BAD_TEXT), so it is not one of these.
  ...HOSTILE_URLS.filter((url) => !url.includes('\u0000')).map((url): [string, unknown, RegExp] => [
    `a column class « ${url} »`,
    cell({ options: { className: url } }),
    /className/,
  ]),
];

describe.each(LAYOUT_TYPES)('a $type layout holds only what the layout model declares', ({ type, key }) => {
  it.each(HOSTILE_LAYOUTS)('refuses %s, naming it, and stores nothing', async (name, layout, named) => {
    const label = `Piège ${name}`.slice(0, 80);
    const res = await admin.post(`/api/demo-prod/data/${type}`, { label, [key]: layout });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ error: 'VALIDATION', fields: { [key]: expect.stringMatching(named) } });
    const found = await admin.get(`/api/demo-prod/data/${type}?adminFilter=${encodeURIComponent(JSON.stringify({ label }))}&withCount=true`);
    expect(found.body.count).toBe(0);
  });

  it('stores every declared key as sent', async () => {
    const res = await admin.post(`/api/demo-prod/data/${type}`, { label: `Toutes les clés ${type}`, [key]: EVERY_DECLARED_KEY });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body[key]).toEqual(EVERY_DECLARED_KEY);
  });
});
