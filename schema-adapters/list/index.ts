// A schema's collection page and the derivations it is built from.
export { SchemaCollectionPage, type SchemaCollectionPageProps } from './SchemaCollectionPage';
export { columnsOf, defaultSortOf, filterablePropertiesOf } from './schemaDerivations';
export { CollectionExtraTabsProvider, type CollectionExtraTab } from './extraTabs';
export { ListRowActionsProvider, type ListRowAction, type ListRowActionProps } from './rowActions';
