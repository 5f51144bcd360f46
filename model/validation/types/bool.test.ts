import { describe, expect, it } from 'vitest';
import { validateValue } from '../validateValue.js';

describe('bool', () => {
  const prop = { key: 'flag', type: 'bool' } as const;

  it.each([[true], [false]])('%s is kept (false is a value, even when required)', (input) => {
    expect(validateValue({ ...prop, required: true }, input)).toEqual({ ok: true, value: input });
  });

  it.each([['true'], [1], [{}]])('%j is refused', (input) => {
    expect(validateValue(prop, input)).toEqual({ ok: false, message: 'Doit être vrai ou faux' });
  });

  it('empty gives null, or the required message', () => {
    expect(validateValue(prop, null)).toEqual({ ok: true, value: null });
    expect(validateValue({ ...prop, required: true }, undefined)).toEqual({ ok: false, message: 'Ce champ est requis' });
  });
});
