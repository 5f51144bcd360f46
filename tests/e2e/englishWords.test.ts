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

  it("reads no word inside an address, a public link's slug being unaccented by design", () => {
    expect(englishIn('https://quotidien-demo.example/o/MagazineIssue/gen-mi-01/numero-45-decembre-2026')).toEqual([]);
    expect(englishIn('Lien public : /o/MagazineArticle/a/le-modele · Open')).toEqual(['Open']);
  });
});
