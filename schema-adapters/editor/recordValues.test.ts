import { describe, expect, it } from 'vitest';
import { cloneValues, hasNoValue, sameValues, withoutKeys } from './recordValues';

describe('hasNoValue', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    [[], true],
    [{}, true],
    [{ a: null, b: '' }, true],
    [0, false],
    [false, false],
    [' ', false],
    [[null], false],
    [{ a: 1 }, false],
  ])('%j → %s', (value, expected) => {
    expect(hasNoValue(value)).toBe(expected);
  });
});

describe('sameValues', () => {
  it.each([
    ['equal records', { a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 }, true],
    ['a missing key and a blank one', { a: 1 }, { a: 1, b: '', c: null, d: [] }, true],
    ['a changed nested value', { a: { b: 1 } }, { a: { b: 2 } }, false],
    ['a value against nothing', { a: 1, b: 'x' }, { a: 1 }, false],
    ['false is a value', { a: false }, {}, false],
  ])('%s', (_name, a, b, expected) => {
    expect(sameValues(a, b)).toBe(expected);
    expect(sameValues(b, a)).toBe(expected);
  });
});

describe('cloneValues', () => {
  it('copies deeply', () => {
    const values = { list: [{ a: 1 }], date: new Date(0) };
    const copy = cloneValues(values);
    expect(copy).toEqual(values);
    (copy.list as { a: number }[])[0].a = 2;
    expect(values.list[0].a).toBe(1);
  });

  it('copies what structuredClone refuses through JSON', () => {
    expect(cloneValues({ a: 1, f: () => 1 })).toEqual({ a: 1 });
  });
});

it('withoutKeys leaves the given keys out of a copy', () => {
  const values = { id: 1, _id: 'x', label: 'a' };
  expect(withoutKeys(values, ['id', '_id'])).toEqual({ label: 'a' });
  expect(values).toEqual({ id: 1, _id: 'x', label: 'a' });
});
