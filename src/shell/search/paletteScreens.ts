// The console's screens the search palette finds by name, typos tolerated (Fuse.js, in the browser: no request):
// the sections of the navbar, their collections and shortcuts, and the modules' pages listed in their sidebars.
import Fuse from 'fuse.js';
import type { CustomPage } from '../../../custom-pages/types';
import type { DataSchema } from '../../../model/metaSchema';
import type { Section } from '../../../model/sections';
import { collectionEntryPath, sectionCollections } from '../../routing/collections';

export interface PaletteScreen {
  label: string;
  /** The section it belongs to, shown beside it and searched with it. */
  section: string;
  /** Path below the site. */
  path: string;
}

/** `sections`: those the user sees (their rights); `collections`: the site's collections. */
export function paletteScreens(sections: Section[], collections: DataSchema[], pages: readonly CustomPage[]): PaletteScreen[] {
  return sections.flatMap((section) => [
    { label: section.label, section: section.label, path: section.path },
    ...sectionCollections(collections, section.id).map((schema) => ({
      label: schema.label,
      section: section.label,
      path: collectionEntryPath(schema),
    })),
    ...(section.shortcuts ?? []).map((s) => ({ label: s.label, section: section.label, path: `${section.path}/${s.path}` })),
    ...pages
      .filter((page) => page.section === section.id && page.sidebar === 'shortcuts')
      .map((page) => ({ label: page.label, section: section.label, path: `${section.path}/${page.path}` })),
  ]);
}

/** A finder over the screens: the best matches of a text, labels weighing more than their section. */
export function screenFinder(screens: PaletteScreen[]): (text: string, limit?: number) => PaletteScreen[] {
  const fuse = new Fuse(screens, {
    keys: [
      { name: 'label', weight: 2 },
      { name: 'section', weight: 1 },
    ],
    ignoreLocation: true,
    ignoreDiacritics: true,
    threshold: 0.35,
  });
  return (text, limit = 6) => fuse.search(text, { limit }).map((r) => r.item);
}
