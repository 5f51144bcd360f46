// Generated from the component catalogue (issue 18 §2): every component, and every option whose type becomes a URL or
// html on the page (Link, file, image, richtext, at any depth of objects and lists), gets every hostile URL through
// POST and PUT of a Page layout and of a ComplexComponent record rendering it. Each is refused (400, French) or
// stored with nothing a browser would run or follow off-site. Every component also refuses an option it does not declare.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ComponentDefinition } from '../../model/components.js';
import type { PropertyDefinition } from '../../model/metaSchema.js';
import { readComponentDefinitions } from '../../server/domains/layouts/index.js';
import { ADMIN, ApiClient } from '../api/client.js';
import { HOSTILE_URLS, unsafeStrings } from './hostileUrls.js';

const definitions = readComponentDefinitions(path.resolve('catalogue/components'));
const URLISH = new Set(['Link', 'file', 'image', 'richtext']);

interface UrlOption {
  /** Keys from the options down to the value, numbers for list items. */
  path: (string | number)[];
  type: string;
}

/** The options of a schema that end up as a URL or html on the page, nested objects and lists included. */
function urlOptions(props: readonly PropertyDefinition[] = [], prefix: (string | number)[] = []): UrlOption[] {
  return props.flatMap((p) => {
    const at = [...prefix, p.key];
    if (URLISH.has(p.type)) return [{ path: at, type: p.type }];
    if (p.type === 'object') return urlOptions(p.propertiesList, at);
    if (p.type !== 'list') return [];
    if (p.itemType && URLISH.has(p.itemType)) return [{ path: [...at, 0], type: p.itemType }];
    return urlOptions(p.itemSchema?.propertiesList, [...at, 0]);
  });
}

const attr = (url: string) => url.replace(/"/g, '&quot;');
/** The shapes a hostile URL takes in a value of each type. */
const shapesOf = (type: string, url: string): unknown[] => {
  if (type === 'Link') return [{ url }, url];
  if (type === 'richtext') {
    const html = `<p><a href="${attr(url)}">x</a><img src="${attr(url)}" srcset="${attr(url)} 2x"></p>`;
    const editorStateJson = { type: 'doc', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: url } }] }] };
    return [
      { html, editorStateJson },
      { html, editorStateJson: JSON.stringify(editorStateJson) },
    ];
  }
  return [url, { src: url }];
};

function optionsWith(option: UrlOption, value: unknown): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  let node: Record<string | number, unknown> = root;
  option.path.forEach((key, i) => {
    const next = option.path[i + 1];
    if (next === undefined) node[key] = value;
    else node = (node[key] = typeof next === 'number' ? [] : {}) as Record<string | number, unknown>;
  });
  return root;
}

const siteOf = (d: ComponentDefinition) => d.restrictedToSites?.[0] ?? 'demo-prod';
const layoutWith = (frontComponent: string, options: Record<string, unknown>) => [
  { cols: [{ size: 12, contents: [{ _id: `zz-${frontComponent}`, label: 'Copie', frontComponent, options }] }] },
];

interface Case {
  component: ComponentDefinition;
  option: string;
  options: Record<string, unknown>;
}

const cases: Case[] = definitions.flatMap((component) =>
  urlOptions(component.optionsSchema?.propertiesList).flatMap((option) =>
    HOSTILE_URLS.flatMap((url) =>
      shapesOf(option.type, url).map((value) => ({ component, option: option.path.join('.'), options: optionsWith(option, value) })),
    ),
  ),
);

let admin: ApiClient;
let n = 0;
beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
});

/** Refused in French and nothing written, or stored (and read back) with nothing unsafe. */
async function refusedOrSafe(write: () => Promise<{ status: number; body: any }>, read: (id: string) => string) {
  const res = await write();
  if (res.status === 400) {
    // The text guard refuses a NUL before any schema check does.
    expect(res.body).toMatchObject({ error: expect.stringMatching(/^(VALIDATION|BAD_TEXT)$/), message: expect.stringMatching(/invalide|refusée/) });
    return;
  }
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBeLessThan(300);
  const stored = await admin.get(read(res.body._id));
  expect(unsafeStrings(stored.body)).toEqual([]);
}

