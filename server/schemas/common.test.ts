import { describe, expect, it } from 'vitest';
import { scalars } from './common';

describe('scalars', () => {
  it('declares each property by its type, « ? » for a value that may be null', () => {
    expect(scalars({ _id: 'string', size: 'integer', revokedAt: 'string?' })).toEqual({
      type: 'object',
      properties: { _id: { type: 'string' }, size: { type: 'integer' }, revokedAt: { type: ['string', 'null'] } },
    });
  });
});
