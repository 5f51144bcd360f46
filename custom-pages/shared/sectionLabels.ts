import type { SchemaSection } from '../../model/metaSchema';
import { sectionById } from '../../model/sections';

/** French names of the schema sections (spec 000 §3), as the console's navbar names them. */
export function sectionLabel(section: string | undefined): string {
  if (section === 'noneButDisplayable') return 'Aucune (affichable)';
  return sectionById(section)?.label ?? section ?? '';
}

export const sectionChoices = (sections: readonly SchemaSection[]) => sections.map((id) => ({ id, name: sectionLabel(id) }));
