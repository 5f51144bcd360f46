// Staff at work on any console server, for the background writing of a process that serves none (`npm run worker`) or
// whose staff work on another server of the fleet (writePace.ts): each server marks in PostgreSQL, at most every
// MARK_EVERY_MS, that someone works on it (storage/staffActivity.ts), and a job's pace reads the mark, at most every
// READ_EVERY_MS, without waiting for it (the answer it has until the next one comes).
import type { Queryable } from '../storage/db.js';
import { markStaffActivity, staffActivityAgeMs } from '../storage/staffActivity.js';

export const MARK_EVERY_MS = 2_000;
export const READ_EVERY_MS = 1_000;

/** Called on each staff request of this server: marks the fleet's row, once per MARK_EVERY_MS, without waiting. */
export function staffActivityMarker(db: Queryable, now = () => performance.now()): () => void {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    if (at - last < MARK_EVERY_MS) return;
    last = at;
    // A lost mark is a job paced a moment later: nothing to tell the request.
    markStaffActivity(db).catch(() => undefined);
  };
}

export interface FleetActivity {
  /** True when staff worked on any server within `ms` (as of the last read, plus the time since it). */
  within(ms: number): boolean;
}

/** The fleet's mark as this process last read it; a read under way at most, and only when a job asks. */
export function fleetActivity(db: Queryable, now = () => performance.now()): FleetActivity {
  let readAt = Number.NEGATIVE_INFINITY;
  let ageAtRead = Number.POSITIVE_INFINITY;
  let reading = false;
  const refresh = () => {
    reading = true;
    const started = now();
    staffActivityAgeMs(db)
      .then((age) => {
        readAt = started;
        ageAtRead = age;
      })
      // A database refusing the read (a pool closing): nobody at work, as far as this process knows.
      .catch(() => {
        readAt = started;
        ageAtRead = Number.POSITIVE_INFINITY;
      })
      .finally(() => (reading = false));
  };
  return {
    within(ms) {
      const at = now();
      if (!reading && at - readAt >= READ_EVERY_MS) refresh();
      return ageAtRead + (at - readAt) < ms;
    },
  };
}
