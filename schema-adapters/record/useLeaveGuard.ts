// Leaving a record with unsaved changes asks first (spec 000 §4): the back button, in-app links and the browser tab.
import { useEffect, useMemo, useRef } from 'react';
import { LEAVE_CONFIRMATION } from '../shared';

export interface LeaveGuard {
  /** The form reports whether leaving now would lose edits. */
  setDirty: (dirty: boolean) => void;
  shouldBlock: () => boolean;
  /** Asks when there are unsaved edits; true when the user may leave. */
  confirmLeave: () => boolean;
  /** Lets the coming navigation through (after a creation or a deletion). */
  release: () => void;
}

export function useLeaveGuard(): LeaveGuard {
  // A ref, not state: the router's blocker and beforeunload read it at the moment of leaving.
  const dirty = useRef(false);

  useEffect(() => {
    const warnOnUnload = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      event.returnValue = true; // browsers before Chrome 119 need it
    };
    window.addEventListener('beforeunload', warnOnUnload);
    return () => window.removeEventListener('beforeunload', warnOnUnload);
  }, []);

  return useMemo(
    () => ({
      setDirty: (value) => {
        dirty.current = value;
      },
      shouldBlock: () => dirty.current,
      confirmLeave: () => {
        if (dirty.current && !window.confirm(LEAVE_CONFIRMATION)) return false;
        dirty.current = false;
        return true;
      },
      release: () => {
        dirty.current = false;
      },
    }),
    [],
  );
}
