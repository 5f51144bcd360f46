// The demo sites' volume (issue 8), generated after the first start by the demo's fill (fill.ts), one step per site and
// part, each its own transaction: a step is a few seconds of inserts, no table locked (asBulkLoad).
import type { DataSchema } from '../../../model/metaSchema.js';
import { asBulkLoad } from '../../storage/bulkLoad.js';
import type { Queryable } from '../../storage/db.js';
import type { DemoVolumeInput } from './storage/volume.js';
import { insertEditorialVolume } from './storage/editorial.js';
import { insertFeaturesVolume } from './storage/features.js';
import { insertReadersVolume } from './storage/readers.js';
import { searchFieldsOf } from '../../services/searchIndex.js';
import { insertDemoStatistics } from './statistics.js';
import { demoCounts, sqlWords, type DemoWords, type FormulaRecord } from './plan.js';

export interface VolumeStep {
  /** `site/part`: what the fill's state records as done. */
  id: string;
  siteId: string;
  /** French, for the progress line. */
  label: string;
  /** Inserts the part in the caller's transaction; answers the records made, by type. */
  run(db: Queryable): Promise<Record<string, number>>;
}

export interface VolumePlan {
  schemas: DataSchema[];
  siteIds: string[];
  /** DEMO_VOLUME as a factor (1 = a small publisher). */
  factor: number;
  /** The seed's time (epoch seconds): every step dates its records from it, whenever it runs. */
  now: number;
  words: DemoWords;
  formulas: FormulaRecord[];
}

const PARTS: { part: string; label: string; insert: (db: Queryable, input: DemoVolumeInput, factor: number) => Promise<Record<string, number>> }[] = [
  { part: 'editorial', label: 'contenus', insert: insertEditorialVolume },
  { part: 'readers', label: 'lecteurs et achats', insert: insertReadersVolume },
  { part: 'features', label: 'brèves, newsletters, quiz et sondages', insert: insertFeaturesVolume },
  { part: 'statistics', label: 'statistiques', insert: insertDemoStatistics },
];

/** The steps that generate the volume, in order (none at factor 0). */
export function volumeSteps(plan: VolumePlan): VolumeStep[] {
  if (plan.factor === 0) return [];
  const counts = demoCounts(plan.factor, plan.words);
  const searchFields = Object.fromEntries(plan.schemas.map((s) => [s._id, searchFieldsOf(s)]));
  const words = sqlWords(plan.words, counts, plan.formulas);
  return plan.siteIds.flatMap((siteId) =>
    PARTS.map(({ part, label, insert }) => ({
      id: `${siteId}/${part}`,
      siteId,
      label: `${siteId} : ${label}`,
      run: (db: Queryable) => asBulkLoad(db, [siteId], () => insert(db, { siteId, words, now: plan.now, counts, searchFields }, plan.factor)),
    })),
  );
}
