// The browser walks cover a third of the screens drawn from a type each day, another third the next (issue 29: sample
// rather than repeat in the browser walks): every screen is seen every three days, at a third of CI's time.
import { createHash } from 'node:crypto';

const DAY = Math.floor(Date.now() / 86_400_000);

/** Whether `key` (an address) is in today's third. By its hash, not an order: the same day draws the same screens. */
export const inTodaysThird = (key: string): boolean => createHash('sha1').update(key).digest()[0] % 3 === DAY % 3;
