import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_YIELD_MS, requestsUnderWay, trackRequests, yieldToRequests } from './requestPriority.js';

describe('background work gives way to requests', () => {
  const app = Fastify();
  trackRequests(app);
  let answer: () => void = () => undefined;
  app.get('/slow', () => new Promise<string>((resolve) => (answer = () => resolve('ok'))));
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
});
