import { describe, expect, it } from 'vitest';
import { validateValue } from '../validateValue.js';

const prop = { key: 'publishTs', type: 'timestamp' } as const;

describe('timestamp (unix seconds)', () => {
  it.each<[string, unknown, unknown]>([
    ['seconds', 1700000000, 1700000000],
    ['rounded seconds', 1700000000.6, 1700000001],
    ['numeric text', '1700000000', 1700000000],
    ['ISO text with zone', '2024-01-01T00:00:00Z', 1704067200],
    ['ISO text with offset', '2024-01-01T01:00:00+01:00', 1704067200],
    ['a Date from a picker', new Date('2024-01-01T00:00:00Z'), 1704067200],
    ['before 1970', -86400, -86400],
    ['empty clears', '', null],
  ])('%s', (_name, input, expected) => {
    expect(validateValue(prop, input)).toEqual({ ok: true, value: expected });
  });

  it.each<[string, unknown]>([
    ['words', 'demain'],
    ['French date text', '01/02/2024'],
    ['an impossible ISO date', '2024-13-45'],
    ['an invalid Date', new Date('nope')],
    ['milliseconds by mistake', 1700000000000],
    ['a boolean', true],
  ])('%s → Date invalide', (_name, input) => {
    expect(validateValue(prop, input)).toEqual({ ok: false, message: 'Date invalide' });
  });
});
