import { describe, expect, it } from 'vitest';
import { PROPERTY_TYPES } from '../../../model/metaSchema';
import { TYPE_CHOICES, hasExtra, isKnownType, typeInfoOf } from './propertyTypeInfo';

describe('per-type extras of the schema editor (spec 001 §3)', () => {
  it.each([
    ['bool', ['default']],
    ['enum', ['choices', 'default']],
    ['int', ['range', 'default']],
    ['list', ['items', 'range', 'length']],
    ['object_id', ['reference']],
    ['mongooseRef', ['reference']],
    ['richtext', ['tags', 'counters', 'range']],
    ['string', ['range', 'default', 'text', 'counters']],
  ])('%s offers %j', (type, extras) => {
    expect(typeInfoOf(type)?.extras).toEqual(extras);
  });

  it('offers every type of the meta-schema in the type select, and nothing else', () => {
    expect(TYPE_CHOICES.map((choice) => choice.id)).toEqual([...PROPERTY_TYPES]);
  });

  it('knows no other type: such a property gets no extra', () => {
    expect(isKnownType('integer')).toBe(false);
    expect(typeInfoOf('integer')).toBeUndefined();
    expect(hasExtra('integer', 'default')).toBe(false);
    expect(isKnownType('toString')).toBe(false);
  });
});
