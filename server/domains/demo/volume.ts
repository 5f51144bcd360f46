// The demo sites' volume, generated once at the first start beside the hand-written demo records (issue 8).
import fs from 'node:fs';
import path from 'node:path';
import type { DataSchema } from '../../../model/metaSchema.js';
import { withTotalsRebuilt } from '../../storage/bulkLoad.js';
import type { Queryable } from '../../storage/db.js';
import type { DemoVolumeInput } from './storage/volume.js';
import { insertEditorialVolume } from './storage/editorial.js';
import { insertFeaturesVolume } from './storage/features.js';
import { insertReadersVolume } from './storage/readers.js';
import { searchFieldsOf } from '../../services/searchIndex.js';
import { frenchNumber } from '../../../model/frenchFormat.js';
import { insertDemoStatistics } from './statistics.js';
import { demoCounts, sqlWords, type DemoWords, type FormulaRecord } from './plan.js';

export interface DemoVolumeOptions {
  catalogueDir: string;
  schemas: DataSchema[];
  siteIds: string[];
  /** DEMO_VOLUME as a factor (1 = a small publisher). */
  factor: number;
  log: (message: string) => void;
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

/** Generates the volume in each demo site; answers the file paths its records use (images to draw, videos to write). */
export async function generateDemoVolume(db: Queryable, opts: DemoVolumeOptions): Promise<void> {
  if (opts.factor === 0) return;
  const started = performance.now();
  const words = readJson<DemoWords>(path.join(opts.catalogueDir, 'demo', 'volume', 'words.json'));
  const formulas = readJson<FormulaRecord[]>(path.join(opts.catalogueDir, 'demo', 'records', 'SubscriptionFormula.json'));
  const counts = demoCounts(opts.factor, words);
  const searchFields = Object.fromEntries(opts.schemas.map((s) => [s._id, searchFieldsOf(s)]));
  const perSite = await withTotalsRebuilt(db, opts.siteIds, async () => {
    const inserted: Record<string, number>[] = [];
    for (const siteId of opts.siteIds) {
      const input: DemoVolumeInput = { siteId, words: sqlWords(words, counts, formulas), now: Math.floor(Date.now() / 1000), counts, searchFields };
      inserted.push({
        ...(await insertEditorialVolume(db, input)),
        ...(await insertReadersVolume(db, input)),
        ...(await insertFeaturesVolume(db, input)),
        ...(await insertDemoStatistics(db, input, opts.factor)),
      });
    }
    return inserted;
  });
  const labels = new Map(opts.schemas.map((s) => [s._id, s.label.toLowerCase()]));
  const summary = Object.entries(perSite[0] ?? {})
    .map(([cls, count]) => `${count} ${labels.get(cls) ?? cls}`)
    .join(', ');
  const seconds = frenchNumber((performance.now() - started) / 1000, 1);
  opts.log(`Volume de démonstration généré en ${seconds} s (DEMO_VOLUME ${opts.factor}), par site (${opts.siteIds.join(', ')}) : ${summary}`);
}
