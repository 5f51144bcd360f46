import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DataSchema } from '../../model/metaSchema';
import type { SessionUser } from '../../model/rights';
import { SECTIONS, sectionById, type Section } from '../../model/sections';
import { FORBIDDEN_SECTION, PAGE_NOT_FOUND } from '../../schema-adapters/shared/messages';
import { sectionCollections, withCollection } from './collections';
import { matchCollectionRoute, resolveSectionRoute, specPathOfResourcePath, type RouteOutcome } from './matchCollectionRoute';

const schema = (fields: Partial<DataSchema> & Pick<DataSchema, '_id' | 'section'>): DataSchema =>
  ({ label: fields._id, propertiesList: [], ...fields }) as DataSchema;

const textContent = schema({ _id: 'TextContent', section: 'contents', label: 'Contenus texte' });
const news = schema({ _id: 'News', section: 'contents', label: 'Actualités' });
const page = schema({
  _id: 'Page',
  section: 'site',
  label: 'Pages',
  subFilters: [
    { id: 'standard', label: 'Standard', adminFilter: {} },
    { id: 'for-content', label: 'Pour un contenu', adminFilter: {} },
  ],
});
const siteOptions = schema({
  _id: 'SiteOptions',
  section: 'site',
  plural: 'site-options',
  label: 'Options',
  isSingleton: true,
  singletonId: 'options',
});
const payment = schema({ _id: 'Payment', section: 'payments', label: 'Paiements', recordsAreEditableInAdmin: false });
const font = schema({ _id: 'Font', section: 'noneButDisplayable', label: 'Polices' });
const collections = [textContent, news, page, siteOptions, payment, font];

const collection = (s: DataSchema, filterId?: string): RouteOutcome => ({ kind: 'collection', schema: s, ...(filterId ? { filterId } : {}) });
const record = (s: DataSchema, id?: string, readOnly?: boolean): RouteOutcome => ({
  kind: 'record',
  schema: s,
  ...(id ? { id } : {}),
  ...(readOnly ? { readOnly } : {}),
});
const redirect = (to: string): RouteOutcome => ({ kind: 'redirect', to });
/** A redirect the user did not ask for says why (a notice on the screen reached). */
const forbidden = (label: string): RouteOutcome => ({ kind: 'redirect', to: '', notice: FORBIDDEN_SECTION(label) });
const nothingThere: RouteOutcome = { kind: 'redirect', to: '', notice: PAGE_NOT_FOUND };

describe('collection routes (spec 000 §2 "Collection routes")', () => {
  it.each<[string, RouteOutcome | undefined]>([
    ['contents/text-contents/collection', collection(textContent)],
    ['contents/text-contents/new', record(textContent)],
    ['contents/text-contents/abc', redirect('contents/text-contents/abc/edit')],
    ['contents/text-contents/abc/edit', record(textContent, 'abc')],
    ['contents/text-contents/a%20b', redirect('contents/text-contents/a%2520b/edit')],
    ['contents/text-contents', redirect('contents/text-contents/collection')],
    ['contents/text-contents/abc/edit/more', redirect('contents/text-contents/collection')],
    ['contents/text-contents/new/edit', redirect('contents/text-contents/collection')],
    ['contents/text-contents/Collection', redirect('contents/text-contents/Collection/edit')],
    ['contents/Text-Contents/collection', undefined],
    ['contents/news/collection', collection(news)],
    ['website-configuration/pages/standard/collection', collection(page, 'standard')],
    ['website-configuration/pages/for-content/collection', collection(page, 'for-content')],
    ['website-configuration/pages/unknown/collection', redirect('website-configuration/pages/collection')],
    ['website-configuration/pages/home', redirect('website-configuration/pages/home/edit')],
    ['payments/payments/p1', record(payment, 'p1', true)],
    ['payments/payments/p1/edit', redirect('payments/payments/p1')],
    ['contents/text-contents/abc/archive', { kind: 'record', schema: textContent, id: 'abc', readOnly: true, archived: true }],
    ['payments/payments/p1/archive', { kind: 'record', schema: payment, id: 'p1', readOnly: true, archived: true }],
    ['contents/text-contents/new/archive', redirect('contents/text-contents/collection')],
    ['fonts/collection', collection(font)],
    ['unknown/collection', undefined],
  ])('%s', (path, expected) => {
    expect(matchCollectionRoute(collections, path)).toEqual(expected);
  });

  it.each<[string, RouteOutcome]>([
    ['website-configuration/site-options', redirect('website-configuration/site-options/options')],
    ['website-configuration/site-options/collection', redirect('website-configuration/site-options/options')],
    ['website-configuration/site-options/standard/collection', redirect('website-configuration/site-options/options')],
    ['website-configuration/site-options/new', record(siteOptions)],
    ['website-configuration/site-options/options', redirect('website-configuration/site-options/options/edit')],
    ['website-configuration/site-options/options/edit', record(siteOptions, 'options')],
  ])('singleton: %s', (path, expected) => {
    expect(matchCollectionRoute(collections, path)).toEqual(expected);
  });
});

