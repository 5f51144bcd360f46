import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatcher } from './batcher';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const setup = () => {
  const onFlush = vi.fn();
  return { onFlush, batcher: createBatcher(onFlush, { wait: 500, maxWait: 5000, now: () => Date.now() }) };
};

describe('createBatcher (history debounce 500 ms, max wait 5 s)', () => {
  it('closes a batch 500 ms after the last edit', () => {
    const { onFlush, batcher } = setup();
    batcher.schedule();
    vi.advanceTimersByTime(300);
    batcher.schedule();
    vi.advanceTimersByTime(499);
    expect(onFlush).not.toHaveBeenCalled();
    expect(batcher.pending).toBe(true);
    vi.advanceTimersByTime(1);
    expect(onFlush).toHaveBeenCalledTimes(1);
    expect(batcher.pending).toBe(false);
  });

  it('closes a batch after 5 s even while edits keep coming', () => {
    const { onFlush, batcher } = setup();
    for (let t = 0; t < 6000; t += 100) {
      batcher.schedule();
      vi.advanceTimersByTime(100);
    }
    // One batch at 5 s; the edits after it form the next one, still open.
    expect(onFlush).toHaveBeenCalledTimes(1);
    expect(batcher.pending).toBe(true);
  });

  it('flushes at once on demand, and only when a batch is open', () => {
    const { onFlush, batcher } = setup();
    batcher.flush();
    expect(onFlush).not.toHaveBeenCalled();
    batcher.schedule();
    batcher.flush();
    expect(onFlush).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(onFlush).toHaveBeenCalledTimes(1);
  });

  it('drops an open batch on cancel', () => {
    const { onFlush, batcher } = setup();
    batcher.schedule();
    batcher.cancel();
    vi.advanceTimersByTime(6000);
    expect(onFlush).not.toHaveBeenCalled();
    expect(batcher.pending).toBe(false);
  });
});
