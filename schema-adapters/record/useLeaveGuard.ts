// Leaving a record with unsaved changes asks first (spec 000 §4): the back button, in-app links and the browser tab.
import { useEffect, useMemo, useRef, type ReactElement } from 'react';
import { LEAVE_CONFIRMATION, useConfirm } from '../shared';

export interface LeaveGuard {
  /** The form reports whether leaving now would lose edits. */
  setDirty: (dirty: boolean) => void;
  shouldBlock: () => boolean;
  /** Asks when there are unsaved edits; true when the user may leave. */
  confirmLeave: () => Promise<boolean>;
  /**
   * Lets the screen be left from now on (after a creation or a deletion): for good, as the screen is on its way out;
   * until it has gone (a loaded machine may take seconds), a later report of edits must not block the next click.
   */
  release: () => void;
}

/** The guard, and its dialog to render once in the screen (the tab's own beforeunload box is the browser's). */
export function useLeaveGuard(): [LeaveGuard, ReactElement] {
  const [ask, dialog] = useConfirm();
  // A ref, not state: the router's blocker and beforeunload read it at the moment of leaving.
  const dirty = useRef(false);
  const released = useRef(false);

  useEffect(() => {
    const warnOnUnload = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      event.returnValue = true; // browsers before Chrome 119 need it
    };
    window.addEventListener('beforeunload', warnOnUnload);
    return () => window.removeEventListener('beforeunload', warnOnUnload);
  }, []);

  const guard = useMemo<LeaveGuard>(
    () => ({
      setDirty: (value) => {
        dirty.current = value && !released.current;
      },
      shouldBlock: () => dirty.current,
      confirmLeave: async () => {
        const content = 'Les modifications faites depuis le dernier enregistrement seront perdues.';
        if (dirty.current && !(await ask({ title: LEAVE_CONFIRMATION, content, confirm: 'Quitter', warning: true }))) return false;
        dirty.current = false;
        return true;
      },
      release: () => {
        released.current = true;
        dirty.current = false;
      },
    }),
    [ask],
  );
  return [guard, dialog];
}
