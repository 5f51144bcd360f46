// @vitest-environment jsdom
// The editor's schema with the extensions of a property: headings allowed, links, the image block round trip.
import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/core';
import { allowedHeadingLevels, editorExtensions } from './editorExtensions';

let editor: Editor | undefined;
const open = (content: string, disallowedTags: string[] = []) => {
  editor = new Editor({ extensions: editorExtensions({ disallowedTags, siteId: 'demo' }), content });
  return editor;
};
afterEach(() => editor?.destroy());

describe('editorExtensions', () => {
  it('keeps the heading levels the schema allows (disallowedTags)', () => {
    expect(allowedHeadingLevels(['h1', 'h2', 'p'])).toEqual([3, 4, 5, 6]);
    expect(open('<h1>Un</h1><h2>Deux</h2><h3>Trois</h3>', ['h1', 'h2']).getHTML()).toBe('<p>Un</p><p>Deux</p><h3>Trois</h3>');
    expect(open('<h1>Un</h1>', ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']).getHTML()).toBe('<p>Un</p>');
  });

  it('keeps links with noopener, and drops javascript: ones', () => {
    expect(open('<p><a href="https://exemple.fr">lien</a></p>').getHTML()).toBe(
      '<p><a rel="noopener noreferrer" href="https://exemple.fr">lien</a></p>',
    );
    expect(open('<p><a href="javascript:alert(1)">x</a></p>').getHTML()).toBe('<p>x</p>');
  });

  it('reads and writes the image block as the stored figure', () => {
    const stored =
      '<figure data-display="75" data-align="right" class="rt-image rt-image-right"><img src="/2026/p.jpg" alt="Le port" data-display="75" data-align="right" data-caption="Le port" data-rights-holder="AFP"><figcaption>Le port — © AFP</figcaption></figure>';
    const e = open(`<p>Avant</p>${stored}<p>Après</p>`);
    expect(e.getHTML()).toBe(`<p>Avant</p>${stored}<p>Après</p>`);
    expect(e.getJSON().content?.[1]).toEqual({
      type: 'imageBlock',
      attrs: { src: '/2026/p.jpg', caption: 'Le port', rightsHolder: 'AFP', display: 75, align: 'right' },
    });
  });

  it('turns a pasted inline image into an image block shown through the image API', () => {
    const e = open('<p>Texte <img src="/2026/a.png"> suite</p>');
    expect(e.getJSON().content?.map((node) => node.type)).toEqual(['paragraph', 'imageBlock', 'paragraph']);
    const shown = e.view.dom.querySelector('figure.rt-image-view img');
    expect(shown?.getAttribute('src')).toMatch(/^\/api\/demo\/images\/2026\/a\.png\?w=\d+$/);
    expect((e.view.dom.querySelector('figure.rt-image-view') as HTMLElement).style.width).toBe('50%');
  });
});
