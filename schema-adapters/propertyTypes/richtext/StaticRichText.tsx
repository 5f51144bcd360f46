// A stored rich text drawn as the editor will draw it, without the editor: the placeholder's content, so that it takes
// the editor's height. Parsed into an inert document (nothing in it runs or loads) and rebuilt from its text and a list
// of tags without their attributes, never inserted as html: whatever a stored value holds, nothing of it executes.
import { createElement, type ReactNode } from 'react';
import { RICH_TEXT_TEXT_TAGS } from '../../../model/richTextTags';
import { imageAttrsOf } from './imageAttrs';
import { imageViewOf } from './imageView';

/** Tags drawn as themselves (the editor's marks and blocks); any other keeps only its content. */
const DRAWN = new Set<string>(RICH_TEXT_TEXT_TAGS);
/** Tags whose content is no text of the document. */
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'head', 'title']);
const EMPTY = new Set(['br', 'hr']);

function drawn(node: Node, key: number, siteId: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as HTMLElement;
  const tag = element.tagName.toLowerCase();
  if (SKIPPED.has(tag)) return null;
  if (tag === 'figure' || tag === 'img') {
    const attrs = imageAttrsOf(element);
    if (!attrs) return null;
    const view = imageViewOf(siteId, attrs);
    return (
      <figure key={key} className="rt-image-view" style={view.style}>
        <img src={view.src} alt={view.alt} />
        {view.caption && <figcaption>{view.caption}</figcaption>}
      </figure>
    );
  }
  if (EMPTY.has(tag)) return createElement(tag, { key });
  const children = [...element.childNodes].map((child, index) => drawn(child, index, siteId));
  if (!DRAWN.has(tag)) return children;
  // An empty paragraph is a line in the editor (ProseMirror gives it a break).
  if (tag === 'p' && !element.hasChildNodes()) return <p key={key}>{createElement('br')}</p>;
  return createElement(tag, { key }, ...children);
}

export const StaticRichText = ({ html, siteId }: { html: string; siteId: string }) => {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <>{[...body.childNodes].map((node, index) => drawn(node, index, siteId))}</>;
};
