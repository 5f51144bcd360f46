// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebounced } from './useDebounced';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a debounced callback', () => {
  it('runs once, with the latest arguments, the wait after the last call', () => {
    const fn = vi.fn();
    const { result } = renderHook(() => useDebounced(fn, 500));
    act(() => {
      result.current('a');
      vi.advanceTimersByTime(300);
      result.current('ab');
      vi.advanceTimersByTime(499);
    });
    expect(fn).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(fn).toHaveBeenCalledExactlyOnceWith('ab');
  });

  it('runs a pending call at once on flush, and nothing after unmounting', () => {
    const fn = vi.fn();
    const { result, unmount } = renderHook(() => useDebounced(fn, 200));
    act(() => result.current(1));
    act(() => result.current.flush());
    expect(fn).toHaveBeenCalledExactlyOnceWith(1);
    act(() => result.current(2));
    unmount();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
