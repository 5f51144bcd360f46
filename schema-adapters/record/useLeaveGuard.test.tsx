// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLeaveGuard } from './useLeaveGuard';

describe('leave guard', () => {
  it('blocks while there are edits, and never again once released, whatever the screen reports on its way out', async () => {
    const { result } = renderHook(() => useLeaveGuard());
    const guard = () => result.current[0];
    expect(guard().shouldBlock()).toBe(false);
    act(() => guard().setDirty(true));
    expect(guard().shouldBlock()).toBe(true);

    // A creation saved: the screen lets the redirection through, then its last renders report its (unsaved-looking) form.
    act(() => guard().release());
    expect(guard().shouldBlock()).toBe(false);
    act(() => guard().setDirty(true));
    expect(guard().shouldBlock()).toBe(false);
    expect(await guard().confirmLeave()).toBe(true);
  });
});
