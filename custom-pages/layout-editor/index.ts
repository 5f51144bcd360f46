// The layout editor (spec 001 §2 "Layout editor", §4 "Layout editing"): the input of `layout` properties in every
// record form. Loaded lazily: src/inputOverrides.ts imports this module's default export with React.lazy.
//
// Offered here:
// - default / LayoutEditorInput: the form input (react-admin useInput) around LayoutEditor;
// - LayoutEditor: the editor itself (value + onChange), for other screens;
// - useComponentDefinitions, useComplexComponents: the site's component definitions and complex components.
export { LayoutEditorInput as default, LayoutEditorInput, readLayout } from './LayoutEditorInput';
export { LayoutEditor, type LayoutEditorProps } from './LayoutEditor';
export { useComponentDefinitions, useComplexComponents, distinctModes } from './useLayoutCatalogue';
export type { ComponentDefinition, ComplexComponentRecord } from './types';
