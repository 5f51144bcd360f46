// Issue 36 §4: a developer-only value nested in an object or a list item is read by developers only, as at the top:
// not in a GET, a list or a history version (services/recordView.ts, the one view every read goes through), nor in a
// filter or a sort, and a non-developer's save, who never saw it, keeps it. Generated over the catalogue: in every site type with a demo
// record, the first plain text member of an object or a list item is flagged developer-only, in a copy of the type.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DataSchema, PropertyDefinition } from '../../model/metaSchema.js';
import { isDeveloperOnly } from '../../model/propertyVisibility.js';
import { ADMIN, ApiClient, userWith } from '../api/client.js';

interface Case {
  type: DataSchema;
  /** Keys from the top, '[]' for "the first item of the list". */
  path: string[];
}

const flagged = (p: PropertyDefinition) => p.readOnly || p.createOnly || p.writeOnly || isDeveloperOnly(p);
const plainText = (p: PropertyDefinition) => p.type === 'string' && !p.values && !p.dataSource;
function nestedTexts(props: readonly PropertyDefinition[], at: string[] = []): string[][] {
  return props.flatMap((p) => {
    if (flagged(p)) return [];
    const here = [...at, p.key];
    const items = p.itemSchema?.propertiesList ? nestedTexts(p.itemSchema.propertiesList, [...here, '[]']) : [];
    const members = p.type === 'object' && p.propertiesList ? nestedTexts(p.propertiesList, here) : [];
    return [...(at.length && plainText(p) ? [here] : []), ...items, ...members];
  });
}
const demo = (type: string) => {
  const file = path.join('catalogue/demo/records', `${type}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>[])[0] : undefined;
};
const CASES: Case[] = fs
  .readdirSync('catalogue/schemas')
  .map((f) => JSON.parse(fs.readFileSync(path.join('catalogue/schemas', f), 'utf8')) as DataSchema)
  .filter((s) => !['superadmin', 'noneButDisplayable'].includes(s.section) && demo(s._id))
  .flatMap((s) =>
    nestedTexts(s.propertiesList)
      // Where the demo record holds the object or list: a member alone in a new one may miss its required siblings.
      .filter((p) => demo(s._id)![p[0]] !== undefined)
      .slice(0, 1)
      .map((p) => ({ type: s, path: p })),
  );

/** The definitions with the one at `at` flagged developer-only. */
const withFlag = (props: readonly PropertyDefinition[], at: string[]): PropertyDefinition[] =>
  props.map((p) => {
    if (p.key !== at[0]) return p;
    if (at.length === 1) return { ...p, notDisplayableInAdmin: true };
    if (at[1] === '[]') return { ...p, itemSchema: { ...p.itemSchema!, propertiesList: withFlag(p.itemSchema!.propertiesList!, at.slice(2)) } };
    return { ...p, propertiesList: withFlag(p.propertiesList!, at.slice(1)) };
  });
/** `record` with `value` at `at`, in the first item of a list (made when missing). */
function withValue(record: Record<string, unknown>, at: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(record);
  let here = copy as Record<string, unknown>;
  at.slice(0, -1).forEach((key, i) => {
    const k = key === '[]' ? '0' : key;
    here[k] ??= at[i + 1] === '[]' ? [] : {};
    here = here[k] as Record<string, unknown>;
  });
  here[at[at.length - 1]] = value;
  return copy;
}
/** The demo record without its id nor the values flagged in the catalogue (read-only ones may not be created). */
function clean(props: readonly PropertyDefinition[], value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => clean(props, v));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const p = props.find((q) => q.key === k);
    if (k === '_id' || (p && flagged(p))) continue;
    const inner = p?.itemSchema?.propertiesList ?? (p?.type === 'object' ? p.propertiesList : undefined);
    out[k] = inner ? clean(inner, v) : v;
  }
  return out;
}

const SITE = 'demo-prod';
const RIGHTS = Object.fromEntries(['siteConfig', 'contents', 'products', 'users', 'admin', 'hasDataSectionAccess'].map((r) => [r, true]));
let admin: ApiClient;
let developer: ApiClient;
let editor: ApiClient;
beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
  developer = await userWith(admin, { isDeveloper: true, rights: RIGHTS });
  editor = await userWith(admin, { isDeveloper: false, rights: RIGHTS });
});

it('finds the catalogue types to test', () => {
  expect(CASES.map((c) => `${c.type._id}.${c.path.join('.')}`)).toContain('Survey.choices.[].label');
});

describe.each(CASES.map((c) => [`${c.type._id}.${c.path.join('.')}`, c] as const))('%s', (_name, c) => {
  const type = `${c.type._id}DevOnly${Date.now() % 100000}`;
  const base = `/api/${SITE}/data/${type}`;
  const secret = `valeur-des-developpeurs-${type}`;
  const top = c.path[0];
  let id: string;

  beforeAll(async () => {
    const schema = await admin.post('/api/global/data/schema', { ...c.type, _id: type, propertiesList: withFlag(c.type.propertiesList, c.path) });
    expect(schema.status, JSON.stringify(schema.body)).toBe(201);
    const record = withValue(clean(c.type.propertiesList, demo(c.type._id)) as Record<string, unknown>, c.path, secret);
    const created = await developer.post(base, record);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    id = created.body._id;
    expect(JSON.stringify(created.body)).toContain(secret);
  });

  it("is not in a non-developer's GET nor list, and is in a developer's", async () => {
    for (const url of [`${base}/${id}`, `${base}?limit=1000`]) {
      const [seen, hidden] = [await developer.get(url), await editor.get(url)];
      expect([seen.status, hidden.status], url).toEqual([200, 200]);
      expect(JSON.stringify(seen.body), url).toContain(secret);
      expect(JSON.stringify(hidden.body), url).not.toContain(secret);
    }
  });

  it('may not be filtered or sorted on by a non-developer (the answers would tell it), and may by a developer', async () => {
    const dotted = c.path.filter((k) => k !== '[]').join('.');
    const filter = `${base}?adminFilter=${encodeURIComponent(JSON.stringify({ [dotted]: secret }))}`;
    const found = await developer.get(filter);
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.data.map((r: { _id: string }) => r._id)).toEqual([id]);
    expect((await editor.get(filter)).body.error).toBe('BAD_FILTER');
    expect((await editor.get(`${base}?sortBy=${encodeURIComponent(dotted)}`)).body.error).toBe('BAD_SORT');
  });

  it("is not in a non-developer's history versions, and is in a developer's", async () => {
    const history = `/api/${SITE}/history/${type}/${id}`;
    const [version] = (await developer.get(history)).body.data as { seq: string }[];
    const [seen, hidden] = [await developer.get(`${history}/${version.seq}`), await editor.get(`${history}/${version.seq}`)];
    expect([seen.status, hidden.status]).toEqual([200, 200]);
    expect(JSON.stringify(seen.body)).toContain(secret);
    expect(JSON.stringify(hidden.body)).not.toContain(secret);
  });

  it("is kept by a non-developer's save of what they see", async () => {
    const { body, headers } = await editor.get(`${base}/${id}`);
    const saved = await editor.put(`${base}/${id}`, { [top]: body[top] }, { 'if-match': headers.get('etag')! });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(JSON.stringify(saved.body)).not.toContain(secret);
    expect(JSON.stringify((await developer.get(`${base}/${id}`)).body[top])).toContain(secret);
  });
});
