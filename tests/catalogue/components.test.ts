// Layout component definitions (catalogue/components) against the meta-schema and spec 001 §3, §6 and §9:
// one file per component of the two spec lists, option schemas the options modal can render (tabs Données and
// Affichage), every documented option limit and enumeration, and the components the demo layouts use.
import { describe, it, expect } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { propertyDefinitionSchema, schemaSchema } from '../../model/metaSchema.js';
import type { DataSchema, PropertyDefinition } from '../../model/metaSchema.js';
import { checkRecord, validateValue } from '../../model/validation/index.js';

interface Component {
  _id: string;
  label: string;
  icon: string;
  description: string;
  frontComponent: string;
  forPage: boolean;
  forEntity: boolean;
  ofEntity?: string;
  hasEntities: boolean;
  useRequester: boolean;
  restrictedToSites?: string[];
  optionsSchema: DataSchema;
}
type Prop = PropertyDefinition;

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const COMPONENT_DIR = join(ROOT, 'catalogue/components');
const SCHEMA_DIR = join(ROOT, 'catalogue/schemas');
const DEMO_DIR = join(ROOT, 'catalogue/demo');
const ICON_DIR = join(ROOT, 'node_modules/@mui/icons-material');
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

const files = readdirSync(COMPONENT_DIR).filter((f) => f.endsWith('.json')).sort();
const components = files.map((file) => ({ file, component: readJson(join(COMPONENT_DIR, file)) as Component }));
const byId = new Map(components.map(({ component }) => [component._id, component]));
const schemas = new Map(
  readdirSync(SCHEMA_DIR).filter((f) => f.endsWith('.json')).map((f) => {
    const schema = readJson(join(SCHEMA_DIR, f)) as DataSchema & { hasAssociatedDBCollection?: boolean };
    return [schema._id, schema] as const;
  }),
);
const sites = (readJson(join(DEMO_DIR, 'sites.json')) as { _id: string }[]).map((s) => s._id);

// Spec 001 §3 "Page components" and "Entity components".
const PAGE_COMPONENTS = [
  'contentsSlideshow', 'gridList', 'contentsSlider', 'singleEntity', 'tagList', 'answerQuestionAuthor', 'askAQuestion', 'cartCheckout',
  'cartButton', 'contributorsList', 'countdown', 'discountCodeInput', 'simpleImage', 'articleLink', 'articleReader', 'menu', 'pageTitle',
  'register', 'resumeSeriesPlayback', 'searchButton', 'sendAFile', 'socialButtons', 'textBlock', 'userButtonsCustom', 'video', 'vote',
  'Title', 'Separator', 'link', 'Breadcrumb', 'crowdfundingCampaign', 'tournamentThumbnail',
];
const ENTITY_COMPONENTS = [
  'comments', 'contentDuration', 'playbackProgress', 'addToCartButton', 'authors', 'body', 'contentType', 'publishTs', 'desc', 'image',
  'entityPrice', 'field', 'sharing', 'tags', 'label', 'contentVideo', 'episodeNumber', 'mainContentType', 'mainTag', 'poster', 'paywallTag',
  'commentsCount', 'cartLink', 'entityLink',
];
const TOP_KEYS = ['_id', 'label', 'icon', 'description', 'frontComponent', 'forPage', 'forEntity', 'ofEntity', 'hasEntities', 'useRequester',
  'restrictedToSites', 'optionsSchema'];
const GROUPS = ['Données', 'Affichage'];
const REF_TYPES = ['objectRef', 'object_ref', 'mongooseRef', 'object_id'];
const LIST_COMPONENTS = ['contentsSlideshow', 'gridList', 'contentsSlider'];
const SORT_CONDITION = { key: 'contentsOrder', equals: 'sort-field' };

