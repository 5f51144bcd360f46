// A schema's record screen (creation, edition, read-only view) and its editor: history, JSON mode, duplicate,
// clipboard, display-condition preview (the pure parts live in ../editor). The routing loads SchemaRecordPage lazily
// from its own file; what other screens share is how the form groups the properties.
export { propertiesByGroup, sideBarPropertiesOf } from './propertiesByGroup';
