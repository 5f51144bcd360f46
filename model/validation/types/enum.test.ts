import { describe, expect, it } from 'vitest';
import type { PropertyDefinition } from '../../metaSchema.js';
import { validateValue } from '../validateValue.js';

const values = [
  { value: 'prepub', label: 'Prépub' },
  { value: 'published', label: 'Publié' },
  { value: 3, label: 'Trois' },
];
const single: PropertyDefinition = { key: 'status', type: 'enum', values };
const multiple: PropertyDefinition = { ...single, multiple: true };
const sourced: PropertyDefinition = { key: 'formula', type: 'enum', dataSource: { resource: 'SubscriptionFormula' } };

describe('enum (spec: among the listed values unless a data source is used)', () => {
  it.each<[string, PropertyDefinition, unknown, unknown]>([
    ['a listed value', single, 'published', 'published'],
    ['a listed number', single, 3, 3],
    ['text from a select matches a listed number', single, '3', 3],
    ['(aucun) gives null', single, '', null],
    ['any value with a data source', sourced, 'f42', 'f42'],
    ['multi-select with one pick gives the single value', multiple, ['prepub'], 'prepub'],
    ['multi-select with none gives null', multiple, [], null],
    ['multi-select with several picks, duplicates removed', multiple, ['prepub', 'published', 'prepub'], ['prepub', 'published']],
  ])('%s', (_name, prop, input, expected) => {
    expect(validateValue(prop, input)).toEqual({ ok: true, value: expected });
  });

  it.each<[string, PropertyDefinition, unknown, string]>([
    ['an unlisted value', single, 'draft', 'Valeur non autorisée : draft'],
    ['an unlisted value among several picks', multiple, ['prepub', 'x'], 'Valeur non autorisée : x'],
    ['a list for a single enum', single, ['prepub', 'published'], 'Une seule valeur attendue'],
    ['an object', single, { value: 'prepub' }, 'Valeur non autorisée'],
    ['an object with a data source', sourced, { _id: 'x' }, 'Valeur non autorisée'],
    ['required multi-select with none', { ...multiple, required: true }, [], 'Ce champ est requis'],
  ])('%s → %s', (_name, prop, input, message) => {
    expect(validateValue(prop, input)).toEqual({ ok: false, message });
  });
});
