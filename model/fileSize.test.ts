import { describe, expect, it } from 'vitest';
import { humanSize } from './fileSize.js';

describe('humanSize', () => {
  it('writes bytes, then kilo- and megaoctets with a French decimal comma', () => {
    expect(humanSize(512)).toBe('512 o');
    expect(humanSize(20000)).toBe('19,5 Ko');
    expect(humanSize(46182)).toBe('45,1 Ko');
    expect(humanSize(3 * 1024 * 1024)).toBe('3,0 Mo');
  });
});
