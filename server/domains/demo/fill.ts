// The demo's fill: what the first start leaves to do once the console answers (the generated volume, then the files
// the records name), run as the DEMO_FILL job (plugin.ts) whose bar the console shows. Its state (app_state
// `demoFill`, written by the seed) lists the steps done, so a stopped fill goes on at the next start where it was.
import fs from 'node:fs';
import path from 'node:path';
import { frenchNumber } from '../../../model/frenchFormat.js';
import type { Binaries } from '../../integrations/ffmpeg/index.js';
import { readCatalogueSchemas } from '../catalogue/index.js';
import { yieldToRequests } from '../../jobs/requestPriority.js';
import { writePace } from '../../jobs/writePace.js';
import { getState, setState } from '../../storage/appState.js';
import { inRetriedTransaction, type Queryable } from '../../storage/db.js';
import type { FileStore } from '../../storage/fileStore.js';
import type pg from 'pg';
import { documentPathsOf, writeDemoDocuments } from './documents.js';
import { drawDemoImages, imagePathsOf } from './images.js';
import { wantedCount, type DemoWords, type FormulaRecord } from './plan.js';
import { lockDemoFill } from './storage/fill.js';
import { DEMO_SOURCE_FILES, demoSourceFile, referencedFilePaths } from './storage/volume.js';
import { demoSourceClip, videoPathsOf, videoSourcesOf, writeDemoVideos } from './videos.js';
import { volumeSteps } from './volume.js';

const STATE = 'demoFill';

export interface DemoFillState {
  factor: number;
  siteIds: string[];
  /** Epoch seconds of the seed. */
  now: number;
  done: string[];
  /** Records made per site, [type, count] in the order made (a jsonb object would not keep it), for the log's last line. */
  counts: Record<string, [string, number][]>;
}

/** Written in the seed's transaction: the fill to run once the console answers. */
export const planDemoFill = (db: Queryable, factor: number, siteIds: string[]) =>
  setState(db, STATE, { factor, siteIds, now: Math.floor(Date.now() / 1000), done: [], counts: {} } satisfies DemoFillState);

/** True while a first start's demo is still being filled (GET /api/health says so). */
export const demoFilling = async (db: Queryable): Promise<boolean> => !!(await getState(db, STATE));

