// Keyboard shortcuts of the form history (spec 001 §4 Undo and redo).
//
// Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo (Cmd on macOS), except where the focused element keeps its own undo:
// text inputs, text areas (the JSON editor, the paste box included) and rich-text editors (contenteditable). There
// the browser (or the editor) undoes the typing character by character, as everywhere else on the web, and the
// form history still records the result as one entry per batch. Anywhere else in the page (a button, a switch, a
// select, the page itself) the shortcuts move through the form history.
export type HistoryShortcut = 'undo' | 'redo';

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export function historyShortcutOf(event: KeyLike): HistoryShortcut | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return undefined;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return undefined;
}

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number', '']);

/** The element undoes its own typing: a text input, a textarea, or inside a contenteditable editor. */
export function handlesOwnUndo(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(target.type);
  return target instanceof HTMLElement && (target.isContentEditable || target.closest('[contenteditable="true"], [contenteditable=""]') !== null);
}
