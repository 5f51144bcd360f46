// The blank template site's records (catalogue/template/*.json), seeded once: site initialisation copies them.
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { BLANK_TEMPLATE_SITE_ID } from '../../../model/constants.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import { searchColumnsOf } from '../../services/searchIndex.js';
import { getState, setState } from '../../storage/appState.js';
import { inRetriedTransaction } from '../../storage/db.js';
import { insertDocument } from '../../storage/documentWrites.js';
import { LOCK } from '../../storage/advisoryLocks.js';

const SEEDED = 'blankTemplateSeeded';

export async function seedBlankTemplate(pool: pg.Pool, registry: SchemaRegistry, catalogueDir: string): Promise<void> {
  const dir = path.join(catalogueDir, 'template');
  if (!fs.existsSync(dir)) return;
  await inRetriedTransaction(pool, async (db) => {
    await db.query('SELECT pg_advisory_xact_lock($1)', [LOCK.blankTemplate]);
    if (await getState(db, SEEDED)) return;
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const schema = registry.get(path.basename(file, '.json'));
      if (!schema) continue;
      for (const { _id, ...doc } of JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>[]) {
        await insertDocument(db, BLANK_TEMPLATE_SITE_ID, schema._id, String(_id), doc, searchColumnsOf(schema, String(_id), doc));
      }
    }
    await setState(db, SEEDED, true);
  });
}
