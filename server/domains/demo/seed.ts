// The demo, seeded once at the first start (SEED_DEMO, in the catalogue domain's seed transaction): the demo sites
// and the hand-written records of catalogue/demo; the generated volume (DEMO_VOLUME) and the files the records name
// are planned here and made once the console answers (fill.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { DataSchema } from '../../../model/metaSchema.js';
import { GLOBAL_SITE, isGlobalSchema } from '../../services/schemaRegistry.js';
import { insertSeedRecord } from '../catalogue/index.js';
import type { Queryable } from '../../storage/db.js';
import { planDemoFill } from './fill.js';

export interface DemoSeedOptions {
  catalogueDir: string;
  /** DEMO_VOLUME: records generated in the demo sites beside the hand-written ones (1 = a small publisher; none if unset). */
  volume?: number;
  log: (message: string) => void;
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

export async function seedDemo(db: Queryable, schemas: DataSchema[], opts: DemoSeedOptions): Promise<void> {
  const { catalogueDir, log } = opts;
  const byId = new Map(schemas.map((s) => [s._id, s]));
  const siteSchema = byId.get('Site')!;
  const sites = readJson<Record<string, unknown>[]>(path.join(catalogueDir, 'demo', 'sites.json'));
  for (const site of sites) await insertSeedRecord(db, siteSchema, GLOBAL_SITE, site);
  const recordsDir = path.join(catalogueDir, 'demo', 'records');
  for (const file of fs
    .readdirSync(recordsDir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const schema = byId.get(path.basename(file, '.json'));
    if (!schema) continue;
    const records = readJson<Record<string, unknown>[]>(path.join(recordsDir, file));
    const targets = isGlobalSchema(schema) ? [GLOBAL_SITE] : sites.map((s) => String(s._id));
    for (const siteId of targets) for (const record of records) await insertSeedRecord(db, schema, siteId, record);
  }
  log(`Sites de démonstration créés : ${sites.map((s) => s._id).join(', ')}`);
  await planDemoFill(
    db,
    opts.volume ?? 0,
    sites.map((s) => String(s._id)),
  );
}
