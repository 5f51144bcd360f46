import { describe, expect, it } from 'vitest';
import { createTypeAhead, typeAheadMatch } from './typeAhead';

describe("a list's type-ahead (spec 001 §9: reset after 2 s)", () => {
  it('adds the letters typed within 2 s, and starts over after a longer pause', () => {
    const typed = createTypeAhead();
    expect(typed('f', 0)).toBe('f');
    expect(typed('e', 1_500)).toBe('fe');
    expect(typed('s', 3_400)).toBe('fes');
    expect(typed('a', 5_401)).toBe('a');
  });

  it('finds the first row that starts with the letters, case and accents ignored', () => {
    const labels = ['Actualités', 'Été à Paris', 'Festival de Cannes', 'festin'];
    expect(typeAheadMatch(labels, 'ete')).toBe(1);
    expect(typeAheadMatch(labels, 'FES')).toBe(2);
    expect(typeAheadMatch(labels, 'festi')).toBe(2);
    expect(typeAheadMatch(labels, 'festin')).toBe(3);
    expect(typeAheadMatch(labels, 'z')).toBe(-1);
  });
});
