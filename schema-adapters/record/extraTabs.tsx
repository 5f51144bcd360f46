// Tabs that screens above schema-adapters add to a type's record screen (the wireframe of a Page, spec 000 §2
// "extras per type"): the app provides them, since schema-adapters cannot import custom-pages.
import { createContext, useContext, type ComponentType } from 'react';

export interface RecordExtraTab {
  label: string;
  /** Rendered inside the record's form, when its tab is selected. */
  Component: ComponentType;
}

const RecordExtraTabsContext = createContext<Readonly<Record<string, readonly RecordExtraTab[]>>>({});

export const RecordExtraTabsProvider = RecordExtraTabsContext.Provider;

const NONE: readonly RecordExtraTab[] = [];
export const useRecordExtraTabs = (schemaId: string): readonly RecordExtraTab[] => useContext(RecordExtraTabsContext)[schemaId] ?? NONE;
