import { describe, expect, it } from 'vitest';
import { invalidRecordMessage } from './invalidRecord.js';

const schema = {
  propertiesList: [
    { key: 'label', label: 'Titre' },
    { key: 'address', label: 'Adresse' },
  ],
};

describe('invalidRecordMessage', () => {
  it('names each field by its label, nested ones by their top property', () => {
    expect(invalidRecordMessage(schema, { label: 'Ce champ est requis', 'address.city': 'Trop long' })).toBe(
      'Enregistrement invalide : Titre : Ce champ est requis ; Adresse : Trop long',
    );
  });

  it('keeps the key of a property the schema does not have, and says how many more fields there are', () => {
    expect(invalidRecordMessage(schema, { a: 'x', b: 'y', c: 'z', label: 'w' })).toBe(
      'Enregistrement invalide : a : x ; b : y ; c : z (et 1 autre(s) champ(s))',
    );
  });
});
