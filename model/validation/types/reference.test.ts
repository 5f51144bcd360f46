import { describe, expect, it } from 'vitest';
import type { PropertyDefinition } from '../../metaSchema.js';
import { validateValue } from '../validateValue.js';
import { REFERENCE_TYPES } from '../../propertyTypes.js';

const ref = (extra: Partial<PropertyDefinition> = {}, type: PropertyDefinition['type'] = 'objectRef'): PropertyDefinition => ({
  key: 'author',
  type,
  ...extra,
});

describe('references (stored as exactly {_id, _cls, _isRef: true})', () => {
  it.each([...REFERENCE_TYPES])('%s drops the display label and extra keys', (type) => {
    const input = { _id: 'a1', _cls: 'Author', _isRef: true, label: 'Victor Hugo', extra: 1 };
    expect(validateValue(ref({ objectType: 'Author' }, type), input)).toEqual({ ok: true, value: { _id: 'a1', _cls: 'Author', _isRef: true } });
  });

  it.each<[string, Partial<PropertyDefinition>, unknown, unknown]>([
    ['a bare id with a single objectType', { objectType: 'Author' }, 'a1', { _id: 'a1', _cls: 'Author', _isRef: true }],
    ['a class among several', { objectType: ['Video', 'TextContent'] }, { _id: 'v', _cls: 'Video' }, { _id: 'v', _cls: 'Video', _isRef: true }],
    ['any class without objectType', {}, { _id: 'x', _cls: 'Tag' }, { _id: 'x', _cls: 'Tag', _isRef: true }],
    ['an object without _id is empty', {}, { _cls: 'Tag', _id: '' }, null],
  ])('%s', (_name, extra, input, expected) => {
    expect(validateValue(ref(extra), input)).toEqual({ ok: true, value: expected });
  });

  it.each<[string, Partial<PropertyDefinition>, unknown, string]>([
    ['a class not allowed', { objectType: 'Author' }, { _id: 'a1', _cls: 'User' }, 'Type de référence non autorisé : User'],
    ['a class outside the list', { objectType: ['Video'] }, { _id: 'a1', _cls: 'Page' }, 'Type de référence non autorisé : Page'],
    ['a bare id when the type is ambiguous', { objectType: ['Video', 'Page'] }, 'a1', 'Type de la référence manquant'],
    ['no _cls', {}, { _id: 'a1' }, 'Type de la référence manquant'],
    ['a numeric _id', {}, { _id: 5, _cls: 'Tag' }, 'Référence invalide'],
    ['an _id longer than any record id', {}, { _id: 'x'.repeat(129), _cls: 'Tag' }, 'Référence invalide : identifiant de 128 caractères au plus'],
    ['a _cls longer than any type name', {}, { _id: 'a1', _cls: 'T'.repeat(129) }, 'Référence invalide : identifiant de 128 caractères au plus'],
    ['a list', {}, [{ _id: 'a', _cls: 'Tag' }], 'Référence invalide'],
    ['required and empty', { required: true }, null, 'Ce champ est requis'],
  ])('%s → %s', (_name, extra, input, message) => {
    expect(validateValue(ref(extra), input)).toEqual({ ok: false, message });
  });
});
