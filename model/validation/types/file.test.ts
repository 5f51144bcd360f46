import { describe, expect, it } from 'vitest';
import { validateValue } from '../validateValue.js';

describe.each(['file', 'image'] as const)('%s (a stored path, or an image block {src, ...})', (type) => {
  const prop = { key: 'f', type };

  it.each<[string, unknown]>([
    ['a path', 'uploads/2024/photo.jpg'],
    ['an absolute path', '/media/a b.png'],
    ['an https url', 'https://cdn.exemple.fr/a.png'],
    ['an image block', { src: 'a.png', caption: 'Légende', rightsHolder: 'AFP', display: 50, align: 'center' }],
    ['a path of 1000 characters', 'a'.repeat(1000)],
  ])('%s is kept', (_name, input) => {
    expect(validateValue(prop, input)).toEqual({ ok: true, value: input });
  });

  it.each<[string, unknown, string]>([
    ['a .. segment', '../etc/passwd', 'Chemin invalide'],
    ['a .. segment in the middle', 'a/../../b.png', 'Chemin invalide'],
    ['a backslash .. segment', 'a\\..\\b', 'Chemin invalide'],
    ['a javascript url', 'javascript:alert(1)', 'Chemin invalide'],
    ['a data url', 'data:text/html,x', 'Chemin invalide'],
    ['a control character', 'a\nb', 'Chemin invalide'],
    ['a leading space before a scheme', ' javascript:alert(1)', 'Chemin invalide'],
    ['a block with a non-text caption', { src: 'a.png', caption: { html: '<b>' } }, 'Fichier invalide'],
    ['over 1000 characters', 'a'.repeat(1001), 'Chemin trop long (1000 caractères au plus)'],
    ['a block with a bad src', { src: '../x' }, 'Chemin invalide'],
    ['a block width over 100', { src: 'a.png', display: 120 }, 'Largeur invalide (0 à 100 %)'],
    ['a block alignment', { src: 'a.png', align: 'justify' }, 'Alignement invalide'],
    ['a number', 5, 'Fichier invalide'],
  ])('%s → %s', (_name, input, message) => {
    expect(validateValue(prop, input)).toEqual({ ok: false, message });
  });

  it('an image block keeps its own keys only', () => {
    expect(validateValue(prop, { src: '/a.png', caption: 'x', link: 'javascript:alert(1)' })).toEqual({
      ok: true,
      value: { src: '/a.png', caption: 'x' },
    });
  });

  it('a name containing two dots is not a .. segment', () => {
    expect(validateValue(prop, 'a..b.png').ok).toBe(true);
  });
});
