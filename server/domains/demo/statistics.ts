// The demo sites' statistics: their events and tournament participants (storage/statistics.ts), in the partitions
// and rollups of the statistics domain.
import type { Queryable } from '../../storage/db.js';
import { ensureEventPartitions, rebuildRollups } from '../statistics/index.js';
import { insertPlays, insertTournament, insertViews } from './storage/statistics.js';
import type { DemoVolumeInput } from './storage/volume.js';

/** Plays per site at DEMO_VOLUME 1, 1,000,000 over the two demo sites (views: half as many; participants: 400). */
const FULL_PLAYS = 500_000;

/** Events and participants of one demo site at a DEMO_VOLUME factor; its rollups rebuilt. Counts for the seed's log. */
export async function insertDemoStatistics(db: Queryable, input: DemoVolumeInput, factor: number): Promise<Record<string, number>> {
  const plays = Math.max(1, Math.round(FULL_PLAYS * factor));
  const now = new Date(input.now * 1000);
  // The tournament's months (a year back at most) and the 90 days of plays.
  await ensureEventPartitions(db, new Date(now.getTime() - 400 * 86_400_000), now);
  const counts = {
    Participant: await insertTournament(db, input, Math.max(20, Math.round(400 * factor))),
    lectures: await insertPlays(db, input, plays),
    vues: await insertViews(db, input, Math.ceil(plays / 2)),
  };
  await rebuildRollups(db, input.siteId);
  return counts;
}
