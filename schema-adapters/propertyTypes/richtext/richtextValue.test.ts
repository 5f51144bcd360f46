import { describe, expect, it } from 'vitest';
import { validateValue } from '../../../model/validation';
import { editorHtmlOf, storedRichText, unwrapParagraphs } from './richtextValue';

describe('editorHtmlOf (the html the editor opens)', () => {
  it("reads {html}, bare html, and treats '<p>null</p>' and empty paragraphs as empty (spec 000 §5)", () => {
    expect(editorHtmlOf({ html: '<p>Bonjour</p>', editorStateJson: null })).toBe('<p>Bonjour</p>');
    expect(editorHtmlOf('<p>Bonjour</p>')).toBe('<p>Bonjour</p>');
    expect(editorHtmlOf({ html: '<p>null</p>' })).toBe('');
    expect(editorHtmlOf({ html: '<p></p>' })).toBe('');
    expect(editorHtmlOf({ html: '<p><br></p>' })).toBe('');
    expect(editorHtmlOf({ html: 42 })).toBe('');
    expect(editorHtmlOf([1])).toBe('');
    expect(editorHtmlOf(null)).toBe('');
  });
});

describe('storedRichText (the stored value of the editor html)', () => {
  const json = { type: 'doc', content: [] };
  it('stores {html, editorStateJson}, null when empty', () => {
    expect(storedRichText('<p>Bonjour</p>', json)).toEqual({ html: '<p>Bonjour</p>', editorStateJson: json });
    expect(storedRichText('<p>Bonjour</p>', undefined)).toEqual({ html: '<p>Bonjour</p>', editorStateJson: null });
    expect(storedRichText('', json)).toBeNull();
    expect(storedRichText('<p></p>', json)).toBeNull();
    expect(storedRichText('<p>null</p>', json)).toBeNull();
    expect(storedRichText(undefined, json)).toBeNull();
  });

  it('drops the paragraphs when p is a disallowed tag, so the shared validator accepts the text', () => {
    const value = storedRichText('<p>Un</p><p>Deux <strong>gras</strong></p><ul><li><p>item</p></li></ul>', null, ['p']);
    expect(value?.html).toBe('Un<br>Deux <strong>gras</strong><ul><li>item</li></ul>');
    expect(validateValue({ key: 'b', type: 'richtext', disallowedTags: ['p'] }, value).ok).toBe(true);
  });
});

describe('unwrapParagraphs', () => {
  it('joins consecutive paragraphs with line breaks and leaves <pre> alone', () => {
    expect(unwrapParagraphs('<p>a</p>\n<p class="x">b</p>')).toBe('a<br>b');
    expect(unwrapParagraphs('<p></p><p>a</p><p></p>')).toBe('a');
    expect(unwrapParagraphs('<pre>code</pre><p>a</p>')).toBe('<pre>code</pre>a');
  });
});