// Spec 001 §9 "Option limits" and "Enumerations", and the placeholders [[price]] / [[n]]: component, option key, expectation.
interface Limit {
  type?: string;
  itemType?: string;
  min?: number;
  max?: number;
  values?: (string | number)[];
  default?: unknown;
  condition?: Record<string, unknown>;
}
const DISPLAY_MODES = ['thumbnail', 'sidebar', 'large', 'detailed', 'full', 'wide', 'simple', 'image_only'];
const IMAGE_RATIOS = ['16/9', '4/3', 'square', '3/4', '2.35', '5', '6'];
const LIMITS: [string, string, Limit][] = [
  ['contentsSlideshow', 'itemCount', { type: 'int', max: 15 }],
  ['contentsSlideshow', 'delay', { default: 3 }],
  ['contentsSlideshow', 'speed', { type: 'enum', values: [2000, 1200, 800, 500, 300], default: 800 }],
  ['contentsSlideshow', 'animation', { type: 'enum', values: ['scroll', 'fade'] }],
  ['gridList', 'colCount', { type: 'int', min: 0, max: 12, default: 4 }],
  ['gridList', 'itemCount', { type: 'int' }],
  ['contentsSlider', 'speed', { type: 'enum', values: [1000, 500, 300, 150], default: 300 }],
  ['crowdfundingCampaign', 'maxDonation', { type: 'int', min: 0, max: 1_000_000 }],
  ['menu', 'maxDisplayedItems', { type: 'int', min: 3 }],
  ['menu', 'mode', { type: 'enum', values: ['header', 'secondary', 'footer', 'tabs', 'button', 'button_highlight'] }],
  ['comments', 'commentsToLoad', { type: 'int', min: 1 }],
  ['comments', 'commentsToLoadMore', { type: 'int', min: 1 }],
  ['comments', 'answersToLoad', { type: 'int', min: 1 }],
  ['comments', 'version', { type: 'enum', values: [1, 2] }],
  ['contentVideo', 'pipTransparency', { type: 'int', min: 0, max: 100 }],
  ['contentVideo', 'registerButtonInterval', { type: 'int', min: 0 }],
  ['contentVideo', 'registerButtonDuration', { type: 'int', min: 0 }],
  ['contentVideo', 'pipPosition', { type: 'enum', values: ['top-left', 'top-right', 'bottom-left', 'bottom-right'] }],
  ...['contentsSlideshow', 'gridList', 'contentsSlider', 'singleEntity'].map((c): [string, string, Limit] => [c, 'mode', { type: 'enum', values: DISPLAY_MODES }]),
  ...LIST_COMPONENTS.flatMap((c): [string, string, Limit][] => [
    [c, 'contentsOrder', { type: 'enum', values: ['list-order', 'sort-field'] }],
    [c, 'sortField', { type: 'enum', values: ['publishTs', 'eventTs', '_stats.viewCount'], condition: SORT_CONDITION }],
    [c, 'sortOrder', { type: 'enum', values: [1, -1], default: -1, condition: SORT_CONDITION }],
  ]),
  ['askAQuestion', 'questionType', { type: 'enum', values: ['question', 'proposition', 'coupDeGueule', 'pledge'] }],
  ['cartCheckout', 'mode', { type: 'enum', values: ['default', 'simple', 'conference', 'training', 'events'] }],
  ['userButtonsCustom', 'buttons', {
    type: 'list', itemType: 'enum', values: ['login', 'logout', 'register', 'account', 'search', 'gift', 'redeemGift', 'account/invoices',
      'profile', 'subscriptions', 'paymentMeans', 'purchases', 'resubscribe'],
  }],
  ['publishTs', 'format', { type: 'enum', values: ['DD/MM/YYYY', 'LL', 'LLLL', 'from-now'] }],
  ['contentDuration', 'format', { type: 'enum', values: ['min', 'ms', 'hms', 'hm'] }],
  ['entityPrice', 'currencyDisplay', { type: 'enum', values: ['symbol', 'code', 'name'] }],
  ...['image', 'simpleImage', 'poster'].flatMap((c): [string, string, Limit][] => [
    [c, 'cropAlgo', { type: 'int', min: 0, max: 3 }],
    [c, 'ratio', { type: 'enum', values: IMAGE_RATIOS }],
  ]),
  ['link', 'size', { type: 'enum', values: ['tiny', 'small', 'normal', 'large'] }],
  ['entityLink', 'size', { type: 'enum', values: ['tiny', 'small', 'normal', 'large'] }],
  ['addToCartButton', 'label', { type: 'string', default: 'Ajouter au panier – [[price]]' }],
  ['commentsCount', 'label', { type: 'string', default: 'Commentaires ([[n]])' }],
];

