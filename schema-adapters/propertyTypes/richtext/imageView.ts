// How the editor draws an image block: its figure's width and margins, the image through the image API, the caption.
// Shared by the editor's node view and its placeholder, so that both take the same place.
import { imageUrl } from '../media/mediaUrls';
import { alignOf, displayOf, figcaptionText, type ImageBlockAttrs } from './imageAttrs';

/** The image API's width for a block at 100 % (the editor's column). */
const EDITOR_IMAGE_WIDTH = 800;

export interface ImageView {
  align: string;
  display: number;
  style: { width: string; marginLeft: string; marginRight: string };
  src: string;
  alt: string;
  caption: string;
}

export function imageViewOf(siteId: string, attrs: ImageBlockAttrs): ImageView {
  const align = alignOf(attrs.align);
  const display = displayOf(attrs.display);
  return {
    align,
    display,
    style: { width: `${display}%`, marginLeft: align === 'left' ? '0' : 'auto', marginRight: align === 'right' ? '0' : 'auto' },
    src: attrs.src ? imageUrl(siteId, attrs.src, { w: Math.round((EDITOR_IMAGE_WIDTH * display) / 100) || 1 }) : '',
    alt: attrs.caption,
    caption: figcaptionText(attrs),
  };
}
