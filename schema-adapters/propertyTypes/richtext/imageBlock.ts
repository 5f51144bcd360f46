// The tiptap node of the rich-text image block. Stored html keeps the stored path in src;
// the editor shows the image through the image API (w × devicePixelRatio).
import { Node } from '@tiptap/core';
import { EMPTY_IMAGE, imageAttrsOf, imageBlockSpec, type ImageBlockAttrs } from './imageAttrs';
import { imageViewOf } from './imageView';

export const IMAGE_BLOCK = 'imageBlock';
/** Dispatched on the editor's element when an image is double-clicked: the toolbar opens its dialog. */
export const EDIT_IMAGE_EVENT = 'richtext-edit-image';

export interface ImageBlockOptions {
  siteId: string;
}

const attribute = (name: keyof ImageBlockAttrs) => ({
  default: EMPTY_IMAGE[name],
  rendered: false,
  parseHTML: (element: HTMLElement) => imageAttrsOf(element)?.[name],
});

export const ImageBlock = Node.create<ImageBlockOptions>({
  name: IMAGE_BLOCK,
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addOptions: () => ({ siteId: '' }),

  addAttributes: () => ({
    src: attribute('src'),
    caption: attribute('caption'),
    rightsHolder: attribute('rightsHolder'),
    display: attribute('display'),
    align: attribute('align'),
  }),

  parseHTML: () => [{ tag: 'figure', getAttrs: (element) => (imageAttrsOf(element as HTMLElement) ? null : false) }, { tag: 'img[src]' }],

  renderHTML: ({ node }) => imageBlockSpec(node.attrs as ImageBlockAttrs) as never,

  addNodeView() {
    const { siteId } = this.options;
    return ({ node: initial }) => {
      const figure = document.createElement('figure');
      const img = document.createElement('img');
      const caption = document.createElement('figcaption');
      figure.className = 'rt-image-view';
      figure.append(img, caption);
      let current = initial;
      const paint = () => {
        const view = imageViewOf(siteId, current.attrs as ImageBlockAttrs);
        figure.dataset.align = view.align;
        figure.dataset.display = String(view.display);
        Object.assign(figure.style, view.style);
        if (img.getAttribute('src') !== view.src) img.setAttribute('src', view.src);
        img.alt = view.alt;
        img.title = 'Double-cliquez pour modifier l’image';
        caption.textContent = view.caption;
        caption.hidden = !caption.textContent;
      };
      paint();
      figure.addEventListener('dblclick', () => figure.dispatchEvent(new CustomEvent(EDIT_IMAGE_EVENT, { bubbles: true })));
      return {
        dom: figure,
        update: (node) => {
          if (node.type !== current.type) return false;
          current = node;
          paint();
          return true;
        },
      };
    };
  },
});
