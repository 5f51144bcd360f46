// The values history of a record form (spec 001 §4 Undo and redo): a small state machine over snapshots.
// Pure: the hook that drives it (useEditorSession) decides when a batch of edits becomes one entry.

export interface History<T> {
  /** Older versions, oldest first: what Undo goes back to. */
  readonly past: readonly T[];
  /** The version the form holds (as of the last entry). */
  readonly present: T;
  /** Versions undone, the next one to redo last. */
  readonly future: readonly T[];
}

export type HistoryAction<T> =
  /** An edit batch: a new entry unless it equals the present one; the redo branch is dropped. */
  | { type: 'push'; snapshot: T }
  | { type: 'undo' }
  | { type: 'redo' }
  /** The form was reset from outside (a load, a save's answer, inputs settling their values): no entry. */
  | { type: 'rebase'; snapshot: T };

/** Entries kept behind the present one; older ones are dropped. */
export const HISTORY_LIMIT = 100;

export const createHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

export function push<T>(history: History<T>, snapshot: T, same: (a: T, b: T) => boolean = Object.is, limit = HISTORY_LIMIT): History<T> {
  if (same(history.present, snapshot)) return history;
  const past = [...history.past, history.present];
  return { past: past.length > limit ? past.slice(past.length - limit) : past, present: snapshot, future: [] };
}

export function undo<T>(history: History<T>): History<T> {
  if (!history.past.length) return history;
  return { past: history.past.slice(0, -1), present: history.past[history.past.length - 1], future: [...history.future, history.present] };
}

export function redo<T>(history: History<T>): History<T> {
  if (!history.future.length) return history;
  return { past: [...history.past, history.present], present: history.future[history.future.length - 1], future: history.future.slice(0, -1) };
}

export const rebase = <T>(history: History<T>, snapshot: T): History<T> => ({ ...history, present: snapshot });

export const undoCount = (history: History<unknown>): number => history.past.length;
export const redoCount = (history: History<unknown>): number => history.future.length;

/** The machine as a reducer; `same` tells two snapshots apart (a push of an equal snapshot is no entry). */
export function historyReducer<T>(same: (a: T, b: T) => boolean = Object.is, limit = HISTORY_LIMIT) {
  return (history: History<T>, action: HistoryAction<T>): History<T> => {
    switch (action.type) {
      case 'push':
        return push(history, action.snapshot, same, limit);
      case 'undo':
        return undo(history);
      case 'redo':
        return redo(history);
      case 'rebase':
        return rebase(history, action.snapshot);
    }
  };
}
