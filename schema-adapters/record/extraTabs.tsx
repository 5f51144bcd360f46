// Tabs that screens above schema-adapters add to a type's record screen (the wireframe of a Page, spec 000 §2
// "extras per type"): the app provides them through the console extensions (../extensions.tsx), since schema-adapters
// cannot import custom-pages.
import type { ComponentType } from 'react';
import { useConsoleExtensions } from '../extensions';

export interface RecordExtraTab {
  label: string;
  /** Rendered inside the record's form, when its tab is selected. */
  Component: ComponentType;
}

const NONE: readonly RecordExtraTab[] = [];
export const useRecordExtraTabs = (schemaId: string): readonly RecordExtraTab[] => useConsoleExtensions().recordTabs[schemaId] ?? NONE;
