import { describe, expect, it } from 'vitest';
import { COMPONENT_PICKER_SEARCH, TABLE_SEARCH, fuzzySearch } from './fuzzySearch';

const COMPONENTS = [
  { _id: 'textBlock', label: 'Bloc de texte', frontComponent: 'textBlock' },
  { _id: 'gridList', label: 'Grille de contenus', frontComponent: 'gridList' },
  { _id: 'pageTitle', label: 'Titre de page', frontComponent: 'pageTitle' },
  { _id: 'simpleImage', label: 'Image', frontComponent: 'simpleImage' },
  { _id: 'Separator', label: 'Séparateur', frontComponent: 'Separator' },
];
const picker = (query: string, limit?: number) =>
  fuzzySearch(COMPONENTS, query, { ...COMPONENT_PICKER_SEARCH, keys: ['label', '_id', 'frontComponent'], limit }).map((c) => c._id);

describe('fuzzySearch: the component picker (spec 001 §9: threshold 0.4 over label, _id, frontComponent)', () => {
  it('uses the spec threshold', () => {
    expect(COMPONENT_PICKER_SEARCH.threshold).toBe(0.4);
  });

  it('lists everything for an empty query, in the given order', () => {
    expect(picker('')).toEqual(COMPONENTS.map((c) => c._id));
  });

  it('finds by label, by _id and by front component name, accents and case aside', () => {
    expect(picker('separateur')).toEqual(['Separator']);
    expect(picker('gridlist')).toEqual(['gridList']);
    expect(picker('TITRE')).toEqual(['pageTitle']);
  });

  it('forgives a typo within the threshold and ranks exact matches first', () => {
    expect(picker('grile')).toEqual(['gridList']);
    expect(picker('imge')).toEqual(['simpleImage']);
    expect(picker('bloc texte')).toEqual(['textBlock']);
    expect(picker('texte')[0]).toBe('textBlock');
  });

  it('refuses what is too far', () => {
    expect(picker('xqzw')).toEqual([]);
    expect(picker('panier achat')).toEqual([]);
  });

  it('cuts the results at the limit', () => {
    expect(picker('e', 2)).toHaveLength(2);
  });
});

const TAGS = Array.from({ length: 40 }, (_, i) => ({ label: `Étiquette test ${String(i + 1).padStart(2, '0')}` })).concat([{ label: 'Politique' }]);
const table = (query: string) => fuzzySearch(TAGS, query, { ...TABLE_SEARCH, keys: ['label'] }).map((t) => t.label);

describe('fuzzySearch: resource tables (threshold 0.2, minimum match length 3)', () => {
  it('uses the spec settings', () => {
    expect(TABLE_SEARCH).toEqual({ threshold: 0.2, minMatchCharLength: 3 });
  });

  it('finds without accents or case', () => {
    expect(table('etiquette')).toHaveLength(40);
    expect(table('Etiq')).toHaveLength(40);
    expect(table('POLITIQUE')).toEqual(['Politique']);
  });

  it('forgives one typo in a long word, not in a short one', () => {
    expect(table('politiqe')).toEqual(['Politique']);
    expect(table('pol')).toEqual(['Politique']);
    expect(table('plx')).toEqual([]);
  });

  it('keeps every row while no word reaches 3 characters', () => {
    expect(table('po')).toHaveLength(41);
  });
});
