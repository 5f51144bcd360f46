// Versioned up-migrations of stored documents (rich text, layouts) and of the catalogue's schemas.
export { defineMigrations, upgrade, type Migration, type MigrationSequence } from './sequence.js';
export {
  CURRENT_VERSIONS,
  VERSION_KEY,
  VERSIONED_PROPERTY_TYPES,
  isCurrent,
  upgradeDocument,
  type PropertyShape,
  type Versions,
} from './document.js';
export { layoutMigrations } from './layout.js';
export { richTextMigrations } from './richText.js';
export { parseCatalogueMigrations, pendingCatalogueMigrations, type CatalogueMigration } from './catalogue.js';
