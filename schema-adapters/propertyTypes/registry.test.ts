import { describe, expect, expectTypeOf, it } from 'vitest';
import { PROPERTY_TYPES, type PropertyType } from '../../model/metaSchema';
import { adapterOf, propertyTypes } from './registry';
import type { PropertyTypeAdapter } from './types';

describe('propertyTypes registry', () => {
  it('has an adapter for every property type of the meta-schema', () => {
    // Compile time: the registry is a mapped type over PropertyType, so a missing key does not compile.
    expectTypeOf(propertyTypes).toEqualTypeOf<{ [T in PropertyType]: PropertyTypeAdapter }>();
    for (const type of PROPERTY_TYPES) {
      const adapter = propertyTypes[type];
      expect(adapter, type).toBeDefined();
      expect(typeof adapter.Input, type).toBe('function');
      expect(typeof adapter.Cell, type).toBe('function');
    }
    expect(Object.keys(propertyTypes).sort()).toEqual([...PROPERTY_TYPES].sort());
  });

  it('knows no other type', () => {
    expect(adapterOf('Widget')).toBeUndefined();
    expect(adapterOf('toString')).toBeUndefined();
    expect(adapterOf('string')).toBe(propertyTypes.string);
  });
});
