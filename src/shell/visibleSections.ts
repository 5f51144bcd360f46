// Sections offered in the navbar (spec 000 §2 "Shell"): the user's rights, and only sections that have screens.
import type { DataSchema } from '../../model/metaSchema';
import { canAccessSection, type SessionUser } from '../../model/rights';
import { SECTIONS, type Section } from '../../model/sections';

/** `collections`: the schemas with a collection offered on the site. */
export function visibleSections(user: SessionUser, collections: DataSchema[]): Section[] {
  return SECTIONS.filter((section) => canAccessSection(user, section.id) && collections.some((schema) => schema.section === section.id)).sort(
    (a, b) => a.order - b.order,
  );
}
