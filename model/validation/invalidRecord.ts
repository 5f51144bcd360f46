// The French message of a refused record: the fields by their labels, so that a refusal read away from the form (a copy
// to another server, an import, an API client) still says what to fix.
import type { PropertyDefinition } from '../metaSchema.js';

const SHOWN_FIELDS = 3;

/** 'Enregistrement invalide : Titre : Ce champ est requis ; Statut : …' (at most three fields, then how many more). */
export function invalidRecordMessage(
  schema: { propertiesList: readonly Pick<PropertyDefinition, 'key' | 'label'>[] },
  errors: Record<string, string>,
): string {
  const labelOf = (key: string) => schema.propertiesList.find((p) => p.key === key.split('.')[0])?.label || key;
  const entries = Object.entries(errors);
  if (!entries.length) return 'Enregistrement invalide';
  const shown = entries.slice(0, SHOWN_FIELDS).map(([key, message]) => `${labelOf(key)} : ${message}`);
  const more = entries.length > SHOWN_FIELDS ? ` (et ${entries.length - SHOWN_FIELDS} autre(s) champ(s))` : '';
  return `Enregistrement invalide : ${shown.join(' ; ')}${more}`;
}
