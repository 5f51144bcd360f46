import { describe, expect, it } from 'vitest';
import type { PropertyDefinition } from '../../metaSchema.js';
import { validateValue } from '../validateValue.js';

const address: PropertyDefinition = {
  key: 'address',
  type: 'object',
  propertiesList: [
    { key: 'city', label: 'Ville', type: 'string', required: true },
    { key: 'postalCode', label: 'Code postal', type: 'string', length: 5 },
    {
      key: 'country',
      type: 'enum',
      values: [
        { value: 'FR', label: 'France' },
        { value: 'XX', label: 'Autre' },
      ],
    },
    { key: 'countryName', label: 'Pays', type: 'string', required: true, condition: { key: 'country', equals: 'XX' } },
  ],
};

describe('object (spec: a required empty object gives Objet requis; each property is validated)', () => {
  it.each<[string, PropertyDefinition, unknown, unknown]>([
    ['members are normalised, blanks dropped', address, { city: 'Lyon', postalCode: '' }, { city: 'Lyon' }],
    ['undeclared members are kept', address, { city: 'Lyon', _cls: 'Address' }, { city: 'Lyon', _cls: 'Address' }],
    ['a member hidden by its condition is not required', address, { city: 'Lyon', country: 'FR' }, { city: 'Lyon', country: 'FR' }],
    ['empty and not required is null', address, {}, null],
    ['an object of blanks is empty', address, { city: '', postalCode: null }, null],
    ['without propertiesList any object', { key: 'o', type: 'object' }, { a: [1] }, { a: [1] }],
  ])('%s', (_name, prop, input, expected) => {
    expect(validateValue(prop, input)).toEqual({ ok: true, value: expected });
  });

  it.each<[string, PropertyDefinition, unknown, string]>([
    ['required and empty', { ...address, required: true }, {}, 'Objet requis'],
    ['required and missing', { ...address, required: true }, undefined, 'Objet requis'],
    ['a required member missing', address, { postalCode: '69001' }, 'Ville : Ce champ est requis'],
    ['a member rule', address, { city: 'Lyon', postalCode: '690' }, 'Code postal : Exactement 5 caractères'],
    ['a member required by its condition', address, { city: 'Lyon', country: 'XX' }, 'Pays : Ce champ est requis'],
    ['a list', address, [{ city: 'Lyon' }], 'Doit être un objet'],
    ['a string', address, 'Lyon', 'Doit être un objet'],
  ])('%s → %s', (_name, prop, input, message) => {
    expect(validateValue(prop, input)).toEqual({ ok: false, message });
  });
});
