import { describe, expect, it } from 'vitest';
import type { PropertyDefinition } from '../../metaSchema.js';
import { validateValue } from '../validateValue.js';
import { clampNumber, parseNumber } from './number.js';

const num = (type: 'int' | 'float', extra: Partial<PropertyDefinition> = {}): PropertyDefinition => ({ key: 'n', type, ...extra });

describe('int and float (spec: empty string becomes null; int must be an integer; min / max)', () => {
  it.each<[string, PropertyDefinition, unknown, unknown]>([
    ['int', num('int'), 7, 7],
    ['numeric text', num('int'), ' 42 ', 42],
    ['negative float text', num('float'), '-1.5', -1.5],
    ['French decimal comma', num('float'), '3,25', 3.25],
    ['exponent', num('float'), '1e3', 1000],
    ['empty text → null', num('int'), '', null],
    ['within bounds', num('float', { min: 0, max: 1 }), 0.5, 0.5],
    ['zero is a value', num('int', { required: true }), 0, 0],
  ])('%s', (_name, prop, input, expected) => {
    expect(validateValue(prop, input)).toEqual({ ok: true, value: expected });
  });

  it.each<[string, PropertyDefinition, unknown, string]>([
    ['required empty', num('int', { required: true }), '', 'Ce champ est requis'],
    ['not numeric', num('float'), 'abc', 'Doit être un nombre'],
    ['hexadecimal text', num('int'), '0x10', 'Doit être un nombre'],
    ['NaN', num('float'), NaN, 'Doit être un nombre'],
    ['Infinity', num('float'), Infinity, 'Doit être un nombre'],
    ['a boolean', num('int'), true, 'Doit être un nombre'],
    ['int with decimals', num('int'), 2.5, 'Doit être un entier'],
    ['int text with decimals', num('int'), '2.5', 'Doit être un entier'],
    ['below min', num('int', { min: 1 }), 0, 'Doit être au moins 1'],
    ['above max', num('float', { max: 10 }), 10.01, 'Doit être au plus 10'],
  ])('%s → %s', (_name, prop, input, message) => {
    expect(validateValue(prop, input)).toEqual({ ok: false, message });
  });
});

describe('clampNumber (spec: the form clamps to min and max, rounds int, keeps 2 decimals for float)', () => {
  it.each<[number, PropertyDefinition, number]>([
    [15, num('int', { min: 0, max: 10 }), 10],
    [-3, num('int', { min: 0, max: 10 }), 0],
    [2.6, num('int'), 3],
    [1.005, num('float'), 1.01],
    [3.14159, num('float', { max: 3 }), 3],
    [0.333333, num('float'), 0.33],
  ])('%s → %s', (input, prop, expected) => {
    expect(clampNumber(input, prop)).toBe(expected);
  });

  it('parseNumber leaves non-numeric text for the check to refuse', () => {
    expect(parseNumber('12abc')).toBe('12abc');
    expect(parseNumber('  ')).toBeNull();
  });
});
