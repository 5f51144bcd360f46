// First start on an empty database: the catalogue's schemas, the blank template site, the demo (given by the demo
// domain) and the first super administrator. Each step is recorded or idempotent, so a restart seeds nothing twice.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { BLANK_TEMPLATE_SITE_ID } from '../../../model/constants.js';
import type { DataSchema } from '../../../model/metaSchema.js';
import { countAdminUsers } from '../../storage/adminUsers.js';
import { getState, setState } from '../../storage/appState.js';
import { inTransaction, type Queryable } from '../../storage/db.js';
import { insertDocument } from '../../storage/documentWrites.js';
import { ensurePartitions } from '../../storage/partitions.js';
import { isDatabaseBusy } from '../../storage/shapeChanges.js';
import { applyCatalogueMigrations } from './migrations.js';
import { hashPassword } from '../../services/passwords.js';
import { GLOBAL_SITE, SCHEMA_TYPE } from '../../services/schemaRegistry.js';
import { searchColumnsOf } from '../../services/searchIndex.js';
import { LOCK } from '../../storage/advisoryLocks.js';

/** A schema the catalogue always holds (schema, Site, AdminUser). */
const catalogueSchema = (schemas: DataSchema[], id: string): DataSchema => {
  const schema = new Map(schemas.map((s) => [s._id, s])).get(id);
  if (!schema) throw new Error(`catalogue/schemas/${id}.json is missing`);
  return schema;
};

export interface SeedOptions {
  catalogueDir: string;
  /** The demo sites and records (server/domains/demo), seeded once in the same transaction; none without it. */
  demo?: (db: Queryable, schemas: DataSchema[]) => Promise<void>;
  adminLogin: string;
  adminPassword?: string;
  log: (message: string) => void;
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

export function readCatalogueSchemas(catalogueDir: string): DataSchema[] {
  const dir = path.join(catalogueDir, 'schemas');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => readJson<DataSchema>(path.join(dir, f)));
}

/** Inserts one catalogue record as it is written (true if it was not there yet). */
export async function insertSeedRecord(db: Queryable, schema: DataSchema, siteId: string, record: Record<string, unknown>): Promise<boolean> {
  const { _id, _cls: _ignored, ...doc } = record;
  return !!(await insertDocument(db, siteId, schema._id, String(_id), doc, searchColumnsOf(schema, String(_id), doc)));
}

/** Schemas of the catalogue that the database has never had (archived ones count as had). */
async function seedSchemas(db: Queryable, schemas: DataSchema[], log: SeedOptions['log']): Promise<void> {
  const schemaOfSchemas = catalogueSchema(schemas, SCHEMA_TYPE);
  let added = 0;
  for (const schema of schemas) if (await insertSeedRecord(db, schemaOfSchemas, GLOBAL_SITE, schema as unknown as Record<string, unknown>)) added++;
  if (added) log(`${added} schéma(s) du catalogue ajouté(s)`);
}

async function seedAdmin(db: Queryable, schemas: DataSchema[], opts: SeedOptions): Promise<void> {
  if (await countAdminUsers(db)) return;
  const password = opts.adminPassword ?? crypto.randomBytes(12).toString('base64url');
  const schema = catalogueSchema(schemas, 'AdminUser');
  await insertSeedRecord(db, schema, GLOBAL_SITE, {
    _id: 'admin',
    login: opts.adminLogin,
    password: await hashPassword(password),
    superAdmin: true,
    isDeveloper: true,
    rights: { siteConfig: true, contents: true, products: true, users: true, admin: true, hasDataSectionAccess: true, hasToolsAccess: true },
    siteIds: [],
  });
  opts.log(
    opts.adminPassword
      ? `Super administrateur créé : ${opts.adminLogin}`
      : `Super administrateur créé : ${opts.adminLogin} / mot de passe : ${password} (affiché une seule fois, notez-le)`,
  );
}

export async function seed(pool: pg.Pool, opts: SeedOptions): Promise<void> {
  const schemas = readCatalogueSchemas(opts.catalogueDir);
  // Each catalogue type's partition first, so seeded records go straight to it rather than through the default one.
  // A database too busy for it (another server reshaping) leaves them to the catalogue's load: records wait in the
  // DEFAULT partition meanwhile and move then.
  await ensurePartitions(
    pool,
    schemas.map((s) => s._id),
  ).catch((err: unknown) => {
    if (!isDatabaseBusy(err)) throw err;
    opts.log((err as Error).message);
  });
  await inTransaction(pool, async (db) => {
    await db.query('SELECT pg_advisory_xact_lock($1)', [LOCK.seed]);
    await applyCatalogueMigrations(db, opts.catalogueDir, schemas, opts.log);
    await seedSchemas(db, schemas, opts.log);
    const siteSchema = catalogueSchema(schemas, 'Site');
    await insertSeedRecord(db, siteSchema, GLOBAL_SITE, { _id: BLANK_TEMPLATE_SITE_ID, label: 'Modèle de site vierge', isProd: false });
    if (opts.demo && !(await getState(db, 'demoSeeded'))) {
      await opts.demo(db, schemas);
      await setState(db, 'demoSeeded', true);
    }
    await seedAdmin(db, schemas, opts);
  });
}
