// A schema's record screen (creation, edition, read-only view) and its editor controller.
export { SchemaRecordPage, type SchemaRecordPageProps } from './SchemaRecordPage';
export { useRecordEditor } from './useRecordEditor';
export { propertiesByGroup, sideBarPropertiesOf, type PropertyGroup } from './propertiesByGroup';
export { changesOf, valuesToSave } from './recordChanges';