describe('list tabs (spec 000 §2 "List tabs")', () => {
  const tabs = (s: DataSchema) => (s._id === 'TextContent' ? ['export', 'execute'] : []);
  it('routes {path}/{tab} to the tab of a collection that offers it, and takes the segment as a record id elsewhere', () => {
    expect(matchCollectionRoute(collections, 'contents/text-contents/export', tabs)).toEqual({
      kind: 'collection',
      schema: textContent,
      tab: 'export',
    });
    expect(matchCollectionRoute(collections, 'contents/news/export', tabs)).toEqual(redirect('contents/news/export/edit'));
    expect(matchCollectionRoute(collections, 'contents/text-contents/export')).toEqual(redirect('contents/text-contents/export/edit'));
    expect(matchCollectionRoute(collections, 'contents/text-contents/export/edit', tabs)).toEqual(record(textContent, 'export'));
  });

  it('routes {path}/{filterId}/{tab} to the tab of a sub-filter’s list', () => {
    const pageTabs = (s: DataSchema) => (s._id === 'Page' ? ['export'] : []);
    expect(matchCollectionRoute(collections, 'website-configuration/pages/standard/export', pageTabs)).toEqual({
      kind: 'collection',
      schema: page,
      filterId: 'standard',
      tab: 'export',
    });
    expect(matchCollectionRoute(collections, 'website-configuration/pages/inconnu/export', pageTabs)).toEqual(
      redirect('website-configuration/pages/collection'),
    );
  });
});

describe('section routes (spec 000 §2 "Sections")', () => {
  const editor: SessionUser = { _id: 'u', login: 'redac', rights: { contents: true, siteConfig: true } };
  const section = (id: string) => sectionById(id) as Section;

  it.each<[string, string, RouteOutcome]>([
    ['site', '', redirect('website-configuration/pages/collection')],
    ['contents', '', redirect('contents/text-contents/collection')],
    ['contents', 'text-contents/new', record(textContent)],
    ['contents', 'nothing-here', nothingThere],
    ['site', 'options', redirect('website-configuration/site-options/options')],
    ['site', 'options/edit', nothingThere],
    ['contents', 'pages/collection', nothingThere],
    ['payments', 'payments/collection', forbidden('Paiements')],
    ['products', '', forbidden('Produits')],
  ])('%s, /%s', (sectionId, rest, expected) => {
    expect(resolveSectionRoute(section(sectionId), collections, editor, rest)).toEqual(expected);
  });

  it('falls back to the first collection by label when the default page is not a collection of the section', () => {
    const admin: SessionUser = { _id: 'a', login: 'admin', superAdmin: true };
    const withoutDefault = collections.filter((s) => s !== textContent);
    expect(resolveSectionRoute(section('contents'), withoutDefault, admin, '')).toEqual(redirect('contents/news/collection'));
  });

  // Generated from the catalogue: no section opens on a side list ('Utilisateurs' opened on 'Abonnés aux newsletters').
  const catalogue = withCollection(
    fs
      .readdirSync('catalogue/schemas')
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(fs.readFileSync(`catalogue/schemas/${file}`, 'utf8')) as DataSchema),
  );
  const admin: SessionUser = { _id: 'a', login: 'admin', superAdmin: true };
  it.each(SECTIONS.filter((s) => sectionCollections(catalogue, s.id).length > 0).map((s) => [s.label, s] as const))(
    'section %s opens on its declared main collection',
    (_label, s) => {
      expect(s.defaultPath, 'a section with collections names its main one').toBeDefined();
      const landing = resolveSectionRoute(s, catalogue, admin, '');
      expect(landing).toMatchObject({ kind: 'redirect', to: expect.stringMatching(new RegExp(`^${s.path}/${s.defaultPath}/`)) });
    },
  );

  it('leads a section of custom pages only (the encoding queue) to its first sidebar page', () => {
    const editor: SessionUser = { _id: 'e', login: 'redac', rights: { contents: true } };
    const pages = ['encoding', 'error'].map((path) => ({
      id: path,
      section: 'encoding',
      path,
      label: path,
      sidebar: 'shortcuts' as const,
      Component: () => null,
    }));
    expect(resolveSectionRoute(section('encoding'), collections, editor, '', pages)).toEqual(redirect('video-encoding/encoding'));
    expect(resolveSectionRoute(section('encoding'), collections, editor, 'error', pages)).toMatchObject({ kind: 'custom', subPath: [] });
  });
});

describe("react-admin's resource URLs", () => {
  it.each([
    ['', 'contents/text-contents/collection'],
    ['create', 'contents/text-contents/new'],
    ['abc', 'contents/text-contents/abc'],
    ['abc/show', 'contents/text-contents/abc'],
    ['abc/show/1', 'contents/text-contents/collection'],
  ])('/TextContent/%s leads to %s', (rest, expected) => {
    expect(specPathOfResourcePath(textContent, rest)).toBe(expected);
  });
});
