import { describe, expect, it } from 'vitest';
import { sizeSeverity } from './sizeTag';

describe('sizeSeverity (spec 000 §4: success at 20000 bytes or less, warning up to 50000, danger above)', () => {
  it.each([
    [0, 'success'],
    [20000, 'success'],
    [20001, 'warning'],
    [50000, 'warning'],
    [50001, 'error'],
    [5_000_000, 'error'],
  ])('%i bytes → %s', (bytes, severity) => {
    expect(sizeSeverity(bytes)).toBe(severity);
  });
});
