import { describe, expect, it } from 'vitest';
import type { CustomPage } from '../../custom-pages/types';
import type { DataSchema } from '../../model/metaSchema';
import type { SessionUser } from '../../model/rights';
import { sectionById, type Section } from '../../model/sections';
import { FORBIDDEN_SECTION } from '../../schema-adapters/shared/messages';
import { customShortcutsOf, matchCustomPage } from './customPageRoute';
import { resolveSectionRoute } from './matchCollectionRoute';

const Component = () => null;
const page = (fields: Partial<CustomPage> & Pick<CustomPage, 'id' | 'path'>): CustomPage => ({
  section: 'superadmin',
  label: fields.id,
  Component,
  ...fields,
});

const schemas = page({ id: 'schemas', path: 'schemas' });
const audit = page({ id: 'audit', path: 'audit-log', sidebar: 'shortcuts', label: "Journal d'audit" });
const forms = page({ id: 'users', path: 'admin-users', serves: (sub) => sub[0] === 'new' });
const deep = page({ id: 'deep', path: 'tools/compare' });
const elsewhere = page({ id: 'other', path: 'stats', section: 'data' });
const pages = [schemas, audit, forms, deep, elsewhere];

describe('custom pages in a section', () => {
  it.each([
    ['schemas/collection', schemas, ['collection']],
    ['schemas/Pod%20cast/edit', schemas, ['Pod cast', 'edit']],
    ['schemas', schemas, []],
    ['audit-log', audit, []],
    ['admin-users/new', forms, ['new']],
    ['tools/compare/x', deep, ['x']],
  ])('%s is served by a custom page', (rest, expected, subPath) => {
    expect(matchCustomPage(pages, 'superadmin', rest)).toEqual({ page: expected, subPath });
  });

  it.each([
    ['admin-users/collection', 'a path the page does not serve'],
    ['Schemas/collection', 'another case'],
    ['schemas-old/collection', 'a longer segment'],
    ['stats', 'a page of another section'],
    ['tools', 'a prefix of a page path'],
  ])('%s is not (%s)', (rest) => {
    expect(matchCustomPage(pages, 'superadmin', rest)).toBeUndefined();
  });

  it('adds its shortcuts to its own section only', () => {
    expect(customShortcutsOf(pages, 'superadmin')).toEqual([{ label: "Journal d'audit", path: 'audit-log' }]);
    expect(customShortcutsOf(pages, 'contents')).toEqual([]);
  });
});

describe('section routes with custom pages', () => {
  const superadmin = sectionById('superadmin') as Section;
  const schemaType = { _id: 'schema', label: 'Schémas', section: 'superadmin', propertiesList: [] } as unknown as DataSchema;
  const adminUser = { _id: 'AdminUser', label: 'Administrateurs', section: 'superadmin', propertiesList: [] } as unknown as DataSchema;
  const root: SessionUser = { _id: 'r', login: 'root', superAdmin: true };

  it('prefers the custom page over the collection it stands in for', () => {
    expect(resolveSectionRoute(superadmin, [schemaType], root, 'schemas/collection', pages)).toEqual({
      kind: 'custom',
      page: schemas,
      subPath: ['collection'],
    });
  });

  it('leaves the paths a page does not serve to the collection', () => {
    expect(resolveSectionRoute(superadmin, [adminUser], root, 'admin-users/collection', pages)).toEqual({ kind: 'collection', schema: adminUser });
    expect(resolveSectionRoute(superadmin, [adminUser], root, 'admin-users/new', pages)).toEqual({ kind: 'custom', page: forms, subPath: ['new'] });
  });

  it('keeps the section right first: no custom page without it', () => {
    const editor: SessionUser = { _id: 'e', login: 'redac', rights: { products: true } };
    expect(resolveSectionRoute(superadmin, [schemaType], editor, 'audit-log', pages)).toEqual({
      kind: 'redirect',
      to: '',
      notice: FORBIDDEN_SECTION('Super admin'),
    });
  });

  it('still lands on the first collection at the section root', () => {
    expect(resolveSectionRoute(superadmin, [schemaType], root, '', pages)).toEqual({ kind: 'redirect', to: 'super-admin/schemas/collection' });
  });
});
