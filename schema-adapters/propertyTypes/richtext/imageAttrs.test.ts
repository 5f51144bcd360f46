// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { alignOf, displayOf, figcaptionText, imageAttrsOf, imageBlockSpec } from './imageAttrs';

const element = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div.firstElementChild as HTMLElement;
};

describe('image block attributes (spec 000 §3: src, caption, rightsHolder, display, align)', () => {
  it('reads a stored figure', () => {
    const figure = element(
      '<figure data-display="75" data-align="right" class="rt-image"><img src="/2026/p.jpg" data-caption="Le port" data-rights-holder="AFP" data-display="75" data-align="right"><figcaption>Le port — © AFP</figcaption></figure>',
    );
    expect(imageAttrsOf(figure)).toEqual({ src: '/2026/p.jpg', caption: 'Le port', rightsHolder: 'AFP', display: 75, align: 'right' });
  });

  it('reads a bare img with defaults (display 50, centred)', () => {
    expect(imageAttrsOf(element('<img src="https://exemple.fr/a.png" alt="Texte">'))).toEqual({
      src: 'https://exemple.fr/a.png',
      caption: 'Texte',
      rightsHolder: '',
      display: 50,
      align: 'center',
    });
    expect(imageAttrsOf(element('<figure><figcaption>x</figcaption></figure>'))).toBeUndefined();
  });

  it('writes only attributes the server sanitiser keeps', () => {
    expect(imageBlockSpec({ src: '/p.jpg', caption: 'Le port', rightsHolder: 'AFP', display: 66, align: 'left' })).toEqual([
      'figure',
      { 'data-display': '66', 'data-align': 'left', class: 'rt-image rt-image-left' },
      ['img', { src: '/p.jpg', alt: 'Le port', 'data-display': '66', 'data-align': 'left', 'data-caption': 'Le port', 'data-rights-holder': 'AFP' }],
      ['figcaption', {}, 'Le port — © AFP'],
    ]);
    expect(imageBlockSpec({ src: '/p.jpg', caption: '', rightsHolder: '', display: 50, align: 'center' })).toHaveLength(3);
  });

  it('bounds the display to 0-100 and the alignment to left, center, right', () => {
    expect(displayOf('120')).toBe(100);
    expect(displayOf(-3)).toBe(0);
    expect(displayOf('33%')).toBe(33);
    expect(displayOf('large')).toBe(50);
    expect(alignOf('justify')).toBe('center');
    expect(figcaptionText({ caption: '', rightsHolder: 'AFP' })).toBe('© AFP');
  });
});
