import { describe, expect, it } from 'vitest';
import type { DataSchema } from './metaSchema.js';
import { BLANK_TEMPLATE_SITE_ID } from './constants.js';
import { canAccessSection, canAccessSite, hasRight, rightOfSection, typeRightsOf, uploadRightsOf } from './rights.js';

const type = (_id: string, section: string | undefined, refs: string[] = []) =>
  ({ _id, section, propertiesList: refs.map((r) => ({ key: r.toLowerCase(), type: 'reference', objectType: r })) }) as unknown as DataSchema;

describe('rights table, closed by default', () => {
  it('gives a missing, unknown or shown-inside-others section to super administrators only', () => {
    const user = { _id: 'u', login: 'u', rights: { contents: true } };
    expect(rightOfSection(undefined)).toBe('superAdmin');
    expect(rightOfSection('inconnue')).toBe('superAdmin');
    expect(rightOfSection('noneButDisplayable')).toBe('superAdmin');
    expect(canAccessSection(user, 'noneButDisplayable')).toBe(false);
    expect(canAccessSection(user, 'contents')).toBe(true);
    expect(hasRight({ ...user, superAdmin: true }, 'superAdmin')).toBe(true);
  });

  it('writes a type shown inside others with the rights of the types showing it, through other such types, else super administrators', () => {
    const rights = typeRightsOf([
      type('Quizz', 'contents', ['Tournament']),
      type('Tournament', 'noneButDisplayable'),
      type('Config', 'noneButDisplayable', ['Header']),
      type('Header', 'noneButDisplayable', ['Menu']),
      type('Menu', 'noneButDisplayable'),
      type('News', 'contents', ['Category']),
      type('Payment', 'payments', ['Category']),
      type('Category', 'noneButDisplayable', ['Category']),
      type('User', 'users'),
      type('Text', 'contents', ['User']),
    ]);
    expect([...rights.get('Tournament')!.full]).toEqual(['contents']);
    expect([...rights.get('Menu')!.full]).toEqual(['superAdmin']);
    expect([...rights.get('Config')!.full]).toEqual(['superAdmin']);
    expect([...rights.get('Category')!.full].sort()).toEqual(['contents', 'users']);
    expect([...rights.get('User')!.full]).toEqual(['users']);
    expect([...rights.get('User')!.labels]).toEqual(['contents']);
  });
});

describe('who uploads (issue 36 §9)', () => {
  const withProps = (_id: string, section: string, propertiesList: unknown[], storedInInstanceDatabase?: boolean) =>
    ({ _id, section, storedInInstanceDatabase, propertiesList }) as unknown as DataSchema;

  it('the rights writing a site type with a file, image or rich-text property, nested ones included; none: super administrators', () => {
    const schemas = [
      withProps('Article', 'contents', [{ key: 'body', type: 'richtext' }]),
      withProps('Produit', 'products', [{ key: 'media', type: 'object', propertiesList: [{ key: 'photo', type: 'image' }] }]),
      withProps('Outil', 'tools', [{ key: 'label', type: 'string' }]),
      withProps('Site', 'superadmin', [{ key: 'logo', type: 'image' }], false),
    ];
    expect([...uploadRightsOf(schemas)].sort()).toEqual(['contents', 'products']);
    expect(uploadRightsOf([schemas[2]]).size).toBe(0);
  });
});

describe('sites a user reaches', () => {
  const everyRight = { contents: true, siteConfig: true, products: true, users: true, admin: true };
  it('an empty siteIds opens every site but the blank template, which only super administrators reach (issue 36)', () => {
    const allSites = { _id: 'u', login: 'u', siteIds: [], rights: everyRight };
    expect(canAccessSite(allSites, 'demo-prod')).toBe(true);
    expect(canAccessSite(allSites, BLANK_TEMPLATE_SITE_ID)).toBe(false);
    expect(canAccessSite({ ...allSites, siteIds: [BLANK_TEMPLATE_SITE_ID] }, BLANK_TEMPLATE_SITE_ID)).toBe(false);
    expect(canAccessSite({ ...allSites, isDeveloper: true }, BLANK_TEMPLATE_SITE_ID)).toBe(false);
    expect(canAccessSite({ ...allSites, superAdmin: true }, BLANK_TEMPLATE_SITE_ID)).toBe(true);
  });
});
