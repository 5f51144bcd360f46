// The French message of a refused record: the fields by their labels, so that a refusal read away from the form (a copy
// to another server, an import, an API client) still says what to fix. The reasons stay in `fields`: some quote the
// refused value, which has no place in a message.
import type { PropertyDefinition } from '../metaSchema.js';

const SHOWN_FIELDS = 3;

/** 'Enregistrement invalide, champs à corriger : Titre, Statut' (at most three fields, then how many more). */
export function invalidRecordMessage(
  schema: { propertiesList: readonly Pick<PropertyDefinition, 'key' | 'label'>[] },
  errors: Record<string, string>,
): string {
  const labelOf = (key: string) => schema.propertiesList.find((p) => p.key === key.split('.')[0])?.label || key;
  const labels = [...new Set(Object.keys(errors).map(labelOf))];
  if (!labels.length) return 'Enregistrement invalide';
  const more = labels.length > SHOWN_FIELDS ? ` et ${labels.length - SHOWN_FIELDS} autre(s)` : '';
  return `Enregistrement invalide, ${labels.length > 1 ? 'champs' : 'champ'} à corriger : ${labels.slice(0, SHOWN_FIELDS).join(', ')}${more}`;
}