/** Every property definition of a list, nested ones included, with its dotted location and its siblings. */
function walkProps(list: Prop[] | undefined, at: string, visit: (p: Prop, where: string, siblings: Prop[]) => void): void {
  for (const p of list ?? []) {
    const where = `${at}.${p.key}`;
    visit(p, where, list ?? []);
    walkProps(p.propertiesList, where, visit);
    walkProps(p.itemSchema?.propertiesList, `${where}[]`, visit);
  }
}
const allProps = (c: Component): { p: Prop; where: string; siblings: Prop[] }[] => {
  const found: { p: Prop; where: string; siblings: Prop[] }[] = [];
  walkProps(c.optionsSchema.propertiesList, c._id, (p, where, siblings) => found.push({ p, where, siblings }));
  return found;
};
const optionOf = (componentId: string, key: string): Prop | undefined =>
  byId.get(componentId)?.optionsSchema.propertiesList.find((p) => p.key === key);
const objectTypesOf = (p: Prop): string[] => (p.objectType === undefined ? [] : ([] as string[]).concat(p.objectType));
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Nested lists that copy an embedded type (DisplayCondition, ContentSchedule, ContentRequester ...). */
const embeddedCopies = (p: Prop): [string, Prop[] | undefined][] => {
  const pairs: [string, Prop[] | undefined][] = [];
  if (p.type === 'object' && typeof p.objectType === 'string') pairs.push([p.objectType, p.propertiesList]);
  if (p.itemSchema?.objectType) pairs.push([p.itemSchema.objectType, p.itemSchema.propertiesList]);
  return pairs;
};

describe('catalogue components: files', () => {
  it('holds one file per component of the two spec lists, nothing else', () => {
    expect(files.map((f) => f.replace(/\.json$/, '')).sort()).toEqual([...PAGE_COMPONENTS, ...ENTITY_COMPONENTS].sort());
  });

  it('parses every file, named after its _id, with unique _ids', () => {
    for (const { file, component } of components) expect(file).toBe(`${component._id}.json`);
    expect(byId.size).toBe(components.length);
  });

  it('names each component after the front component it renders (layouts are checked by the rendered one)', () => {
    for (const { component } of components) expect(component.frontComponent, component._id).toBe(component._id);
  });

  it('writes the top-level keys in the documented order, 2-space indented', () => {
    for (const { file, component } of components) {
      const keys = Object.keys(component);
      expect(keys.every((k) => TOP_KEYS.includes(k)), file).toBe(true);
      expect(keys, file).toEqual(TOP_KEYS.filter((k) => keys.includes(k)));
      const text = readFileSync(join(COMPONENT_DIR, file), 'utf8');
      expect(text, file).toBe(`${JSON.stringify(component, null, 2)}\n`);
    }
  });

  it('gives each a French label, a Material icon, a one-sentence description and a front component', () => {
    for (const { component: c } of components) {
      expect(c.label, c._id).toMatch(/\S/);
      expect(existsSync(join(ICON_DIR, `${c.icon}.js`)), `${c._id}: icon ${c.icon}`).toBe(true);
      expect(c.description, c._id).toMatch(/^[A-ZÀ-Ý].*\.$/);
      expect(c.description.slice(0, -1), c._id).not.toMatch(/\.\s/);
      expect(c.frontComponent, c._id).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
    }
  });

  it('flags page components forPage and entity components forEntity only', () => {
    for (const id of PAGE_COMPONENTS) expect(byId.get(id)?.forPage, id).toBe(true);
    for (const id of ENTITY_COMPONENTS) {
      expect(byId.get(id)?.forEntity, id).toBe(true);
      expect(byId.get(id)?.forPage, id).toBe(false);
    }
    for (const { component: c } of components) {
      for (const flag of ['forPage', 'forEntity', 'hasEntities', 'useRequester'] as const) expect(typeof c[flag], `${c._id}.${flag}`).toBe('boolean');
      if (c.ofEntity !== undefined) {
        expect(c.forEntity, c._id).toBe(true);
        expect(schemas.has(c.ofEntity), `${c._id}.ofEntity ${c.ofEntity}`).toBe(true);
      }
    }
  });

  it('restricts two or three components to demo sites that exist (spec 001 §6)', () => {
    const restricted = components.map(({ component }) => component).filter((c) => c.restrictedToSites !== undefined);
    expect(restricted.length).toBeGreaterThanOrEqual(2);
    expect(restricted.length).toBeLessThanOrEqual(3);
    expect(restricted.map((c) => c._id)).toEqual(expect.arrayContaining(['crowdfundingCampaign', 'tournamentThumbnail']));
    for (const c of restricted) {
      expect(c.restrictedToSites?.length, c._id).toBeGreaterThan(0);
      // Restricting to every demo site would restrict nothing.
      expect(c.restrictedToSites?.length, c._id).toBeLessThan(sites.length);
      for (const site of c.restrictedToSites ?? []) expect(sites, c._id).toContain(site);
    }
  });
});

