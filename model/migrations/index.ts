// Versioned up-migrations of stored documents (rich text, layouts, schema records) and of the catalogue's schemas.
export { defineMigrations, upgrade } from './sequence.js';
export { CURRENT_VERSIONS, VERSION_KEY, currentVersions, hasVersionedProperties, stamped, unstamped, upgradeDocument } from './document.js';
export { layoutMigrations } from './layout.js';
export { richTextMigrations } from './richText.js';
export { RECORD_SHAPES, schemaMigrations, upgradedSchemaRecord, withRichTextHints } from './schema.js';
export { parseCatalogueMigrations, pendingCatalogueMigrations } from './catalogue.js';
