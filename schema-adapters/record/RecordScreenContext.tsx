import { createContext, useContext } from 'react';
import type { DataSchema } from '../../model/metaSchema';
import type { SaveAcceptance } from './saveAcceptance';
import type { LeaveGuard } from './useLeaveGuard';

export interface RecordScreen {
  schema: DataSchema;
  isNew: boolean;
  /** The schema's records are not editable in admin: every input disabled, nothing saved. */
  readOnly: boolean;
  /** A record of the archives (read-only): its history, no writes but 'Restaurer'. */
  archived: boolean;
  guard: LeaveGuard;
  /** The last save was refused because someone else changed the record meanwhile (412). */
  stale: boolean;
  setStale: (stale: boolean) => void;
  /** An edited record's saves accepted, heard before the form takes the saved version (saveAcceptance.ts). */
  saveAcceptance?: SaveAcceptance;
}

const RecordScreenContext = createContext<RecordScreen | undefined>(undefined);
export const RecordScreenProvider = RecordScreenContext.Provider;

export function useRecordScreen(): RecordScreen {
  const screen = useContext(RecordScreenContext);
  if (!screen) throw new Error('useRecordScreen must be used inside a record screen');
  return screen;
}
