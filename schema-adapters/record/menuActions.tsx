// What screens above schema-adapters add to a record's header: actions of its menu ('Copier vers ...', spec 000 §2)
// and tags beside its title (a video server's "simulateur local"). The app provides them through the console
// extensions (../extensions.tsx), since schema-adapters cannot import custom-pages. Each decides itself whether it shows.
import type { ComponentType } from 'react';
import type { DataSchema } from '../../model/metaSchema';
import { useConsoleExtensions } from '../extensions';

export interface RecordMenuActionProps {
  schema: DataSchema;
  recordId: string;
  /** Closes the menu; what the action opens (a dialog) stays, the menu's items staying mounted. */
  closeMenu: () => void;
  /** Given by the menu to its first item, to take the focus when it opens: pass them on to the MenuItem. */
  autoFocus?: boolean;
  tabIndex?: number;
}

export interface RecordMenuAction {
  id: string;
  /** A MUI MenuItem (or nothing), in the menu of a persisted record's header (not on a new one). */
  Component: ComponentType<RecordMenuActionProps>;
}

export interface RecordHeaderTag {
  id: string;
  /** Beside the title of a persisted record. */
  Component: ComponentType<{ schema: DataSchema; recordId: string }>;
}

export const useRecordMenuActions = (): readonly RecordMenuAction[] => useConsoleExtensions().recordMenuActions;
export const useRecordHeaderTags = (): readonly RecordHeaderTag[] => useConsoleExtensions().recordHeaderTags;
