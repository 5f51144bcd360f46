// One descriptor per property type: everything the model, the server and the console know of a type apart from its
// validator (model/validation/registry.ts) and its React adapter (schema-adapters/propertyTypes/registry.ts), both
// mapped over the types below so that a type added here is a compile error there. The meta-schema's type list, the
// schema editor's labels and extras, the stored-shape migrations, references, facets, indexes derive from this table.
import type { PropertyDefinition } from './metaSchema.js';
import { layoutMigrations } from './migrations/layout.js';
import { richTextMigrations } from './migrations/richText.js';
import type { MigrationSequence } from './migrations/sequence.js';

/** Groups of extra fields the schema editor offers for a property definition (spec 001 §3 "Per-type extras"). */
export type EditorExtra =
  | 'range' // min, max
  | 'length' // exact number of items
  | 'default'
  | 'text' // multiline, searchable, searchIndexWeight
  | 'counters' // charactersCounter, wordsCounter, expected counts
  | 'choices' // values, dataSource, multiple
  | 'items' // itemType, itemSchema (objectType, propertiesList)
  | 'subProperties' // objectType, propertiesList
  | 'reference' // objectType, multiple
  | 'tags'; // disallowedTags

/**
 * What one value of the type is where it is read or written as a single value (a CSV cell, an export column, the schema
 * editor's default, an update command's $inc): text, a whole number, a number, yes/no, a date (unix seconds), one of
 * the property's values, or JSON. A reference is its record's id there.
 */
export type FlatKind = 'text' | 'integer' | 'number' | 'flag' | 'date' | 'choice' | 'json';

export interface PropertyTypeDescriptor {
  /** The type's French name in the schema editor's type select. */
  readonly label: string;
  /** What one value is as a single value (FlatKind). */
  readonly flat: FlatKind;
  /** The extra fields the schema editor offers for the type. */
  readonly extras: readonly EditorExtra[];
  /** The editor's labels of min and max, when the type has a range. */
  readonly range?: readonly [string, string];
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
  /** A list ordered by it opens on its largest values (dates: the newest first). */
  readonly newestFirst?: boolean;
  /** The up-migrations of its stored shape, when that shape is versioned (model/migrations). */
  readonly migrations?: MigrationSequence<unknown>;
}

type Editor = Pick<PropertyTypeDescriptor, 'label' | 'extras' | 'range'>;
type Extra = Partial<Omit<PropertyTypeDescriptor, keyof Editor | 'flat'>>;
const base = { reference: false, facet: false, richText: false } as const;

const scalar = (indexKind: PropertyTypeDescriptor['indexKind'], flat: FlatKind, editor: Editor, extra: Extra = {}): PropertyTypeDescriptor => ({
  ...base,
  indexKind,
  flat,
  ...editor,
  ...extra,
});
const structured = (editor: Editor, extra: Extra = {}): PropertyTypeDescriptor => ({ ...base, indexKind: 'text', flat: 'json', ...editor, ...extra });
const reference = (label: string): PropertyTypeDescriptor => ({
  ...base,
  reference: true,
  indexKind: 'text',
  flat: 'text',
  label,
  extras: ['reference'],
});

const LENGTH_RANGE = ['Longueur minimale', 'Longueur maximale'] as const;
const NUMBER_RANGE = ['Minimum', 'Maximum'] as const;

