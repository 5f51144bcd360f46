import { describe, expect, it } from 'vitest';
import { creationTitle, inSentence } from './frenchWording';

describe('French wording from a type label', () => {
  it('titles a new record with an accent and elides before a vowel or an h', () => {
    expect(creationTitle('Vidéo')).toBe('Création de vidéo');
    expect(creationTitle('Administrateur')).toBe("Création d'administrateur");
    expect(creationTitle('En-tête')).toBe("Création d'en-tête");
    expect(creationTitle('Élément de menu')).toBe("Création d'élément de menu");
    expect(creationTitle('Hôtel')).toBe("Création d'hôtel");
    expect(creationTitle('Schéma')).toBe('Création de schéma');
  });

  it('keeps acronyms and capitalised words', () => {
    expect(inSentence('RSS')).toBe('RSS');
    expect(creationTitle('URL courte')).toBe("Création d'URL courte");
    expect(creationTitle('Options Magellan')).toBe("Création d'options Magellan");
  });
});
