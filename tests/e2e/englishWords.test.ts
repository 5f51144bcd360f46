import { describe, expect, it } from 'vitest';
import { englishIn } from './englishWords';

describe('English words in a text', () => {
  it('finds whole words and phrases, case included', () => {
    expect(englishIn('1-30 of 45 · Rows per page')).toEqual(['of', 'Rows per page']);
    expect(englishIn('Open')).toEqual(['Open']);
    expect(englishIn('valeur : undefined')).toEqual(['undefined']);
  });

  it('leaves French words that contain them alone', () => {
    expect(englishIn('Ouvrir · Vider · Page 1 sur 3 · Options du site · Nouveaux offres · Dossier')).toEqual([]);
    expect(englishIn('Sauvegarde, offert, Noël, Nom, Erreur')).toEqual([]);
    expect(englishIn('Open Sans')).toEqual([]);
  });
});
