import { describe, expect, it } from 'vitest';
import { validateValue } from '../../../model/validation';
import { fontOf, storedFont, withCssUrl, withFamily, withImported, withPasted } from './fontValue';

const prop = { key: 'font', type: 'Font' as const };

describe('fontOf', () => {
  it('reads any stored value as a font', () => {
    expect(fontOf({ isImported: false, fontFamily: 'Arial', cssUrl: 'https://x/y.css' })).toEqual({ isImported: false, fontFamily: 'Arial' });
    expect(fontOf({ isImported: true, fontFamily: 'Lato', cssUrl: 'https://x/y.css' })).toEqual({
      isImported: true,
      fontFamily: 'Lato',
      cssUrl: 'https://x/y.css',
    });
    expect(fontOf('Georgia')).toEqual({ isImported: false, fontFamily: 'Georgia' });
    expect(fontOf('Lato')).toEqual({ isImported: true, fontFamily: 'Lato' });
    expect(fontOf(null)).toEqual({ isImported: false, fontFamily: '' });
    expect(fontOf([1])).toEqual({ isImported: false, fontFamily: '' });
    expect(fontOf({ fontFamily: 3 })).toEqual({ isImported: false, fontFamily: '' });
  });
});

describe('editing a font (spec 000 §3: isImported default false; cssUrl only when imported)', () => {
  it('switches import on and off', () => {
    const lato = withImported({ isImported: false, fontFamily: 'Verdana' }, true);
    expect(lato).toEqual({ isImported: true, fontFamily: 'Verdana' });
    expect(withImported({ isImported: true, fontFamily: 'Lato', cssUrl: 'https://x/y.css' }, false)).toEqual({ isImported: false, fontFamily: '' });
    expect(withImported({ isImported: true, fontFamily: 'Georgia', cssUrl: 'https://x/y.css' }, false)).toEqual({
      isImported: false,
      fontFamily: 'Georgia',
    });
  });

  it('sets the family and the url', () => {
    expect(withFamily({ isImported: false, fontFamily: '' }, 'Impact')).toEqual({ isImported: false, fontFamily: 'Impact' });
    expect(withCssUrl({ isImported: true, fontFamily: 'Lato' }, 'https://a/b.css')).toEqual({
      isImported: true,
      fontFamily: 'Lato',
      cssUrl: 'https://a/b.css',
    });
    expect(withCssUrl({ isImported: true, fontFamily: 'Lato', cssUrl: 'x' }, '')).toEqual({ isImported: true, fontFamily: 'Lato' });
  });

  it('applies a paste: a url imports the font; a web-safe family alone does not', () => {
    const none = { isImported: false, fontFamily: '' };
    expect(withPasted(none, { cssUrl: 'https://a/b.css', fontFamily: 'Lato' })).toEqual({
      isImported: true,
      fontFamily: 'Lato',
      cssUrl: 'https://a/b.css',
    });
    expect(withPasted(none, { fontFamily: 'Georgia' })).toEqual({ isImported: false, fontFamily: 'Georgia' });
    expect(withPasted(none, { fontFamily: 'Lato' })).toEqual({ isImported: true, fontFamily: 'Lato' });
    expect(withPasted({ isImported: true, fontFamily: 'Lato' }, { cssUrl: 'https://a/c.css' })).toEqual({
      isImported: true,
      fontFamily: 'Lato',
      cssUrl: 'https://a/c.css',
    });
  });

  it('stores nothing for "(aucune)", and what it stores passes the shared validator', () => {
    expect(storedFont({ isImported: false, fontFamily: '' })).toBeNull();
    for (const font of [
      { isImported: false, fontFamily: 'Arial' },
      { isImported: true, fontFamily: 'Lato', cssUrl: 'https://fonts.googleapis.com/css2?family=Lato' },
    ]) {
      const check = validateValue(prop, storedFont(font));
      expect(check).toEqual({ ok: true, value: font });
    }
  });
});
