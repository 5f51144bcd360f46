// Issue 36 §4: read-only, create-only and developer-only apply inside objects and lists, on create, update and
// 'Restaurer cette version'. Generated over the catalogue: every site type with a flagged property nested in an
// object or a list, and a demo record to build on, is copied under a type of its own (so that a test may flip the
// flags) and written through the API.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DataSchema, PropertyDefinition } from '../../model/metaSchema.js';
import { isDeveloperOnly } from '../../model/propertyVisibility.js';
import { ADMIN, ApiClient, userWith } from '../api/client.js';

type Flag = 'readOnly' | 'createOnly' | 'developerOnly';
interface Nested {
  type: DataSchema;
  /** Keys from the top, '[]' for "the first item of the list". */
  path: string[];
  member: PropertyDefinition;
  flag: Flag;
}

const read = (dir: string) => fs.readdirSync(dir).map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
const flagOf = (p: PropertyDefinition): Flag | undefined =>
  p.readOnly ? 'readOnly' : p.createOnly ? 'createOnly' : isDeveloperOnly(p) ? 'developerOnly' : undefined;

function nestedFlags(type: DataSchema, props: readonly PropertyDefinition[], at: string[] = []): Nested[] {
  return props.flatMap((p) => {
    const here = [...at, p.key];
    const flag = at.length ? flagOf(p) : undefined;
    const inner = p.itemSchema?.propertiesList ? nestedFlags(type, p.itemSchema.propertiesList, [...here, '[]']) : [];
    const members = p.type === 'object' && p.propertiesList ? nestedFlags(type, p.propertiesList, here) : [];
    return [...(flag ? [{ type, path: here, member: p, flag }] : []), ...inner, ...members];
  });
}

