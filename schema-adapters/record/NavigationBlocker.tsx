import { useEffect } from 'react';
import { useBlocker, useCanBlock } from 'react-admin';
import type { LeaveGuard } from './useLeaveGuard';

const Blocker = ({ guard }: { guard: LeaveGuard }) => {
  const blocker = useBlocker(guard.shouldBlock);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void guard.confirmLeave().then((ok) => (ok ? blocker.proceed?.() : blocker.reset?.()));
    // blocker is a new object on every render; its state is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state, guard]);
  return null;
};

/** In-app navigation (sidebar, links, browser back) asks too; only a data router can block it. */
export const NavigationBlocker = ({ guard }: { guard: LeaveGuard }) => (useCanBlock() ? <Blocker guard={guard} /> : null);