// The order is the type select's and the meta-schema's.
export const PROPERTY_TYPE_DESCRIPTORS = {
  string: scalar('text', 'text', { label: 'Texte', extras: ['range', 'default', 'text', 'counters'], range: LENGTH_RANGE }),
  int: scalar('json', 'integer', { label: 'Entier', extras: ['range', 'default'], range: NUMBER_RANGE }),
  float: scalar('json', 'number', { label: 'Décimal', extras: ['range', 'default'], range: NUMBER_RANGE }),
  bool: scalar('json', 'flag', { label: 'Oui / non', extras: ['default'] }, { facet: true, empty: () => false }),
  enum: scalar('text', 'choice', { label: 'Liste de choix', extras: ['choices', 'default'] }, { facet: true }),
  list: structured(
    { label: 'Liste', extras: ['items', 'range', 'length'], range: ["Nombre minimal d'éléments", "Nombre maximal d'éléments"] },
    { nests: 'items', empty: () => [] },
  ),
  object: structured({ label: 'Objet', extras: ['subProperties'] }, { nests: 'members' }),
  layout: structured({ label: 'Mise en page', extras: [] }, { empty: () => [], links: 'nested', migrations: layoutMigrations }),
  object_id: reference('Référence (id)'),
  object_ref: reference('Référence'),
  objectRef: reference('Référence (objet)'),
  timestamp: scalar('json', 'date', { label: 'Date et heure', extras: [] }, { newestFirst: true }),
  file: scalar('text', 'text', { label: 'Fichier', extras: [] }, { links: 'file' }),
  richtext: structured(
    { label: 'Texte riche', extras: ['tags', 'counters', 'range'], range: ['Caractères minimum', 'Caractères maximum'] },
    { richText: true, migrations: richTextMigrations },
  ),
  color: scalar('text', 'text', { label: 'Couleur', extras: [] }),
  Color: scalar('text', 'text', { label: 'Couleur (objet)', extras: [] }),
  Font: structured({ label: 'Police', extras: ['subProperties'] }),
  Link: structured({ label: 'Lien', extras: ['subProperties'] }, { links: 'pageLink' }),
  slug: scalar('text', 'text', { label: 'Slug', extras: ['range', 'default'], range: LENGTH_RANGE }),
  mongooseRef: reference('Référence (base)'),
  image: scalar('text', 'text', { label: 'Image', extras: [] }, { links: 'file' }),
} satisfies Record<string, PropertyTypeDescriptor>;

export type PropertyType = keyof typeof PROPERTY_TYPE_DESCRIPTORS;

/** Every property type, in the type select's order: the meta-schema's `type` and `itemType` enums. */
export const PROPERTY_TYPES = Object.keys(PROPERTY_TYPE_DESCRIPTORS) as readonly PropertyType[];

/** Whether a type named in a stored schema is one of the meta-schema's (not a name inherited from Object). */
export const isKnownType = (type: unknown): type is PropertyType => typeof type === 'string' && Object.hasOwn(PROPERTY_TYPE_DESCRIPTORS, type);

/** The descriptor of a type; undefined for a type the meta-schema does not know (old stored schemas). */
export const descriptorOf = (type: unknown): PropertyTypeDescriptor | undefined => (isKnownType(type) ? PROPERTY_TYPE_DESCRIPTORS[type] : undefined);

const typesWhere = (test: (d: PropertyTypeDescriptor) => boolean): readonly PropertyType[] =>
  PROPERTY_TYPES.filter((t) => test(PROPERTY_TYPE_DESCRIPTORS[t]));

export const REFERENCE_TYPES = typesWhere((d) => d.reference);

/** A property holding references: a reference, or a list of them. */
export const holdsReferences = (prop: PropertyDefinition): boolean =>
  !!descriptorOf(prop.type)?.reference || (descriptorOf(prop.type)?.nests === 'items' && !!descriptorOf(prop.itemType)?.reference);

/** How an index holds a property's values and a sort compares them (a multiple value is a list: text prefix). */
export const indexKindOf = (prop: PropertyDefinition): PropertyTypeDescriptor['indexKind'] =>
  (!prop.multiple && descriptorOf(prop.type)?.indexKind) || 'text';

/** What one value of a type is as a single value; text for a type the meta-schema does not know. */
export const flatKindOf = (type: unknown): FlatKind => descriptorOf(type)?.flat ?? 'text';

/** Low-cardinality filterable properties whose per-value totals are kept (storage/facets.ts). */
export const isFacet = (prop: PropertyDefinition): boolean => prop.filterable === true && !prop.multiple && !!descriptorOf(prop.type)?.facet;
