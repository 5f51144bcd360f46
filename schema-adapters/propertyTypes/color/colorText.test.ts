import { describe, expect, it } from 'vitest';
import { canonicalColor, toPickerHex, withPickedHex } from './colorText';

describe('canonicalColor', () => {
  it('spells each accepted colour one way, and refuses others', () => {
    expect(canonicalColor('#ABC')).toBe('#aabbcc');
    expect(canonicalColor('#abcd')).toBe('#aabbccdd');
    expect(canonicalColor(' #FF0000 ')).toBe('#ff0000');
    expect(canonicalColor('#ff000080')).toBe('#ff000080');
    expect(canonicalColor('RGB(1, 2, 3)')).toBe('rgb(1,2,3)');
    expect(canonicalColor('rgba(1,2,3,0.5)')).toBe('rgba(1,2,3,0.5)');
    expect(canonicalColor('red')).toBeUndefined();
    expect(canonicalColor('rgb(300,0,0)')).toBeUndefined();
  });
});

describe('toPickerHex: the #rrggbb of the native picker', () => {
  it.each([
    ['#abc', '#aabbcc'],
    ['#FF000080', '#ff0000'],
    ['rgb(255, 128, 0)', '#ff8000'],
    ['rgba(0, 0, 255, 0.3)', '#0000ff'],
    ['pas une couleur', '#000000'],
    [null, '#000000'],
  ])('%s → %s', (text, hex) => {
    expect(toPickerHex(text)).toBe(hex);
  });
});

describe('withPickedHex: picking keeps the transparency the text had', () => {
  it('keeps an alpha byte or an rgba alpha', () => {
    expect(withPickedHex('#11223380', '#AABBCC')).toBe('#aabbcc80');
    expect(withPickedHex('rgba(1, 2, 3, 0.5)', '#ff0000')).toBe('rgba(255, 0, 0, 0.5)');
    expect(withPickedHex('#123', '#ff0000')).toBe('#ff0000');
    expect(withPickedHex(undefined, '#ff0000')).toBe('#ff0000');
  });
});
