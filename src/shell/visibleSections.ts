// Sections offered in the navbar (spec 000 §2 "Shell"): the user's rights, and only sections that have screens
// (collections, or custom pages listed in their sidebar, as the encoding section's).
import type { CustomPage } from '../../custom-pages/types';
import type { DataSchema } from '../../model/metaSchema';
import { canAccessSection, type SessionUser } from '../../model/rights';
import { SECTIONS, type Section } from '../../model/sections';

/** `collections`: the schemas with a collection offered on the site. */
export function visibleSections(user: SessionUser, collections: DataSchema[], pages: readonly CustomPage[] = []): Section[] {
  const hasScreens = (id: string) =>
    collections.some((schema) => schema.section === id) || pages.some((page) => page.section === id && page.sidebar === 'shortcuts');
  return SECTIONS.filter((section) => canAccessSection(user, section.id) && hasScreens(section.id)).sort((a, b) => a.order - b.order);
}
