// The layout editor (spec 001 §2 "Layout editor", §4 "Layout editing"): no page, the input of `layout` properties in
// every record form, in place of the registry's input.
import type { ConsoleModule } from '../types';
import { onDemand } from '../../schema-adapters/shared/onDemand';

export const layoutEditorModule: ConsoleModule = {
  id: 'layout-editor',
  inputOverrides: { layout: onDemand(() => import('./LayoutEditorInput').then((m) => m.LayoutEditorInput)) },
};
