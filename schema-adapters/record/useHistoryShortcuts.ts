// Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y on the record screen (see editor/shortcuts.ts for where they apply).
import { useEffect } from 'react';
import type { EditorSession } from '../editor/editorSession';
import { handlesOwnUndo, historyShortcutOf } from '../editor/shortcuts';

export function useHistoryShortcuts(session: EditorSession, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = historyShortcutOf(event);
      if (!shortcut || event.defaultPrevented || handlesOwnUndo(event.target)) return;
      // Not behind a dialog (a confirmation, the paste box).
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      event.preventDefault();
      if (shortcut === 'undo') session.undo();
      else session.redo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [session, enabled]);
}
