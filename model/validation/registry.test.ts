import { describe, expect, it } from 'vitest';
import { PROPERTY_TYPES } from '../metaSchema.js';
import { validators } from './registry.js';
import { validateValue } from './validateValue.js';

describe('validator registry', () => {
  it.each(PROPERTY_TYPES)('%s has a validator: empty is null, required empty is refused', (type) => {
    expect(typeof validators[type].check).toBe('function');
    expect(validateValue({ key: 'k', type }, null)).toEqual({ ok: true, value: null });
    expect(validateValue({ key: 'k', type, required: true }, undefined).ok).toBe(false);
  });

  it('an unknown type from a bad schema is a message, not a crash', () => {
    expect(validateValue({ key: 'k', type: 'nope' as never }, 'x')).toEqual({ ok: false, message: 'Type de propriété inconnu : nope' });
    expect(validateValue({ key: 'k', type: 'constructor' as never }, 'x')).toEqual({ ok: false, message: 'Type de propriété inconnu : constructor' });
  });
});
