// Which properties the record form shows (spec 000 §5 last rule, 001 §5): hidden when developer-only for a
// non-developer, read-only (or createOnly on an existing record) with no value, when the record-level condition
// fails, or when the display condition does not reach the previewed visitor or device.
import type { DataSchema, PropertyDefinition } from '../../model/metaSchema';
import { isPropertyHidden } from '../../model/validation';
import { displayConditionHolds, type PreviewContext } from './displayConditions';
import type { Values } from './recordValues';

export interface Viewer {
  isNew: boolean;
  isDeveloper: boolean;
}

export const isPropertyShown = (prop: PropertyDefinition, values: Values, viewer: Viewer, preview: PreviewContext): boolean =>
  !isPropertyHidden(prop, values, viewer) && displayConditionHolds(prop, preview);

/** The keys of the properties shown, in schema order. */
export const visibleKeysOf = (schema: Pick<DataSchema, 'propertiesList'>, values: Values, viewer: Viewer, preview: PreviewContext): string[] =>
  schema.propertiesList.filter((prop) => isPropertyShown(prop, values, viewer, preview)).map((prop) => prop.key);

/** The top-level key an input path is under: 'a.b.0' → 'a'. */
export const rootKeyOf = (path: string): string => path.split('.')[0];

/**
 * The top-level keys whose values can change what shows: the keys named by conditions, and the keys of read-only
 * or createOnly properties (hidden while empty). Editing any other key cannot show or hide a property.
 */
export function visibilityDependencies(schema: Pick<DataSchema, 'propertiesList'>): Set<string> {
  const keys = new Set<string>();
  for (const prop of schema.propertiesList) {
    if (prop.readOnly || prop.createOnly) keys.add(prop.key);
    if (prop.condition?.key) keys.add(rootKeyOf(prop.condition.key));
  }
  return keys;
}
