// A schema's collection page and the derivations it is built from.
export { SchemaCollectionPage, type SchemaCollectionPageProps } from './SchemaCollectionPage';
export { columnsOf, defaultSortOf, filterablePropertiesOf } from './schemaDerivations';
export type { CollectionExtraTab } from './extraTabs';
export type { ListRowAction, ListRowActionProps } from './rowActions';
export { sameListState, searchOfState, type ListState } from './listAddress';
export { useListViews, type ListView } from './listViews';
