// Actions that screens above schema-adapters add to the record header's menu ('Copier vers ...', spec 000 §2):
// the app provides them, since schema-adapters cannot import custom-pages. Each decides itself whether it shows.
import { createContext, useContext, type ComponentType } from 'react';
import type { DataSchema } from '../../model/metaSchema';

export interface RecordMenuAction {
  id: string;
  /** Rendered in the header of a persisted record (not on a new one). */
  Component: ComponentType<{ schema: DataSchema; recordId: string }>;
}

const RecordMenuActionsContext = createContext<readonly RecordMenuAction[]>([]);

export const RecordMenuActionsProvider = RecordMenuActionsContext.Provider;
export const useRecordMenuActions = (): readonly RecordMenuAction[] => useContext(RecordMenuActionsContext);
