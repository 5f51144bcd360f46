import { describe, expect, it } from 'vitest';
import { fleetActivity, MARK_EVERY_MS, READ_EVERY_MS, staffActivityMarker } from './fleetActivity.js';

/** A database answering the mark's age (ms since staff worked), counting the statements it was sent. */
function fakeDatabase(age: () => number | null | Error) {
  const sent: string[] = [];
  const db = {
    query: async (config: { text: string }) => {
      sent.push(config.text);
      const answer = age();
      if (answer instanceof Error) throw answer;
      return { rows: config.text.startsWith('SELECT') && answer !== null ? [{ ago: answer }] : [], rowCount: 1 };
    },
  };
  return { db: db as never, sent };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the fleet's mark of staff at work", () => {
  it('is marked once per interval, however many staff requests come', () => {
    let clock = 0;
    const { db, sent } = fakeDatabase(() => null);
    const mark = staffActivityMarker(db, () => clock);
    for (let i = 0; i < 50; i++) {
      mark();
      clock += 100;
    }
    // 5 s of requests: at 0, 2 s and 4 s.
    expect(sent.filter((text) => text.startsWith('UPDATE staff_activity'))).toHaveLength(Math.ceil(5_000 / MARK_EVERY_MS));
  });

  it('tells a process without requests that staff work elsewhere, from the last read plus the time since', async () => {
    let clock = 0;
    const { db, sent } = fakeDatabase(() => 3_000);
    const fleet = fleetActivity(db, () => clock);
    // Nothing known before the first answer: not at work.
    expect(fleet.within(10_000)).toBe(false);
    await settled();
    expect(fleet.within(10_000)).toBe(true);
    // Read again at most once a second: 6.5 s later, the mark then 3 s old is 9.5 s old.
    const reads = sent.length;
    clock += 500;
    expect(fleet.within(10_000)).toBe(true);
    expect(sent.length).toBe(reads);
    clock += READ_EVERY_MS;
    fleet.within(10_000);
    expect(sent.length).toBe(reads + 1);
  });

  it('counts the mark as old when nobody worked lately, never marked, or the database refuses the read', async () => {
    for (const age of [60_000, null, new Error('pool closed')]) {
      const fleet = fleetActivity(fakeDatabase(() => age).db, () => 0);
      fleet.within(10_000);
      await settled();
      expect(fleet.within(10_000)).toBe(false);
    }
  });

  it('ages the last answer while no new one comes', async () => {
    let clock = 0;
    let age = 1_000;
    const fleet = fleetActivity(fakeDatabase(() => age).db, () => clock);
    fleet.within(10_000);
    await settled();
    age = 60_000;
    clock = 9_500;
    // The read asked now has not answered: the last one, 1 s old at its time and 9.5 s since, says 10.5 s.
    expect(fleet.within(10_000)).toBe(false);
  });
});
