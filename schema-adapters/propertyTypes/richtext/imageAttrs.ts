// The image block of a rich text (spec 000 §3): src, caption, rightsHolder, display (percent), align.
// Stored as <figure data-display data-align class><img src data-caption data-rights-holder …><figcaption></figure>,
// the attributes the server's sanitiser keeps.

export type ImageAlign = 'left' | 'center' | 'right';

export interface ImageBlockAttrs {
  src: string;
  caption: string;
  rightsHolder: string;
  /** Width in percent of the text column, 0-100. */
  display: number;
  align: ImageAlign;
}

/** Display presets (spec 000 §5) and the slider's default. */
export const DISPLAY_PRESETS = [33, 50, 66, 75, 100] as const;
export const DEFAULT_DISPLAY = 50;
export const ALIGNS: readonly ImageAlign[] = ['left', 'center', 'right'];
export const ALIGN_LABELS: Record<ImageAlign, string> = { left: 'À gauche', center: 'Centrée', right: 'À droite' };

export const EMPTY_IMAGE: ImageBlockAttrs = { src: '', caption: '', rightsHolder: '', display: DEFAULT_DISPLAY, align: 'center' };

/** A display percentage from any text: whole, 0 to 100, default 50. */
export function displayOf(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.replace('%', '')) : NaN;
  return Number.isFinite(n) ? Math.min(100, Math.max(0, Math.round(n))) : DEFAULT_DISPLAY;
}

export const alignOf = (value: unknown): ImageAlign => (ALIGNS.includes(value as ImageAlign) ? (value as ImageAlign) : 'center');

/** The text under the image: the caption, then the rights holder. */
export function figcaptionText({ caption, rightsHolder }: Pick<ImageBlockAttrs, 'caption' | 'rightsHolder'>): string {
  const parts = [caption.trim(), rightsHolder.trim() ? `© ${rightsHolder.trim()}` : ''].filter(Boolean);
  return parts.join(' — ');
}

/** Reads the attributes from a stored <figure> (or a bare <img>). */
export function imageAttrsOf(element: HTMLElement): ImageBlockAttrs | undefined {
  const img = element.tagName === 'IMG' ? element : element.querySelector('img');
  const src = img?.getAttribute('src');
  if (!img || !src) return undefined;
  const figure = element.tagName === 'FIGURE' ? element : null;
  const attr = (name: string) => img.getAttribute(name) ?? figure?.getAttribute(name) ?? null;
  return {
    src,
    caption: img.getAttribute('data-caption') ?? img.getAttribute('alt') ?? '',
    rightsHolder: img.getAttribute('data-rights-holder') ?? '',
    display: displayOf(attr('data-display') ?? img.getAttribute('width')),
    align: alignOf(attr('data-align')),
  };
}

type Spec = [string, Record<string, string>, ...unknown[]];

/** The stored html of an image block, as a ProseMirror DOM spec. */
export function imageBlockSpec(attrs: ImageBlockAttrs): Spec {
  const display = String(displayOf(attrs.display));
  const align = alignOf(attrs.align);
  const img: Record<string, string> = { src: attrs.src, alt: attrs.caption, 'data-display': display, 'data-align': align };
  if (attrs.caption) img['data-caption'] = attrs.caption;
  if (attrs.rightsHolder) img['data-rights-holder'] = attrs.rightsHolder;
  const text = figcaptionText(attrs);
  const figure: Spec = ['figure', { 'data-display': display, 'data-align': align, class: `rt-image rt-image-${align}` }, ['img', img]];
  if (text) figure.push(['figcaption', {}, text]);
  return figure;
}
