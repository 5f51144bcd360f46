import { describe, expect, it } from 'vitest';
import { extractCssUrl, extractFontFamily, parsePastedFont } from './fontCss';

// What Google Fonts gives to embed a family.
const GOOGLE_EMBED = `<link rel="preconnect" href="https://fonts.googleapis.com">
<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
<link href="https://fonts.googleapis.com/css2?family=Open+Sans:ital,wght@0,400;1,700&amp;display=swap" rel="stylesheet">`;

describe('extractCssUrl (spec 000 §5: CSS url extracted from pasted text)', () => {
  it('takes the stylesheet <link>, not the preconnect ones, and decodes &amp;', () => {
    expect(extractCssUrl(GOOGLE_EMBED)).toBe('https://fonts.googleapis.com/css2?family=Open+Sans:ital,wght@0,400;1,700&display=swap');
    expect(extractCssUrl("<link rel='stylesheet' href='https://use.typekit.net/abc.css'>")).toBe('https://use.typekit.net/abc.css');
  });

  it('reads @import url(...), @import "..." and a bare URL', () => {
    expect(extractCssUrl("@import url('https://fonts.googleapis.com/css2?family=Roboto&display=swap');")).toBe(
      'https://fonts.googleapis.com/css2?family=Roboto&display=swap',
    );
    expect(extractCssUrl('@import url(https://exemple.fr/police.css);')).toBe('https://exemple.fr/police.css');
    expect(extractCssUrl('@import "https://exemple.fr/police.css";')).toBe('https://exemple.fr/police.css');
    expect(extractCssUrl('  https://exemple.fr/police.css ')).toBe('https://exemple.fr/police.css');
  });

  it('finds nothing in plain text or a non-http address', () => {
    expect(extractCssUrl('Open Sans')).toBeUndefined();
    expect(extractCssUrl('<link href="javascript:alert(1)" rel="stylesheet">')).toBeUndefined();
    expect(extractCssUrl('@import url(//exemple.fr/a.css);')).toBeUndefined();
  });
});

describe('extractFontFamily (spec 000 §5: family from a pasted declaration)', () => {
  it('takes the first family of a font-family declaration, unquoted', () => {
    expect(extractFontFamily("font-family: 'Open Sans', sans-serif;")).toBe('Open Sans');
    expect(extractFontFamily('.roboto-regular {\n  font-family: "Roboto", serif;\n  font-weight: 400;\n}')).toBe('Roboto');
    expect(extractFontFamily('font-family:Lato')).toBe('Lato');
  });

  it('reads the family of a Google Fonts URL when no declaration says it', () => {
    expect(extractFontFamily(GOOGLE_EMBED)).toBe('Open Sans');
    expect(extractFontFamily('https://fonts.googleapis.com/css?family=Roboto+Slab:400,700|Lato')).toBe('Roboto Slab');
    expect(extractFontFamily('https://exemple.fr/police.css')).toBeUndefined();
  });
});

describe('parsePastedFont', () => {
  it('gives the url and the family of pasted CSS', () => {
    expect(parsePastedFont(GOOGLE_EMBED)).toEqual({
      cssUrl: 'https://fonts.googleapis.com/css2?family=Open+Sans:ital,wght@0,400;1,700&display=swap',
      fontFamily: 'Open Sans',
    });
    expect(parsePastedFont("font-family: 'Georgia', serif;")).toEqual({ fontFamily: 'Georgia' });
  });

  it('leaves plain text to the ordinary paste', () => {
    expect(parsePastedFont('Open Sans')).toBeUndefined();
    expect(parsePastedFont('font-family: ;')).toBeUndefined();
  });
});