const demo = (type: string) => {
  const file = path.join('catalogue/demo/records', `${type}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>[])[0] : undefined;
};
const CASES = (read('catalogue/schemas') as DataSchema[])
  .filter((s) => !['superadmin', 'noneButDisplayable'].includes(s.section) && demo(s._id))
  .flatMap((s) => nestedFlags(s, s.propertiesList));

const tamperedValue = (p: PropertyDefinition) => (p.type === 'bool' ? true : p.type === 'int' || p.type === 'float' ? 123456 : 'falsifié');
const currentValue = (p: PropertyDefinition) => (p.type === 'bool' ? false : p.type === 'int' || p.type === 'float' ? 7 : 'actuel');
const apiPath = (c: Nested) => c.path.map((k) => (k === '[]' ? '0' : k)).join('.');
/** `record` with the member set to `value` (undefined: removed), in its first item or object. */
function withMember(record: Record<string, unknown>, c: Nested, value: unknown): Record<string, unknown> {
  const copy = structuredClone(record);
  let at = copy as Record<string, unknown>;
  for (const key of c.path.slice(0, -1)) {
    const here = at as Record<string, unknown> & unknown[];
    const k = key === '[]' ? 0 : key;
    here[k as never] ??= (key === '[]' ? {} : c.path[c.path.indexOf(key) + 1] === '[]' ? [{}] : {}) as never;
    at = here[k as never] as Record<string, unknown>;
  }
  const last = c.path[c.path.length - 1];
  if (value === undefined) delete (at as Record<string, unknown>)[last];
  else (at as Record<string, unknown>)[last] = value;
  return copy;
}
/** A value with every flagged nested value left out, in every item: what anyone may create. */
function stripped(props: readonly PropertyDefinition[], value: unknown, nested = false): unknown {
  if (Array.isArray(value)) return value.map((v) => stripped(props, v, nested));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const p = props.find((q) => q.key === k);
    if (nested && p && flagOf(p)) continue;
    const inner = p?.itemSchema?.propertiesList ?? (p?.type === 'object' ? p.propertiesList : undefined);
    out[k] = inner ? stripped(inner, v, true) : v;
  }
  return out;
}
const clean = (record: Record<string, unknown>, type: DataSchema) => {
  const { _id: _drop, ...rest } = record;
  return stripped(type.propertiesList, rest) as Record<string, unknown>;
};
const unflagged = (props: readonly PropertyDefinition[]): PropertyDefinition[] =>
  props.map(({ readOnly: _r, createOnly: _c, notDisplayableInAdmin: _n, excludedFromMongooseSchema: _e, ...p }) => ({
    ...p,
    ...(p.propertiesList && { propertiesList: unflagged(p.propertiesList) }),
    ...(p.itemSchema?.propertiesList && { itemSchema: { ...p.itemSchema, propertiesList: unflagged(p.itemSchema.propertiesList) } }),
  })) as PropertyDefinition[];

const SITE = 'demo-prod';
let admin: ApiClient;
let editor: ApiClient;
beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
  editor = await userWith(admin, {
    isDeveloper: false,
    rights: Object.fromEntries(['siteConfig', 'contents', 'products', 'users', 'admin', 'hasDataSectionAccess'].map((r) => [r, true])),
  });
});

it('finds the catalogue types to test', () => {
  expect(CASES.map((c) => `${c.type._id}.${apiPath(c)}`)).toContain('Survey.choices.0.voteCount');
});

describe.each(CASES.map((c) => [`${c.type._id}.${c.path.join('.')} (${c.flag})`, c] as const))('%s', (_name, c) => {
  const type = `${c.type._id}Nested${c.path.length}${Date.now() % 100000}`;
  const base = `/api/${SITE}/data/${type}`;
  const writer = () => (c.flag === 'developerOnly' ? editor : admin);
  const refusedStatus = c.flag === 'developerOnly' ? 403 : 400;
  const schemaOf = (props: PropertyDefinition[]) => ({ ...c.type, _id: type, propertiesList: props });
  const record = () => clean(demo(c.type._id)!, c.type);
  const bad = tamperedValue(c.member);

  beforeAll(async () => {
    const res = await admin.post('/api/global/data/schema', schemaOf(c.type.propertiesList));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('on create: refused for a read-only or developer-only value, naming its path; kept for a create-only one', async () => {
    const res = await writer().post(base, withMember(record(), c, bad));
    if (c.flag === 'createOnly') return expect(res.status).toBe(201);
    expect(res.status, JSON.stringify(res.body)).toBe(refusedStatus);
    expect(Object.keys(res.body.fields)).toContain(apiPath(c));
  });

  it('on update: refused, naming its path, and nothing stored; the stored value sent back passes', async () => {
    const created = await admin.post(base, record());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const top = c.path[0];
    const res = await writer().put(`${base}/${created.body._id}`, { [top]: withMember(created.body, c, bad)[top] });
    expect(res.status, JSON.stringify(res.body)).toBe(refusedStatus);
    expect(Object.keys(res.body.fields)).toContain(apiPath(c));
    expect((await admin.get(`${base}/${created.body._id}`)).body[top]).toEqual(created.body[top]);
    expect((await writer().put(`${base}/${created.body._id}`, { [top]: created.body[top] })).status).toBe(200);
  });

  it("'Restaurer cette version' keeps the current value", async () => {
    const created = await admin.post(base, record());
    const url = `${base}/${created.body._id}`;
    const top = c.path[0];
    // Values written while the member was not flagged: an older one, then the current one.
    expect((await admin.put('/api/global/data/schema/' + type, { propertiesList: unflagged(c.type.propertiesList) })).status).toBe(200);
    const older = withMember(created.body, c, bad);
    expect((await admin.put(url, { label: 'Version ancienne', [top]: older[top] })).status).toBe(200);
    const current = withMember(created.body, c, currentValue(c.member));
    expect((await admin.put(url, { label: 'Version actuelle', [top]: current[top] })).status).toBe(200);
    expect((await admin.put('/api/global/data/schema/' + type, { propertiesList: c.type.propertiesList })).status).toBe(200);
    const [, old] = (await admin.get(`/api/${SITE}/history/${type}/${created.body._id}`)).body.data;
    const { headers } = await admin.get(url);
    const res = await writer().post(`/api/${SITE}/history/${type}/${created.body._id}/${old.seq}/restore`, {}, { 'if-match': headers.get('etag')! });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = (await admin.get(url)).body;
    expect(after.label).toBe('Version ancienne');
    expect(after[top]).toEqual(current[top]);
  });
});
