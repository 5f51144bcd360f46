// Actions that screens above schema-adapters add to the record header's menu ('Copier vers ...', spec 000 §2): the app
// provides them through the console extensions (../extensions.tsx), since schema-adapters cannot import custom-pages.
// Each decides itself whether it shows.
import type { ComponentType } from 'react';
import type { DataSchema } from '../../model/metaSchema';
import { useConsoleExtensions } from '../extensions';

export interface RecordMenuAction {
  id: string;
  /** Rendered in the header of a persisted record (not on a new one). */
  Component: ComponentType<{ schema: DataSchema; recordId: string }>;
}

export const useRecordMenuActions = (): readonly RecordMenuAction[] => useConsoleExtensions().recordMenuActions;
