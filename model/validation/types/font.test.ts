import { describe, expect, it } from 'vitest';
import { validateValue } from '../validateValue.js';

const prop = { key: 'font', type: 'Font' } as const;

describe('Font (spec: isImported default false; web-safe family unless imported; cssUrl only when imported)', () => {
  it.each<[string, unknown, unknown]>([
    ['isImported defaults to false', { fontFamily: 'Georgia' }, { isImported: false, fontFamily: 'Georgia' }],
    ['a web-safe family with a space', { isImported: false, fontFamily: 'Trebuchet MS' }, { isImported: false, fontFamily: 'Trebuchet MS' }],
    [
      'a leftover cssUrl is dropped when not imported',
      { isImported: false, fontFamily: 'Arial', cssUrl: 'https://x/y.css' },
      { isImported: false, fontFamily: 'Arial' },
    ],
    [
      'an imported family with its CSS',
      { isImported: true, fontFamily: 'Roboto', cssUrl: 'https://fonts.googleapis.com/css2?family=Roboto' },
      { isImported: true, fontFamily: 'Roboto', cssUrl: 'https://fonts.googleapis.com/css2?family=Roboto' },
    ],
    ['an imported family without CSS yet', { isImported: true, fontFamily: 'Roboto' }, { isImported: true, fontFamily: 'Roboto' }],
    ['nothing chosen is empty', { isImported: false }, null],
  ])('%s', (_name, input, expected) => {
    expect(validateValue(prop, input)).toEqual({ ok: true, value: expected });
  });

  it.each<[string, unknown, string]>([
    ['a family not web-safe', { isImported: false, fontFamily: 'Roboto' }, 'Police non disponible : Roboto'],
    ['a long family, named by its start', { isImported: false, fontFamily: 'é'.repeat(4000) }, `Police non disponible : ${'é'.repeat(40)}…`],
    ['no family', { isImported: true, cssUrl: 'https://x/y.css' }, 'Famille de police requise'],
    ['a CSS url that is not http(s)', { isImported: true, fontFamily: 'X', cssUrl: 'javascript:alert(1)' }, 'URL CSS invalide'],
    ['isImported not a boolean', { isImported: 'yes', fontFamily: 'Arial' }, 'Police invalide'],
    ['a string', 'Arial', 'Police invalide'],
  ])('%s → %s', (_name, input, message) => {
    expect(validateValue(prop, input)).toEqual({ ok: false, message });
  });
});
