import { describe, expect, it } from 'vitest';
import { parseDemoVolume } from './index.js';

describe('DEMO_VOLUME', () => {
  it.each([
    [undefined, 1],
    ['', 1],
    ['full', 1],
    ['FULL', 1],
    ['small', 0.025],
    ['none', 0],
    ['0', 0],
    ['2.5', 2.5],
    ['20', 20],
  ])('%j gives %j', (value, factor) => {
    expect(parseDemoVolume(value)).toBe(factor);
  });

  it.each(['beaucoup', '-1', '21', 'NaN', 'Infinity'])('refuses %j with a French message', (value) => {
    expect(() => parseDemoVolume(value)).toThrow(/DEMO_VOLUME doit valoir full, small, none/);
  });
});
