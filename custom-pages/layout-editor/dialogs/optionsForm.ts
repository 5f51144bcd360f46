// The component options modal as data (spec 001 §2): tabs 'Données' and 'Affichage' from the option schema's groups,
// 'Données' disabled when none of its properties applies; complex-component modes added to a 'mode' enum (spec 001 §7).
import type { DataSchema, PropertyDefinition } from '../../../model/metaSchema';
import { isPropertyHidden } from '../../../model/validation';

export const DATA_TAB = 'Données';
export const DISPLAY_TAB = 'Affichage';

export interface OptionsTab {
  group: string;
  properties: PropertyDefinition[];
  disabled: boolean;
}

/** 'Données' and 'Affichage' always, then the schema's other groups; a property of an unknown group goes to 'Affichage'. */
export function optionsTabs(schema: Pick<DataSchema, 'propertiesGroups' | 'propertiesList'> | undefined): OptionsTab[] {
  const groups = [DATA_TAB, DISPLAY_TAB, ...(schema?.propertiesGroups ?? []).filter((g) => g !== DATA_TAB && g !== DISPLAY_TAB)];
  const tabs = groups.map((group) => ({ group, properties: [] as PropertyDefinition[], disabled: false }));
  for (const prop of schema?.propertiesList ?? []) {
    const tab = tabs.find((t) => t.group === prop.group) ?? tabs[1];
    tab.properties.push(prop);
  }
  return tabs
    .filter((tab) => tab.group === DATA_TAB || tab.group === DISPLAY_TAB || tab.properties.length > 0)
    .map((tab) => ({ ...tab, disabled: tab.properties.length === 0 && tab.group === DATA_TAB }));
}

/** The schema with the complex-component modes added to the choices of its 'mode' enum (those it lacks). */
export function withComplexModes<S extends Pick<DataSchema, 'propertiesList'>>(schema: S, modes: readonly string[]): S {
  const index = schema.propertiesList.findIndex((p) => p.key === 'mode' && p.type === 'enum' && !p.dataSource);
  if (index < 0 || modes.length === 0) return schema;
  const prop = schema.propertiesList[index];
  const known = new Set((prop.values ?? []).map((v) => v.value));
  const added = modes.filter((m) => !known.has(m)).map((m) => ({ value: m, label: `${m} (composant complexe)` }));
  if (added.length === 0) return schema;
  const propertiesList = schema.propertiesList.slice();
  propertiesList[index] = { ...prop, values: [...(prop.values ?? []), ...added] };
  return { ...schema, propertiesList };
}

/** The options to store: the form's values without those of hidden properties (spec 000 §5). */
export function optionsToStore(
  schema: Pick<DataSchema, 'propertiesList'>,
  values: Record<string, unknown>,
  isDeveloper: boolean,
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...values };
  delete result.id;
  for (const prop of schema.propertiesList) {
    if (isPropertyHidden(prop, values, { isNew: true, isDeveloper })) delete result[prop.key];
  }
  for (const [key, value] of Object.entries(result)) if (value === undefined) delete result[key];
  return result;
}
