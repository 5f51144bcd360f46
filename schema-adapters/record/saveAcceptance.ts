// react-admin hands a save's answer to the screen's record a task after its own success callback (react-query notifies
// in a timeout), and the record form takes it after the screen has painted (RecordForm): until then the form holds the
// version it opened with. The editor hears of the acceptance here first, so that the confirmation leaves nothing to
// save, nor to ask about on leaving.
import { useEffect } from 'react';
import type { EditorSession } from '../editor/editorSession';
import { createStore, type Store } from '../editor/store';

/** The saves of the screen's record accepted so far. */
export type SaveAcceptance = Store<{ count: number }>;

export const createSaveAcceptance = (): SaveAcceptance => createStore({ count: 0 });

export const announceSaveAccepted = (acceptance: SaveAcceptance) => acceptance.set({ count: acceptance.get().count + 1 });

export function useFollowSaveAcceptance(session: EditorSession, acceptance: SaveAcceptance | undefined): void {
  useEffect(() => acceptance?.subscribe(() => session.saveAccepted()), [session, acceptance]);
}
