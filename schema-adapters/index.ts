// A schema turned into react-admin screens: its collection page and its record page (design.md §1).
export { SchemaCollectionPage, type SchemaCollectionPageProps } from './list';
export { SchemaRecordPage, type SchemaRecordPageProps } from './record';
export { propertyTypes, PropertyInput, PropertyCell, type PropertyTypeAdapter } from './propertyTypes';
export { SchemasProvider, useSchemas, useSchema } from './schemasContext';
export { ConsoleExtensionsProvider, useConsoleExtensions, type ConsoleExtensions } from './extensions';
