// @vitest-environment jsdom
// The rich text's placeholder draws the stored text as the editor will, and nothing of a stored value runs.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StaticRichText } from './StaticRichText';

afterEach(cleanup);

const drawn = (html: string) => render(<StaticRichText html={html} siteId="demo-prod" />).container;

describe('the stored rich text without its editor', () => {
  it('draws its blocks and marks as the editor does, an empty paragraph as a line', () => {
    const box = drawn(
      '<h2>Titre</h2><p>Un <strong>mot</strong> et <em>un autre</em></p><p></p><ul><li>un</li><li>deux</li></ul><blockquote><p>cité</p></blockquote>',
    );
    expect(box.innerHTML).toBe(
      '<h2>Titre</h2><p>Un <strong>mot</strong> et <em>un autre</em></p><p><br></p><ul><li>un</li><li>deux</li></ul><blockquote><p>cité</p></blockquote>',
    );
  });

  it('draws an image block at its display width, through the image API, with its caption', () => {
    const box = drawn(
      '<figure data-display="50" data-align="left"><img src="/2026/01/photo.png" data-caption="Légende" data-rights-holder="AFP"></figure>',
    );
    const figure = box.querySelector('figure')!;
    expect(figure.style.width).toBe('50%');
    expect(figure.style.marginLeft).toBe('0px');
    expect(box.querySelector('img')!.getAttribute('src')).toMatch(/^\/api\/demo-prod\/images\/2026\/01\/photo\.png\?w=\d+/);
    expect(box.querySelector('figcaption')!.textContent).toBe('Légende — © AFP');
  });

  it('keeps no script, handler, link target or unknown tag of a stored value', () => {
    const box = drawn(
      '<p onclick="alert(1)">a<script>alert(2)</script><a href="javascript:alert(3)" onmouseover="alert(4)">lien</a><marquee>b</marquee><style>p{}</style></p><iframe src="https://example.com"></iframe>',
    );
    expect(box.innerHTML).toBe('<p>a<a>lien</a>b</p>');
  });
});
