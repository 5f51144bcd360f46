// How the record screen lays a schema out: one tab per property group, sideBar properties beside the tabs.
import type { DataSchema, PropertyDefinition } from '../../model/metaSchema';

export interface PropertyGroup {
  group: string;
  properties: PropertyDefinition[];
}

type Layout = Pick<DataSchema, 'propertiesList' | 'propertiesGroups'>;
type IsVisible = (prop: PropertyDefinition) => boolean;

const DEFAULT_GROUP = 'Général';
const always: IsVisible = () => true;

/** The schema's declared groups in order, then any group named by a property only. */
function groupNamesOf(schema: Layout): string[] {
  const names = [...(schema.propertiesGroups ?? [])];
  for (const prop of schema.propertiesList) {
    if (prop.group && !names.includes(prop.group)) names.push(prop.group);
  }
  return names.length ? names : [DEFAULT_GROUP];
}

/**
 * The groups that have visible properties, in the schema's order; a property without a group
 * goes to the first one. sideBar properties are left out (see sideBarPropertiesOf).
 */
export function propertiesByGroup(schema: Layout, isVisible: IsVisible = always): PropertyGroup[] {
  const names = groupNamesOf(schema);
  const groups = names.map((group) => ({ group, properties: [] as PropertyDefinition[] }));
  for (const prop of schema.propertiesList) {
    if (prop.sideBar || !isVisible(prop)) continue;
    const index = prop.group ? names.indexOf(prop.group) : 0;
    groups[index].properties.push(prop);
  }
  return groups.filter((g) => g.properties.length > 0);
}

export const sideBarPropertiesOf = (schema: Layout, isVisible: IsVisible = always): PropertyDefinition[] =>
  schema.propertiesList.filter((prop) => prop.sideBar && isVisible(prop));
