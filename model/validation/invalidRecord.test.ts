import { describe, expect, it } from 'vitest';
import { invalidRecordMessage } from './invalidRecord.js';

const schema = {
  propertiesList: [
    { key: 'label', label: 'Titre' },
    { key: 'address', label: 'Adresse' },
  ],
};

describe('invalidRecordMessage', () => {
  it('names each field by its label, nested ones by their top property, never the refused value', () => {
    expect(invalidRecordMessage(schema, { label: 'Ce champ est requis', 'address.city': 'Trop long : « xyz »' })).toBe(
      'Enregistrement invalide, champs à corriger : Titre, Adresse',
    );
    expect(invalidRecordMessage(schema, { label: 'Ce champ est requis' })).toBe('Enregistrement invalide, champ à corriger : Titre');
  });

  it('keeps the key of a property the schema does not have, and says how many more fields there are', () => {
    expect(invalidRecordMessage(schema, { a: 'x', b: 'y', c: 'z', label: 'w' })).toBe(
      'Enregistrement invalide, champs à corriger : a, b, c et 1 autre(s)',
    );
  });
});
