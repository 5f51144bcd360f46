import { describe, expect, it } from 'vitest';
import { slugify } from './slug.js';

describe('slugify (spec: lowercased, accents stripped, non-word runs become hyphens)', () => {
  it.each([
    ['Été à Paris', 'ete-a-paris'],
    ['  Hello,   World!  ', 'hello-world'],
    ['Crème brûlée & Co.', 'creme-brulee-co'],
    ['Cœur d’Æther', 'coeur-d-aether'],
    ['snake_case stays', 'snake_case-stays'],
    ['déjà---vu', 'deja-vu'],
    ['!!!', ''],
    ['Ça 2024 ÇA', 'ca-2024-ca'],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('cuts to a maximum length without a trailing hyphen', () => {
    expect(slugify('Un titre assez long pour être coupé', 13)).toBe('un-titre-asse');
    expect(slugify('Un titre assez long', 9)).toBe('un-titre');
    expect(slugify('a'.repeat(100), 75)).toHaveLength(75);
  });
});
