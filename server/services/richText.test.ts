import { describe, expect, it } from 'vitest';
import type { DataSchema } from '../../model/metaSchema.js';
import { sanitizeEditorState, sanitizeRecord, sanitizeRichHtml } from './richText.js';

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
  ])('%s', (input, output) => {
    expect(sanitizeRichHtml(input)).toBe(output);
  });

  it('cleans rich text inside objects and lists, and leaves other values alone', () => {
    const schema = {
      _id: 'T',
      label: 'T',
      section: 'contents',
      propertiesList: [
        { key: 'body', type: 'richtext' },
        { key: 'label', type: 'string' },
        { key: 'blocks', type: 'list', itemSchema: { propertiesList: [{ key: 'text', type: 'richtext' }] } },
      ],
    } as DataSchema;
    const out = sanitizeRecord(schema, {
      body: { html: '<p onclick="x()">a</p>', editorStateJson: null },
      label: '<script>reste du texte</script>',
      blocks: [{ text: { html: '<b>b</b><script>x</script>' } }],
    });
    expect(out).toEqual({
      body: { html: '<p>a</p>', editorStateJson: null },
      label: '<script>reste du texte</script>',
      blocks: [{ text: { html: '<b>b</b>' } }],
    });
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
});
