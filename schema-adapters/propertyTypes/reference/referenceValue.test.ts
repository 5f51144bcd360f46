import { describe, expect, it } from 'vitest';
import { referenceIdOf, referenceLabelOf, referenceTypesOf, toReference } from './referenceValue';

describe('reference values', () => {
  it('are stored as {_id, _cls, _isRef: true}; no id stores null', () => {
    expect(toReference('a1', 'Author')).toEqual({ _id: 'a1', _cls: 'Author', _isRef: true });
    expect(toReference('', 'Author')).toBeNull();
    expect(toReference(null, 'Author')).toBeNull();
  });

  it('give the input their id, from a reference or a bare id', () => {
    expect(referenceIdOf({ _id: 'a1', _cls: 'Author', _isRef: true })).toBe('a1');
    expect(referenceIdOf('a1')).toBe('a1');
    expect(referenceIdOf({ _id: 7 })).toBe('');
    expect(referenceIdOf(null)).toBe('');
  });

  it('show their serialised label in cells, else their id', () => {
    expect(referenceLabelOf({ _id: 'a1', _cls: 'Author', _isRef: true, label: 'Victor Hugo' })).toBe('Victor Hugo');
    expect(referenceLabelOf({ _id: 'a1', _cls: 'Author', _isRef: true })).toBe('a1');
  });

  it('may point to one type or several', () => {
    expect(referenceTypesOf({ key: 'r', type: 'object_ref', objectType: 'Author' })).toEqual(['Author']);
    expect(referenceTypesOf({ key: 'r', type: 'object_ref', objectType: ['Video', 'TextContent'] })).toEqual(['Video', 'TextContent']);
    expect(referenceTypesOf({ key: 'r', type: 'object_ref' })).toEqual([]);
  });
});
