// Inputs the app puts in place of a registry input (design.md §1: schema-adapters may not import custom-pages, so the
// shell hands in, for instance, the layout editor of custom-pages/layout-editor for the `layout` type), through the
// console extensions (../extensions.tsx).
import type { ComponentType } from 'react';
import type { PropertyType } from '../../model/metaSchema';
import { useConsoleExtensions } from '../extensions';
import type { PropertyInputProps } from './types';

export type InputOverrides = Partial<Record<PropertyType, ComponentType<PropertyInputProps>>>;

/** The input that replaces the registry's one for this type, if any. */
export const useInputOverride = (type: string): ComponentType<PropertyInputProps> | undefined => {
  const overrides = useConsoleExtensions().inputOverrides;
  return Object.hasOwn(overrides, type) ? overrides[type as PropertyType] : undefined;
};
