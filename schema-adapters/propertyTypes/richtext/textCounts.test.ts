import { describe, expect, it } from 'vitest';
import { validateValue } from '../../../model/validation';
import { characterCount, countQuality, wordCount } from './textCounts';

describe('countQuality (spec 001 §4: within 20 % excellent, within 40 % ok, otherwise bad)', () => {
  it.each([
    [800, 800, 'excellent'],
    [640, 800, 'excellent'],
    [960, 800, 'excellent'],
    [639, 800, 'ok'],
    [480, 800, 'ok'],
    [1120, 800, 'ok'],
    [479, 800, 'bad'],
    [1121, 800, 'bad'],
    [0, 10, 'bad'],
  ])('%i for %i expected → %s', (count, expected, quality) => {
    expect(countQuality(count, expected)).toBe(quality);
  });

  it('gives no tag without an expected count', () => {
    expect(countQuality(10, undefined)).toBeUndefined();
    expect(countQuality(10, 0)).toBeUndefined();
  });
});

describe('counts', () => {
  it('count characters as the shared validator does for max', () => {
    const html = '<p>Été&nbsp;<strong>chaud</strong></p><p>😀</p>';
    expect(characterCount(html)).toBe(10);
    expect(validateValue({ key: 'b', type: 'richtext', max: 10 }, { html }).ok).toBe(true);
    expect(validateValue({ key: 'b', type: 'richtext', max: 9 }, { html })).toEqual({ ok: false, message: 'Au plus 9 caractères' });
  });

  it('count words across blocks, an apostrophe or hyphen inside a word keeping it one', () => {
    expect(wordCount('<p>L’été est-il <em>chaud</em> ?</p><p>Oui, 100 %.</p>')).toBe(5);
    expect(wordCount('<h2>Titre</h2><p>un</p>')).toBe(2);
    expect(wordCount('')).toBe(0);
  });
});
