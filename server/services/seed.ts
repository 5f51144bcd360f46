// First start on an empty database: the catalogue's schemas, the blank template site, demo sites and records,
// and the first super administrator. Each step is recorded or idempotent, so a restart seeds nothing twice.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { BLANK_TEMPLATE_SITE_ID } from '../../model/constants.js';
import type { DataSchema } from '../../model/metaSchema.js';
import { countAdminUsers } from '../storage/adminUsers.js';
import { getState, setState } from '../storage/appState.js';
import { inTransaction, type Queryable } from '../storage/db.js';
import { insertDocument } from '../storage/documents.js';
import { ensurePartitions } from '../storage/partitions.js';
import { referencedFilePaths } from '../storage/demoVolume.js';
import type { FileStore } from '../storage/fileStore.js';
import { applyCatalogueMigrations } from './catalogueMigrations.js';
import { generateDemoVolume } from './demo/index.js';
import { drawDemoImages, imagePathsOf } from './demoImages.js';
import { binariesFrom } from '../integrations/ffmpeg/index.js';
import { demoSourceClip, videoPathsOf, writeDemoVideos } from './demoVideos.js';
import { documentPathsOf, writeDemoDocuments } from './demoDocuments.js';
import { hashPassword } from './passwords.js';
import { GLOBAL_SITE, isGlobalSchema, SCHEMA_TYPE } from './schemaRegistry.js';
import { searchColumnsOf } from './searchIndex.js';

/** A schema the catalogue always holds (schema, Site, AdminUser). */
const catalogueSchema = (schemas: DataSchema[], id: string): DataSchema => {
  const schema = new Map(schemas.map((s) => [s._id, s])).get(id);
  if (!schema) throw new Error(`catalogue/schemas/${id}.json is missing`);
  return schema;
};

export interface SeedOptions {
  catalogueDir: string;
  /** Where the demo images are drawn (the server's file store). */
  files?: FileStore;
  seedDemo: boolean;
  /** DEMO_VOLUME: records generated in the demo sites beside the hand-written ones (1 = a small publisher; none if unset). */
  demoVolume?: number;
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

async function insert(db: Queryable, schema: DataSchema, siteId: string, record: Record<string, unknown>): Promise<boolean> {
  const { _id, _cls: _ignored, ...doc } = record;
  return !!(await insertDocument(db, siteId, schema._id, String(_id), doc, searchColumnsOf(schema, String(_id), doc)));
}

/** Schemas of the catalogue that the database has never had (archived ones count as had). */
async function seedSchemas(db: Queryable, schemas: DataSchema[], log: SeedOptions['log']): Promise<void> {
  const schemaOfSchemas = catalogueSchema(schemas, SCHEMA_TYPE);
  let added = 0;
  for (const schema of schemas) if (await insert(db, schemaOfSchemas, GLOBAL_SITE, schema as unknown as Record<string, unknown>)) added++;
  if (added) log(`${added} schéma(s) du catalogue ajouté(s)`);
}

async function seedDemo(db: Queryable, schemas: DataSchema[], opts: SeedOptions): Promise<void> {
  const { catalogueDir, log, files } = opts;
  const byId = new Map(schemas.map((s) => [s._id, s]));
  const siteSchema = byId.get('Site')!;
  const sites = readJson<Record<string, unknown>[]>(path.join(catalogueDir, 'demo', 'sites.json'));
  for (const site of sites) await insert(db, siteSchema, GLOBAL_SITE, site);
  const recordsDir = path.join(catalogueDir, 'demo', 'records');
  for (const file of fs
    .readdirSync(recordsDir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const schema = byId.get(path.basename(file, '.json'));
    if (!schema) continue;
    const records = readJson<Record<string, unknown>[]>(path.join(recordsDir, file));
    const targets = isGlobalSchema(schema) ? [GLOBAL_SITE] : sites.map((s) => String(s._id));
    for (const siteId of targets) for (const record of records) await insert(db, schema, siteId, record);
  }
  log(`Sites de démonstration créés : ${sites.map((s) => s._id).join(', ')}`);
  const siteIds = sites.map((s) => String(s._id));
  await generateDemoVolume(db, { catalogueDir, schemas, siteIds, factor: opts.demoVolume ?? 0, log });
  if (!files) return;
  const clip = await demoSourceClip(binariesFrom());
  for (const siteId of siteIds) {
    const named = await referencedFilePaths(db, siteId);
    await drawDemoImages(files, siteId, imagePathsOf(named));
    await writeDemoVideos(files, siteId, videoPathsOf(named), clip);
    await writeDemoDocuments(files, siteId, documentPathsOf(named));
  }
}

async function seedAdmin(db: Queryable, schemas: DataSchema[], opts: SeedOptions): Promise<void> {
  if (await countAdminUsers(db)) return;
  const password = opts.adminPassword ?? crypto.randomBytes(12).toString('base64url');
  const schema = catalogueSchema(schemas, 'AdminUser');
  await insert(db, schema, GLOBAL_SITE, {
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
  await ensurePartitions(
    pool,
    schemas.map((s) => s._id),
  );
  await inTransaction(pool, async (db) => {
    await db.query('SELECT pg_advisory_xact_lock(727002)');
    await applyCatalogueMigrations(db, opts.catalogueDir, schemas, opts.log);
    await seedSchemas(db, schemas, opts.log);
    const siteSchema = catalogueSchema(schemas, 'Site');
    await insert(db, siteSchema, GLOBAL_SITE, { _id: BLANK_TEMPLATE_SITE_ID, label: 'Modèle de site vierge', isProd: false });
    if (opts.seedDemo && !(await getState(db, 'demoSeeded'))) {
      await seedDemo(db, schemas, opts);
      await setState(db, 'demoSeeded', true);
    }
    await seedAdmin(db, schemas, opts);
  });
}
