// A schema's record screen (creation, edition, read-only view) and its editor: history, JSON mode, duplicate,
// clipboard, display-condition preview (the pure parts live in ../editor).
export { SchemaRecordPage, type SchemaRecordPageProps } from './SchemaRecordPage';
export { useEditor, useEditorFlag } from './EditorContext';
export { propertiesByGroup, sideBarPropertiesOf, type PropertyGroup } from './propertiesByGroup';
export { changesOf, valuesToSave } from './recordChanges';
