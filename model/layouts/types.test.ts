import { describe, expect, it } from 'vitest';
import { col, comp, nested } from './fixtures.js';
import { LayoutError, isNested, isRef, refuse, tryLayoutOp } from './types.js';

describe('LayoutError (spec 001 §8)', () => {
  it.each<[LayoutError, string]>([
    [new LayoutError('width', 'les colonnes occupent 13 sur 12'), 'Error in layout ! les colonnes occupent 13 sur 12'],
    [new LayoutError('empty-col', 'empty col (should not happen)'), 'empty col (should not happen)'],
  ])('%o reads %j', (error, message) => {
    expect(error.message).toBe(message);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('LayoutError');
  });

  it('refuse throws it, with the empty-col text by default for that code', () => {
    expect(() => refuse('empty-col')).toThrow('empty col (should not happen)');
    expect(tryLayoutOp(() => refuse('edge', 'déjà là'))).toMatchObject({
      ok: false,
      error: { code: 'edge', reason: 'déjà là', message: 'Error in layout ! déjà là' },
    });
  });

  it('tryLayoutOp gives the value, and lets other errors through', () => {
    expect(tryLayoutOp(() => 3)).toEqual({ ok: true, value: 3 });
    expect(() =>
      tryLayoutOp(() => {
        throw new TypeError('bug');
      }),
    ).toThrow(TypeError);
  });
});

describe('content kinds', () => {
  it.each([
    [comp('a'), false, false],
    [{ _id: 'header', _cls: 'ComplexComponent', _isRef: true } as const, false, true],
    [nested(col(12)), true, false],
  ])('%j: nested %s, reference %s', (content, nestedRow, ref) => {
    expect(isNested(content)).toBe(nestedRow);
    expect(isRef(content)).toBe(ref);
  });
});
