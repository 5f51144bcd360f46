// The demo sites' statistics: their events and tournament participants (storage/statistics.ts), in the partitions
// and rollups of the statistics domain, made in steps of their own (fill.ts): events in chunks, so that no
// transaction of the fill lasts long enough to hold back a schema save's index build (issue 29).
import type { Queryable } from '../../storage/db.js';
import { ensureEventPartitions, rebuildRollups } from '../statistics/index.js';
import { insertPlays, insertTournament, insertViews } from './storage/statistics.js';
import type { DemoVolumeInput, PartStep } from './storage/volume.js';

/** Plays per site at DEMO_VOLUME 1, 1,000,000 over the two demo sites (views: half as many; participants: 400). */
const FULL_PLAYS = 500_000;
/** Events inserted per step: a second of work at most, about 4 MB of WAL (paced between steps: jobs/writePace.ts). */
export const EVENTS_PER_STEP = 10_000;

type InsertEvents = (db: Queryable, input: DemoVolumeInput, count: number, chunk: number) => Promise<number>;

/** The steps of 50,000 events of the fills before 2026-12-05: one of them recorded as done covers its five steps now. */
const OLDER_STEP = 50_000;

/** `total` events (counted as `name`) in steps of EVENTS_PER_STEP, `name-block.part` (block: the older steps' number). */
const chunked = (name: string, total: number, insert: InsertEvents): PartStep[] =>
  Array.from({ length: Math.ceil(total / EVENTS_PER_STEP) }, (_, k) => {
    const block = Math.floor((k * EVENTS_PER_STEP) / OLDER_STEP) + 1;
    const part = (k % (OLDER_STEP / EVENTS_PER_STEP)) + 1;
    return {
      key: `${name}-${block}.${part}`,
      olderKey: `${name}-${block}`,
      run: async (db, input) => ({ [name]: await insert(db, input, Math.min(EVENTS_PER_STEP, total - k * EVENTS_PER_STEP), k + 1) }),
    };
  });

/** A demo site's statistics at a DEMO_VOLUME factor: participants, plays and views, then the rollups rebuilt. */
export function statisticsSteps(factor: number): PartStep[] {
  const plays = Math.max(1, Math.round(FULL_PLAYS * factor));
  return [
    {
      key: 'Participant',
      run: async (db, input) => {
        const now = new Date(input.now * 1000);
        // The tournament's months (a year back at most) and the 90 days of plays.
        await ensureEventPartitions(db, new Date(now.getTime() - 400 * 86_400_000), now);
        return { Participant: await insertTournament(db, input, Math.max(20, Math.round(400 * factor))) };
      },
    },
    ...chunked('lectures', plays, insertPlays),
    ...chunked('vues', Math.ceil(plays / 2), insertViews),
    {
      key: 'rollups',
      run: async (db, input) => {
        await rebuildRollups(db, input.siteId);
        return {};
      },
    },
  ];
}