export interface DemoFillOptions {
  catalogueDir: string;
  /**
   * The server's file store, and the ffmpeg the demo's video clip is made with (FFMPEG_PATH); without them (benches on
   * a bare database) no file is written.
   */
  files?: { store: FileStore; binaries: Binaries };
  log: (message: string) => void;
  /** Between two steps: the job's bar (and its check that it may go on). */
  progress?: (fraction: number, text: string) => Promise<void>;
  signal?: AbortSignal;
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

interface Step {
  id: string;
  /** What a fill stopped by an older version recorded as done for it (its whole part, a larger step). */
  doneAs?: string[];
  label: string;
  /** In a transaction holding the fill's lock; answers the records made by type, if any. */
  run(db: pg.PoolClient): Promise<Record<string, number> | void>;
}

/** Runs the steps not done yet; answers false when there was nothing to fill. */
export async function fillDemo(pool: pg.Pool, opts: DemoFillOptions): Promise<boolean> {
  const planned = (await getState(pool, STATE)) as DemoFillState | null | undefined;
  if (!planned) return false;
  const started = performance.now();
  const demoDir = path.join(opts.catalogueDir, 'demo');
  const volume = volumeSteps({
    schemas: readCatalogueSchemas(opts.catalogueDir),
    siteIds: planned.siteIds,
    factor: planned.factor,
    now: planned.now,
    words: readJson<DemoWords>(path.join(demoDir, 'volume', 'words.json')),
    formulas: readJson<FormulaRecord[]>(path.join(demoDir, 'records', 'SubscriptionFormula.json')),
  });
  const drawn = new Map<string, Promise<Buffer>>();
  const files = opts.files && { store: opts.files.store, clip: sourceClip(opts.files.binaries) };
  const fileSteps: Step[] = files
    ? planned.siteIds.map((siteId) => ({
        id: `${siteId}/files`,
        label: `${siteId} : images, vidéos et documents`,
        run: async (db) => {
          const { store, clip } = files;
          const named = await referencedFilePaths(db, siteId);
          await Promise.all([
            drawDemoImages(store, siteId, imagePathsOf(named), drawn),
            writeDemoVideos(store, siteId, videoPathsOf(named), clip),
            writeDemoDocuments(store, siteId, documentPathsOf(named)),
          ]);
        },
      }))
    : [];
  const steps: Step[] = [...volume, ...fileSteps];
  const pace = writePace(pool, opts.signal);
  for (const [i, step] of steps.entries()) {
    if (opts.signal?.aborted) throw new Error('Remplissage de la démonstration interrompu');
    const ran = await inRetriedTransaction(pool, async (db) => {
      await lockDemoFill(db);
      const state = (await getState(db, STATE)) as DemoFillState | null;
      if (!state || [step.id, ...(step.doneAs ?? [])].some((id) => state.done.includes(id))) return false;
      const made = await step.run(db);
      const site = step.id.slice(0, step.id.indexOf('/'));
      if (made) state.counts[site] = addCounts(state.counts[site] ?? [], made);
      await setState(db, STATE, { ...state, done: [...state.done, step.id] });
      return true;
    });
    const fraction = (i + 1) / steps.length;
    // One line per part (its last step), not per type.
    if (ran && steps[i + 1]?.label !== step.label) opts.log(`Démonstration : ${progressBar(fraction)} ${step.label}`);
    await opts.progress?.(fraction, step.label);
    await yieldToRequests();
    await pace();
  }
  const state = (await getState(pool, STATE)) as DemoFillState | null;
  if (!state) return true;
  await setState(pool, STATE, null);
  const summary = state.counts[state.siteIds[0]] ?? [];
  if (summary.length) {
    const labels = new Map(readCatalogueSchemas(opts.catalogueDir).map((s) => [s._id, s.label.toLowerCase()]));
    const seconds = frenchNumber((performance.now() - started) / 1000, 1);
    opts.log(
      `Volume de démonstration généré en ${seconds} s (DEMO_VOLUME ${state.factor}), par site (${state.siteIds.join(', ')}) : ${summary
        .map(([cls, count]) => `${count} ${labels.get(cls) ?? cls}`)
        .join(', ')}`,
    );
  }
  opts.log('Démonstration complète');
  return true;
}

/** Counts by type in the order first made, a chunk's added to the earlier ones of its kind. */
function addCounts(counts: [string, number][], made: Record<string, number>): [string, number][] {
  const sums = new Map(counts);
  for (const [kind, count] of Object.entries(made)) sums.set(kind, (sums.get(kind) ?? 0) + count);
  return [...sums];
}

/** The demo's source clip, made by ffmpeg the first time it is asked for. */
function sourceClip(binaries: Binaries): () => Promise<Buffer | undefined> {
  let clip: Promise<Buffer | undefined> | undefined;
  return () => (clip ??= demoSourceClip(binaries));
}

/**
 * Before the console answers, while a fill is to come: the video sources the demo's Videos name (the hand-written
 * ones, and the few the volume's share), so that the encodes the server starts at once find them.
 */
export async function writeDemoVideoSources(pool: pg.Pool, store: FileStore, binaries: Binaries): Promise<void> {
  const state = (await getState(pool, STATE)) as DemoFillState | null | undefined;
  if (!state) return;
  const clip = sourceClip(binaries);
  // The volume's Videos take the source files in turn: a small volume names fewer than there are (the others would be orphans).
  const generated = Array.from({ length: Math.min(DEMO_SOURCE_FILES, wantedCount('Video', state.factor)) }, (_, i) => demoSourceFile(i + 1));
  for (const siteId of state.siteIds) {
    const named = videoSourcesOf(videoPathsOf(await referencedFilePaths(pool, siteId)));
    await writeDemoVideos(store, siteId, [...new Set([...named, ...generated])], clip);
  }
}

/** `[########------------]  40 %`: the start's progress line. */
export function progressBar(fraction: number): string {
  const filled = Math.round(fraction * 20);
  return `[${'#'.repeat(filled)}${'-'.repeat(20 - filled)}] ${String(Math.round(fraction * 100)).padStart(3)} %`;
}
