import { describe, expect, it } from 'vitest';
import { foldText, matchesPrefix, textKey, uniqueBy } from './chipText';

describe('tag autocomplete (spec 000 §5: prefix, case and accent insensitive)', () => {
  it('folds case and accents', () => {
    expect(foldText('Économie')).toBe('economie');
    expect(foldText('ÇA GÈLE')).toBe('ca gele');
  });

  it('matches a prefix of the text or of one of its words, not the middle of a word', () => {
    expect(matchesPrefix('eco', ['Économie'])).toBe(true);
    expect(matchesPrefix('ECO', ['économie'])).toBe(true);
    expect(matchesPrefix('clim', ['Urgence climatique'])).toBe(true);
    expect(matchesPrefix('nomie', ['Économie'])).toBe(false);
    expect(matchesPrefix('', ['Culture'])).toBe(true);
    expect(matchesPrefix('pol', ['Culture', 'politique'])).toBe(true);
  });
});

describe('tag list uniqueness (spec 000 §5: by id or case-insensitive trimmed text)', () => {
  it('keeps the first of values with the same key', () => {
    expect(uniqueBy([' Climat', 'climat ', 'CLIMAT', 'Budget'], textKey)).toEqual([' Climat', 'Budget']);
    expect(uniqueBy([{ _id: 't1' }, { _id: 't2' }, { _id: 't1' }], (v) => v._id)).toEqual([{ _id: 't1' }, { _id: 't2' }]);
  });
});
