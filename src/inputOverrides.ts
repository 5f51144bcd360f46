// Inputs of custom-pages that replace a registry input in every form (schema-adapters cannot import custom-pages).
// Each is loaded on first use: the layout editor stays out of the console's initial bundle.
import { lazy } from 'react';
import type { InputOverrides } from '../schema-adapters/propertyTypes/inputOverrides';

export const INPUT_OVERRIDES: InputOverrides = {
  layout: lazy(() => import('../custom-pages/layout-editor')),
};
