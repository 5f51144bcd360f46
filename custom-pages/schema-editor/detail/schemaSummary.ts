// The read-only summary of a schema: where it appears in the console, and one line per property.
import type { DataSchema, PropertyDefinition } from '../../../model/metaSchema';
import { collectionPath } from '../../../model/paths';
import { recordSiteOf } from '../../../model/recordSite';
import { rightOfSection, SHOWN_INSIDE_OTHERS } from '../../../model/rights';
import { RIGHT_LABELS } from '../../shared/rightLabels';
import { sectionLabel } from '../../shared/sectionLabels';
import { UNRECOGNIZED_TYPE, isKnownType, typeInfoOf } from '../form/propertyTypeInfo';

type SummarySchema = Pick<
  DataSchema,
  '_id' | 'section' | 'plural' | 'isSingleton' | 'singletonId' | 'hasAssociatedDBCollection' | 'showForInstances' | 'storedInInstanceDatabase'
>;

export type Placement =
  /** No records of its own: only nested in other records (object or list items). */
  | { kind: 'nested' }
  /** Not offered on this site. */
  | { kind: 'otherSites'; sites: string[] }
  | {
      kind: 'collection';
      /** Below /{siteId}: the list, or the single record of a singleton. */
      entryPath: string;
      sectionLabel: string;
      /** In a section's sidebar (else at /{siteId}/{plural}, outside the sections). */
      inSidebar: boolean;
      /** French name of the right that opens it, if any. */
      right?: string;
    };

export function placementOf(schema: SummarySchema, siteId: string): Placement {
  if (schema.hasAssociatedDBCollection === false) return { kind: 'nested' };
  if (schema.showForInstances?.length && !schema.showForInstances.includes(siteId)) return { kind: 'otherSites', sites: schema.showForInstances };
  const base = collectionPath(schema);
  // A type shown inside others takes the rights of the types showing it: no one right of its own to name.
  const right = schema.section === SHOWN_INSIDE_OTHERS ? undefined : rightOfSection(schema.section);
  return {
    kind: 'collection',
    entryPath: schema.isSingleton ? `${base}/${encodeURIComponent(schema.singletonId ?? schema._id)}` : `${base}/collection`,
    sectionLabel: sectionLabel(schema.section),
    inSidebar: schema.section !== SHOWN_INSIDE_OTHERS,
    ...(right && { right: RIGHT_LABELS[right] }),
  };
}

/** Where its records live in the API. */
export const apiPathOf = (schema: SummarySchema, siteId: string): string => `/api/${recordSiteOf(siteId, schema)}/data/${schema._id}`;

const FLAG_NAMES: [keyof PropertyDefinition, string][] = [
  ['required', 'requis'],
  ['column', 'colonne'],
  ['sortable', 'triable'],
  ['filterable', 'filtrable'],
  ['sideBar', 'barre latérale'],
  ['readOnly', 'lecture seule'],
  ['createOnly', 'création seule'],
  ['multiline', 'plusieurs lignes'],
  ['multiple', 'multiple'],
  ['notDuplicable', 'non dupliqué'],
  ['export', 'exporté'],
  ['toggleable', 'masquable'],
  ['writeOnly', 'écriture seule'],
  ['excludedFromMongooseSchema', 'exclu de la base'],
  ['notDisplayableInAdmin', "non affiché dans l'admin"],
];

const show = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** The options of a property, in short French phrases. */
export function propertyNotes(prop: PropertyDefinition): string[] {
  const notes: string[] = [];
  if (!isKnownType(prop.type)) notes.push(UNRECOGNIZED_TYPE);
  for (const [key, name] of FLAG_NAMES) if (prop[key] === true) notes.push(name);
  if (prop.searchable) notes.push(`recherche (poids ${prop.searchIndexWeight ?? 1})`);
  const [minName, maxName] = typeInfoOf(prop.type)?.range ?? ['min', 'max'];
  if (prop.min !== undefined) notes.push(`${minName.toLowerCase()} ${prop.min}`);
  if (prop.max !== undefined) notes.push(`${maxName.toLowerCase()} ${prop.max}`);
  if (prop.length !== undefined) notes.push(`${prop.length} éléments`);
  if (prop.default !== undefined) notes.push(`par défaut ${show(prop.default)}`);
  if (prop.values?.length) notes.push(`valeurs : ${prop.values.map((v) => `${show(v.value)} (${v.label})`).join(', ')}`);
  if (prop.dataSource) notes.push(`choix lus dans ${prop.dataSource.resource}`);
  if (prop.itemType) notes.push(`éléments ${prop.itemType}`);
  if (prop.objectType) notes.push(`type ${Array.isArray(prop.objectType) ? prop.objectType.join(' ou ') : prop.objectType}`);
  const subProperties = prop.itemSchema?.propertiesList ?? prop.propertiesList;
  if (subProperties?.length) notes.push(`${subProperties.length} sous-propriété(s) : ${subProperties.map((sub) => sub.key).join(', ')}`);
  if (prop.disallowedTags?.length) notes.push(`balises interdites ${prop.disallowedTags.join(', ')}`);
  if (prop.condition) notes.push('affichage conditionnel');
  return notes;
}