describe('catalogue components: option schemas', () => {
  it('validates every optionsSchema against the meta-schema', () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    ajv.addSchema(propertyDefinitionSchema);
    const validate = ajv.compile(schemaSchema);
    const failures: string[] = [];
    for (const { component } of components) {
      if (!validate(component.optionsSchema)) failures.push(`${component._id}: ${ajv.errorsText(validate.errors, { separator: '\n  ' })}`);
    }
    expect(failures).toEqual([]);
  });

  it('declares an embedded, displayable schema {Id}Options with the tabs Données and Affichage', () => {
    for (const { component: c } of components) {
      const s = c.optionsSchema as DataSchema & Record<string, unknown>;
      expect(s._id, c._id).toBe(`${c._id[0].toUpperCase()}${c._id.slice(1)}Options`);
      expect(s.label, c._id).toMatch(/\S/);
      expect(s.section, c._id).toBe('noneButDisplayable');
      expect(s.hasAssociatedDBCollection, c._id).toBe(false);
      expect(s.storedInInstanceDatabase, c._id).toBe(true);
      expect(s.propertiesGroups, c._id).toEqual(GROUPS);
      expect(schemas.has(s._id), `${s._id} clashes with a catalogue schema`).toBe(false);
    }
    const optionIds = components.map(({ component }) => component.optionsSchema._id);
    expect(new Set(optionIds).size).toBe(optionIds.length);
  });

  it('puts every option in Données or Affichage, with a label and unique keys per level', () => {
    const problems: string[] = [];
    for (const { component: c } of components) {
      for (const p of c.optionsSchema.propertiesList) if (!GROUPS.includes(p.group ?? '')) problems.push(`${c._id}.${p.key}: group ${p.group}`);
      const copies = new Set<Prop[]>();
      for (const { p, where } of allProps(c)) {
        if (!p.label) problems.push(`${where}: no label`);
        for (const list of [p.propertiesList, p.itemSchema?.propertiesList]) {
          const keys = (list ?? []).map((x) => x.key);
          if (new Set(keys).size !== keys.length) problems.push(`${where}: duplicate keys`);
        }
        for (const [, list] of embeddedCopies(p)) if (list) copies.add(list);
      }
      const topKeys = c.optionsSchema.propertiesList.map((p) => p.key);
      if (new Set(topKeys).size !== topKeys.length) problems.push(`${c._id}: duplicate keys`);
      // Sub-properties written for the component (not copied from an embedded type) use the same two groups, or none.
      const visitOwn = (list: Prop[] | undefined, at: string): void => {
        for (const p of list ?? []) {
          for (const sub of [p.propertiesList, p.itemSchema?.propertiesList]) {
            if (!sub || copies.has(sub)) continue;
            for (const q of sub) if (q.group !== undefined && !GROUPS.includes(q.group)) problems.push(`${at}.${p.key}.${q.key}: group ${q.group}`);
            visitOwn(sub, `${at}.${p.key}`);
          }
        }
      };
      visitOwn(c.optionsSchema.propertiesList, c._id);
    }
    expect(problems).toEqual([]);
  });

  it('gives every component an optional internal name and an optional CSS class in Affichage', () => {
    for (const { component: c } of components) {
      const name = optionOf(c._id, 'name');
      expect(name, c._id).toMatchObject({ label: 'Nom interne', group: 'Affichage', type: 'string' });
      expect(name?.required, c._id).toBeUndefined();
      const className = optionOf(c._id, 'className');
      if (className) expect(className, c._id).toMatchObject({ group: 'Affichage', type: 'string' });
    }
  });

  it('points every objectType at an existing schema, references at collections', () => {
    const missing: string[] = [];
    for (const { component: c } of components) {
      for (const { p, where } of allProps(c)) {
        for (const t of objectTypesOf(p)) {
          const target = schemas.get(t) as (DataSchema & { hasAssociatedDBCollection?: boolean }) | undefined;
          if (!target) missing.push(`${where} -> ${t}`);
          else if ((REF_TYPES.includes(p.type) || REF_TYPES.includes(p.itemType ?? '')) && !target.hasAssociatedDBCollection) {
            missing.push(`${where} -> ${t} has no collection`);
          }
        }
        const item = p.itemSchema?.objectType;
        if (item !== undefined && !schemas.has(item)) missing.push(`${where}[] -> ${item}`);
        if (p.dataSource && !schemas.has(p.dataSource.resource)) missing.push(`${where} dataSource -> ${p.dataSource.resource}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('copies an embedded type’s properties wherever an object or list item names it', () => {
    const drift: string[] = [];
    for (const { component: c } of components) {
      for (const { p, where } of allProps(c)) {
        for (const [type, list] of embeddedCopies(p)) {
          const target = schemas.get(type);
          if (target && JSON.stringify(list) !== JSON.stringify(target.propertiesList)) drift.push(`${where} differs from ${type}`);
        }
      }
    }
    expect(drift).toEqual([]);
  });

  it('gives enums unique labelled values, lists an item type, references an objectType', () => {
    const problems: string[] = [];
    for (const { component: c } of components) {
      for (const { p, where } of allProps(c)) {
        if (p.type === 'enum' || p.itemType === 'enum') {
          if (!p.values && !p.dataSource) problems.push(`${where}: enum without values or dataSource`);
          const values = (p.values ?? []).map((v) => v.value);
          if (new Set(values).size !== values.length) problems.push(`${where}: duplicate enum values`);
          if (p.values?.some((v) => !v.label)) problems.push(`${where}: enum value without label`);
        }
        if (p.type === 'list' && !p.itemType) problems.push(`${where}: list without itemType`);
        if (p.itemType === 'object' && !p.itemSchema?.propertiesList) problems.push(`${where}: object list without itemSchema`);
        if ((REF_TYPES.includes(p.type) || REF_TYPES.includes(p.itemType ?? '')) && !p.objectType) problems.push(`${where}: reference without objectType`);
        if (p.min !== undefined && p.max !== undefined && p.min > p.max) problems.push(`${where}: min above max`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives defaults the property itself accepts', () => {
    const problems: string[] = [];
    for (const { component: c } of components) {
      for (const { p, where } of allProps(c)) {
        if (p.default === undefined) continue;
        const r = validateValue(p, p.default);
        if (!r.ok) problems.push(`${where}: default ${JSON.stringify(p.default)}: ${r.message}`);
        else expect(r.value, where).toEqual(p.default);
      }
    }
    expect(problems).toEqual([]);
  });

  it('bases record-level conditions on a sibling option and one of its values', () => {
    const problems: string[] = [];
    for (const { component: c } of components) {
      for (const { p, where, siblings } of allProps(c)) {
        const key = p.condition?.key;
        if (key === undefined) continue;
        const target = siblings.find((s) => s.key === key);
        if (!target || target === p) { problems.push(`${where}: condition on unknown ${key}`); continue; }
        const equals = p.condition?.equals;
        const expected = Array.isArray(equals) ? equals : [equals];
        if (target.type === 'enum' && !expected.every((e) => target.values?.some((v) => v.value === e))) problems.push(`${where}: ${JSON.stringify(equals)} not a value of ${key}`);
        if (target.type === 'bool' && !expected.every((e) => typeof e === 'boolean')) problems.push(`${where}: ${key} is a bool`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('catalogue components: spec 001 §9 limits and enumerations', () => {
  it.each(LIMITS)('%s.%s', (componentId, key, limit) => {
    const p = optionOf(componentId, key);
    expect(p, `${componentId} has no option ${key}`).toBeDefined();
    if (!p) return;
    expect(GROUPS).toContain(p.group);
    if (limit.type !== undefined) expect(p.type).toBe(limit.type);
    if (limit.itemType !== undefined) expect(p.itemType).toBe(limit.itemType);
    if (limit.min !== undefined) expect(p.min).toBe(limit.min);
    if (limit.max !== undefined) expect(p.max).toBe(limit.max);
    if (limit.values !== undefined) expect(p.values?.map((v) => v.value)).toEqual(limit.values);
    if (limit.default !== undefined) expect(p.default).toEqual(limit.default);
    if (limit.condition !== undefined) expect(p.condition).toEqual(limit.condition);
  });

  it('offers the display condition of spec 000 §3 (visitor and device types) on components where it makes sense', () => {
    const withCondition = components.map(({ component }) => component).filter((c) => optionOf(c._id, 'displayCondition'));
    expect(withCondition.length).toBeGreaterThanOrEqual(10);
    for (const c of withCondition) {
      const p = optionOf(c._id, 'displayCondition') as Prop;
      expect(p, c._id).toMatchObject({ type: 'object', objectType: 'DisplayCondition', group: 'Affichage' });
      const sub = new Map((p.propertiesList ?? []).map((q) => [q.key, q.values?.map((v) => v.value)]));
      expect(sub.get('visitorType'), c._id).toEqual(['anonymous', 'freemium', 'premium', 'registered', 'not_premium']);
      expect(sub.get('deviceType'), c._id).toEqual(['phone', 'desktop', 'all']);
    }
  });

  it('gives components listing contents a requester (ContentSchedule / ContentRequester) in Données', () => {
    for (const { component: c } of components) {
      const requesterTypes = c.optionsSchema.propertiesList
        .filter((p) => p.group === 'Données')
        .flatMap((p) => [...objectTypesOf(p), p.itemSchema?.objectType])
        .filter((t) => t === 'ContentSchedule' || t === 'ContentRequester');
      if (c.useRequester) {
        expect(requesterTypes.sort(), c._id).toEqual(['ContentRequester', 'ContentSchedule']);
        expect(c.hasEntities, c._id).toBe(true);
      } else {
        expect(requesterTypes, c._id).toEqual([]);
      }
    }
    expect(components.filter(({ component }) => component.useRequester).map(({ component }) => component._id).sort()).toEqual([...LIST_COMPONENTS].sort());
  });

  it('uses the placeholders [[price]] and [[n]] only in labels of components that have a price or a count', () => {
    const withPlaceholder: string[] = [];
    for (const { component: c } of components) {
      for (const { p, where } of allProps(c)) {
        if (typeof p.default === 'string' && /\[\[(price|n)\]\]/.test(p.default)) withPlaceholder.push(where);
        if (typeof p.default === 'string') expect(p.default.replace(/\[\[(price|n)\]\]/g, ''), where).not.toMatch(/\[\[|\]\]/);
      }
    }
    expect(withPlaceholder).toEqual(expect.arrayContaining(['addToCartButton.label', 'commentsCount.label', 'cartButton.label']));
  });
});

describe('catalogue components: demo layouts', () => {
  interface Placed { where: string; _id: string; frontComponent?: string; options?: Record<string, unknown> }
  /** Components placed in a layout, nested columns included; complex-component references left out. */
  function placedIn(layout: unknown, where: string, out: Placed[]): void {
    if (!Array.isArray(layout)) return;
    layout.forEach((row: unknown, r) => {
      if (!isPlainObject(row) || !Array.isArray(row.cols)) return;
      row.cols.forEach((col: unknown, ci) => {
        if (!isPlainObject(col) || !Array.isArray(col.contents)) return;
        col.contents.forEach((content: unknown, i) => {
          const at = `${where} > ${r + 1}.${ci + 1}.${i + 1}`;
          if (!isPlainObject(content)) return;
          if (Array.isArray(content.cols)) placedIn([content], at, out);
          else if (content._cls === 'ComplexComponent' || content._isRef === true) return;
          else if (typeof content._id === 'string' || typeof content.frontComponent === 'string') {
            out.push({
              where: at,
              _id: String(content._id ?? content.frontComponent),
              frontComponent: content.frontComponent as string | undefined,
              options: content.options as Record<string, unknown> | undefined,
            });
          }
        });
      });
    });
  }
  const placed: Placed[] = [];
  for (const type of ['Page', 'ComplexComponent']) {
    for (const rec of readJson(join(DEMO_DIR, 'records', `${type}.json`)) as Record<string, unknown>[]) {
      for (const key of ['layout', 'templateLayout']) placedIn(rec[key], `${type}/${String(rec._id)}.${key}`, placed);
    }
  }

  it('finds components in the demo layouts', () => {
    expect(placed.length).toBeGreaterThan(0);
  });

  it('defines every component the demo layouts use, under the same front component', () => {
    const problems: string[] = [];
    for (const use of placed) {
      const def = byId.get(use._id);
      if (!def) problems.push(`${use.where}: no component ${use._id}`);
      else if (use.frontComponent !== undefined && use.frontComponent !== def.frontComponent) problems.push(`${use.where}: front ${use.frontComponent} ≠ ${def.frontComponent}`);
    }
    expect(problems).toEqual([]);
  });

  it('accepts the demo options with the component’s option schema', () => {
    const problems: string[] = [];
    for (const use of placed) {
      const def = byId.get(use._id);
      if (!def || !use.options) continue;
      const r = checkRecord(def.optionsSchema, use.options, { isNew: true, partial: true });
      if (!r.ok) problems.push(`${use.where}: ${JSON.stringify(r.errors)}`);
    }
    expect(problems).toEqual([]);
  });
});
