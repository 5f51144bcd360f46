// What the list editor does to a list, as pure functions (spec 000 §5 List).
import type { PropertyDefinition } from '../../../model/metaSchema';
import { itemProperty, REFERENCE_TYPES } from '../../../model/validation';
import { countLabel } from './listSummary';

/** The items of a stored value: a non-list value is one item (spec 000 §5), no value none. */
export const itemsOf = (value: unknown): unknown[] =>
  value === null || value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value];

/** The list with item `index` moved by `delta` places; unchanged when that leaves the list. */
export function moveItem<T>(items: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved);
  return next;
}

export const removeItem = <T>(items: readonly T[], index: number): T[] => items.filter((_, i) => i !== index);

/** The most items the list accepts (max or length), if any. */
export function maxItemsOf(prop: PropertyDefinition): number | undefined {
  const limits = [prop.max, prop.length].filter((n): n is number => typeof n === 'number');
  return limits.length ? Math.min(...limits) : undefined;
}

export const canAddItem = (prop: PropertyDefinition, count: number): boolean => {
  const max = maxItemsOf(prop);
  return max === undefined || count < max;
};

/** '2 éléments — au moins 1, au plus 5' / '3 éléments — exactement 3'. */
export function countHint(prop: PropertyDefinition, count: number): string {
  const rules: string[] = [];
  if (prop.length !== undefined) rules.push(`exactement ${prop.length}`);
  else {
    if (prop.min !== undefined) rules.push(`au moins ${prop.min}`);
    if (prop.max !== undefined) rules.push(`au plus ${prop.max}`);
  }
  return rules.length ? `${countLabel(count)} — ${rules.join(', ')}` : countLabel(count);
}

const isReferenceType = (type: string) => (REFERENCE_TYPES as readonly string[]).includes(type);

/** The names a reference item may point to (objectType is one name or several). */
export const referenceTypesOfItem = (item: PropertyDefinition): string[] =>
  ([] as string[]).concat(item.objectType ?? []).filter((type) => typeof type === 'string' && type !== '');

/**
 * How a list is edited:
 * - tagRefs: chips of Tag references; tagTexts: chips of tag texts (a list of strings whose objectType is Tag);
 * - choices: chips among enum values or the records of a data source;
 * - items: one input per item, with add / remove / move.
 */
export type ListMode = 'tagRefs' | 'tagTexts' | 'choices' | 'items';

export function listModeOf(prop: PropertyDefinition): ListMode {
  const item = itemProperty(prop);
  if (!item || prop.itemSchema?.propertiesList) return 'items';
  const types = referenceTypesOfItem(item);
  if (isReferenceType(item.type) && types.length === 1 && types[0] === 'Tag') return 'tagRefs';
  if (item.type === 'string' && types.length === 1 && types[0] === 'Tag') return 'tagTexts';
  if (item.type === 'enum' || (item.type === 'string' && prop.dataSource)) return 'choices';
  return 'items';
}

/** The value of a new item: its default, an empty object for objects, else nothing yet. */
export function newItemValue(item: PropertyDefinition | undefined, registryDefault: unknown): unknown {
  if (registryDefault !== undefined) return registryDefault;
  if (item?.type === 'object') return {};
  return null;
}
