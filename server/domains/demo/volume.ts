// The demo sites' volume (issue 8), generated after the first start by the demo's fill (fill.ts): one step per site and
// type (and per chunk of events), each its own short transaction, no table locked (asBulkLoad). A long transaction
// would hold back every schema save's CONCURRENTLY index build until it ends (issue 29).
import type { DataSchema } from '../../../model/metaSchema.js';
import { asBulkLoad } from '../../storage/bulkLoad.js';
import type { Queryable } from '../../storage/db.js';
import { insertGenerated, type DemoVolumeInput, type GeneratedType, type PartStep } from './storage/volume.js';
import { EDITORIAL_TYPES } from './storage/editorial.js';
import { FEATURE_TYPES } from './storage/features.js';
import { READER_TYPES } from './storage/readers.js';
import { searchFieldsOf } from '../../services/searchIndex.js';
import { statisticsSteps } from './statistics.js';
import { demoCounts, sqlWords, type DemoWords, type FormulaRecord } from './plan.js';

export interface VolumeStep {
  /** `site/part/what`: what the fill's state records as done. */
  id: string;
  /** What a fill stopped by an older version recorded as done for it: its part (`site/part`), or a larger step. */
  doneAs: string[];
  siteId: string;
  /** French, for the progress line. */
  label: string;
  /** Inserts its records in the caller's transaction; answers the records made, by type. */
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

const ofTypes = (types: GeneratedType[]): PartStep[] =>
  types.map(([cls, select]) => ({ key: cls, run: async (db, input) => ({ [cls]: await insertGenerated(db, input, cls, select) }) }));

const PARTS: { part: string; label: string; steps: (factor: number) => PartStep[] }[] = [
  { part: 'editorial', label: 'contenus', steps: () => ofTypes(EDITORIAL_TYPES) },
  { part: 'readers', label: 'lecteurs et achats', steps: () => ofTypes(READER_TYPES) },
  { part: 'features', label: 'brèves, newsletters, quiz et sondages', steps: () => ofTypes(FEATURE_TYPES) },
  { part: 'statistics', label: 'statistiques', steps: statisticsSteps },
];

/** The steps that generate the volume, in order (none at factor 0). */
export function volumeSteps(plan: VolumePlan): VolumeStep[] {
  if (plan.factor === 0) return [];
  const counts = demoCounts(plan.factor, plan.words);
  const searchFields = Object.fromEntries(plan.schemas.map((s) => [s._id, searchFieldsOf(s)]));
  const words = sqlWords(plan.words, counts, plan.formulas);
  return plan.siteIds.flatMap((siteId) => {
    const input: DemoVolumeInput = { siteId, words, now: plan.now, counts, searchFields };
    return PARTS.flatMap(({ part, label, steps }) =>
      steps(plan.factor).map(({ key, olderKey, run }) => ({
        id: `${siteId}/${part}/${key}`,
        doneAs: [`${siteId}/${part}`, ...(olderKey ? [`${siteId}/${part}/${olderKey}`] : [])],
        siteId,
        label: `${siteId} : ${label}`,
        run: (db: Queryable) => asBulkLoad(db, [siteId], () => run(db, input)),
      })),
    );
  });
}
