import { describe, expect, it } from 'vitest';
import { buildInfo } from './environment';

describe("the environment popup's build lines", () => {
  it('shows the tag, the commit and the build date, local time', () => {
    const date = new Date(2026, 10, 23, 15, 40);
    expect(buildInfo({ VITE_BUILD_TAG: 'v1.38.3', VITE_BUILD_COMMIT: 'a'.repeat(40), VITE_BUILD_DATE: date.toISOString() })).toEqual({
      tag: 'v1.38.3',
      commit: 'a'.repeat(40),
      date: '23/11/2026 15:40',
    });
  });

  it('says in words what a build outside a clone, or without a tag, does not know', () => {
    expect(buildInfo({ VITE_BUILD_TAG: '', VITE_BUILD_COMMIT: '' })).toEqual({
      tag: 'aucun',
      commit: 'inconnu (construit hors dépôt git)',
      date: 'inconnue',
    });
  });
});
