// Generated from the rich-text editor's own schema (the tiptap extensions the console's editor uses): every node and
// mark type, with each of its attributes and the ones other renderers read (data, srcdoc, to, link, html, url, an
// event handler) set to every hostile URL, sent in a rich-text property's editor state as an object and as JSON text.
// What is read back holds nothing a browser would run or follow off-site, and the state is stored as JSON.
import { getSchema } from '@tiptap/core';
import type { MarkSpec, NodeSpec } from '@tiptap/pm/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { editorExtensions } from '../../schema-adapters/propertyTypes/richtext/editorExtensions.js';
import { ADMIN, ApiClient } from '../api/client.js';
import { HOSTILE_URLS, unsafeStrings } from './hostileUrls.js';

const schema = getSchema(editorExtensions({ siteId: 'demo-prod' }));
const OTHER_RENDERERS = ['data', 'srcdoc', 'to', 'link', 'html', 'url', 'onclick'];
const HTML_ATTRIBUTES = new Set(['srcdoc', 'html']);

const attrsOf = (spec: { attrs?: Record<string, unknown> | null }, url: string): Record<string, string> =>
  Object.fromEntries(
    [...Object.keys(spec.attrs ?? {}), ...OTHER_RENDERERS].map((name) => [
      name,
      HTML_ATTRIBUTES.has(name) ? `<img src="${url.replace(/"/g, '&quot;')}" onerror="alert(1)"><script>alert(2)</script>` : url,
    ]),
  );

// A NUL sent as such is refused by the request guard before any sanitising (tests/security/malformedInput.test.ts);
// escaped inside JSON text, it reaches the sanitiser.
const FORMS = { objet: HOSTILE_URLS.filter((url) => !url.includes('\u0000')), 'texte JSON': HOSTILE_URLS };

/** One node of each hostile URL, with every attribute set to it. */
const nodeOf = (type: string, spec: NodeSpec) => (url: string) => ({ type, attrs: attrsOf(spec, url), ...(type === 'text' && { text: 'texte' }) });
const markedText = (type: string, spec: MarkSpec) => (url: string) => ({ type: 'text', text: 'texte', marks: [{ type, attrs: attrsOf(spec, url) }] });
const types: { name: string; make: (url: string) => Record<string, unknown> }[] = [
  ...Object.entries(schema.nodes).map(([type, node]) => ({ name: `nœud ${type}`, make: nodeOf(type, node.spec) })),
  ...Object.entries(schema.marks).map(([type, mark]) => ({ name: `marque ${type}`, make: markedText(type, mark.spec) })),
];
const cases = types.flatMap((t) =>
  Object.entries(FORMS).map(([form, urls]) => {
    const state = { type: 'doc', content: urls.map(t.make) };
    return { name: `${t.name}, état en ${form}`, count: urls.length, editorStateJson: form === 'objet' ? state : JSON.stringify(state) };
  }),
);

let admin: ApiClient;
beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
});

describe('the editor schema gives cases to every node and mark type', () => {
  it('knows the types the console’s editor writes', () => {
    expect(Object.keys(schema.nodes)).toEqual(expect.arrayContaining(['doc', 'paragraph', 'heading', 'imageBlock', 'orderedList', 'codeBlock']));
    expect(Object.keys(schema.marks)).toEqual(expect.arrayContaining(['link', 'bold']));
    expect(cases.reduce((sum, c) => sum + c.count, 0)).toBeGreaterThanOrEqual(600);
  });
});

describe('every attribute of every node and mark is held to the URL policy', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const created = await admin.post('/api/demo-prod/data/TextContent', {
      label: 'Texte piégé',
      body: { html: '<p>texte</p>', editorStateJson: c.editorStateJson },
    });
    expect(created.status).toBe(201);
    const read = await admin.get(`/api/demo-prod/data/TextContent/${created.body._id}`);
    const state = read.body.body.editorStateJson;
    expect(state).toMatchObject({ type: 'doc' });
    expect(state.content).toHaveLength(c.count);
    expect(unsafeStrings(state)).toEqual([]);
  });
});
