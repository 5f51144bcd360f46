// The one walk over a tree of property definitions: object members (`propertiesList`) and list items
// (`itemSchema.propertiesList`). Defensive on purpose: the schema editor walks records not yet validated.
import type { PropertyDefinition } from './metaSchema.js';
import { descriptorOf } from './propertyTypes.js';

export interface PropertyPlace {
  /** Keys from the record's root ('chapters', 'title'): list items add no segment, as in dotted filter paths. */
  readonly keys: readonly string[];
  /** Form path of the definition in its schema record ('propertiesList.3.itemSchema.propertiesList.1'). */
  readonly at: string;
  /** 1 for the schema's own properties. */
  readonly depth: number;
}

/** The definitions nested under one: an object's members or a list's item members. */
export const childProperties = (prop: PropertyDefinition): PropertyDefinition[] | undefined =>
  descriptorOf(prop.type)?.nests === 'items' ? prop.itemSchema?.propertiesList : prop.propertiesList;

/**
 * Calls `visit` on every definition, depth first; `visit` returning false skips that definition's children.
 * Each list of siblings is also handed to `visitList` (rules about siblings: unique keys).
 */
export function visitProperties(
  props: readonly PropertyDefinition[] | undefined,
  visit: (prop: PropertyDefinition, place: PropertyPlace) => void | boolean,
  options: { at?: string; visitList?: (list: readonly PropertyDefinition[], at: string) => void } = {},
): void {
  const walk = (list: readonly PropertyDefinition[] | undefined, at: string, keys: readonly string[], depth: number): void => {
    if (!Array.isArray(list)) return;
    options.visitList?.(list, at);
    list.forEach((prop, i) => {
      if (!prop || typeof prop !== 'object') return;
      const place = { keys: [...keys, String(prop.key)], at: `${at}.${i}`, depth };
      if (visit(prop, place) === false) return;
      // Both kinds of children are walked: a record under edit may hold either, whatever its type says.
      if (Array.isArray(prop.propertiesList)) walk(prop.propertiesList, `${place.at}.propertiesList`, place.keys, depth + 1);
      if (Array.isArray(prop.itemSchema?.propertiesList))
        walk(prop.itemSchema.propertiesList, `${place.at}.itemSchema.propertiesList`, place.keys, depth + 1);
    });
  };
  walk(props, options.at ?? 'propertiesList', [], 1);
}

/**
 * The tree with every definition passed through `change` (children first changed, then handed over in place), with
 * its form path (`at`, as in visitProperties). Members that are not lists are left as they are (records under edit).
 */
export function mapProperties<T = PropertyDefinition>(
  props: readonly PropertyDefinition[],
  change: (prop: PropertyDefinition, at: string) => T,
  at = 'propertiesList',
): T[] {
  return props.map((prop, i) => {
    const here = `${at}.${i}`;
    const out = { ...prop };
    if (Array.isArray(out.propertiesList)) out.propertiesList = mapProperties(out.propertiesList, change, `${here}.propertiesList`) as never;
    if (Array.isArray(out.itemSchema?.propertiesList)) {
      const items = mapProperties(out.itemSchema.propertiesList, change, `${here}.itemSchema.propertiesList`);
      out.itemSchema = { ...out.itemSchema, propertiesList: items as never };
    }
    return change(out, here);
  });
}

/** The definitions a dotted path goes through, walking into object members and list items. */
export function propertyAt(props: readonly PropertyDefinition[] | undefined, path: readonly string[]): { prop: PropertyDefinition; depth: number }[] {
  const trail: { prop: PropertyDefinition; depth: number }[] = [];
  let current = props;
  for (let i = 0; i < path.length && current; i++) {
    const prop = current.find((p) => p.key === path[i]);
    if (!prop) break;
    trail.push({ prop, depth: i + 1 });
    current = childProperties(prop);
  }
  return trail;
}
