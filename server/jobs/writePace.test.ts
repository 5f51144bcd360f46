import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_WRITE_MB_S } from '../settings.js';
import { MAX_PACE_MS, setWriteBudget, walOffset, writePace } from './writePace.js';

const MB = 1e6;
const noDatabase = { query: () => Promise.reject(new Error('no database in this test')) };

/** A job's batches on a clock of the test's: `mb` MB of WAL each taking `ms`; answers the waits the pace asked for. */
async function waitsFor(batches: { mb: number; ms: number }[], active = () => true): Promise<number[]> {
  let clock = 0;
  let wal = 100 * MB;
  const waits: number[] = [];
  const pace = writePace(noDatabase, undefined, {
    now: () => clock,
    wait: async (ms) => {
      waits.push(ms);
      clock += ms;
    },
    active,
    position: async () => wal,
  });
  for (const { mb, ms } of batches) {
    wal += mb * MB;
    clock += ms;
    await pace();
  }
  return waits;
}

describe('background writing keeps to its WAL budget while staff use the console', () => {
  afterEach(() => setWriteBudget(DEFAULT_WRITE_MB_S));

  it('waits after each batch, its first included, as long as its WAL takes at the budget less the time it took', async () => {
    setWriteBudget(8);
    // 16 MB in 500 ms: 2 s at 8 MB/s, 1.5 s owed; 4 MB in 1 s: within the budget, no wait; 8 MB in 0.5 s: 0.5 s owed.
    expect(
      await waitsFor([
        { mb: 16, ms: 500 },
        { mb: 4, ms: 1000 },
        { mb: 8, ms: 500 },
      ]),
    ).toEqual([1500, 500]);
  });

  it('goes at full speed when nobody used the console lately, or without a budget', async () => {
    expect(await waitsFor([{ mb: 40, ms: 100 }], () => false)).toEqual([]);
    setWriteBudget(0);
    expect(await waitsFor([{ mb: 40, ms: 100 }])).toEqual([]);
  });

  it('counts the interval from when someone came: what was written before is not owed', async () => {
    let calls = 0;
    // Idle at the making and the first batch, in use from the second on.
    expect(
      await waitsFor(
        [
          { mb: 400, ms: 100 },
          { mb: 400, ms: 100 },
          { mb: 8, ms: 1000 },
        ],
        () => calls++ >= 2,
      ),
    ).toEqual([1000]);
  });

  it('waits MAX_PACE_MS at most, and at most nine times what the batch took: others writing past the budget slow a job, never stop it', async () => {
    setWriteBudget(1);
    expect(await waitsFor([{ mb: 500, ms: 2000 }])).toEqual([MAX_PACE_MS]);
    expect(await waitsFor([{ mb: 40, ms: 100 }])).toEqual([900]);
  });

  it('ends a wait when the job is stopped', async () => {
    setWriteBudget(1);
    let wal = 0;
    const stop = new AbortController();
    const pace = writePace(noDatabase, stop.signal, { active: () => true, position: async () => wal });
    await pace();
    wal += 1000 * MB;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    setTimeout(() => stop.abort(), 20);
    await pace();
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('reads a WAL position as a byte offset', () => {
    expect(walOffset('0/10')).toBe(16);
    expect(walOffset('16/B374D848')).toBe(0x16 * 2 ** 32 + 0xb374d848);
  });

  it("gives a job no budget where PostgreSQL refuses the WAL's position, asking it once; a pool closing fails nothing", async () => {
    let asked = 0;
    const refusing = { query: () => (asked++, Promise.reject(Object.assign(new Error('permission denied'), { code: '42501' }))) };
    const pace = writePace(refusing, undefined, { active: () => true });
    await pace();
    await pace();
    expect(asked).toBe(1);
    const closing = writePace(noDatabase, undefined, { active: () => true });
    await expect(closing()).resolves.toBeUndefined();
  });
});
