// Which schemas have screens on a site, and where a collection's entry page is.
import type { DataSchema } from '../../model/metaSchema';
import { collectionPath } from '../../model/paths';

/** Schemas offered on this site: `showForInstances`, when set, lists the only sites that get them. */
export const schemasOfSite = (schemas: DataSchema[], siteId: string): DataSchema[] =>
  schemas.filter((schema) => !schema.showForInstances?.length || schema.showForInstances.includes(siteId));

/** Schemas with records of their own (a collection), hence a list screen. */
export const withCollection = (schemas: DataSchema[]): DataSchema[] => schemas.filter((schema) => schema.hasAssociatedDBCollection !== false);

export const byLabel = (a: DataSchema, b: DataSchema): number => a.label.localeCompare(b.label, 'fr');

/** The collections of a section, in sidebar order. */
export const sectionCollections = (collections: DataSchema[], sectionId: string): DataSchema[] =>
  collections.filter((schema) => schema.section === sectionId).sort(byLabel);

/** The single record of a singleton schema. */
export const singletonIdOf = (schema: DataSchema): string => schema.singletonId ?? schema._id;

/** Where a collection opens: its list, or the single record of a singleton (path below the site). */
export const collectionEntryPath = (schema: DataSchema): string =>
  `${collectionPath(schema)}/${schema.isSingleton ? encodeURIComponent(singletonIdOf(schema)) : 'collection'}`;
