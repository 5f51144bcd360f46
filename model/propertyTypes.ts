// One descriptor per property type: what the server and the console derive their sets from (references, facets,
// sanitising, sorting). The mapped type makes a missing property type a compile error.
import type { PropertyDefinition, PropertyType } from './metaSchema.js';

export interface PropertyTypeDescriptor {
  /** Holds a reference to another record, stored as {_id, _cls, _isRef}. */
  readonly reference: boolean;
  /** Few distinct values: when filterable (and not multiple), the per-value totals are kept (facets). */
  readonly facet: boolean;
  /** Holds rich text ({html, editorStateJson}) that the server sanitises before storing it. */
  readonly richText: boolean;
  /** How an index holds and a sort compares its values: as JSON (numbers, flags, dates) or on a text prefix. */
  readonly indexKind: 'json' | 'text';
  /** Where nested definitions live: an object's members, a list's items; undefined when none. */
  readonly nests?: 'members' | 'items';
  /** What its value points at, for the index of linked records: a stored file, an internal page, or anything nested. */
  readonly links?: 'file' | 'pageLink' | 'nested';
  /** The value a new record or component starts from when the property has no `default` (a fresh one each call). */
  readonly empty?: () => unknown;
}

const scalar = (indexKind: PropertyTypeDescriptor['indexKind'], extra: Partial<PropertyTypeDescriptor> = {}): PropertyTypeDescriptor => ({
  reference: false,
  facet: false,
  richText: false,
  indexKind,
  ...extra,
});
const reference: PropertyTypeDescriptor = { reference: true, facet: false, richText: false, indexKind: 'text' };
const structured = (extra: Partial<PropertyTypeDescriptor> = {}): PropertyTypeDescriptor => ({
  reference: false,
  facet: false,
  richText: false,
  indexKind: 'text',
  ...extra,
});

export const PROPERTY_TYPE_DESCRIPTORS: { readonly [T in PropertyType]: PropertyTypeDescriptor } = {
  string: scalar('text'),
  slug: scalar('text'),
  richtext: structured({ richText: true }),
  int: scalar('json'),
  float: scalar('json'),
  bool: scalar('json', { facet: true, empty: () => false }),
  timestamp: scalar('json'),
  enum: scalar('text', { facet: true }),
  list: structured({ nests: 'items', empty: () => [] }),
  object: structured({ nests: 'members' }),
  layout: structured({ empty: () => [], links: 'nested' }),
  object_id: reference,
  object_ref: reference,
  objectRef: reference,
  mongooseRef: reference,
  file: scalar('text', { links: 'file' }),
  image: scalar('text', { links: 'file' }),
  color: scalar('text'),
  Color: scalar('text'),
  Font: structured(),
  Link: structured({ links: 'pageLink' }),
};

/** The descriptor of a type; undefined for a type the meta-schema does not know (old stored schemas). */
export const descriptorOf = (type: string | undefined): PropertyTypeDescriptor | undefined =>
  type === undefined ? undefined : (PROPERTY_TYPE_DESCRIPTORS as Partial<Record<string, PropertyTypeDescriptor>>)[type];

const typesWhere = (test: (d: PropertyTypeDescriptor) => boolean): readonly PropertyType[] =>
  (Object.keys(PROPERTY_TYPE_DESCRIPTORS) as PropertyType[]).filter((t) => test(PROPERTY_TYPE_DESCRIPTORS[t]));

export const REFERENCE_TYPES = typesWhere((d) => d.reference);

/** A property holding references: a reference, or a list of them. */
export const holdsReferences = (prop: PropertyDefinition): boolean =>
  !!descriptorOf(prop.type)?.reference || (descriptorOf(prop.type)?.nests === 'items' && !!descriptorOf(prop.itemType)?.reference);

/** How an index holds a property's values and a sort compares them (a multiple value is a list: text prefix). */
export const indexKindOf = (prop: PropertyDefinition): PropertyTypeDescriptor['indexKind'] =>
  (!prop.multiple && descriptorOf(prop.type)?.indexKind) || 'text';

/** Low-cardinality filterable properties whose per-value totals are kept (storage/facets.ts). */
export const isFacet = (prop: PropertyDefinition): boolean => prop.filterable === true && !prop.multiple && !!descriptorOf(prop.type)?.facet;
