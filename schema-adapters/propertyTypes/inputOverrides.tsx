// Inputs the app puts in place of a registry input (design.md §1: schema-adapters may not import custom-pages, so the
// shell hands in, for instance, the layout editor of custom-pages/layout-editor for the `layout` type).
import { createContext, useContext, type ComponentType } from 'react';
import type { PropertyType } from '../../model/metaSchema';
import type { PropertyInputProps } from './types';

export type InputOverrides = Partial<Record<PropertyType, ComponentType<PropertyInputProps>>>;

const InputOverridesContext = createContext<InputOverrides>({});

/** Give it a constant (module-level) map: every input reads it. */
export const InputOverridesProvider = InputOverridesContext.Provider;

/** The input that replaces the registry's one for this type, if any. */
export const useInputOverride = (type: string): ComponentType<PropertyInputProps> | undefined => {
  const overrides = useContext(InputOverridesContext);
  return Object.hasOwn(overrides, type) ? overrides[type as PropertyType] : undefined;
};
