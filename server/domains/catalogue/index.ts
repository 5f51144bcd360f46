// The catalogue (catalogue/: schemas, components, demo records) loaded into the database: seed.ts, run by
// server/main.ts at every start before the app exists, applies the catalogue's numbered migrations (migrations.ts)
// and adds what the database lacks: the catalogue's schemas it never had, the blank template site, the demo once
// (given by the demo domain) and a first super administrator. Not a plugin: nothing of it runs once the server listens.
export { insertSeedRecord, readCatalogueSchemas, seed,  } from './seed.js';
