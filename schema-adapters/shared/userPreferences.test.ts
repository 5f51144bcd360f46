// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, readPreferences, usePreference, writePreference } from './userPreferences';

afterEach(() => localStorage.clear());

describe("a person's own display settings", () => {
  it('start at the standard density, developer mode on (the spec shows developers the keys)', () => {
    expect(readPreferences('camille')).toEqual(DEFAULT_PREFERENCES);
  });

  it('are kept per login in this browser, one person apart from the other', () => {
    writePreference('camille', 'density', 'compact');
    expect(readPreferences('camille')).toEqual({ density: 'compact', developerMode: true });
    expect(readPreferences('dominique')).toEqual(DEFAULT_PREFERENCES);
    expect(JSON.parse(localStorage.getItem('console-preferences-camille')!)).toEqual({ density: 'compact', developerMode: true });
  });

  it('read a damaged or foreign entry as the defaults', () => {
    localStorage.setItem('console-preferences-camille', '{pas du json');
    expect(readPreferences('camille')).toEqual(DEFAULT_PREFERENCES);
    localStorage.setItem('console-preferences-camille', JSON.stringify({ density: 'énorme', developerMode: 'oui' }));
    expect(readPreferences('camille')).toEqual(DEFAULT_PREFERENCES);
  });

  it('reach every reader at once when one changes them', () => {
    const first = renderHook(() => usePreference('camille', 'developerMode'));
    const second = renderHook(() => usePreference('camille', 'developerMode'));
    act(() => first.result.current[1](false));
    expect(second.result.current[0]).toBe(false);
    expect(readPreferences('camille').developerMode).toBe(false);
  });
});
