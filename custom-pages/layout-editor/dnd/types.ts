// What is dragged and where it may land, in the layout editor (spec 001 §4: dropping a component adds it; dropping an
// existing one moves it, or copies it with Ctrl held).
import type { Content, ContentPath, LayoutPath } from '../../../model/layouts';

export type DragPayload =
  /** A component (or complex-component reference) of the toolbox: each drop adds a fresh copy. */
  | { readonly kind: 'component'; readonly content: Content }
  /** A content already in the layout. */
  | { readonly kind: 'content'; readonly from: ContentPath }
  /** A column block of the toolbox: 'full' or a divider id ('8/4'). */
  | { readonly kind: 'columns'; readonly divider: string };

export type DropTarget =
  /** A column (even address: append) or a place in a column (odd address: insert before that content). */
  | { readonly kind: 'slot'; readonly path: LayoutPath }
  /** Between rows: a new row at this index. */
  | { readonly kind: 'row'; readonly at: number };
