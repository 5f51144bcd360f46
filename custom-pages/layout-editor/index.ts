// The layout editor (spec 001 §2 "Layout editor", §4 "Layout editing"): no page, the input of `layout` properties in
// every record form, in place of the registry's input.
import { lazy } from 'react';
import type { ConsoleModule } from '../types';

export const layoutEditorModule: ConsoleModule = {
  id: 'layout-editor',
  inputOverrides: { layout: lazy(() => import('./LayoutEditorInput').then((m) => ({ default: m.LayoutEditorInput }))) },
};
