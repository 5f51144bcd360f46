// What the rows, columns and contents of the editor share: the edit function, the dialogs, read-only. The value is
// stable (refs inside), so memoised rows and columns re-render only when their own part of the layout changes.
import { createContext, useContext } from 'react';
import type { ColPath, Content, ContentPath, Layout, LayoutOpResult } from '../../model/layouts';
import type { ComplexComponentRecord, ComponentDefinition } from './types';

export type DialogState =
  | { readonly kind: 'row'; readonly row: number }
  | { readonly kind: 'column'; readonly path: ColPath }
  | { readonly kind: 'divide'; readonly path: ColPath }
  | { readonly kind: 'component'; readonly path: ContentPath }
  | { readonly kind: 'group'; readonly path: ColPath; readonly uuid?: string; readonly range: readonly number[] }
  | { readonly kind: 'moveTo'; readonly from: ContentPath }
  | { readonly kind: 'addTo'; readonly content: Content };

export interface ApplyOptions {
  /** Do not show a refusal as a notification (the caller shows it inline). */
  readonly silent?: boolean;
}

export interface LayoutEditorActions {
  /** Runs a model operation on the current layout; a refusal is notified with its reason (unless silent). */
  apply: (op: (layout: Layout) => Layout, options?: ApplyOptions) => LayoutOpResult<Layout>;
  open: (dialog: DialogState) => void;
  readOnly: boolean;
}

export const LayoutEditorContext = createContext<LayoutEditorActions | null>(null);

export function useLayoutEditor(): LayoutEditorActions {
  const actions = useContext(LayoutEditorContext);
  if (!actions) throw new Error('useLayoutEditor outside the layout editor');
  return actions;
}

export interface LayoutCatalogue {
  /** Component definitions of the site, by _id (empty while loading). */
  readonly definitions: ReadonlyMap<string, ComponentDefinition>;
  readonly loading: boolean;
  readonly error?: string;
  /** ComplexComponent records of the site. */
  readonly complexComponents: readonly ComplexComponentRecord[];
  /** Complex components past the bound of "all" (model/allPages.ts), not offered. */
  readonly complexComponentsCut?: number;
}

export const EMPTY_CATALOGUE: LayoutCatalogue = { definitions: new Map(), loading: true, complexComponents: [] };
export const LayoutCatalogueContext = createContext<LayoutCatalogue>(EMPTY_CATALOGUE);
export const useLayoutCatalogue = () => useContext(LayoutCatalogueContext);
