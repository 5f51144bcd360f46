// The schema screens: list, summary, editor (loaded lazily through custom-pages/index.ts).
export { default as SchemasPage } from './SchemasPage';
export { schemaScreensOf, useSchemaScreens, SCHEMAS_PATH, SCHEMA_PREVIEW_PATH } from './paths';
export { schemaForm, schemaRecord, schemaChanges, newSchemaForm } from './form/schemaForm';
export { validateSchemaRecord } from './validation/validateSchemaRecord';
