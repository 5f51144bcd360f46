import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { agreed, genderOf, headNoun, NOUN_GENDERS } from './nounGender';

const SCHEMAS = path.join(import.meta.dirname, '../catalogue/schemas');
const singulars = fs
  .readdirSync(SCHEMAS)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(fs.readFileSync(path.join(SCHEMAS, f), 'utf8')) as { _id: string; label: string; singular?: string })
  .map((s) => ({ type: s._id, singular: s.singular || s.label }));

describe('noun genders', () => {
  it.each(singulars)('knows the gender of $type ($singular)', ({ singular }) => {
    expect(Object.keys(NOUN_GENDERS)).toContain(headNoun(singular));
  });

  it('agrees participles with the noun', () => {
    expect(`Catégorie « Société » ${agreed('créé', genderOf('Catégorie'))}`).toBe('Catégorie « Société » créée');
    expect(`Page « Accueil » ${agreed('créé', genderOf('Page'))}`).toBe('Page « Accueil » créée');
    expect(`Menu « Principal » ${agreed('créé', genderOf('Menu'))}`).toBe('Menu « Principal » créé');
    expect(agreed('remplacé', genderOf('Options du site'))).toBe('remplacées');
    expect(agreed('créé', genderOf('Type inventé'))).toBe('créé');
  });
});
