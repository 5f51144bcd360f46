// The record editor's session, shared by the toolbar, the footer, the JSON editor and the actions.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { EditorFlags, EditorSession } from '../editor/editorSession';

const EditorContext = createContext<EditorSession | undefined>(undefined);
export const EditorProvider = EditorContext.Provider;

export function useEditor(): EditorSession {
  const session = useContext(EditorContext);
  if (!session) throw new Error('useEditor must be used inside a record form');
  return session;
}

/** One flag of the session; the component re-renders only when that flag changes (not on every keystroke). */
export function useEditorFlag<K extends keyof EditorFlags>(key: K): EditorFlags[K] {
  const { flags } = useEditor();
  return useSyncExternalStore(flags.subscribe, () => flags.get()[key]);
}
