// The catalogue (catalogue/schemas, catalogue/demo) against the meta-schema and spec 000 §2-§3.
import { describe, it, expect } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { PROPERTY_TYPES, propertyDefinitionSchema, schemaSchema } from '../../model/metaSchema.js';
import { collectionPath } from '../../model/paths.js';
import { SECTIONS } from '../../model/sections.js';
import type { PropertyType } from '../../model/propertyTypes.js';

interface Prop {
  key: string;
  type: string;
  label?: string;
  group?: string;
  required?: boolean;
  column?: boolean;
  multiple?: boolean;
  min?: number;
  max?: number;
  length?: number;
  values?: { value: string | number | boolean; label: string }[];
  dataSource?: { resource: string; isGlobal?: boolean };
  objectType?: string | string[];
  itemType?: string;
  itemSchema?: { objectType?: string; propertiesList?: Prop[] };
  propertiesList?: Prop[];
}
interface Schema {
  _id: string;
  section: string;
  plural?: string;
  storedInInstanceDatabase?: boolean;
  hasAssociatedDBCollection?: boolean;
  isSingleton?: boolean;
  singletonId?: string;
  propertiesGroups?: string[];
  propertiesList: Prop[];
  subFilters?: { id: string; label: string; adminFilter: Record<string, unknown> }[];
}
type Rec = Record<string, unknown> & { _id: string };

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SCHEMA_DIR = join(ROOT, 'catalogue/schemas');
const DEMO_DIR = join(ROOT, 'catalogue/demo');
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

const schemaFiles = readdirSync(SCHEMA_DIR).filter((f) => f.endsWith('.json')).sort();
const schemas = schemaFiles.map((f) => ({ file: f, schema: readJson(join(SCHEMA_DIR, f)) as Schema }));
const byId = new Map(schemas.map(({ schema }) => [schema._id, schema]));
const pathOf = (s: Schema): string => collectionPath(s as unknown as Parameters<typeof collectionPath>[0]);

const GLOBAL_TYPES = ['schema', 'Site', 'AdminUser', 'VideoServer', 'SsoProvider'];
const REF_TYPES = ['objectRef', 'object_ref', 'mongooseRef'];
const SYSTEM_KEYS = ['_id', '_cls', 'createdAt', 'updatedAt'];
const SYSTEM_FONTS = ['Arial', 'Times', 'Courier', 'Palatino', 'Garamond', 'Bookman', 'Avant Garde', 'Verdana', 'Georgia',
  'Trebuchet MS', 'Arial Black', 'Impact'];

// Spec 000 §2 "Sub-entities per section", entity lists only (custom screens excluded).
const SPEC_PATHS = [
  ...['site-options', 'pages', 'complex-components', 'styles', 'user-profile-templates', 'external-services', 'content-types', 'countries',
    'email-templates', 'encoding-profiles', 'pop-ups', 'question-categories', 'right-owners'].map((p) => `website-configuration/${p}`),
  ...['answers', 'arrondissements', 'authors', 'bookmarks', 'text-contents', 'documents', 'links', 'magazine-articles', 'magazine-issues',
    'namespaces', 'news', 'newsletters', 'questions', 'quizzes', 'series', 'shop-items', 'surveys', 'tags', 'videos'].map((p) => `contents/${p}`),
  ...['conferences', 'conference-groups', 'events', 'resub-rules', 'subscription-formulas', 'trainings', 'training-groups', 'training-periods',
    'training-requests'].map((p) => `products/${p}`),
  ...['users', 'aboweb-action-logs', 'newsletters-subscribers', 'user-bug-reports', 'user-comments', 'user-contributions', 'user-quizz-answers',
    'user-watcheds'].map((p) => `users/${p}`),
  ...['purchases', 'payments', 'configuration', 'accounting-export-items', 'accounting-export-payout', 'native-discount', 'rights',
    'crowd-funding-campaigns', 'crowd-funding-campaign-donations'].map((p) => `payments/${p}`),
  ...['magellan-options', 'newspaper-configuration', 'paywall-configuration', 'rss-configuration'].map((p) => `admin/${p}`),
  ...['sites', 'admin-users', 'video-servers', 'schemas'].map((p) => `super-admin/${p}`),
];

