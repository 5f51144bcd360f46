import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_YIELD_MS, requestsUnderWay, SLICE_MS, staffActiveWithin, timeSlices, trackRequests, yieldToRequests } from './requestPriority.js';

describe('background work gives way to requests', () => {
  const app = Fastify();
  trackRequests(app, (request) => request.headers.cookie === 'session=s');
  let answer: () => void = () => undefined;
  app.get('/slow', () => new Promise<string>((resolve) => (answer = () => resolve('ok'))));
  app.get('/api/site/data/Type', () => ({ data: [] }));
  app.put('/api/site/presence/Type/r1', { config: { unattended: true } }, () => ({ viewers: [] }));
  afterAll(() => app.close());

  it('waits while a request is being answered, at most MAX_YIELD_MS, and not once it is answered', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as { port: number };
    expect(requestsUnderWay()).toBe(false);
    const reply = fetch(`http://127.0.0.1:${address.port}/slow`);
    await expect.poll(() => requestsUnderWay()).toBe(true);
    let started = performance.now();
    await yieldToRequests();
    expect(performance.now() - started).toBeGreaterThanOrEqual(MAX_YIELD_MS);
    // The same request two seconds on would be a stream (live events) or a long transfer: no longer waited for.
    expect(requestsUnderWay(performance.now() + 2_500)).toBe(false);
    answer();
    expect(await (await reply).text()).toBe('ok');
    await expect.poll(() => requestsUnderWay()).toBe(false);
    started = performance.now();
    await yieldToRequests();
    expect(performance.now() - started).toBeLessThan(MAX_YIELD_MS);
  });

  it("counts a signed-in request as the console in use, not a machine's nor a screen's heartbeat", async () => {
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const since = performance.now();
    const inUse = () => staffActiveWithin(performance.now() - since);
    await fetch(`${base}/api/site/data/Type`).then((r) => r.text());
    expect(inUse()).toBe(false);
    await fetch(`${base}/api/site/presence/Type/r1`, { method: 'PUT', headers: { cookie: 'session=s' } }).then((r) => r.text());
    expect(inUse()).toBe(false);
    await fetch(`${base}/api/site/data/Type`, { headers: { cookie: 'session=s' } }).then((r) => r.text());
    expect(inUse()).toBe(true);
    expect(staffActiveWithin(10_000, performance.now() + 10_001)).toBe(false);
  });
});

describe('a loop of small steps in time slices', () => {
  /** Steps of `costs` ms each on a clock of the test's: the steps after which the requests got their turn. */
  const turnsAfter = async (costs: number[]) => {
    let clock = 0;
    const turns: number[] = [];
    const slice = timeSlices({ now: () => clock, turn: async () => void turns.push(done) });
    let done = 0;
    for (const cost of costs) {
      await slice();
      clock += cost;
      done++;
    }
    await slice();
    return turns;
  };

  it('gives the requests their turn once a slice of work has run, however many steps that was', async () => {
    // Cheap steps, four to a slice: one turn per four of them, not one per step.
    const quarter = SLICE_MS / 4;
    expect(await turnsAfter(Array(12).fill(quarter))).toEqual([4, 8, 12]);
    // A slow step (a row with many references, a large rich text) is followed by a turn at once.
    expect(await turnsAfter([quarter, 3 * SLICE_MS, quarter, quarter])).toEqual([2]);
    expect(await turnsAfter([])).toEqual([]);
  });
});
