import { describe, expect, it } from 'vitest';
import { validateValue } from '../validateValue.js';

describe.each(['color', 'Color'] as const)('%s', (type) => {
  const prop = { key: 'c', type };

  it.each(['#fff', '#FFFA', '#12ab4f', '#12ab4f80', 'rgb(0, 128, 255)', 'rgba(0,0,0,0.5)', 'rgba(0,0,0,50%)', ' #000 '])(
    '%j is a colour',
    (input) => {
      expect(validateValue(prop, input)).toEqual({ ok: true, value: input.trim() });
    },
  );

  it.each(['red', '#ff', '#12345', 'rgb(256,0,0)', 'rgba(0,0,0,2)', 'rgb(0,0)', 12])('%j is refused', (input) => {
    expect(validateValue(prop, input)).toEqual({ ok: false, message: 'Couleur invalide' });
  });

  it('empty gives null', () => {
    expect(validateValue(prop, '  ')).toEqual({ ok: true, value: null });
  });
});
