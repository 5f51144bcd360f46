import { describe, expect, it } from 'vitest';
import { deepEqual, diffRecord } from './diff.js';

describe('deepEqual', () => {
  it.each([
    [{ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 }, true],
    [{ a: 1 }, { a: 1, b: undefined }, true],
    [[1, 2], [2, 1], false],
    [{ a: [1] }, { a: { 0: 1 } }, false],
    [null, undefined, false],
    [0, '0', false],
    [NaN, NaN, true],
    [new Date(5), new Date(5), true],
    [new Date(5), new Date(6), false],
    [{ a: null }, {}, false],
    [{ a: { b: 1 } }, { a: { b: 2 } }, false],
  ])('%j vs %j → %s', (a, b, expected) => {
    expect(deepEqual(a, b)).toBe(expected);
    expect(deepEqual(b, a)).toBe(expected);
  });
});

describe('diffRecord (only the changed top-level keys are sent on save)', () => {
  it.each([
    ['nothing changed, key order differs', { a: 1, o: { x: 1, y: 2 } }, { o: { y: 2, x: 1 }, a: 1 }, {}],
    ['a scalar changed', { a: 1, b: 2 }, { a: 1, b: 3 }, { b: 3 }],
    ['a nested value changed: the whole top-level key is sent', { o: { x: 1, y: 2 } }, { o: { x: 1, y: 3 } }, { o: { x: 1, y: 3 } }],
    ['a key added', { a: 1 }, { a: 1, b: [1] }, { b: [1] }],
    ['a key removed is unset with null', { a: 1, b: 2 }, { a: 1 }, { b: null }],
    ['a key set to undefined is unset with null', { a: 1, b: 2 }, { a: 1, b: undefined }, { b: null }],
    ['a key already null and now absent is no change', { a: 1, b: null }, { a: 1 }, {}],
    ['a list reordered', { l: [1, 2] }, { l: [2, 1] }, { l: [2, 1] }],
  ])('%s', (_name, saved, current, expected) => {
    expect(diffRecord(saved, current)).toEqual(expected);
  });

  it('treats a missing saved record as empty', () => {
    expect(diffRecord(undefined, { a: 1 })).toEqual({ a: 1 });
  });
});
