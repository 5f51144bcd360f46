import { describe, expect, it } from 'vitest';
import { COMPONENT_PICKER_THRESHOLD, fuzzyScore, fuzzySearch, normalize, substringDistance } from './fuzzy';

describe('normalize', () => {
  it('drops accents, case and punctuation', () => {
    expect(normalize('  Éléments  CONNEXES — Bloc_de-texte ')).toBe('elements connexes bloc de texte');
  });
});

describe('substringDistance (edits to the closest substring)', () => {
  it.each([
    ['bloc', 'bloc de texte', 0],
    ['texte', 'bloc de texte', 0],
    ['txte', 'bloc de texte', 1], // one letter missing
    ['tetxe', 'bloc de texte', 2], // a swap is two edits
    ['grile', 'grille de contenus', 1],
    ['xyz', 'bloc', 3],
    ['', 'bloc', 0],
  ])('%s in %s: %i', (pattern, text, expected) => {
    expect(substringDistance(pattern, text)).toBe(expected);
  });
});

describe('fuzzyScore', () => {
  it('is 0 for a substring whatever the accents and case, and grows with the errors', () => {
    expect(fuzzyScore('GRILLE', 'Grille de contenus')).toBe(0);
    expect(fuzzyScore('evenement', 'Événement')).toBe(0);
    expect(fuzzyScore('grile', 'Grille de contenus')).toBeCloseTo(0.2);
    expect(fuzzyScore('zzzz', 'Grille')).toBe(1);
  });
});

const COMPONENTS = [
  { _id: 'textBlock', label: 'Bloc de texte', frontComponent: 'textBlock' },
  { _id: 'gridList', label: 'Grille de contenus', frontComponent: 'gridList' },
  { _id: 'pageTitle', label: 'Titre de page', frontComponent: 'pageTitle' },
  { _id: 'simpleImage', label: 'Image', frontComponent: 'simpleImage' },
  { _id: 'Separator', label: 'Séparateur', frontComponent: 'Separator' },
];
const keys = (c: (typeof COMPONENTS)[number]) => [c.label, c._id, c.frontComponent];
const ids = (query: string, limit?: number) => fuzzySearch(COMPONENTS, query, { keys, limit }).map((r) => r.item._id);

describe('fuzzySearch: the component picker (spec 001 §9: threshold 0.4 over label, _id, frontComponent)', () => {
  it('uses the spec threshold by default', () => {
    expect(COMPONENT_PICKER_THRESHOLD).toBe(0.4);
  });

  it('lists everything for an empty query, in the given order', () => {
    expect(ids('')).toEqual(COMPONENTS.map((c) => c._id));
  });

  it('finds by label, by _id and by front component name, accents and case aside', () => {
    expect(ids('separateur')).toEqual(['Separator']);
    expect(ids('gridlist')).toEqual(['gridList']);
    expect(ids('TITRE')).toEqual(['pageTitle']);
  });

  it('forgives a typo within the threshold and ranks exact matches first', () => {
    expect(ids('grile')).toEqual(['gridList']); // 1 error in 5: 0.2
    expect(ids('imge')).toEqual(['simpleImage']); // 1 error in 4: 0.25
    expect(ids('titer')).toEqual(['pageTitle']); // 'titre' in 'Titre de page', or 'title' in 'pageTitle': 2 edits of 5 (0.4)
    expect(ids('bloc texte')).toEqual(['textBlock']); // 'bloc de texte': 3 insertions in 10
  });

  it('refuses what is too far (more than 40 % of the query wrong)', () => {
    expect(ids('xqzw')).toEqual([]);
    expect(ids('panier achat')).toEqual([]);
    expect(ids('titrre de pge')).toEqual(['pageTitle']);
  });

  it('cuts the results at the limit', () => {
    expect(ids('e', 2)).toHaveLength(2);
  });
});
