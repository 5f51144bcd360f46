import { describe, expect, it } from 'vitest';
import { PROPERTY_TYPES } from './metaSchema.js';
import { holdsReferences, isFacet, PROPERTY_TYPE_DESCRIPTORS, REFERENCE_TYPES } from './propertyTypes.js';

describe('the property-type descriptors', () => {
  it('describe every property type of the meta-schema, and nothing else', () => {
    expect(Object.keys(PROPERTY_TYPE_DESCRIPTORS).sort()).toEqual([...PROPERTY_TYPES].sort());
  });

  it('derive the reference types, and the properties that hold references', () => {
    expect([...REFERENCE_TYPES].sort()).toEqual(['mongooseRef', 'objectRef', 'object_id', 'object_ref']);
    expect(holdsReferences({ key: 'a', type: 'objectRef' })).toBe(true);
    expect(holdsReferences({ key: 'a', type: 'list', itemType: 'object_id' })).toBe(true);
    expect(holdsReferences({ key: 'a', type: 'list', itemType: 'string' })).toBe(false);
    expect(holdsReferences({ key: 'a', type: 'legacy' as 'string' })).toBe(false);
  });

  it('keep facets for filterable single-valued enums and flags only', () => {
    expect(isFacet({ key: 'a', type: 'enum', filterable: true })).toBe(true);
    expect(isFacet({ key: 'a', type: 'bool', filterable: true })).toBe(true);
    expect(isFacet({ key: 'a', type: 'enum', filterable: true, multiple: true })).toBe(false);
    expect(isFacet({ key: 'a', type: 'string', filterable: true })).toBe(false);
    expect(isFacet({ key: 'a', type: 'enum' })).toBe(false);
  });
});
