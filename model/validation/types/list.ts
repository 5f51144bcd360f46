// list (spec 000 §5): min / max / length on the item count; a non-list is wrapped; each item is checked
// with the property its itemType / itemSchema describes; references of several types may not be mixed.
import type { PropertyDefinition } from '../../metaSchema.js';
import type { PropertyValidator } from '../types.js';
import { countMessage, fail, isBlank, ok } from '../util.js';
import { isPlainObject } from '../../isObject.js';

/** The property every item is checked against; undefined when the list says nothing of its items. */
export function itemProperty(prop: PropertyDefinition): PropertyDefinition | undefined {
  const { itemSchema, itemType } = prop;
  // Items are required: a hole in a list is a mistake, not an empty answer.
  const base = { key: prop.key, label: prop.label, required: true };
  if (itemSchema?.propertiesList) {
    return { ...base, type: 'object', propertiesList: itemSchema.propertiesList, objectType: itemSchema.objectType };
  }
  if (itemType) {
    // Item-level settings live on the list property (enum values, reference types, sub-properties).
    const { values, dataSource, disallowedTags, propertiesList } = prop;
    const objectType = prop.objectType ?? itemSchema?.objectType;
    return { ...base, type: itemType, values, dataSource, disallowedTags, propertiesList, objectType };
  }
  // Embedded objects of a class (DiffusionList items: ContentSchedule, ContentRequester).
  if (itemSchema?.objectType) return { ...base, type: 'object', objectType: itemSchema.objectType };
  return undefined;
}

export const listValidator: PropertyValidator = {
  normalize: (value) => (isBlank(value) ? null : Array.isArray(value) ? value : [value]),
  isEmpty: (value) => isBlank(value) || (Array.isArray(value) && value.length === 0),
  check: (value, prop, ctx) => {
    if (!Array.isArray(value)) return fail('Doit être une liste');
    const message = countMessage(value.length, prop, 'élément');
    if (message) return fail(message);
    const item = itemProperty(prop);
    if (!item) return ok(value);
    const items: unknown[] = [];
    for (const [i, raw] of value.entries()) {
      const r = ctx.validateNested(item, raw);
      if (!r.ok) return fail(`Élément ${i + 1} : ${r.message}`);
      items.push(r.value);
    }
    const classes = new Set(items.filter((x) => isPlainObject(x) && x._isRef === true).map((x) => (x as { _cls: unknown })._cls));
    if (classes.size > 1) return fail('Une liste de références ne peut pas mélanger plusieurs types');
    return ok(items);
  },
};
