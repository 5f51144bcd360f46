import { describe, expect, it } from 'vitest';
import { OrderedWrites } from './orderedWrites.js';

/** A promise and its resolve, for a test to end a write when it chooses. */
function later<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}
const tick = () => new Promise((r) => setImmediate(r));

describe('OrderedWrites', () => {
  it('runs two writes at once and reports them in their order, whichever ends first', async () => {
    const writes = new OrderedWrites(2);
    const told: string[] = [];
    const first = later<string>();
    const second = later<string>();
    await writes.room();
    writes.add({ write: () => first.promise, report: async (r) => void told.push(r) });
    await writes.room();
    writes.add({ write: () => second.promise, report: async (r) => void told.push(r) });
    let third = false;
    const room = writes.room().then(() => (third = true));
    second.resolve('second');
    await tick();
    expect(told).toEqual([]);
    expect(third).toBe(false);
    first.resolve('first');
    await room;
    expect(told).toEqual(['first', 'second']);
  });

  it('gives a batch that must be alone its turn once every earlier one is reported', async () => {
    const writes = new OrderedWrites(2);
    const told: number[] = [];
    const first = later();
    writes.add({ write: () => first.promise, report: async () => void told.push(1) });
    let alone = false;
    const room = writes.room(true).then(() => (alone = true));
    await tick();
    expect(alone).toBe(false);
    first.resolve();
    await room;
    expect(told).toEqual([1]);
  });

  it("throws an earlier batch's failure where the next one waits for room, and reports nothing after it", async () => {
    const writes = new OrderedWrites(2);
    const told: number[] = [];
    writes.add({ write: () => Promise.reject(new Error('panne')), report: async () => void told.push(1) });
    writes.add({ write: async () => undefined, report: async () => void told.push(2) });
    await expect(writes.room(true)).rejects.toThrow('panne');
    await writes.settled();
    expect(told).toEqual([]);
  });
});
