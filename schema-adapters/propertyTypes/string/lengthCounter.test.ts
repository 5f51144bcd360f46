import { describe, expect, it } from 'vitest';
import { asText, lengthCounter } from './lengthCounter';

describe('lengthCounter', () => {
  it("counts 'n / max' when the property has a maximum length (spec 000 §5)", () => {
    expect(lengthCounter('Bonjour', 20)).toBe('7 / 20');
    expect(lengthCounter(null, 20)).toBe('0 / 20');
    expect(lengthCounter('Bonjour', undefined)).toBeUndefined();
  });
});

describe('asText', () => {
  it('shows any stored value as text so the input never breaks', () => {
    expect(asText(null)).toBe('');
    expect(asText(12)).toBe('12');
    expect(asText({ a: 1 })).toBe('{"a":1}');
  });
});
