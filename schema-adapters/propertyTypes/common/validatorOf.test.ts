import { describe, expect, it } from 'vitest';
import { validatorOf } from './validatorOf';

// The form shows the model's French messages, the same the server answers (design.md §1).
const check = (validate: ReturnType<typeof validatorOf>, value: unknown, values: Record<string, unknown> = {}) => validate(value, values, {});

describe('validatorOf', () => {
  it('returns the model message for a required empty value', () => {
    const validate = validatorOf({ key: 'label', type: 'string', required: true });
    expect(check(validate, '')).toBe('Ce champ est requis');
    expect(check(validate, null)).toBe('Ce champ est requis');
    expect(check(validate, 'Bonjour')).toBeUndefined();
  });

  it('says a required empty object is "Objet requis"', () => {
    expect(check(validatorOf({ key: 'seo', type: 'object', required: true }), null)).toBe('Objet requis');
  });

  it('passes the type rules through (string max, int bounds, enum values)', () => {
    expect(check(validatorOf({ key: 'code', type: 'string', max: 3 }), 'abcd')).toMatch(/3/);
    expect(check(validatorOf({ key: 'n', type: 'int', max: 10 }), 11)).toBe('Doit être au plus 10');
    const status = validatorOf({ key: 'status', type: 'enum', values: [{ value: 'published', label: 'Publié' }] });
    expect(check(status, 'published')).toBeUndefined();
    expect(check(status, 'draft')).toBe('Valeur non autorisée : draft');
  });

  it('accepts an empty value when not required', () => {
    expect(check(validatorOf({ key: 'label', type: 'string' }), '')).toBeUndefined();
  });

  it('flags required properties so selects drop their empty choice', () => {
    expect(validatorOf({ key: 'a', type: 'enum', required: true }).isRequired).toBe(true);
    expect(validatorOf({ key: 'a', type: 'enum' }).isRequired).toBe(false);
  });
});
