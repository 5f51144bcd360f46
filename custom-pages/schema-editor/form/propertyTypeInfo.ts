// What the editor offers per property type (spec 001 §3 "Per-type extras"). One table keyed by type:
// a type missing here fails to compile.
import { PROPERTY_TYPES, type PropertyType } from '../../../model/metaSchema';

/** Groups of extra fields of a property definition. */
export type Extra =
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

interface TypeInfo {
  label: string;
  extras: readonly Extra[];
  /** Labels of min and max, when the type has a range. */
  range?: [string, string];
}

const LENGTH_RANGE: [string, string] = ['Longueur minimale', 'Longueur maximale'];

export const PROPERTY_TYPE_INFO: { [T in PropertyType]: TypeInfo } = {
  string: { label: 'Texte', extras: ['range', 'default', 'text', 'counters'], range: LENGTH_RANGE },
  slug: { label: 'Slug', extras: ['range', 'default'], range: LENGTH_RANGE },
  int: { label: 'Entier', extras: ['range', 'default'], range: ['Minimum', 'Maximum'] },
  float: { label: 'Décimal', extras: ['range', 'default'], range: ['Minimum', 'Maximum'] },
  bool: { label: 'Oui / non', extras: ['default'] },
  enum: { label: 'Liste de choix', extras: ['choices', 'default'] },
  list: { label: 'Liste', extras: ['items', 'range', 'length'], range: ["Nombre minimal d'éléments", "Nombre maximal d'éléments"] },
  object: { label: 'Objet', extras: ['subProperties'] },
  Font: { label: 'Police', extras: ['subProperties'] },
  Link: { label: 'Lien', extras: ['subProperties'] },
  layout: { label: 'Mise en page', extras: [] },
  object_id: { label: 'Référence (id)', extras: ['reference'] },
  object_ref: { label: 'Référence', extras: ['reference'] },
  objectRef: { label: 'Référence (objet)', extras: ['reference'] },
  mongooseRef: { label: 'Référence (base)', extras: ['reference'] },
  timestamp: { label: 'Date et heure', extras: [] },
  file: { label: 'Fichier', extras: [] },
  image: { label: 'Image', extras: [] },
  richtext: { label: 'Texte riche', extras: ['tags', 'counters', 'range'], range: ['Caractères minimum', 'Caractères maximum'] },
  color: { label: 'Couleur', extras: [] },
  Color: { label: 'Couleur (objet)', extras: [] },
};

export const isKnownType = (type: unknown): type is PropertyType => typeof type === 'string' && (PROPERTY_TYPES as readonly string[]).includes(type);

export const typeInfoOf = (type: unknown): TypeInfo | undefined => (isKnownType(type) ? PROPERTY_TYPE_INFO[type] : undefined);

export const hasExtra = (type: unknown, extra: Extra): boolean => typeInfoOf(type)?.extras.includes(extra) ?? false;

/** The type select's choices: 'string — Texte', … */
export const TYPE_CHOICES = PROPERTY_TYPES.map((type) => ({ id: type, name: `${type} — ${PROPERTY_TYPE_INFO[type].label}` }));

export { UNRECOGNIZED_TYPE } from '../../../model/schemaRules';
