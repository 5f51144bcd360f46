import { describe, expect, it } from 'vitest';
import { sanitizeEditorState, sanitizeRichHtml, sanitizeRichValue } from './richText.js';

describe('rich text sanitising', () => {
  it.each([
    ['<p>Bonjour <strong>monde</strong></p>', '<p>Bonjour <strong>monde</strong></p>'],
    ['<p>a<script>alert(1)</script></p>', '<p>a</p>'],
    ['<img src="https://x.example/a.jpg" onerror="alert(1)">', '<img src="https://x.example/a.jpg" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="https://ok.example">x</a>', '<a href="https://ok.example" rel="noopener noreferrer">x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<a href="/\\evil.example/x">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href=" javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="/abonnement">x</a>', '<a href="/abonnement" rel="noopener noreferrer">x</a>'],
    ['<img src="//evil.example/a.png">', '<img />'],
  ])('%s', (input, output) => {
    expect(sanitizeRichHtml(input)).toBe(output);
  });
});

describe('editor state sanitising', () => {
  it('drops event handlers and unsafe URLs, keeps the rest', () => {
    const state = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'x',
              marks: [
                { type: 'link', attrs: { href: 'javascript:alert(1)', target: '_blank' } },
                { type: 'link', attrs: { href: 'https://ok.example' } },
              ],
            },
          ],
        },
        { type: 'image', attrs: { src: '/2026/11/a.jpg', onerror: 'alert(1)' } },
        { type: 'image', attrs: { src: '//evil.example/x.js' } },
      ],
    };
    expect(sanitizeEditorState(state)).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'x',
              marks: [
                { type: 'link', attrs: { target: '_blank' } },
                { type: 'link', attrs: { href: 'https://ok.example' } },
              ],
            },
          ],
        },
        { type: 'image', attrs: { src: '/2026/11/a.jpg' } },
        { type: 'image', attrs: {} },
      ],
    });
  });

  it('holds every attribute to the URL policy, whatever its name, and sanitises the html ones', () => {
    const attrs = {
      data: 'javascript:alert(1)',
      to: '/\\evil.example',
      link: ' javascript:alert(1)',
      srcdoc: '<script>alert(1)</script><b>x</b>',
      html: '<img src=x onerror="alert(1)">',
      caption: 'java\tscript:alert(1)',
      title: 'Note : voir plus bas',
      level: 2,
    };
    expect(sanitizeEditorState({ type: 'heading', attrs, content: [{ type: 'text', text: 'javascript:alert(1) reste du texte' }] })).toEqual({
      type: 'heading',
      attrs: { srcdoc: '<b>x</b>', html: '<img />', title: 'Note : voir plus bas', level: 2 },
      content: [{ type: 'text', text: 'javascript:alert(1) reste du texte' }],
    });
  });

  it('reads a state sent as JSON text, and drops text that is not JSON', () => {
    const state = JSON.stringify({ type: 'doc', content: [{ type: 'image', attrs: { src: 'data:text/html,x' } }] });
    expect(sanitizeRichValue({ html: '<p>x</p>', editorStateJson: state })).toEqual({
      html: '<p>x</p>',
      editorStateJson: { type: 'doc', content: [{ type: 'image', attrs: {} }] },
    });
    expect(sanitizeRichValue({ html: '<p>x</p>', editorStateJson: 'javascript:alert(1)' })).toEqual({ html: '<p>x</p>', editorStateJson: null });
  });
});