const targets = new Map<string, string>();
/** One record per collection and body that the PUT cases of a component all write to. */
async function target(collection: string, body: Record<string, unknown>): Promise<string> {
  const key = `${collection} ${JSON.stringify(body)}`;
  if (!targets.has(key)) {
    const created = await admin.post(collection, body);
    expect(created.status).toBe(201);
    targets.set(key, created.body._id);
  }
  return targets.get(key)!;
}

const writes = {
  'POST Page': (c: Case) => {
    const site = siteOf(c.component);
    return refusedOrSafe(
      () =>
        admin.post(`/api/${site}/data/Page`, { _id: `gen-page-${++n}`, label: 'Page', layout: layoutWith(c.component.frontComponent, c.options) }),
      (id) => `/api/${site}/data/Page/${id}`,
    );
  },
  'PUT Page': async (c: Case) => {
    const site = siteOf(c.component);
    const id = await target(`/api/${site}/data/Page`, { label: 'Page', layout: layoutWith(c.component.frontComponent, {}) });
    return refusedOrSafe(
      () => admin.put(`/api/${site}/data/Page/${id}`, { layout: layoutWith(c.component.frontComponent, c.options) }),
      () => `/api/${site}/data/Page/${id}`,
    );
  },
  'POST ComplexComponent': (c: Case) => {
    const site = siteOf(c.component);
    const body = { _id: `gen-cc-${++n}`, label: 'Composant', frontComponent: c.component.frontComponent, options: c.options };
    return refusedOrSafe(
      () => admin.post(`/api/${site}/data/ComplexComponent`, body),
      (id) => `/api/${site}/data/ComplexComponent/${id}`,
    );
  },
  'PUT ComplexComponent': async (c: Case) => {
    const site = siteOf(c.component);
    const id = await target(`/api/${site}/data/ComplexComponent`, { label: 'Composant', frontComponent: c.component.frontComponent });
    return refusedOrSafe(
      () => admin.put(`/api/${site}/data/ComplexComponent/${id}`, { options: c.options }),
      () => `/api/${site}/data/ComplexComponent/${id}`,
    );
  },
};

describe('the catalogue gives cases to every URL-like option', () => {
  it('covers the components whose options become URLs or html', () => {
    const covered = new Set(cases.map((c) => c.component._id));
    expect([...covered].sort()).toEqual(expect.arrayContaining(['link', 'simpleImage', 'textBlock', 'video']));
    expect(cases.length).toBeGreaterThanOrEqual(HOSTILE_URLS.length * 2 * 5);
  });
});

describe.each(Object.entries(writes))('%s', (_method, write) => {
  it.each(cases.map((c, i) => [`${c.component._id} › ${c.option} #${i}`, c] as const))('%s: refused or stored safe', async (_name, c) => {
    await write(c);
  });
});

describe('every component refuses an option it does not declare', () => {
  it.each(definitions.map((d) => [d._id, d] as const))('%s', async (_id, component) => {
    const site = siteOf(component);
    const options = { zzUrl: 'javascript:alert(1)' };
    const page = await admin.post(`/api/${site}/data/Page`, { label: 'Page', layout: layoutWith(component.frontComponent, options) });
    expect(page.status).toBe(400);
    expect(page.body.fields.layout).toMatch(/option « zzUrl » : Propriété inconnue/);
    const record = await admin.post(`/api/${site}/data/ComplexComponent`, { label: 'Composant', frontComponent: component.frontComponent, options });
    expect(record.status).toBe(400);
    expect(record.body.fields.options).toMatch(/option « zzUrl » : Propriété inconnue/);
  });
});
