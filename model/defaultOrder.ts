// The order a type's list opens in (spec 001 §9): newest first by publishTs then createTs where the schema has them,
// else by its first sortable property (a date the newest first), else by the record's creation date. One rule for the console's lists and
// for an API call without `sortBy`.
import { NEWEST_FIRST_KEYS } from './constants.js';
import type { DataSchema, PropertyDefinition } from './metaSchema.js';
import { descriptorOf } from './propertyTypes.js';
import { isHiddenFromSome } from './propertyVisibility.js';

export interface OrderKey {
  key: string;
  desc: boolean;
}

/** Shown to every reader: a developer-only or write-only property would order a list by what some may not see. */
const sortableForAll = (prop: PropertyDefinition) => prop.sortable === true && !isHiddenFromSome(prop);

export function defaultOrderOf(schema: Pick<DataSchema, 'propertiesList'>): OrderKey[] {
  const newest = NEWEST_FIRST_KEYS.filter((key) => schema.propertiesList.some((prop) => prop.key === key));
  if (newest.length) return newest.map((key) => ({ key, desc: true }));
  const sortable = schema.propertiesList.find(sortableForAll);
  return [sortable ? { key: sortable.key, desc: !!descriptorOf(sortable.type)?.newestFirst } : { key: 'createdAt', desc: true }];
}
