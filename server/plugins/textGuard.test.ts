import { describe, expect, it } from 'vitest';
import { findBadText, findNonFiniteNumber, textProblem } from '../../model/storableText.js';

describe('text guard', () => {
  it.each([
    ['a\u0000b', /nul/],
    ['\uD800', /demi-paire/],
    ['x\uDC00', /demi-paire/],
    ['\uDBFFz', /demi-paire/],
  ])('refuses %j', (text, reason) => expect(textProblem(text)).toMatch(reason));

  it.each(['', 'Étiquette', '😀 emoji', '\uD83D\uDE00'])('accepts %j', (text) => expect(textProblem(text)).toBeUndefined());

  it('finds a bad key or value at any depth, without recursion', () => {
    let deep: unknown = 'ok';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findBadText(deep)).toBeUndefined();
    expect(findBadText({ a: [{ b: 'x\u0000' }] })).toMatch(/nul/);
    expect(findBadText({ ['k\uD800']: 1 })).toMatch(/demi-paire/);
    expect(findBadText(new Array(500_000).fill(0))).toBeUndefined();
  });

  it('finds a number no column can take, at any depth', () => {
    expect(findNonFiniteNumber({ offset: Number('1e309') })).toBe(true);
    expect(findNonFiniteNumber({ a: [{ b: -Infinity }] })).toBe(true);
    expect(findNonFiniteNumber([NaN])).toBe(true);
    expect(findNonFiniteNumber({ offset: 1e308, limit: 10, text: 'Infinity' })).toBe(false);
  });
});
