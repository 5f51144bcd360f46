// The field a presence beat names (docs/api.md "Presence on records"): it is shown to everyone on the record, so it
// must be one of the record's fields its sender may see, never free text.
import { componentIdsOf } from '../../../model/layouts/merge.js';
import type { DataSchema } from '../../../model/metaSchema.js';
import type { SessionUser } from '../../../model/rights.js';
import { badRequest } from '../../errors.js';
import { hiddenKeys } from '../../services/recordView.js';

/** A component's id as the console names one it has not saved yet (a uuid, or its place: `0.1.2`). */
const COMPONENT_ID = /^[A-Za-z0-9.-]{1,64}$/;

const unknownField = () =>
  badRequest('BAD_FIELD', "Champ inconnu : « field » doit être un champ de ce type que vous voyez (ou « champ/composant » d'une mise en page)", {
    field: 'Champ inconnu de ce type',
  });

/**
 * The field as stored: a property key the user sees, or `key/componentId` of a layout property. A component the
 * record's saved layout does not hold yet (added since) marks the layout itself; anything else is refused (400).
 */
export function presenceField(schema: DataSchema, user: SessionUser, record: Record<string, unknown>, field: string | null): string | null {
  if (field === null) return null;
  const slash = field.indexOf('/');
  const key = slash < 0 ? field : field.slice(0, slash);
  const hidden = hiddenKeys(schema, user);
  const property = schema.propertiesList.find((p) => p.key === key && !hidden.has(key));
  if (!property) throw unknownField();
  if (slash < 0) return field;
  const component = field.slice(slash + 1);
  if (property.type !== 'layout' || !COMPONENT_ID.test(component)) throw unknownField();
  return componentIdsOf(record[key]).includes(component) ? field : key;
}
