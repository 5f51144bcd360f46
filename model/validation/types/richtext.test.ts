import { describe, expect, it } from 'vitest';
import type { PropertyDefinition } from '../../metaSchema.js';
import { validateValue } from '../validateValue.js';
import { richTextToPlainText } from './richtext.js';

const rt = (extra: Partial<PropertyDefinition> = {}): PropertyDefinition => ({ key: 'body', type: 'richtext', ...extra });

describe('richtext (spec: <p>null</p> or an empty paragraph is empty; disallowed tags; max characters)', () => {
  it.each(['<p>null</p>', '<p></p>', '<p><br></p>', '<p><br/></p><p> </p>', '  ', '&nbsp;'])('%j is empty', (html) => {
    expect(validateValue(rt(), { html })).toEqual({ ok: true, value: null });
    expect(validateValue(rt({ required: true }), html)).toEqual({ ok: false, message: 'Ce champ est requis' });
  });

  it.each<[string, Partial<PropertyDefinition>, unknown, unknown]>([
    ['plain text is wrapped', {}, '<p>Bonjour</p>', { html: '<p>Bonjour</p>' }],
    [
      'editor state is kept, other keys dropped',
      {},
      { html: '<p>a</p>', editorStateJson: { root: 1 }, x: 1 },
      { html: '<p>a</p>', editorStateJson: { root: 1 } },
    ],
    ['allowed tags', { disallowedTags: ['h1'] }, '<h2>Titre</h2><p>x</p>', { html: '<h2>Titre</h2><p>x</p>' }],
    ['max counts text without tags, entities as one character', { max: 6 }, '<p><b>a&amp;b</b> cd</p>', { html: '<p><b>a&amp;b</b> cd</p>' }],
  ])('%s', (_name, extra, input, expected) => {
    expect(validateValue(rt(extra), input)).toEqual({ ok: true, value: expected });
  });

  it.each<[string, Partial<PropertyDefinition>, unknown, string]>([
    ['a disallowed tag', { disallowedTags: ['h1', 'p'] }, '<div><H1 class="x">T</H1></div>', 'Balise <h1> non autorisée'],
    ['a disallowed paragraph', { disallowedTags: ['p'] }, '<p>x</p>', 'Balise <p> non autorisée'],
    ['too many characters', { max: 3 }, '<p>abcd</p>', 'Au plus 3 caractères'],
    ['html not text', {}, { html: 5 }, 'Texte enrichi invalide'],
    ['a number', {}, 5, 'Texte enrichi invalide'],
  ])('%s → %s', (_name, extra, input, message) => {
    expect(validateValue(rt(extra), input)).toEqual({ ok: false, message });
  });

  it('a disallowed tag name does not match a longer tag (<p> vs <pre>)', () => {
    expect(validateValue(rt({ disallowedTags: ['p'] }), '<pre>x</pre>').ok).toBe(true);
  });

  it('richTextToPlainText strips tags and decodes entities', () => {
    expect(richTextToPlainText('<p>L&#39;été &lt;3&nbsp;&#x1F600;</p>')).toBe("L'été <3 😀");
  });
});
