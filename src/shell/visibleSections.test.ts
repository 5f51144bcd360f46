import { describe, expect, it } from 'vitest';
import type { DataSchema } from '../../model/metaSchema';
import type { SessionUser } from '../../model/rights';
import { visibleSections } from './visibleSections';

const collections = ['site', 'contents', 'products', 'users', 'superadmin'].map(
  (section) => ({ _id: `In_${section}`, label: section, section, propertiesList: [] }) as DataSchema,
);
const ids = (user: SessionUser) => visibleSections(user, collections).map((section) => section.id);

describe('navbar sections', () => {
  it('lists every section with screens, in order, for a super administrator', () => {
    expect(ids({ _id: 's', login: 'root', superAdmin: true })).toEqual(['site', 'contents', 'products', 'users', 'superadmin']);
  });

  it('keeps only the sections the user has the right for, never super admin', () => {
    expect(ids({ _id: 'e', login: 'redac', rights: { contents: true, users: true, admin: true } })).toEqual(['contents', 'users']);
  });

  it('hides sections without any collection yet, even when open to the user', () => {
    expect(visibleSections({ _id: 's', login: 'root', superAdmin: true }, []).length).toBe(0);
  });

  it('shows a section whose only screens are custom pages of its sidebar (the encoding queue)', () => {
    const page = { id: 'p', section: 'encoding', path: 'encoding', label: 'En cours', sidebar: 'shortcuts' as const, Component: () => null };
    expect(visibleSections({ _id: 'e', login: 'redac', rights: { contents: true } }, collections, [page]).map((s) => s.id)).toEqual([
      'contents',
      'encoding',
    ]);
    expect(visibleSections({ _id: 'p', login: 'prod', rights: { products: true } }, collections, [page]).map((s) => s.id)).toEqual(['products']);
  });
});
