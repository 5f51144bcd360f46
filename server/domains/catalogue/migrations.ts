// Numbered catalogue migrations (model/migrations/catalogue.ts) applied at start: the listed schemas are replaced by
// their catalogue file, audited; the last applied number is kept in app_state. A fresh database needs none of them.
import fs from 'node:fs';
import path from 'node:path';
import type { DataSchema } from '../../../model/metaSchema.js';
import { parseCatalogueMigrations, pendingCatalogueMigrations } from '../../../model/migrations/index.js';
import { getState, setState } from '../../storage/appState.js';
import { insertAudit } from '../../storage/auditLog.js';
import type { Queryable } from '../../storage/db.js';
import { getDocument } from '../../storage/documents.js';
import { insertDocument, replaceDocument } from '../../storage/documentWrites.js';
import { stampedDoc } from '../../services/documentMigrations.js';
import { GLOBAL_SITE, SCHEMA_TYPE } from '../../services/schemaRegistry.js';
import { searchColumnsOf } from '../../services/searchIndex.js';

const STATE_KEY = 'catalogueMigration';
export const CATALOGUE_MIGRATIONS_FILE = 'schema-migrations.json';

export function readCatalogueMigrations(catalogueDir: string) {
  const file = path.join(catalogueDir, CATALOGUE_MIGRATIONS_FILE);
  return parseCatalogueMigrations(fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : []);
}

/** Runs inside the seed's transaction, before the catalogue's new schemas are added. */
export async function applyCatalogueMigrations(db: Queryable, catalogueDir: string, schemas: DataSchema[], log: (m: string) => void): Promise<void> {
  const all = readCatalogueMigrations(catalogueDir);
  const last = all.length ? all[all.length - 1].id : 0;
  // The schema of schemas is the first thing a seeded database holds.
  if (!(await getDocument(db, GLOBAL_SITE, SCHEMA_TYPE, SCHEMA_TYPE))) {
    await setState(db, STATE_KEY, last);
    return;
  }
  const byId = new Map(schemas.map((s) => [s._id, s]));
  const schemaOfSchemas = byId.get(SCHEMA_TYPE)!;
  for (const migration of pendingCatalogueMigrations(all, Number((await getState(db, STATE_KEY)) ?? 0))) {
    for (const type of migration.schemas) {
      const schema = byId.get(type);
      if (!schema) throw new Error(`Migration du catalogue ${migration.id} : le schéma ${type} n'est pas dans catalogue/schemas`);
      const { _id, ...fromFile } = schema as unknown as Record<string, unknown>;
      const doc = stampedDoc(schemaOfSchemas, fromFile);
      const search = searchColumnsOf(schemaOfSchemas, type, fromFile);
      if (await getDocument(db, GLOBAL_SITE, SCHEMA_TYPE, type)) await replaceDocument(db, GLOBAL_SITE, SCHEMA_TYPE, type, doc, search);
      else await insertDocument(db, GLOBAL_SITE, SCHEMA_TYPE, type, doc, search);
      await insertAudit(db, {
        action: 'catalogue_migration',
        siteId: GLOBAL_SITE,
        cls: SCHEMA_TYPE,
        recordId: type,
        detail: { migration: migration.id, why: migration.why },
      });
    }
    await setState(db, STATE_KEY, migration.id);
    log(`Migration du catalogue ${migration.id} appliquée (${migration.why}) : ${migration.schemas.join(', ')}`);
  }
}
