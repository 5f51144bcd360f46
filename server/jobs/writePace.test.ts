import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_WRITE_MB_S } from '../settings.js';
import { MAX_PACE_MS, setWriteBudget, walOffset, writePace } from './writePace.js';

const MB = 1e6;

/** A job's batches on a clock of the test's: `writes` MB of WAL each taking `ms`; answers the waits the pace asked for. */
async function waitsFor(batches: { mb: number; ms: number }[], active = true): Promise<number[]> {
  let clock = 0;
  let wal = 100 * MB;
  const waits: number[] = [];
  const pace = writePace(
    { query: () => Promise.reject(new Error('no database in this test')) },
    {
      now: () => clock,
      wait: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
      active: () => active,
      position: async () => wal,
    },
  );
  await pace();
  for (const { mb, ms } of batches) {
    wal += mb * MB;
    clock += ms;
    await pace();
  }
  return waits;
}

describe('background writing keeps to its WAL budget while staff use the console', () => {
  afterEach(() => setWriteBudget(DEFAULT_WRITE_MB_S));

  it('waits after a batch as long as its WAL takes at the budget, less the time the batch took', async () => {
    setWriteBudget(8);
    // 16 MB in 500 ms: 2 s at 8 MB/s, 1.5 s owed; 4 MB in 1 s: within the budget, no wait.
    expect(
      await waitsFor([
        { mb: 16, ms: 500 },
        { mb: 4, ms: 1000 },
      ]),
    ).toEqual([1500]);
  });

  it('goes at full speed when nobody used the console lately, or without a budget', async () => {
    expect(await waitsFor([{ mb: 40, ms: 100 }], false)).toEqual([]);
    setWriteBudget(0);
    expect(await waitsFor([{ mb: 40, ms: 100 }])).toEqual([]);
  });

  it('waits MAX_PACE_MS at most, however much one batch wrote', async () => {
    setWriteBudget(1);
    expect(await waitsFor([{ mb: 500, ms: 10 }])).toEqual([MAX_PACE_MS]);
  });

  it('reads a WAL position as a byte offset', () => {
    expect(walOffset('0/10')).toBe(16);
    expect(walOffset('16/B374D848')).toBe(0x16 * 2 ** 32 + 0xb374d848);
  });

  it('gives a database that refuses the WAL position no budget rather than a failed job', async () => {
    const pace = writePace({ query: () => Promise.reject(new Error('permission denied')) }, { active: () => true });
    await expect(pace()).resolves.toBeUndefined();
    await expect(pace()).resolves.toBeUndefined();
  });
});
