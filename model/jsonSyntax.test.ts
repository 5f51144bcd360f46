import { describe, expect, it } from 'vitest';
import { jsonSyntaxError, lineAndColumn } from './jsonSyntax.js';

describe('JSON syntax errors in French, with their place', () => {
  it.each([
    ['a trailing comma', '{\n  "a": 1,\n}', 'nom de propriété entre guillemets doubles attendu (ligne 3, colonne 1)'],
    ['single quotes', "{'a': 1}", 'caractère inattendu (ligne 1, colonne 2)'],
    ['a missing comma', '{\n  "a": 1\n  "b": 2\n}', 'virgule attendue (ligne 3, colonne 3)'],
    ['a text cut short', '{"label": ', 'valeur attendue (ligne 1, colonne 11)'],
    ['an empty text', '', 'valeur attendue (ligne 1, colonne 1)'],
    ['an unclosed list', '[1, 2', 'crochet fermant attendu (ligne 1, colonne 6)'],
    ['a comment', '/* note */ {}', 'commentaire non permis (ligne 1, colonne 1)'],
    ['text after the end', '{}\n{}', 'texte en trop après la fin (ligne 2, colonne 1)'],
    ['an unclosed string', '{"a": "x', 'guillemet fermant attendu (ligne 1, colonne 7)'],
  ])('%s', (_name, text, message) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(jsonSyntaxError(text)).toBe(message);
  });

  it('counts lines and columns from 1', () => {
    expect(lineAndColumn('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});