// Spec 000 §2 "Purchase list filters", with 'lapsed' after the renewals due now (issue 19).
const PURCHASE_FILTERS = ['direct', 'renewals', 'renewed', 'to-renew', 'to-renew-now', 'lapsed', 'renew-error', 'renew-error-no-pm', 'dont-renew',
  'active-sub', 'not-ok', 'gift', 'generated'];

/** Every property definition of a list, nested ones included, with its dotted location. */
function walkProps(list: Prop[] | undefined, at: string, visit: (p: Prop, where: string) => void): void {
  for (const p of list ?? []) {
    const where = `${at}.${p.key}`;
    visit(p, where);
    walkProps(p.propertiesList, where, visit);
    walkProps(p.itemSchema?.propertiesList, `${where}[]`, visit);
  }
}
const objectTypesOf = (p: Prop): string[] => (p.objectType === undefined ? [] : Array.isArray(p.objectType) ? p.objectType : [p.objectType]);
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

describe('catalogue schemas', () => {
  it('holds one file per entity type, about 90 of them', () => {
    expect(schemas.length).toBeGreaterThanOrEqual(85);
    expect(schemas.length).toBeLessThanOrEqual(110);
  });

  it('every file validates against the meta-schema', () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    ajv.addSchema(propertyDefinitionSchema);
    const validate = ajv.compile(schemaSchema);
    const failures: string[] = [];
    for (const { file, schema } of schemas) {
      if (!validate(schema)) failures.push(`${file}: ${ajv.errorsText(validate.errors, { separator: '\n  ' })}`);
    }
    expect(failures).toEqual([]);
  });

  it('names each file after its _id, with unique _ids and _cls "schema"', () => {
    for (const { file, schema } of schemas) {
      expect(file).toBe(`${schema._id}.json`);
      expect((schema as unknown as { _cls: string })._cls).toBe('schema');
    }
    expect(byId.size).toBe(schemas.length);
  });

  it('stores only schema, Site, AdminUser, VideoServer and SsoProvider globally, all in the superadmin section', () => {
    const global = schemas.filter(({ schema }) => schema.storedInInstanceDatabase === false).map(({ schema }) => schema._id).sort();
    expect(global).toEqual([...GLOBAL_TYPES].sort());
    for (const id of GLOBAL_TYPES) expect(byId.get(id)?.section).toBe('superadmin');
    for (const { schema } of schemas) expect(typeof schema.storedInInstanceDatabase).toBe('boolean');
  });

  it('puts embedded types (no collection) in noneButDisplayable', () => {
    for (const { schema } of schemas) {
      expect(typeof schema.hasAssociatedDBCollection, schema._id).toBe('boolean');
      if (!schema.hasAssociatedDBCollection) expect(schema.section, schema._id).toBe('noneButDisplayable');
    }
  });

  it('gives every singleton a singletonId and no one else', () => {
    for (const { schema } of schemas) {
      if (schema.isSingleton) expect(schema.singletonId, schema._id).toMatch(/^[a-z][a-z0-9-]*$/);
      else expect(schema.singletonId, schema._id).toBeUndefined();
    }
  });

  it('declares no system key, unique keys per level, groups among Général/Affichage/Avancé', () => {
    const problems: string[] = [];
    for (const { schema } of schemas) {
      expect(schema.propertiesGroups, schema._id).toEqual(['Général', 'Affichage', 'Avancé']);
      for (const p of schema.propertiesList) if (SYSTEM_KEYS.includes(p.key)) problems.push(`${schema._id}.${p.key} is a system key`);
      const checkLevel = (list: Prop[] | undefined, where: string) => {
        const keys = (list ?? []).map((p) => p.key);
        if (new Set(keys).size !== keys.length) problems.push(`${where}: duplicate keys`);
      };
      checkLevel(schema.propertiesList, schema._id);
      walkProps(schema.propertiesList, schema._id, (p, where) => {
        if (!p.label) problems.push(`${where}: no label`);
        if (p.group && !schema.propertiesGroups?.includes(p.group)) problems.push(`${where}: unknown group ${p.group}`);
        checkLevel(p.propertiesList, where);
        checkLevel(p.itemSchema?.propertiesList, where);
      });
    }
    expect(problems).toEqual([]);
  });

  it('shows 2 to 5 columns in the list of every non-singleton collection', () => {
    for (const { schema } of schemas) {
      if (!schema.hasAssociatedDBCollection || schema.isSingleton) continue;
      const columns = schema.propertiesList.filter((p) => p.column).length;
      expect(columns, schema._id).toBeGreaterThanOrEqual(2);
      expect(columns, schema._id).toBeLessThanOrEqual(5);
    }
  });

  it('points every objectType, itemSchema.objectType and dataSource resource at an existing schema', () => {
    const missing: string[] = [];
    for (const { schema } of schemas) {
      walkProps(schema.propertiesList, schema._id, (p, where) => {
        for (const t of objectTypesOf(p)) if (!byId.has(t)) missing.push(`${where} -> ${t}`);
        const item = p.itemSchema?.objectType;
        if (item !== undefined && !byId.has(item)) missing.push(`${where}[] -> ${item}`);
        if (p.dataSource && !byId.has(p.dataSource.resource)) missing.push(`${where} dataSource -> ${p.dataSource.resource}`);
      });
    }
    expect(missing).toEqual([]);
  });

  it('copies an embedded type’s properties wherever an object names it', () => {
    const drift: string[] = [];
    for (const { schema } of schemas) {
      walkProps(schema.propertiesList, schema._id, (p, where) => {
        const pairs: [string | undefined, Prop[] | undefined][] = [];
        if (p.type === 'object' && typeof p.objectType === 'string') pairs.push([p.objectType, p.propertiesList]);
        if (p.itemSchema?.objectType) pairs.push([p.itemSchema.objectType, p.itemSchema.propertiesList]);
        for (const [type, list] of pairs) {
          const target = type ? byId.get(type) : undefined;
          if (!target) continue;
          if (JSON.stringify(list) !== JSON.stringify(target.propertiesList)) drift.push(`${where} differs from ${type}`);
        }
      });
    }
    expect(drift).toEqual([]);
  });

  it('gives enums unique values (or a data source), and lists an item type', () => {
    const problems: string[] = [];
    for (const { schema } of schemas) {
      walkProps(schema.propertiesList, schema._id, (p, where) => {
        if (p.type === 'enum') {
          if (!p.values && !p.dataSource) problems.push(`${where}: enum without values or dataSource`);
          const values = (p.values ?? []).map((v) => v.value);
          if (new Set(values).size !== values.length) problems.push(`${where}: duplicate enum values`);
          if (p.values?.some((v) => !v.label)) problems.push(`${where}: enum value without label`);
        }
        if (p.type === 'list' && !p.itemType) problems.push(`${where}: list without itemType`);
        if (p.itemType === 'object' && !p.itemSchema?.propertiesList) problems.push(`${where}: object list without itemSchema`);
        if (REF_TYPES.includes(p.itemType ?? '') && !p.objectType) problems.push(`${where}: list of references without objectType`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('uses every property type somewhere, so each input and cell has a real case', () => {
    const used = new Set<string>();
    for (const { schema } of schemas) walkProps(schema.propertiesList, schema._id, (p) => { used.add(p.type); if (p.itemType) used.add(p.itemType); });
    expect([...PROPERTY_TYPES].filter((t) => !used.has(t))).toEqual([]);
  });

  it('labels publish statuses Prépub, Publié, Archivé (spec 000 §3)', () => {
    const text = byId.get('TextContent')?.propertiesList.find((p) => p.key === 'status');
    expect(text?.values).toEqual([
      { value: 'prepub', label: 'Prépub' }, { value: 'published', label: 'Publié' }, { value: 'archived', label: 'Archivé' },
    ]);
  });

  it('derives a unique collection path for every schema, never equal to a section path', () => {
    const paths = schemas.map(({ schema }) => pathOf(schema));
    const dup = paths.filter((p, i) => paths.indexOf(p) !== i);
    expect(dup).toEqual([]);
    const sectionPaths = SECTIONS.map((s) => s.path);
    for (const p of paths) expect(sectionPaths).not.toContain(p);
  });

  it('gives each spec sub-entity path to exactly one schema, which has a collection', () => {
    for (const path of SPEC_PATHS) {
      const owners = schemas.filter(({ schema }) => pathOf(schema) === path).map(({ schema }) => schema);
      expect(owners.map((s) => s._id), path).toHaveLength(1);
      expect(owners[0].hasAssociatedDBCollection, path).toBe(true);
    }
  });

  it('sets plural only where the derived path would differ', () => {
    for (const { schema } of schemas) {
      if (schema.plural === undefined) continue;
      const derived = pathOf({ ...schema, plural: undefined });
      expect(derived, schema._id).not.toBe(pathOf(schema));
    }
  });

  it('maps the schema of schemas to super-admin/schemas', () => {
    expect(pathOf(byId.get('schema') as Schema)).toBe('super-admin/schemas');
  });

  it('gives AdminUser a write-only password and the seven right flags', () => {
    const admin = byId.get('AdminUser') as Schema;
    const password = admin.propertiesList.find((p) => p.key === 'password') as Prop & { writeOnly?: boolean };
    expect(password.writeOnly).toBe(true);
    expect(password.label).toBe('Mot de passe');
    const rights = admin.propertiesList.find((p) => p.key === 'rights');
    expect(rights?.propertiesList?.map((p) => [p.key, p.type])).toEqual(
      ['siteConfig', 'contents', 'products', 'users', 'admin', 'hasDataSectionAccess', 'hasToolsAccess'].map((k) => [k, 'bool']),
    );
  });

  describe('sub-filters', () => {
    const OPS = ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin', '$exists'];
    /** A dotted path resolves in the schema: object sub-properties, or _id/_cls/label of a reference. */
    function resolves(schema: Schema, path: string): boolean {
      let list: Prop[] | undefined = schema.propertiesList;
      const segments = path.split('.');
      if (SYSTEM_KEYS.includes(segments[0])) return segments.length === 1;
      for (let i = 0; i < segments.length; i += 1) {
        const p: Prop | undefined = list?.find((d) => d.key === segments[i]);
        if (!p) return false;
        if (i === segments.length - 1) return true;
        if (REF_TYPES.includes(p.type)) return segments.length === i + 2 && ['_id', '_cls', 'label'].includes(segments[i + 1]);
        list = p.propertiesList;
      }
      return false;
    }
    function grammarErrors(schema: Schema, filter: unknown, at: string): string[] {
      if (!isPlainObject(filter)) return [`${at}: not an object`];
      const errors: string[] = [];
      for (const [key, value] of Object.entries(filter)) {
        if (key === '$and' || key === '$or') {
          if (!Array.isArray(value) || value.length === 0) errors.push(`${at}.${key}: not a non-empty array`);
          else value.forEach((f, i) => errors.push(...grammarErrors(schema, f, `${at}.${key}[${i}]`)));
        } else if (key === '$not') {
          errors.push(...grammarErrors(schema, value, `${at}.$not`));
        } else if (key.startsWith('$')) {
          errors.push(`${at}: unknown operator ${key}`);
        } else {
          if (!resolves(schema, key)) errors.push(`${at}: ${key} is not a property of ${schema._id}`);
          if (isPlainObject(value)) {
            for (const op of Object.keys(value)) if (!OPS.includes(op)) errors.push(`${at}.${key}: unknown operator ${op}`);
            if ('$exists' in value && typeof value.$exists !== 'boolean') errors.push(`${at}.${key}: $exists takes a boolean`);
            for (const op of ['$in', '$nin']) if (op in value && !Array.isArray(value[op])) errors.push(`${at}.${key}: ${op} takes an array`);
          } else if (Array.isArray(value)) errors.push(`${at}.${key}: bare array`);
        }
      }
      return errors;
    }

    it('offers the twelve purchase filters of spec 000 §2, and the lapsed subscriptions (issue 19)', () => {
      const purchase = byId.get('Purchase') as Schema;
      expect(purchase.subFilters?.map((f) => f.id)).toEqual(PURCHASE_FILTERS);
      for (const f of purchase.subFilters ?? []) expect(f.label, f.id).not.toBe('');
    });

    it('offers standard and for-content on pages and complex components', () => {
      for (const id of ['Page', 'ComplexComponent']) {
        const s = byId.get(id) as Schema;
        expect(s.subFilters?.map((f) => [f.id, f.adminFilter])).toEqual([
          ['standard', { objectType: { $exists: false } }],
          ['for-content', { objectType: { $exists: true } }],
        ]);
      }
    });

    it('writes every adminFilter in the documented grammar, on declared properties', () => {
      const errors: string[] = [];
      for (const { schema } of schemas) {
        for (const f of schema.subFilters ?? []) errors.push(...grammarErrors(schema, f.adminFilter, `${schema._id}/${f.id}`));
      }
      expect(errors).toEqual([]);
    });
  });
});

// ---------------------------------------------------------------------------------------------- demo data
const RECORDS_DIR = join(DEMO_DIR, 'records');
const recordFiles = existsSync(RECORDS_DIR) ? readdirSync(RECORDS_DIR).filter((f) => f.endsWith('.json')).sort() : [];
const demo = new Map<string, Rec[]>(recordFiles.map((f) => [f.replace(/\.json$/, ''), readJson(join(RECORDS_DIR, f)) as Rec[]]));
const seeded = schemas.map(({ schema }) => schema).filter((s) => s.hasAssociatedDBCollection && s.storedInInstanceDatabase);

function checkValue(p: Prop, value: unknown, where: string, errors: string[]): void {
  const fail = (msg: string) => errors.push(`${where}: ${msg} (${JSON.stringify(value)?.slice(0, 80)})`);
  const inBounds = (n: number) => {
    if (p.min !== undefined && n < p.min) fail(`below min ${p.min}`);
    if (p.max !== undefined && n > p.max) fail(`above max ${p.max}`);
  };
  // Every type of the meta-schema has its case: a type added to model/propertyTypes.ts is a compile error here.
  const type = p.type as PropertyType;
  switch (type) {
    case 'string': case 'slug': case 'color': case 'Color': case 'file': case 'image': case 'object_id':
      if (typeof value !== 'string') fail('expected a string');
      else if (p.type === 'slug' && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)) fail('not a slug');
      else if ((p.type === 'color' || p.type === 'Color') && !/^#[0-9a-fA-F]{6}$/.test(value)) fail('not a colour');
      else if (p.type === 'string') {
        if (p.length !== undefined && value.length !== p.length) fail(`expected ${p.length} characters`);
        if (p.max !== undefined && value.length > p.max) fail(`longer than ${p.max} characters`);
        if (p.min !== undefined && value.length < p.min) fail(`shorter than ${p.min} characters`);
      }
      break;
    case 'int': case 'timestamp':
      if (!Number.isInteger(value)) fail('expected an integer');
      else inBounds(value as number);
      break;
    case 'float':
      if (typeof value !== 'number') fail('expected a number');
      else inBounds(value);
      break;
    case 'bool':
      if (typeof value !== 'boolean') fail('expected a boolean');
      break;
    case 'enum': {
      const items = p.multiple ? value : [value];
      if (!Array.isArray(items)) { fail('expected an array (multiple enum)'); break; }
      for (const v of items) {
        if (p.values && !p.values.some((e) => e.value === v)) fail(`${JSON.stringify(v)} is not among the values`);
        if (p.dataSource?.resource === 'schema' && !byId.has(v as string)) fail(`${JSON.stringify(v)} is not a schema`);
      }
      break;
    }
    case 'richtext':
      if (!isPlainObject(value) || typeof value.html !== 'string' || !('editorStateJson' in value)) fail('expected {html, editorStateJson}');
      break;
    case 'Link':
      if (!isPlainObject(value) || (typeof value.url !== 'string' && typeof value.pageId !== 'string')) fail('expected {url}');
      break;
    case 'Font':
      if (!isPlainObject(value) || typeof value.isImported !== 'boolean' || typeof value.fontFamily !== 'string') fail('expected {isImported, fontFamily}');
      else if (!value.isImported && !SYSTEM_FONTS.includes(value.fontFamily)) fail('system font expected when not imported');
      else if (!value.isImported && 'cssUrl' in value) fail('cssUrl only when imported');
      break;
    case 'layout':
      if (!Array.isArray(value)) { fail('expected an array of rows'); break; }
      for (const r of value) {
        if (!isPlainObject(r) || !Array.isArray(r.cols)) { fail('row without cols'); continue; }
        const size = r.cols.reduce((n: number, c: unknown) => n + (isPlainObject(c) && Number.isInteger(c.size) ? (c.size as number) : 99), 0);
        if (size > 12) fail('columns wider than 12');
        for (const c of r.cols) if (!isPlainObject(c) || !Array.isArray(c.contents)) fail('col without contents');
      }
      break;
    case 'objectRef': case 'object_ref': case 'mongooseRef': {
      if (!isPlainObject(value) || typeof value._id !== 'string' || typeof value._cls !== 'string' || value._isRef !== true) { fail('expected {_id, _cls, _isRef: true}'); break; }
      const allowed = objectTypesOf(p);
      if (allowed.length && !allowed.includes(value._cls)) fail(`_cls ${value._cls} not among ${allowed.join(', ')}`);
      const target = demo.get(value._cls);
      if (!target?.some((r) => r._id === value._id)) fail(`no demo record ${value._cls}/${value._id}`);
      break;
    }
    case 'list': {
      if (!Array.isArray(value)) { fail('expected an array'); break; }
      if (p.length !== undefined && value.length !== p.length) fail(`expected ${p.length} items`);
      const item: Prop = p.itemType === 'object'
        ? { key: p.key, type: 'object', propertiesList: p.itemSchema?.propertiesList }
        : { key: p.key, type: p.itemType ?? 'string', objectType: p.objectType, values: p.values };
      value.forEach((v, i) => checkValue(item, v, `${where}[${i}]`, errors));
      break;
    }
    case 'object':
      if (!isPlainObject(value)) { fail('expected an object'); break; }
      if (p.propertiesList) checkFields(p.propertiesList, value, where, errors);
      break;
    default: {
      const unknown: never = type;
      fail(`unexpected type ${String(unknown)}`);
    }
  }
}
function checkFields(list: Prop[], rec: Record<string, unknown>, where: string, errors: string[], top = false): void {
  for (const [key, value] of Object.entries(rec)) {
    if (top && key === '_id') continue;
    const p = list.find((d) => d.key === key);
    if (!p) errors.push(`${where}.${key}: not declared`);
    else if (value === null) errors.push(`${where}.${key}: null (omit instead)`);
    else checkValue(p, value, `${where}.${key}`, errors);
  }
  for (const p of list) if (p.required && rec[p.key] === undefined) errors.push(`${where}.${p.key}: required but missing`);
}

describe('catalogue demo data', () => {
  it('lists two demo sites, one prod and one dev, without the blank template', () => {
    const sites = readJson(join(DEMO_DIR, 'sites.json')) as { _id: string; label: string; domain?: string; isProd: boolean }[];
    expect(sites).toHaveLength(2);
    expect(sites.map((s) => s.isProd).sort()).toEqual([false, true]);
    expect(sites.map((s) => s._id)).not.toContain('MODELE-DE-SITE-VIERGE');
    for (const s of sites) {
      expect(s._id).toMatch(/^[a-z0-9-]+$/);
      expect(s.label).not.toBe('');
      expect(Object.keys(s).every((k) => ['_id', 'label', 'domain', 'isProd'].includes(k))).toBe(true);
    }
  });

  it('has a records file for every per-site collection and for the video servers only', () => {
    const expected = [...seeded.map((s) => s._id), 'VideoServer'].sort();
    expect([...demo.keys()].sort()).toEqual(expected);
  });

  it('holds 2 to 5 records per collection (exactly one, named after singletonId, for singletons)', () => {
    for (const [type, list] of demo) {
      const schema = byId.get(type) as Schema;
      expect(Array.isArray(list), type).toBe(true);
      if (schema.isSingleton) expect(list.map((r) => r._id), type).toEqual([schema.singletonId]);
      else {
        expect(list.length, type).toBeGreaterThanOrEqual(2);
        expect(list.length, type).toBeLessThanOrEqual(5);
      }
      const ids = list.map((r) => r._id);
      for (const id of ids) expect(typeof id, type).toBe('string');
      expect(new Set(ids).size, type).toBe(ids.length);
    }
  });

  it('fills records with declared keys only, required values present, values of the right shape, live references', () => {
    const errors: string[] = [];
    for (const [type, list] of demo) {
      const schema = byId.get(type) as Schema;
      for (const rec of list) checkFields(schema.propertiesList, rec, `${type}/${rec._id}`, errors, true);
    }
    expect(errors).toEqual([]);
  });

  it('seeds header and footer complex components, an about page and one home page', () => {
    const components = (demo.get('ComplexComponent') ?? []).map((r) => r._id);
    expect(components).toEqual(expect.arrayContaining(['header', 'footer']));
    const pages = (demo.get('Page') ?? []).map((r) => r._id);
    expect(pages).toContain('about');
    expect((demo.get('Page') ?? []).filter((r) => r.isHome === true).map((r) => r._id)).toEqual(['home']);
  });

  it('covers the purchase filters with at least one matching demo purchase each where static', () => {
    const purchases = demo.get('Purchase') ?? [];
    const get = (r: Rec, path: string): unknown => path.split('.').reduce<unknown>((v, k) => (isPlainObject(v) ? v[k] : undefined), r);
    const matches = (r: Rec, f: Record<string, unknown>): boolean => Object.entries(f).every(([k, cond]) => {
      if (k === '$and') return (cond as Record<string, unknown>[]).every((g) => matches(r, g));
      if (k === '$or') return (cond as Record<string, unknown>[]).some((g) => matches(r, g));
      const v = get(r, k);
      if (!isPlainObject(cond)) return v === cond;
      return Object.entries(cond).every(([op, x]) => {
        if (op === '$exists') return (v !== undefined) === x;
        if (op === '$ne') return v !== x;
        if (op === '$eq') return v === x;
        if (op === '$in') return (x as unknown[]).includes(v);
        if (op === '$nin') return !(x as unknown[]).includes(v);
        throw new Error(`operator ${op} not handled by this test`);
      });
    });
    const purchase = byId.get('Purchase') as Schema;
    // Time-relative filters ($now) are proven against the server in tests/api/filters.test.ts.
    const isStatic = (f: { adminFilter: unknown }) => !JSON.stringify(f.adminFilter).includes('$now');
    const empty = (purchase.subFilters ?? []).filter(isStatic).filter((f) => !purchases.some((r) => matches(r, f.adminFilter))).map((f) => f.id);
    expect(empty).toEqual([]);
  });
});
